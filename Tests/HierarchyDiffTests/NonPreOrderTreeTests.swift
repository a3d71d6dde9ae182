import Workloads
import HierarchyDiff
import Testing

/// Trees whose node numbers are not a pre-order (a child added to an earlier node after later ones): the
/// optimized diff walks them through its pre-order fallback and must still agree with the reference.
@Suite struct NonPreOrderTreeTests {
    /// `tree` renumbered breadth-first (parents still come before their children, but subtrees interleave).
    static func breadthFirst(_ tree: ViewTree) throws -> ViewTree {
        let (starts, list) = tree.childLists()
        var order = [0], next = 0
        while next < order.count {
            let view = order[next]
            order += list[starts[view]..<starts[view + 1]]
            next += 1
        }
        var number = [Int](repeating: 0, count: tree.count)
        for (position, view) in order.enumerated() { number[view] = position }
        var result = ViewTree(rootIdentifier: tree.identifiers[0], rootFrame: tree.frames[0])
        for view in order.dropFirst() {
            try result.addNode(identifier: tree.identifiers[view], frame: tree.frames[view],
                               parent: number[tree.parents[view]])
        }
        return result
    }

    /// True when every node's parent is the previous node or one of its ancestors.
    static func isPreOrder(_ tree: ViewTree) -> Bool {
        var path = [0]
        for node in 1..<tree.count {
            while let last = path.last, last != tree.parents[node] { path.removeLast() }
            if path.isEmpty { return false }
            path.append(node)
        }
        return true
    }

    @Test func referenceAndOptimizedAgreeOnBreadthFirstNumbering() throws {
        var notPreOrder = 0
        for seed in UInt64(1)...60 {
            var random = SeededGenerator(seed: seed &* 104_729)
            let pair = ScreenPairGenerator.make(seed: seed, size: random.nextInt(in: 1...300),
                                                rate: random.nextDouble(in: 0...0.6))
            let source = try Self.breadthFirst(pair.source), target = try Self.breadthFirst(pair.target)
            if !Self.isPreOrder(source) || !Self.isPreOrder(target) { notPreOrder += 1 }
            let reference = Result { () throws(HierarchyDiffError) in try ReferenceTreeDiff.diff(source: source, target: target) }
            let optimized = Result { () throws(HierarchyDiffError) in try IdentifierTreeDiff.diff(source: source, target: target) }
            #expect(reference == optimized, "seed \(seed)")
        }
        #expect(notPreOrder > 30, "the renumbering must leave pre-order for most pairs")
    }

    @Test func firstDuplicateIsFoundInPreOrderNotInIndexOrder() throws {
        // Index order: root, a, y, y, x(under a), x(under a) — "y" repeats first. Pre-order: root, a, x, x, y, y
        // — "x" repeats first, the reference's answer.
        var source = ViewTree(rootIdentifier: "root")
        let a = try source.addNode(identifier: "a", parent: 0)
        try source.addNode(identifier: "y", parent: 0)
        try source.addNode(identifier: "y", parent: 0)
        try source.addNode(identifier: "x", parent: a)
        try source.addNode(identifier: "x", parent: a)
        var target = ViewTree(rootIdentifier: "root")
        try target.addNode(identifier: "a", parent: 0)
        let reference = Result { () throws(HierarchyDiffError) in try ReferenceTreeDiff.diff(source: source, target: target) }
        let optimized = Result { () throws(HierarchyDiffError) in try IdentifierTreeDiff.diff(source: source, target: target) }
        #expect(reference == optimized)
        #expect(throws: HierarchyDiffError.duplicateIdentifier("x", screen: .source)) {
            try IdentifierTreeDiff.diff(source: source, target: target)
        }
    }
}
