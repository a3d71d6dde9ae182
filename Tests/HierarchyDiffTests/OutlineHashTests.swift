import Harness
@testable import HierarchyDiff
import Testing

/// The identifier hashes the tree diff's extraction keeps (`TaggedOutline.hashes`), which the matcher reads
/// through `TaggedIdentifierColumn.hash(at:seed:)` instead of hashing the strings again: each must be the
/// matcher's own hash of the node's identifier, for index-ordered and non-pre-order trees alike, and a column
/// asked for another seed must hash the bytes itself.
@Suite struct OutlineHashTests {
    /// The matcher's hash of every hierarchy node's identifier (the root's read as "" when untagged).
    static func expectedHashes(_ view: ViewTree, _ outline: TaggedOutline) -> [UInt64] {
        outline.views.map { StringKeyMatcher.hash(view.identifiers[Int($0)] ?? "", seed: StringKeyMatcher.seed) }
    }

    @Test func keptHashesAreTheMatchersHashes() throws {
        let view = tree("root(a(b, _(c), d), _(e), f(g))")
        for links in [false, true] {
            let outline = TaggedOutline(view, links: links)
            #expect(outline.hashes.count == outline.count)
            #expect(outline.hashes == Self.expectedHashes(view, outline))
        }
        var untaggedRoot = ViewTree()
        try untaggedRoot.addNode(identifier: "a.b.c.a-long-dotted-identifier-on-the-heap", parent: 0)
        let outline = TaggedOutline(untaggedRoot, links: true)
        #expect(outline.hashes == Self.expectedHashes(untaggedRoot, outline))
    }

    /// A generated pair (dotted mix: inline, tail-allocated and long identifiers), and the same screen
    /// renumbered breadth-first, which the extraction walks through its pre-order fallback.
    @Test func keptHashesHoldOnGeneratedAndRenumberedScreens() throws {
        let pair = ScreenPairGenerator.make(seed: 1, size: 600, mix: .realistic)
        for view in [pair.source, pair.target, try NonPreOrderTreeTests.breadthFirst(pair.source)] {
            for links in [false, true] {
                let outline = TaggedOutline(view, links: links)
                #expect(outline.hashes == Self.expectedHashes(view, outline))
            }
        }
    }

    /// The column hands out a kept hash only for the seed it was kept under.
    @Test func columnHashesTheBytesForAnotherSeed() {
        let identifiers: [String?] = [nil, "alpha", "beta.gamma.delta.epsilon.zeta"]
        let wrong: [UInt64] = [1, 2, 3]
        let column = TaggedIdentifierColumn(identifiers: identifiers, views: [0, 1, 2], hashes: wrong)
        let seed = StringKeyMatcher.seed
        #expect(column.hash(at: 2, seed: seed) == 3)
        let other = seed &+ 1
        #expect(column.hash(at: 2, seed: other) == StringKeyMatcher.hash(identifiers[2]!, seed: other))
        let plain = TaggedIdentifierColumn(identifiers: identifiers, views: [0, 1, 2])
        #expect(plain.hash(at: 1, seed: seed) == StringKeyMatcher.hash("alpha", seed: seed))
    }
}
