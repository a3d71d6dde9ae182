import Workloads
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
        let merged: MergedHierarchy
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
        Self.expectIdentifiersIntact(merged, expected: expected)
    }

    /// The retains after the walk handle each form of `String` on its own (`Emission.retainInPlace`): a native
    /// string's storage is retained directly, an immortal one (small, or a literal) needs none, any other value
    /// (`nil`) is copied as `String?`. Screens mixing small strings, native ones and literals (the first nodes of
    /// the source and the nodes of the target that share their identifiers; a removed and an added literal too),
    /// root untagged in both, diffed above `Emission.deferredRetainsMinimum`, then dropped: every merged
    /// identifier still reads as the reference's.
    @Test func mergedIdentifiersOfEveryFormOutliveTheirScreens() throws {
        let literals = ["literal.identifier.shared.first", "literal.identifier.shared.second",
                        "literal.identifier.shared.third", "literal.identifier.removed.only",
                        "literal.identifier.added.only"]
        let expected: [String?]
        let merged: MergedHierarchy
        do {
            let pair = ScreenPairGenerator.make(seed: 9, size: 24_000, mix: .realistic)
            // Small when 15 bytes or fewer, native otherwise; `literalsAt` gives some nodes a literal instead.
            func owned(_ tree: ViewTree, literalsAt: [Int: String]) throws -> ViewTree {
                var copy = ViewTree(rootIdentifier: nil)
                for node in 1..<tree.count {
                    let identifier = literalsAt[node] ?? tree.identifiers[node].map { IdentifierByteEqualityTests.copy($0) }
                    try copy.addNode(identifier: identifier, parent: tree.parents[node])
                }
                return copy
            }
            // Tagged leaves of the source whose identifiers the target also holds, and one it does not hold.
            let targetIndex = Dictionary(pair.target.identifiers.enumerated().compactMap { node, identifier in
                identifier.map { ($0, node) } }, uniquingKeysWith: { first, _ in first })
            let sharedNodes = (1..<pair.source.count).filter { node in
                pair.source.identifiers[node].map { targetIndex[$0] != nil } ?? false
            }.prefix(3)
            let removedNode = (1..<pair.source.count).first { node in
                pair.source.identifiers[node].map { targetIndex[$0] == nil } ?? false
            }!
            let addedNode = (1..<pair.target.count).first { node in
                pair.target.identifiers[node].map { identifier in
                    !pair.source.identifiers.contains { $0 == identifier }
                } ?? false
            }!
            var sourceLiterals: [Int: String] = [removedNode: literals[3]], targetLiterals: [Int: String] = [addedNode: literals[4]]
            for (k, node) in sharedNodes.enumerated() {
                sourceLiterals[node] = literals[k]
                targetLiterals[targetIndex[pair.source.identifiers[node]!]!] = literals[k]
            }
            let source = try owned(pair.source, literalsAt: sourceLiterals)
            let target = try owned(pair.target, literalsAt: targetLiterals)
            expected = try ReferenceTreeDiff.diff(source: source, target: target).nodes.map {
                $0.identifier.map { String(decoding: Array($0.utf8), as: UTF8.self) }
            }
            merged = try IdentifierTreeDiff.diff(source: source, target: target)
            #expect(merged.nodes.count >= IdentifierTreeDiff.Emission.deferredRetainsMinimum)
            #expect(merged.nodes[0].identifier == nil)
            for literal in literals { #expect(merged.nodes.contains { $0.identifier == literal }) }
            #expect(merged.nodes.contains { ($0.identifier?.utf8.count ?? 99) <= 15 })
        }
        Self.expectIdentifiersIntact(merged, expected: expected)
    }

    /// Allocates and drops other strings where the screens' storage was, then checks that `merged` (and copies of
    /// it, each dropping the one before) still holds `expected`.
    static func expectIdentifiersIntact(_ merged: MergedHierarchy, expected: [String?]) {
        var churn: [String] = []
        for i in 0..<20_000 { churn.append(IdentifierByteEqualityTests.largeNativeCopy("churn.\(i).xxxxxxxxxxxxxxxx")) }
        churn.removeAll()
        var merged = merged
        #expect(merged.nodes.map(\.identifier) == expected)
        for _ in 0..<3 {
            let copy = merged
            merged = MergedHierarchy(nodes: copy.nodes)
        }
        #expect(merged.nodes.map(\.identifier) == expected)
    }
}
