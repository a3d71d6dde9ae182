import Workloads
@testable import HierarchyDiff
import Testing

/// The optimized diff's one-pass emission (`IdentifierTreeDiff.Emission`) and the outline it reads: each way a
/// merged node is placed — front runs, after-runs emitted once a staying child's subtree is complete, removed
/// subtrees, moved flags settled when a list out of order is popped (mid-walk or at the root, after the walk)
/// and left alone when a list is in order — checked against a hand-derived merged hierarchy and the reference.
@Suite struct MergedOrderEmissionTests {
    /// Diffs with both implementations, requires identical nodes, and returns the optimized sketch.
    func optimizedSketch(_ source: String, _ target: String,
                         sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let optimized = try DiffImplementation.optimized.diff(source, target)
        let reference = try DiffImplementation.reference.diff(source, target)
        #expect(optimized == reference, sourceLocation: sourceLocation)
        return optimized.sketch
    }

    @Test func frontRunPrecedesTheFirstTargetChild() throws {
        #expect(try optimizedSketch("root(r, a)", "root(c, a)") == "root(r-, c+, a)")
        #expect(try optimizedSketch("root(p(r, s, a))", "root(p(c, a))") == "root(p(r-, s-, c+, a))")
    }

    @Test func afterRunFollowsTheWholeSubtreeOfItsSibling() throws {
        #expect(try optimizedSketch("root(a(x(y)), r1, r2, b)", "root(a(x(y, z)), b)")
                == "root(a(x(y, z+)), r1-, r2-, b)")
        // The run ends at the next staying sibling; a shared sibling reparented away does not end it.
        #expect(try optimizedSketch("root(a, r1, m, r2, b, q)", "root(a, b, q(m))")
                == "root(a, r1-, r2-, b, q(m^))")
        // Runs after the last child of the last node on the path are written after the walk.
        #expect(try optimizedSketch("root(p(a(b), r))", "root(p(a(b)))") == "root(p(a(b), r-))")
    }

    @Test func removedNodesKeepOnlyTheirRemovedChildren() throws {
        #expect(try optimizedSketch("root(r(s, t(u)), a)", "root(a, s)") == "root(r-(t-(u-)), a, s^)")
    }

    @Test func listsOutOfOrderAreSettledWhenPopped() throws {
        // Nested list, popped mid-walk (before q).
        #expect(try optimizedSketch("root(p(a, b, c), q)", "root(p(c, a, b), q)") == "root(p(c*, a, b), q)")
        // The root's own list, settled after the walk.
        #expect(try optimizedSketch("root(a, b, c)", "root(c, a, b)") == "root(c*, a, b)")
        // Tie-break: [b, a] keeps the smaller target position (b, first in the target).
        #expect(try optimizedSketch("root(a, b)", "root(b, a)") == "root(b, a*)")
    }

    @Test func listsInOrderKeepEveryChildUnmoved() throws {
        let sketch = try optimizedSketch("root(p(a, b, c), q)", "root(p(a, x, c), q)")
        #expect(sketch == "root(p(a, b-, x+, c), q)")
        #expect(!sketch.contains("*"))
    }

    @Test func outlineLinksAreWrittenOnlyWhenAsked() throws {
        let view = tree("root(a(b, _(c), d), _(e), f(g))")
        let linked = TaggedOutline(view, links: true), bare = TaggedOutline(view, links: false)
        #expect(linked.views == bare.views && linked.parents == bare.parents)
        #expect(bare.nextSibling.isEmpty)
        // Hierarchy: root(a(b, c, d), e, f(g)) in pre-order 0 root, 1 a, 2 b, 3 c, 4 d, 5 e, 6 f, 7 g.
        #expect(linked.parents == [-1, 0, 1, 1, 1, 0, 0, 6])
        #expect(linked.nextSibling == [-1, 5, 3, 4, -1, 6, -1, -1])
        // The emission's path bound: the view tree's depth (root, a, _, c: 3 edges), measured without links.
        #expect(bare.depth == 3 && linked.depth == 0)
    }

    /// The emission's path holds the target's current hierarchy path, sized by the view tree's depth: a chain
    /// whose every view is tagged fills it exactly, and untagged layers make the bound loose, never short.
    @Test func emissionPathFitsTheDeepestTarget() throws {
        for layers in [false, true] {
            var source = ViewTree(rootIdentifier: "root"), target = ViewTree(rootIdentifier: "root")
            var parent = 0
            for depth in 0..<2_000 {
                if layers, depth % 3 == 0 { parent = try target.addNode(identifier: nil, parent: parent) }
                parent = try target.addNode(identifier: "n\(depth)", parent: parent)
                try source.addNode(identifier: "n\(depth)", parent: 0)
            }
            let optimized = try IdentifierTreeDiff.diff(source: source, target: target)
            #expect(optimized == (try ReferenceTreeDiff.diff(source: source, target: target)))
            #expect(TaggedOutline(target, links: false).depth == (layers ? 2_667 : 2_000))
        }
    }

    @Test func randomPairsAgreeWithTheReference() throws {
        for seed in UInt64(1)...40 {
            let workload = ScreenPairGenerator.make(seed: seed, size: 300, rate: 0.3)
            let optimized = Result { () throws(HierarchyDiffError) in
                try IdentifierTreeDiff.diff(source: workload.source, target: workload.target)
            }
            let reference = Result { () throws(HierarchyDiffError) in
                try ReferenceTreeDiff.diff(source: workload.source, target: workload.target)
            }
            #expect(optimized == reference, "seed \(seed)")
        }
    }
}
