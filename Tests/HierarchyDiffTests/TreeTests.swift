import HierarchyDiff
import Testing

/// The tree kernel (`hierarchy-diff.tree`): each rule of the diff semantics (article *Identifier-tree diffing*) as its own test, run on the reference and the optimized diff.
@Suite struct TreeTests {
    @Test(arguments: DiffImplementation.allCases)
    func everyIdentifierIsSharedRemovedOrAdded(_ impl: DiffImplementation) throws {
        let merged = try impl.diff("root(a, b)", "root(b, c)")
        #expect(merged.sketch == "root(a-, b, c+)")
        let statuses = Dictionary(uniqueKeysWithValues: merged.nodes.compactMap { n in n.identifier.map { ($0, n.status) } })
        #expect(statuses == ["root": .shared, "a": .removed, "b": .shared, "c": .added])
    }

    @Test(arguments: DiffImplementation.allCases)
    func untaggedNodesVanishAndTheirTaggedDescendantsTakeTheirPlace(_ impl: DiffImplementation) throws {
        let merged = try impl.diff("root(a, _(b, _(c)), d)", "root(a, b, c, d)")
        #expect(merged.sketch == "root(a, b, c, d)")
        #expect(merged.summary.moved == 0 && merged.summary.reparented == 0)
    }

    @Test(arguments: DiffImplementation.allCases)
    func rootsAlwaysMatchWhateverTheirIdentifiers(_ impl: DiffImplementation) throws {
        let merged = try impl.diff("home(a)", "_(a)")
        #expect(merged.nodes[0].identifier == "home")  // the target root is untagged: the source's is kept
        #expect(merged.nodes[0].status == .shared)
        #expect(try impl.diff("home(a)", "detail(a)").nodes[0].identifier == "detail")  // target's wins
        #expect(try impl.diff("_(a)", "_(a)").nodes[0].identifier == nil)
    }

    @Test(arguments: DiffImplementation.allCases)
    func sharedNodeIsPlacedUnderItsTargetParent(_ impl: DiffImplementation) throws {
        let merged = try impl.diff("root(p(a), q)", "root(p, q(a))")
        #expect(merged.sketch == "root(p, q(a^))")
    }

    @Test(arguments: DiffImplementation.allCases)
    func sharedNodeWhoseSourceParentDiffersIsReparented(_ impl: DiffImplementation) throws {
        let merged = try impl.diff("root(a, b(c))", "root(a(c), b)")
        #expect(merged.sketch == "root(a(c^), b)")
        #expect(merged.summary.reparented == 1)
        // Untagged layers do not change a parent.
        #expect(try impl.diff("root(a(b))", "root(a(_(b)))").summary.reparented == 0)
        // Moving to or from the container is reparenting too.
        #expect(try impl.diff("root(a(b))", "root(a, b)").sketch == "root(a, b^)")
    }

    @Test(arguments: DiffImplementation.allCases)
    func mergedChildrenStartWithTheTargetChildrenInTargetOrder(_ impl: DiffImplementation) throws {
        let merged = try impl.diff("root(a, b)", "root(c, b, a, d)")
        #expect(merged.sketch == "root(c+, b, a*, d+)")
    }

