import Benchmark

/// The HierarchyDiff family's kernels under ordo-one/benchmark, one file per kernel.
let benchmarks: @Sendable () -> Void = {
    registerTreeBenchmarks()
    registerFlatListBenchmarks()
}
