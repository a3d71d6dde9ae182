import Workloads
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

    /// The same bytes in storage of their own.
    static func copy(_ key: String?) -> String? { key.map { IdentifierByteEqualityTests.largeNativeCopy($0) } }

    /// A column over `keys` in their order (positions are indices), as pre-orders of similar screens are.
    static func inOrder(_ keys: [String?]) -> TaggedIdentifierColumn {
        TaggedIdentifierColumn(identifiers: keys, views: (0..<Int32(keys.count)).map { $0 })
    }

    static func join(_ source: TaggedIdentifierColumn, _ target: TaggedIdentifierColumn, watched: [String] = [],
                     hashMask: UInt64 = ~0, aligns: Bool = true) -> StringKeyMatcher.Result
    {
        var table: [UInt32] = [], generation: UInt8 = 0
        return IdentifierTableJoin.match(source: source, target: target, watched: watched, table: &table,
                                         generation: &generation, hashMask: hashMask, aligns: aligns)
    }

    /// The join, along the alignment (`aligns`) or not, against the exact match.
    static func expectAgreement(_ source: TaggedIdentifierColumn, _ target: TaggedIdentifierColumn,
                                hashMask: UInt64 = ~0, aligns: Bool = true, _ comment: Comment)
    {
        let fast = join(source, target, hashMask: hashMask, aligns: aligns)
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
            for aligns in [true, false] {
                Self.expectAgreement(source, target, aligns: aligns,
                                     "n \(n), duplicates \(sourceDuplicates) \(targetDuplicates) gap \(gap), aligns \(aligns)")
            }
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
            for aligns in [true, false] {
                Self.expectAgreement(source, target, hashMask: 0, aligns: aligns,
                                     "colliding, duplicates \(sourceDuplicates) \(targetDuplicates), aligns \(aligns)")
            }
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
        for aligns in [true, false] {
            let fast = Self.join(source, target, watched: ["rootA", "rootB"], aligns: aligns)
            Self.expectSightings(fast, source, target, n: n)
        }
        // The target clean, so the source goes along the alignment: its sightings off the alignment still noted.
        let cleanTarget = Self.inOrder(Self.keys(n, salt: 1))
        let ordered = Self.inOrder(sourceKeys)
        let fast = Self.join(ordered, cleanTarget, watched: ["rootA", "rootB"])
        let partitioned = StringKeyMatcher.match(source: ordered, sourceRange: 1..<n, target: cleanTarget,
                                                 targetRange: 1..<n, watched: ["rootA", "rootB"])
        #expect(fast.firstSourceEmpty == partitioned.firstSourceEmpty && fast.firstSourceEmpty == 50)
        #expect(fast.sourceWatched == partitioned.sourceWatched && fast.sourceWatched[1] == 20)
        #expect(fast.targetWatched == partitioned.targetWatched && fast.firstTargetEmpty == nil)
        // Both sides holding the empty and a watched identifier in step: along the alignment the source's would
        // match the target's unhashed, so the target's sightings send the source to the plain pass.
        var steppedKeys = Self.keys(n, salt: 1)
        steppedKeys[50] = ""
        steppedKeys[20] = "rootB"
        // (The same strings on both sides: a small string and its heap copy are not compared in place.)
        let stepped = Self.inOrder(steppedKeys)
        let both = Self.join(stepped, stepped, watched: ["rootA", "rootB"])
        #expect(both.firstSourceEmpty == 50 && both.firstTargetEmpty == 50)
        #expect(both.sourceWatched[1] == 20 && both.targetWatched[1] == 20)
    }

    static func expectSightings(_ fast: StringKeyMatcher.Result, _ source: TaggedIdentifierColumn,
                                _ target: TaggedIdentifierColumn, n: Int)
    {
        let partitioned = StringKeyMatcher.match(source: source, sourceRange: 1..<n, target: target,
                                                 targetRange: 1..<n, watched: ["rootA", "rootB"])
        #expect(fast.firstSourceEmpty == partitioned.firstSourceEmpty && fast.firstSourceEmpty != nil)
        #expect(fast.firstTargetEmpty == partitioned.firstTargetEmpty && fast.firstTargetEmpty != nil)
        #expect(fast.sourceWatched == partitioned.sourceWatched && fast.sourceWatched[1] != nil)
        #expect(fast.targetWatched == partitioned.targetWatched && fast.targetWatched[0] != nil)
        #expect(fast.firstTargetDuplicate == partitioned.firstTargetDuplicate && fast.firstTargetDuplicate != nil)
    }

    /// Screens in nearly the same order, so the source pass goes along the alignment: removed and inserted runs,
    /// blocks moved forwards and backwards, and duplicates inside aligned runs (adjacent, two apart, across the
    /// alignment's jumps) on either side, with real and colliding
    /// hashes, below and above the prefetching threshold; both passes agree with the exact match.
    @Test(arguments: [300, StringKeyMatcher.prefetchMinimum + 500])
    func alignedScreensAgree(n: Int) {
        let base = Self.keys(n, salt: 1)
        /// `base` edited: `removed` indices dropped, `count` new keys inserted before each of `inserted`, the
        /// block `moved.0` (a range) put before index `moved.1`.
        func edited(removed: Set<Int>, inserted: [Int], moved: (Range<Int>, Int)?) -> [String?] {
            var order = Array(1..<n).filter { !removed.contains($0) }
            if let (block, before) = moved {
                let taken = order.filter { block.contains($0) }
                order.removeAll { block.contains($0) }
                let at = order.firstIndex { $0 >= before } ?? order.count
                order.insert(contentsOf: taken, at: at)
            }
            var keys: [String?] = [nil]
            for k in order {
                if inserted.contains(k) {
                    keys += (0..<3).map { "inserted.\(k).\($0)" }
                }
                keys.append(Self.copy(base[k]))
            }
            return keys
        }
        let source = edited(removed: [10, 11, 12, n / 2], inserted: [40], moved: (n - 60..<n - 20, 30))
        let target = edited(removed: [20, n / 3], inserted: [70, 71, n - 5], moved: (50..<90, n / 2 + 7))
        // Duplicates (position, copied from): adjacent and two apart inside aligned runs; at 95 one of the
        // source's moved block, across the alignment's jumps, and 45 repeated near the end; on the target
        // (then the plain source pass runs) the same shapes.
        let shapes: [(sourceDuplicates: [(Int, Int)], targetDuplicates: [(Int, Int)])] = [
            ([], []), ([(100, 99)], []), ([(101, 99)], []), ([(95, 35)], []), ([(n - 3, 45)], []),
            ([], [(100, 99)]), ([], [(120, 118)]), ([(200, 199)], [(150, 149)]), ([(n - 3, 45), (101, 99)], []),
        ]
        for (sourceDuplicates, targetDuplicates) in shapes {
            var sourceKeys = source, targetKeys = target
            for (at, from) in sourceDuplicates { sourceKeys[at] = Self.copy(sourceKeys[from]) }
            for (at, from) in targetDuplicates { targetKeys[at] = Self.copy(targetKeys[from]) }
            for hashMask: UInt64 in [~0, 0] where hashMask == ~0 || n < 1_000 {
                for aligns in [true, false] {
                    Self.expectAgreement(Self.inOrder(sourceKeys), Self.inOrder(targetKeys), hashMask: hashMask,
                                         aligns: aligns,
                                         "n \(n), \(sourceDuplicates) \(targetDuplicates), mask \(hashMask), aligns \(aligns)")
                }
            }
        }
        // The same identifiers in reverse order on the target: the alignment never holds.
        let reversed: [String?] = [nil] + base.dropFirst().reversed()
        Self.expectAgreement(Self.inOrder(base), Self.inOrder(reversed), "reversed")
        // Identical screens sharing their strings (equal representations) and separately stored.
        Self.expectAgreement(Self.inOrder(base), Self.inOrder(base), "identical")
        Self.expectAgreement(Self.inOrder(base), Self.inOrder(base.map(Self.copy)), "copies")
        // Both sides repeating one identifier in step: along the alignment the source's repeat would take the
        // target's, so a repeating target sends the source to the plain pass.
        var repeating = base
        repeating[100] = Self.copy(repeating[99])
        Self.expectAgreement(Self.inOrder(repeating), Self.inOrder(repeating), "repeating in step")
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
