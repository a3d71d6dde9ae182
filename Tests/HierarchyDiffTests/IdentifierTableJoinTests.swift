import Harness
@testable import HierarchyDiff
import Testing

/// The tree diff's one-table join (`IdentifierTableJoin`) against the dictionaries' exact match: the same
/// counterparts and first duplicates, the same first empty and watched positions as the partitioned matcher,
/// below and above the prefetching threshold, with every identifier forced onto one tag and probe path, and
/// with a kept table reused across more diffs than it has generations.
@Suite struct IdentifierTableJoinTests {
    /// Keys `1..<n` (position 0 is a missing root identifier) in the dotted mix's forms: small, native and
    /// literal, with `salt` making a partly different set; duplicates at the given positions repeat the key
    /// `gap` positions before (within one block of the join for small gaps, across blocks for large ones).
    static func keys(_ n: Int, salt: Int, duplicates: [Int] = [], gap: Int = 3) -> [String?] {
        var keys: [String?] = [nil] + (1..<n).map { i -> String? in
            let k = i % 9 == salt % 9 ? i + 7 * n : i  // about one key in nine differs between salts
            switch k % 3 {
            case 0: return "r\(k)"
            case 1: return IdentifierByteEqualityTests.largeNativeCopy("com.example.section.row.\(k)")
            default: return "fixed.literal.identifier.of.some.length.\(k)"
            }
        }
        for d in duplicates where d - gap >= 1 { keys[d] = keys[d - gap].map { IdentifierByteEqualityTests.largeNativeCopy($0) } }
        return keys
    }

    /// A column over `keys` whose views visit them in a shuffled order (position 0 stays the root).
    static func column(_ keys: [String?], seed: UInt64) -> TaggedIdentifierColumn {
        var random = SeededGenerator(seed: seed)
        var views = (1..<Int32(keys.count)).map { $0 }
        views.shuffle(using: &random)
        return TaggedIdentifierColumn(identifiers: keys, views: [0] + views)
    }

    static func join(_ source: TaggedIdentifierColumn, _ target: TaggedIdentifierColumn, watched: [String] = [],
                     hashMask: UInt64 = ~0) -> StringKeyMatcher.Result
    {
        var table: [UInt32] = [], generation: UInt8 = 0
        return IdentifierTableJoin.match(source: source, target: target, watched: watched, table: &table,
                                         generation: &generation, hashMask: hashMask)
    }

    static func expectAgreement(_ source: TaggedIdentifierColumn, _ target: TaggedIdentifierColumn,
                                hashMask: UInt64 = ~0, _ comment: Comment)
    {
        let fast = join(source, target, hashMask: hashMask)
        let exact = StringKeyMatcher.exactMatch(source: source, sourceRange: 1..<source.count, target: target,
                                                targetRange: 1..<target.count)
        #expect(fast.firstSourceDuplicate == exact.firstSourceDuplicate, comment)
        #expect(fast.firstTargetDuplicate == exact.firstTargetDuplicate, comment)
        if exact.firstSourceDuplicate == nil, exact.firstTargetDuplicate == nil {
            #expect(fast.sourceToTarget == exact.sourceToTarget, comment)
            #expect(fast.targetToSource == exact.targetToSource, comment)
        }
    }

