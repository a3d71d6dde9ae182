import Harness
@testable import HierarchyDiff
import Testing

/// The tree diff's counterparts carry `Match.reparentedBit` exactly on the shared nodes whose source parent
/// is not their target parent's counterpart (the emission reads it instead of the parent columns), through
/// both matchers: the one-table join (screens up to `IdentifierTableJoin.maximumKeys` identifiers) and the
/// partitioned join beyond.
@Suite struct ReparentedBitTests {
    /// Every counterpart checked against the definition, with the bit masked off; the bit set on both sides.
    static func expectMarks(_ pair: ScreenPairWorkload, _ comment: Comment) throws {
        let s = TaggedOutline(pair.source, links: true), t = TaggedOutline(pair.target, links: false)
        var table: [UInt64] = [], generation: UInt8 = 0
        let match = try IdentifierTreeDiff.Match(source: s, sourceTree: pair.source, target: t,
                                                 targetTree: pair.target, table: &table, generation: &generation)
        let bit = IdentifierTreeDiff.Match.reparentedBit
        let sourceToTarget = match.sourceToTarget.map { $0 < 0 ? $0 : $0 & ~bit }
        var marked = 0, shared = 0
        for i in 1..<s.count where sourceToTarget[i] >= 0 {
            let tc = Int(sourceToTarget[i]), ps = Int(s.parents[i])
            let parentCounterpart = ps == 0 ? 0 : Int(sourceToTarget[ps])
            let reparented = Int(t.parents[tc]) != parentCounterpart
            #expect((match.sourceToTarget[i] & bit != 0) == reparented, comment)
            #expect((match.targetToSource[tc] & bit != 0) == reparented, comment)
            #expect(match.targetToSource[tc] & ~bit == Int32(i), comment)
            shared += 1
            if reparented { marked += 1 }
        }
        #expect(marked > 0 && marked < shared, "both kinds met: \(comment)")
    }

    @Test(arguments: [1 as UInt64, 2, 4])
    func marksExactlyTheReparentedNodes(seed: UInt64) throws {
        try Self.expectMarks(ScreenPairGenerator.make(seed: seed, size: 3_000, mix: .realistic), "seed \(seed)")
    }

    /// Screens with more identifiers than the one-table join takes: the partitioned join's counterparts,
    /// marked the same way.
    @Test func marksThroughThePartitionedJoin() throws {
        let pair = ScreenPairGenerator.make(seed: 1, size: IdentifierTableJoin.maximumKeys * 2 / 3)
        #expect(TaggedOutline(pair.source, links: false).count + TaggedOutline(pair.target, links: false).count - 2
            > IdentifierTableJoin.maximumKeys)
        try Self.expectMarks(pair, "partitioned")
    }
}
