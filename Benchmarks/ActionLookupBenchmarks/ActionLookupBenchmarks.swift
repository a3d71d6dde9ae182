import Benchmark
import CatalogBenchmarkSupport
import Harness

/// The ActionLookup family's catalog pairs under ordo-one/benchmark. `mallocCountTotal` of
/// `action-lookup.lookup/compiled/n=…` is the allocation count of one run of n lookups; the framework's own
/// per-iteration allocations are shown by `action-lookup.empty-iteration`, so the lookups' share is the
/// difference (0 for the compiled resolver, at 4096 and at 65536 lookups alike).
let benchmarks: @Sendable () -> Void = {
    CatalogBenchmarks.register(family: .actionLookup)

    Benchmark("action-lookup.empty-iteration",
              configuration: .init(metrics: CatalogBenchmarks.metrics, maxDuration: .seconds(1), maxIterations: 10_000)) { benchmark in
        for _ in benchmark.scaledIterations { Harness.blackHole(0) }
    }
}
