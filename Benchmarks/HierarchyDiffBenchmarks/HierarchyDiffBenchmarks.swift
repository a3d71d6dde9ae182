import Benchmark
import CatalogBenchmarkSupport
import Harness

/// The HierarchyDiff family's catalog pairs under ordo-one/benchmark (tree diff and keyed-list changeset,
/// reference, optimized and the standard library's `difference(from:).inferringMoves()`), at each pair's
/// quick sizes.
let benchmarks: @Sendable () -> Void = {
    CatalogBenchmarks.register(family: .hierarchyDiff)
}
