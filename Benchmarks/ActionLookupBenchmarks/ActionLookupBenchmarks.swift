import Benchmark
import CatalogBenchmarkSupport
import Harness

/// The ActionLookup family's kernels under ordo-one/benchmark, one file per kernel, and the framework's own
/// per-iteration allocations (`action-lookup.empty-iteration`), so a kernel's share of `mallocCountTotal` is
/// the difference.
let benchmarks: @Sendable () -> Void = {
    registerLookupBenchmarks()
    registerInterleavedDispatchBenchmarks()
    registerFrameSetRestyleBenchmarks()
    registerLoaderTableBenchmarks()
    registerStateMachineBenchmarks()

    Benchmark("action-lookup.empty-iteration",
              configuration: .init(metrics: CatalogBenchmarks.metrics, maxDuration: .seconds(1), maxIterations: 10_000)) { benchmark in
        for _ in benchmark.scaledIterations { Harness.blackHole(0) }
    }
}
