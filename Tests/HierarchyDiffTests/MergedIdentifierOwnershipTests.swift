import Harness
@testable import HierarchyDiff
import Testing

/// The emission writes the merged nodes' identifiers without a retain and retains them all after its walk
/// (`IdentifierTreeDiff.Emission.retainIdentifiers`): the merged hierarchy must own every identifier it holds —
/// shared, added, removed and the root's — once the screens that held them are gone.
@Suite struct MergedIdentifierOwnershipTests {
    /// Screens whose identifiers live in storage of their own (native strings, and small ones), diffed, then
    /// dropped; after other strings have been allocated and dropped in their place, every merged identifier
    /// still reads as the reference's, and copies and drops of the hierarchy leave it intact.
    /// Sizes on both sides of `Emission.deferredRetainsMinimum` merged nodes (the larger one writes unretained
    /// identifiers, the smaller one retained copies), root tagged or not.
    @Test(arguments: [3_000, 24_000], [false, true])
    func mergedIdentifiersOutliveTheirScreens(size: Int, rootTagged: Bool) throws {
        let expected: [String?]
        var merged: MergedHierarchy
        do {
            let pair = ScreenPairGenerator.make(seed: 9, size: size, mix: .realistic)
            func owned(_ tree: ViewTree) throws -> ViewTree {
                var copy = ViewTree(rootIdentifier: rootTagged ? IdentifierByteEqualityTests.largeNativeCopy("root.screen") : nil)
                for node in 1..<tree.count {
                    try copy.addNode(identifier: tree.identifiers[node].map { IdentifierByteEqualityTests.largeNativeCopy($0) },
                                     parent: tree.parents[node])
                }
                return copy
            }
            let source = try owned(pair.source), target = try owned(pair.target)
            expected = try ReferenceTreeDiff.diff(source: source, target: target).nodes.map {
                $0.identifier.map { String(decoding: Array($0.utf8), as: UTF8.self) }
            }
            merged = try IdentifierTreeDiff.diff(source: source, target: target)
            #expect(merged.nodes.contains { $0.status == .removed } && merged.nodes.contains { $0.status == .added })
            #expect((merged.nodes.count >= IdentifierTreeDiff.Emission.deferredRetainsMinimum) == (size > 3_000))
        }
        var churn: [String] = []
        for i in 0..<20_000 { churn.append(IdentifierByteEqualityTests.largeNativeCopy("churn.\(i).xxxxxxxxxxxxxxxx")) }
        churn.removeAll()
        #expect(merged.nodes.map(\.identifier) == expected)
        for _ in 0..<3 {
            let copy = merged
            merged = MergedHierarchy(nodes: copy.nodes)
        }
        #expect(merged.nodes.map(\.identifier) == expected)
    }
}
