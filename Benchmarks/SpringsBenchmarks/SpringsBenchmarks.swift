import Benchmark
import CatalogBenchmarkSupport
import Harness

/// The Springs family's catalog pairs under ordo-one/benchmark.
let benchmarks: @Sendable () -> Void = {
    CatalogBenchmarks.register(family: .springs)
}