    /// Below and above the prefetching threshold (the blocked loops with and without prefetches), with and
    /// without duplicates: a repeat within a block (gap 3), across blocks (gap 100), on either side, first
    /// among the last keys.
    @Test(arguments: [200, StringKeyMatcher.prefetchMinimum + 500])
    func agreesWithTheExactMatch(n: Int) {
        for (sourceDuplicates, targetDuplicates, gap) in [([Int](), [Int](), 3), ([n / 2, n - 1], [], 3),
                                                         ([], [n / 3, n - 2], 3), ([n - 1], [n / 4], 100),
                                                         ([5], [6], 3)] {
            let source = Self.column(Self.keys(n, salt: 1, duplicates: sourceDuplicates, gap: gap), seed: 3)
            let target = Self.column(Self.keys(n, salt: 2, duplicates: targetDuplicates, gap: gap), seed: 4)
            Self.expectAgreement(source, target, "n \(n), duplicates \(sourceDuplicates) \(targetDuplicates) gap \(gap)")
        }
        // Both sides the same identifiers, separately stored: every key matched.
        let keys = Self.keys(n, salt: 1)
        let copies = keys.map { $0.map { IdentifierByteEqualityTests.largeNativeCopy($0) } }
        let matched = Self.join(Self.column(keys, seed: 5), Self.column(copies, seed: 6))
        #expect(matched.sourceToTarget.dropFirst().allSatisfy { $0 >= 1 })
    }

    /// Every hash narrowed to 0: every identifier carries the same tag and starts at the same slot, so each
    /// lookup meets tag matches with other bytes (compared and passed over) and same-block repeats found only
    /// on the whole probe path.
    @Test func collidingHashesStillAgree() {
        let n = 150
        for (sourceDuplicates, targetDuplicates) in [([Int](), [Int]()), ([40, 90], []), ([], [70]), ([33], [34])] {
            let source = Self.column(Self.keys(n, salt: 1, duplicates: sourceDuplicates), seed: 7)
            let target = Self.column(Self.keys(n, salt: 2, duplicates: targetDuplicates), seed: 8)
            Self.expectAgreement(source, target, hashMask: 0, "colliding, duplicates \(sourceDuplicates) \(targetDuplicates)")
        }
    }

    /// The first empty identifier and the first use of each watched identifier on each side, as the
    /// partitioned matcher notes them.
    @Test func notesEmptyAndWatchedIdentifiers() {
        let n = 300
        var sourceKeys = Self.keys(n, salt: 1), targetKeys = Self.keys(n, salt: 2)
        sourceKeys[50] = ""
        sourceKeys[20] = "rootB"
        targetKeys[70] = "rootA"
        targetKeys[80] = ""
        targetKeys[90] = ""
        let source = Self.column(sourceKeys, seed: 9), target = Self.column(targetKeys, seed: 10)
        let fast = Self.join(source, target, watched: ["rootA", "rootB"])
        let partitioned = StringKeyMatcher.match(source: source, sourceRange: 1..<n, target: target,
                                                 targetRange: 1..<n, watched: ["rootA", "rootB"])
        #expect(fast.firstSourceEmpty == partitioned.firstSourceEmpty && fast.firstSourceEmpty != nil)
        #expect(fast.firstTargetEmpty == partitioned.firstTargetEmpty && fast.firstTargetEmpty != nil)
        #expect(fast.sourceWatched == partitioned.sourceWatched && fast.sourceWatched[1] != nil)
        #expect(fast.targetWatched == partitioned.targetWatched && fast.targetWatched[0] != nil)
        #expect(fast.firstTargetDuplicate == partitioned.firstTargetDuplicate && fast.firstTargetDuplicate != nil)
    }

    /// One kept table through 600 joins of differing screens (many times its 15 generations): no entry
    /// of an earlier join is ever taken for one of this join's.
    @Test func keptTableForgetsEarlierJoins() {
        var table: [UInt32] = [], generation: UInt8 = 0
        for round in 0..<600 {
            let n = 60
            let source = Self.column(Self.keys(n, salt: round), seed: UInt64(round))
            let target = Self.column(Self.keys(n, salt: round + 1), seed: UInt64(round + 1_000))
            let fast = IdentifierTableJoin.match(source: source, target: target, watched: [], table: &table,
                                                 generation: &generation)
            let exact = StringKeyMatcher.exactMatch(source: source, sourceRange: 1..<n, target: target,
                                                    targetRange: 1..<n)
            #expect(fast.sourceToTarget == exact.sourceToTarget, "round \(round)")
            #expect(fast.firstSourceDuplicate == nil && fast.firstTargetDuplicate == nil, "round \(round)")
        }
    }
}