    @Test(arguments: DiffImplementation.allCases)
    func removedChildFollowsItsNearestPrecedingSourceSiblingInTheList(_ impl: DiffImplementation) throws {
        #expect(try impl.diff("root(a, b, c)", "root(c, a)").sketch == "root(c, a*, b-)")
        // Removed after removed: the chain keeps source order.
        #expect(try impl.diff("root(a, x, y, b)", "root(b, a)").sketch == "root(b, a*, x-, y-)")
        #expect(try impl.diff("root(x1, a, x2, b, x3, c)", "root(c, b, a)").sketch
            == "root(x1-, c, b*, x3-, a*, x2-)")
    }

    @Test(arguments: DiffImplementation.allCases)
    func removedChildGoesFirstWithoutAPrecedingSibling(_ impl: DiffImplementation) throws {
        #expect(try impl.diff("root(x, a, b)", "root(b, a)").sketch == "root(x-, b, a*)")
        #expect(try impl.diff("root(x, y)", "root(c)").sketch == "root(x-, y-, c+)")
    }

    @Test(arguments: DiffImplementation.allCases)
    func removedChildSkipsSiblingsWhoseTargetParentIsElsewhere(_ impl: DiffImplementation) throws {
        // `a` moved under `p`, so it is not in the root's list: `x` follows `p`.
        #expect(try impl.diff("root(p, a, x, b)", "root(p(a), b)").sketch == "root(p(a^), x-, b)")
        // No preceding sibling left in the list: first.
        #expect(try impl.diff("root(a, x, b)", "root(b, p(a))").sketch == "root(x-, b, p+(a^))")
    }

    @Test(arguments: DiffImplementation.allCases)
    func removedNodeKeepsItsRemovedSourceChildrenWhileSharedOnesGoToTheirTargetParents(_ impl: DiffImplementation) throws {
        let merged = try impl.diff("root(r(x, a, y(z)), b)", "root(b, a)")
        #expect(merged.sketch == "root(r-(x-, y-(z-)), b, a^)")
    }

    @Test(arguments: DiffImplementation.allCases)
    func addedNodeHoldsItsTargetChildrenIncludingSharedOnesThatMovedIn(_ impl: DiffImplementation) throws {
        let merged = try impl.diff("root(a, b, c)", "root(w(b, n, a), c)")
        #expect(merged.sketch == "root(w+(b^, n+, a^), c)")
        #expect(merged.summary.moved == 0)  // reparented nodes are not moved
    }

    @Test(arguments: DiffImplementation.allCases)
    func unmovedSiblingsAreALongestCommonSubsequence(_ impl: DiffImplementation) throws {
        // Shared siblings a…f; target order keeps b, d, e, f in order: only a and c move.
        let merged = try impl.diff("root(a, b, c, d, e, f)", "root(b, d, a, e, c, f)")
        #expect(merged.summary.moved == 2)
        #expect(merged.sketch == "root(b, d, a*, e, c*, f)")
        // A reversal keeps exactly one.
        #expect(try impl.diff("root(a, b, c, d, e)", "root(e, d, c, b, a)").summary.moved == 4)
    }

    @Test(arguments: DiffImplementation.allCases)
    func tieBreakKeepsTheLexicographicallySmallestTargetPositions(_ impl: DiffImplementation) throws {
        // [a, b] and [c, d] are both longest; c, d have target positions (0, 1) < (2, 3): they stay.
        #expect(try impl.diff("root(a, b, c, d)", "root(c, d, a, b)").sketch == "root(c, d, a*, b*)")
        // The worked example: c (target position 0) stays, a moves.
        #expect(try impl.diff("root(a, c)", "root(c, a)").sketch == "root(c, a*)")
        // Three longest subsequences of target positions, (3, 4), (2, 4) and (1, 4): (1, 4) wins.
        let merged = try impl.diff("root(a, b, c, d, e)", "root(x, d, c, b, e, a)")
        // source order's target positions: a→5, b→3, c→2, d→1, e→4; longest: (3,4), (2,4), (1,4) → (1,4) = d, e
        #expect(merged.sketch == "root(x+, d, c*, b*, e, a*)")
    }

    @Test(arguments: DiffImplementation.allCases)
    func onlySiblingsWithTheSameParentInBothScreensCanMove(_ impl: DiffImplementation) throws {
        // a and b both change parent and order: reparented, never moved.
        let merged = try impl.diff("root(p(a, b), q)", "root(p, q(b, a))")
        #expect(merged.sketch == "root(p, q(b^, a^))")
        // Siblings that stay put keep their order among the ones that left.
        #expect(try impl.diff("root(a, b, c)", "root(c, b(a))").sketch == "root(c, b*(a^))")
    }

    @Test(arguments: DiffImplementation.allCases)
    func summaryCountsEveryNodeButTheRoots(_ impl: DiffImplementation) throws {
        let summary = try impl.diff("root(a, _(b), c)", "root(c, a, d)").summary
        #expect(summary == {
            var s = DiffSummary()
            s.shared = 2; s.added = 1; s.removed = 1; s.moved = 1; s.reparented = 0
            return s
        }())
        #expect(try impl.diff("root", "root").summary == DiffSummary())
    }

    @Test(arguments: DiffImplementation.allCases)
    func emptyIdenticalAndDisjointScreens(_ impl: DiffImplementation) throws {
        #expect(try impl.diff("root", "root").sketch == "root")
        #expect(try impl.diff("root", "root(a(b))").sketch == "root(a+(b+))")
        #expect(try impl.diff("root(a(b))", "root").sketch == "root(a-(b-))")
        #expect(try impl.diff("root(a(b), c)", "root(a(b), c)").sketch == "root(a(b), c)")
        #expect(try impl.diff("root(a, b)", "root(c, d)").sketch == "root(a-, b-, c+, d+)")
    }
}
