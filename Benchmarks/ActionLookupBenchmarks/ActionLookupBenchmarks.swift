import Benchmark
import CatalogBenchmarkSupport
import Harness

/// The ActionLookup family's catalog pairs under ordo-one/benchmark. `mallocCountTotal` of
/// `action-lookup.lookup/compiled/n=4096` is the allocation count of 4096 lookups (the target is 0).
let benchmarks: @Sendable () -> Void = {
    CatalogBenchmarks.register(family: .actionLookup)
}
