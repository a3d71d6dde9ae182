@testable import HierarchyDiff
import Testing

/// The tree diff's sibling alignment (`SiblingAlignment`): which pairs it aligns along the child lists, the
/// hashes it keeps for the join, the verification's skip of its pairs (`TaggedIdentifierColumn`), and diffs
/// whose duplicates sit on and off the alignment, against the reference.
@Suite struct SiblingAlignmentTests {
    /// Runs the alignment of two trees in notation; returns each source node's aligned target node and the
    /// kept hashes with the columns they were read from.
    func align(_ source: String, _ target: String)
        -> (aligned: [Int32], sourceHashes: [UInt64], targetHashes: [UInt64],
            columns: (TaggedIdentifierColumn, TaggedIdentifierColumn))
    {
        let sourceTree = tree(source), targetTree = tree(target)
        let s = TaggedOutline(sourceTree, links: true), t = TaggedOutline(targetTree, links: true)
        let sourceColumn = TaggedIdentifierColumn(identifiers: sourceTree.identifiers, views: s.views)
        let targetColumn = TaggedIdentifierColumn(identifiers: targetTree.identifiers, views: t.views)
        var aligned = [Int32](repeating: -1, count: s.count)
        var sourceHashes = [UInt64](repeating: 0, count: s.count)
        var targetHashes = [UInt64](repeating: 0, count: t.count)
        aligned.withUnsafeMutableBufferPointer { aligned in
            sourceHashes.withUnsafeMutableBufferPointer { sourceHashes in
                targetHashes.withUnsafeMutableBufferPointer { targetHashes in
                    SiblingAlignment.align(source: s, sourceColumn, target: t, targetColumn, seed: StringKeyMatcher.seed,
                                           aligned: aligned, sourceHashes: sourceHashes, targetHashes: targetHashes)
                }
            }
        }
        return (aligned, sourceHashes, targetHashes, (sourceColumn, targetColumn))
    }

    /// Source pre-order: 0 root, 1 a, 2 b, 3 c, 4 d, 5 e, 6 f; target: 0 root, 1 a, 2 x, 3 b, 4 c, 5 e, 6 d, 7 f.
    /// An inserted child (x) is skipped on the target's side, a child moved back (d) on the source's, and the
    /// lists of aligned parents (c) are aligned in turn; untagged layers vanish first.
    @Test func insertedAndMovedChildrenAreSkipped() {
        let result = align("root(a, b, c(d, e), f)", "root(a, _(x), b, c(e, _(d)), f)")
        #expect(result.aligned == [0, 1, 3, 4, -1, 5, 7])
    }

    /// Children of a node aligned with nothing (here reparented) are left to the join; so are lists whose
    /// children all differ.
    @Test func listsOfUnalignedNodesAreNotWalked() {
        let result = align("root(p(a, b), q(c))", "root(p2(a, b), q(z))")
        // Source: 0 root, 1 p, 2 a, 3 b, 4 q, 5 c. Target: 0 root, 1 p2, 2 a, 3 b, 4 q, 5 z.
        #expect(result.aligned == [0, -1, -1, -1, 4, -1])
    }

    /// Every kept hash is the one the join computes from the bytes; 0 where nothing was read (the target's k,
    /// after the source's list ran out).
    @Test func keptHashesAreTheJoinsHashes() {
        let result = align("root(feed.section.n0.row.1.title, caf\u{e9}.n3, n2(k, l))",
                           "root(feed.section.n0.row.1.title, cafe\u{301}.n3, n2(l, k))")
        let (sourceColumn, targetColumn) = result.columns
        for (hashes, column) in [(result.sourceHashes, sourceColumn), (result.targetHashes, targetColumn)] {
            for position in 1..<column.count {
                let bytes = column.withUTF8Bytes(at: position) { StringKeyMatcher.words($0, seed: StringKeyMatcher.seed) }
                let unread = column.identifiers[Int(column.views[position])] == "k" && hashes == result.targetHashes
                #expect(hashes[position] == (unread ? 0 : bytes), "position \(position)")
            }
        }
        // é precomposed and decomposed differ by their bytes: not aligned.
        #expect(result.aligned == [0, 1, -1, 3, -1, 4])
    }

    /// The verification skips exactly the aligned pairs: a pair marked aligned is taken as equal without a
    /// read (here it is not, to show the skip), and any other pair is compared.
    @Test func verificationSkipsOnlyAlignedPairs() {
        let source = TaggedIdentifierColumn(identifiers: [nil, "left.row.1.avatar.title", "x"], views: [0, 1, 2])
        let target = TaggedIdentifierColumn(identifiers: [nil, "right.row.1.avatar.title", "y"], views: [0, 1, 2])
        var marked = source
        marked.aligned = [0, 1, -1]
        let first: [Int32] = [-1, 1, -1], second: [Int32] = [-1, -1, 2]
        #expect(first.withUnsafeBufferPointer { marked.allSameBytes(in: 1..<3, counterparts: $0, target) })
        #expect(!first.withUnsafeBufferPointer { source.allSameBytes(in: 1..<3, counterparts: $0, target) })
        #expect(!second.withUnsafeBufferPointer { marked.allSameBytes(in: 1..<3, counterparts: $0, target) })
    }

    /// Duplicates on the alignment, off it, and one copy on it and one off it: the same error as the reference.
    @Test(arguments: [
        ("root(a, b, a)", "root(a, b)"),
        ("root(p(a), q(x(a)))", "root(p(a), q(x))"),
        ("root(p(a), q)", "root(p(a), q(a))"),
        ("root(p(a, b), q(c))", "root(p(a, b), q(c, b))"),
        ("root(p(a, b), q(c, a))", "root(p(a, b), q(c, a))"),
        ("root(a(b, c), d)", "root(a(b, c), d(b))"),
    ])
    func duplicatesOnAndOffTheAlignment(_ source: String, _ target: String) {
        let reference = Result { () throws(HierarchyDiffError) in
            try ReferenceTreeDiff.diff(source: tree(source), target: tree(target))
        }
        let optimized = Result { () throws(HierarchyDiffError) in
            try IdentifierTreeDiff.diff(source: tree(source), target: tree(target))
        }
        #expect(optimized == reference)
        if case .success = reference { Issue.record("every pair here repeats an identifier") }
    }
}
