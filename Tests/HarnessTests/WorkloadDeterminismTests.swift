import Testing
@testable import Harness

@Test(arguments: Catalog.all.map(\.id))
func workloadsArePureFunctionsOfSeedAndSize(id: String) throws {
    let pair = try Catalog.pair(id: id)
    let size = pair.checkSizes.max() ?? 8
    let first = pair.renderedReferenceOutput(seed: 11, size: size)
    #expect(first == pair.renderedReferenceOutput(seed: 11, size: size), "same seed must give the same input")
    #expect(first != pair.renderedReferenceOutput(seed: 12, size: size), "another seed must give another input")
}

@Test(arguments: Catalog.all.map(\.id))
func everyCatalogPairAgreesWithItsReference(id: String) throws {
    let result = try Catalog.pair(id: id).check(seed: 1, cases: 8)
    for variant in result.variants {
        #expect(variant.verdict.agrees, "\(id) / \(variant.variant): \(variant.verdict.summary)")
    }
}

@Test func catalogIdentifiersAreUniqueAndNamespacedByFamily() {
    let ids = Catalog.all.map(\.id)
    #expect(Set(ids).count == ids.count)
    for pair in Catalog.all { #expect(pair.id.hasPrefix(pair.family.rawValue + ".")) }
}
