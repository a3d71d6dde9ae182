import Benchmark

/// The Springs family's kernels under ordo-one/benchmark, one file per kernel.
let benchmarks: @Sendable () -> Void = {
    registerClosedFormBenchmarks()
    registerSettlingTimeBenchmarks()
    registerExactStepBenchmarks()
    registerStepBenchmarks()
    registerStepVariableBenchmarks()
}
