import Benchmark
import CatalogBenchmarkSupport
import Harness
import HierarchyDiff

/// `hierarchy-diff.flat-list` and its workloads (short keys, `Int` keys, two threads) at each quick size; then
/// the generic entry point `FlatListDiff.changeset(from:to:)` called from this package — another module, as an
/// app calls it — with `Int` and `String` keys, which shows whether the caller gets the specialized path (the
/// entry point is `@inlinable`).
func registerFlatListBenchmarks() {
    CatalogBenchmarks.register("hierarchy-diff.flat-list")
    CatalogBenchmarks.register("hierarchy-diff.flat-list-short-keys")
    CatalogBenchmarks.register("hierarchy-diff.flat-list-int")
    CatalogBenchmarks.register("hierarchy-diff.flat-list-two-threads")
    for size in [10_000, 100_000, 1_000_000] {
        let integers = GenericEntryKeys.integers(seed: 1, size: size)
        Benchmark("generic-entry/Int/n=\(size)",
                  configuration: .init(metrics: CatalogBenchmarks.metrics, maxDuration: .seconds(2))) { benchmark in
            for _ in benchmark.scaledIterations { Harness.blackHole(genericChangeset(integers.source, integers.target)) }
        }
        let strings = GenericEntryKeys.strings(seed: 1, size: size)
        Benchmark("generic-entry/String (dotted mix)/n=\(size)",
                  configuration: .init(metrics: CatalogBenchmarks.metrics, maxDuration: .seconds(2))) { benchmark in
            for _ in benchmark.scaledIterations { Harness.blackHole(genericChangeset(strings.source, strings.target)) }
        }
    }
}

/// The generic entry point, reached through a generic function of this module.
@inline(never)
func genericChangeset<Key: Hashable>(_ source: [Key], _ target: [Key]) -> KeyedChangeset? {
    try? FlatListDiff.changeset(from: source, to: target)
}
