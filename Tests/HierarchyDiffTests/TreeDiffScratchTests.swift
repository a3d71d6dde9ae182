import Workloads
@testable import HierarchyDiff
import Testing

/// The tree diff's kept columns (`TreeDiffScratch`): large diffs write their outlines and merged indices into
/// the previous diff's arrays, whose contents are that diff's, so every answer must still be the reference's
/// whatever ran before (other tests run in parallel and share the kept arrays too).
@Suite struct TreeDiffScratchTests {
    /// Screens larger, smaller and larger again than the kept arrays, one renumbered breadth-first (its
    /// extraction takes the kept arrays, finds the order is not a pre-order and walks again), and one with a
    /// duplicate (the diff throws with the arrays taken): each diff agrees with the reference.
    @Test func reusedColumnsGiveTheReferenceAnswer() throws {
        // Seeds ≡ 1 (mod 8): mutated copies (``ScreenPairGenerator``); sizes such that both screens together
        // reach the kept columns' minimum (a mutation may delete a large subtree of the target).
        let rounds: [(seed: UInt64, size: Int)] = [(65, 14_000), (73, 15_000), (81, 13_000), (89, 15_000), (105, 14_000)]
        for (round, (seed, size)) in rounds.enumerated() {
            let pair = ScreenPairGenerator.make(seed: seed, size: size, mix: .realistic)
            var source = pair.source, target = pair.target
            #expect(source.count + target.count >= TreeDiffScratch.minimumNodes, "round \(round)")
            if round == 3 { source = try NonPreOrderTreeTests.breadthFirst(source) }
            if round == 4 {
                let duplicated = target.identifiers.lastIndex { $0 != nil } ?? 0
                try target.addNode(identifier: target.identifiers[duplicated], parent: 0)
            }
            let reference = Result { () throws(HierarchyDiffError) in
                try ReferenceTreeDiff.diff(source: source, target: target)
            }
            let optimized = Result { () throws(HierarchyDiffError) in
                try IdentifierTreeDiff.diff(source: source, target: target)
            }
            #expect(optimized == reference, "round \(round)")
        }
    }

    /// The extraction's paths live in one kept array, left holding the previous extraction's entries: a deep
    /// chain extracted after a wide tree, and a wide tree after the chain (with and without links), each in the
    /// same paths array, give the outline a fresh extraction gives, and the array's storage is reused once it is
    /// large enough.
    @Test func reusedPathsGiveTheFreshOutline() throws {
        var chain = ViewTree(rootIdentifier: "root"), parent = 0
        for depth in 0..<3_000 {
            if depth % 4 == 1 { parent = try chain.addNode(identifier: nil, parent: parent) }
            parent = try chain.addNode(identifier: "c\(depth)", parent: parent)
        }
        let wide = ScreenPairGenerator.make(seed: 9, size: 4_000, mix: .realistic).source
        var paths: [Int32] = []
        for (round, tree) in [wide, chain, wide, chain].enumerated() {
            for links in [true, false] {
                var views: [Int32] = [], parents: [Int32] = [], next: [Int32] = []
                let reused = TaggedOutline(tree, links: links, reusing: &views, &parents, &next, paths: &paths)
                let fresh = TaggedOutline(tree, links: links)
                #expect(reused.views == fresh.views && reused.parents == fresh.parents, "round \(round)")
                #expect(reused.nextSibling == fresh.nextSibling && reused.depth == fresh.depth, "round \(round)")
            }
        }
        #expect(paths.count >= 3 * max(chain.count, wide.count))
        let address = paths.withUnsafeBufferPointer { $0.baseAddress }
        var views: [Int32] = [], parents: [Int32] = [], next: [Int32] = []
        _ = TaggedOutline(wide, links: true, reusing: &views, &parents, &next, paths: &paths)
        #expect(paths.withUnsafeBufferPointer { $0.baseAddress } == address)
    }

    /// The paths are kept only while the whole stays within the limit; the columns are kept either way.
    @Test func pathsAreDroppedBeyondTheLimit() {
        var scratch = TreeDiffScratch()
        scratch.sourceViews = [Int32](repeating: 0, count: 1_000)
        scratch.paths = [Int32](repeating: 0, count: 3_000)
        scratch.dropPathsIfOverLimit()
        #expect(scratch.paths.count == 3_000 && scratch.sourceViews.count == 1_000)
        scratch.paths = [Int32](repeating: 0, count: TreeDiffScratch.retainedBytesLimit / 4)
        scratch.dropPathsIfOverLimit()
        #expect(scratch.paths.isEmpty && scratch.sourceViews.count == 1_000)
    }

    /// A sized array has exactly the requested count, in the old storage when its capacity is enough
    /// (shrinking or growing within it), in new storage otherwise; the old array is left empty.
    @Test func sizedArraysReuseStorageWithinCapacity() {
        var kept = [Int32](repeating: 7, count: 100)
        let address = kept.withUnsafeBufferPointer { $0.baseAddress }
        var shrunk = TreeDiffScratch.sized(&kept, count: 60)
        #expect(shrunk.count == 60 && shrunk.withUnsafeBufferPointer { $0.baseAddress } == address && kept.isEmpty)
        let grown = TreeDiffScratch.sized(&shrunk, count: 90)
        #expect(grown.count == 90 && grown.withUnsafeBufferPointer { $0.baseAddress } == address && shrunk.isEmpty)
        var small = [Int32](repeating: 7, count: 10)
        let fresh = TreeDiffScratch.sized(&small, count: 200)
        #expect(fresh.count == 200 && small.isEmpty)
    }
}
