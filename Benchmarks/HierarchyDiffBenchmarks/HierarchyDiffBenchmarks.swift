import Benchmark
import CatalogBenchmarkSupport
import Harness
import HierarchyDiff

/// The HierarchyDiff family's catalog pairs under ordo-one/benchmark (tree diff and keyed-list changesets,
/// reference, optimized, floor and the standard library's `difference(from:).inferringMoves()`), at each
/// pair's quick sizes; then the generic entry point `FlatListDiff.changeset(from:to:)` called from this
/// package — another module, as an app would call it — with `Int` and `String` keys, which shows whether the
/// caller gets the specialized path (the entry point is `@inlinable`).
let benchmarks: @Sendable () -> Void = {
    CatalogBenchmarks.register(family: .hierarchyDiff)
    for size in [10_000, 100_000, 1_000_000] {
        let integers = FlatListGenerator.makeIntegers(seed: 1, size: size)
        Benchmark("generic-entry/Int/n=\(size)",
                  configuration: .init(metrics: CatalogBenchmarks.metrics, maxDuration: .seconds(2))) { benchmark in
            for _ in benchmark.scaledIterations { Harness.blackHole(genericChangeset(integers.source, integers.target)) }
        }
        let strings = FlatListGenerator.make(seed: 1, size: size, mix: .realistic)
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
