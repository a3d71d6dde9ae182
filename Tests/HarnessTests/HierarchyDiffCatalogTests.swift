import Harness
import Testing

/// Every HierarchyDiff pair (tree diff, keyed-list changesets) agrees with its reference on seeded workloads and
/// its edge cases.
@Suite struct HierarchyDiffCatalogTests {
    @Test func catalogPairsAgreeOnTheirCasesAndEdgeCases() {
        for pair in HierarchyDiffCatalog.pairs {
            let result = pair.check(seed: 42, cases: 14)
            #expect(result.agrees, "\(pair.id): \(result.variants.map(\.verdict.summary))")
        }
    }
}
