import Harness
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
