import Workloads
@testable import HierarchyDiff
import Testing

/// The hash-first matcher falls back to exact matching when different keys share a hash: forcing collisions
/// (hashes narrowed to 2 bits) must not change any answer.
@Suite struct StringKeyMatcherTests {
    static func results(_ source: [String], _ target: [String], mask: UInt64) -> StringKeyMatcher.Result {
        StringKeyMatcher.match(source: StringColumn(keys: source), sourceRange: 0..<source.count,
                               target: StringColumn(keys: target), targetRange: 0..<target.count, hashMask: mask)
    }

    static func same(_ a: StringKeyMatcher.Result, _ b: StringKeyMatcher.Result) -> Bool {
        a.sourceToTarget == b.sourceToTarget && a.targetToSource == b.targetToSource
            && a.firstSourceDuplicate == b.firstSourceDuplicate && a.firstTargetDuplicate == b.firstTargetDuplicate
    }

    @Test(arguments: [0, 1, 5, 40, 300, 9_000])
    func collisionsFallBackToTheExactAnswer(size: Int) {
        for mix in [IdentifierMix.realistic, .short] {
            let lists = FlatListGenerator.make(seed: UInt64(size) + 3, size: size, mix: mix)
            let exact = StringKeyMatcher.exactMatch(
                source: StringColumn(keys: lists.source), sourceRange: 0..<lists.source.count,
                target: StringColumn(keys: lists.target), targetRange: 0..<lists.target.count)
            #expect(Self.same(Self.results(lists.source, lists.target, mask: ~0), exact))
            #expect(Self.same(Self.results(lists.source, lists.target, mask: 3), exact))
        }
    }

    /// The partition count: the fewest top bits of the hash that leave at most 16,384 keys (both sides) to a
    /// partition, at most 8 bits.
    @Test func partitionBitsLeaveAtMost16384KeysToAPartition() {
        #expect(StringKeyMatcher.partitionBits(keys: 0) == 0)
        #expect(StringKeyMatcher.partitionBits(keys: 16_384) == 0)
        #expect(StringKeyMatcher.partitionBits(keys: 16_385) == 1)
        #expect(StringKeyMatcher.partitionBits(keys: 200_000) == 4)
        #expect(StringKeyMatcher.partitionBits(keys: 2_000_000) == 7)
        #expect(StringKeyMatcher.partitionBits(keys: 1 << 40) == 8)
        for keys in [16_385, 65_536, 65_537, 1_000_000, 4_194_304] {
            let bits = StringKeyMatcher.partitionBits(keys: keys)
            #expect(keys >> bits <= 16_384 && keys >> (bits - 1) > 16_384, "\(keys) keys: \(bits) bits")
        }
    }

    /// Many partitions, sub-ranges and duplicates: counterparts found in partition order come back to the
    /// callers' positions (−1 outside the ranges), and the first duplicates are those of a sequential scan.
    @Test(arguments: [false, true])
    func partitionedSubRangesGiveTheExactAnswer(withDuplicates: Bool) throws {
        let lists = FlatListGenerator.make(seed: 11, size: 30_000, mix: .realistic)
        var source = lists.source, target = lists.target
        try #require(source.count > 25_010 && target.count > 15_010)
        try #require(StringKeyMatcher.partitionBits(keys: source.count + target.count) >= 2)
        if withDuplicates { source[20_000] = source[7]; source[25_000] = source[3]; target[15_000] = target[2] }
        let sourceRange = 2..<(source.count - 3), targetRange = 1..<(target.count - 1)
        let exact = StringKeyMatcher.exactMatch(source: StringColumn(keys: source), sourceRange: sourceRange,
                                                target: StringColumn(keys: target), targetRange: targetRange)
        let fast = StringKeyMatcher.match(source: StringColumn(keys: source), sourceRange: sourceRange,
                                          target: StringColumn(keys: target), targetRange: targetRange)
        #expect(Self.same(fast, exact))
        #expect(fast.sourceToTarget.count == source.count && fast.targetToSource.count == target.count)
        #expect(fast.sourceToTarget[0] == -1 && fast.sourceToTarget[source.count - 1] == -1)
        #expect(fast.targetToSource[0] == -1 && fast.targetToSource[target.count - 1] == -1)
        #expect(fast.sourceToTarget.filter { $0 >= 0 }.count > source.count / 2)
        if withDuplicates {
            #expect(fast.firstSourceDuplicate == 20_000 && fast.firstTargetDuplicate == 15_000)
        } else {
            #expect(fast.firstSourceDuplicate == nil && fast.firstTargetDuplicate == nil)
        }
    }

    /// Hashes narrowed to their low 48 bits all land in partition 0: its slice overflows and the keys are
    /// hashed again, counted and scattered; distinct hashes stay distinct, so this path gives the answer.
    @Test(arguments: [false, true])
    func overflowingPartitionSliceGivesTheExactAnswer(withDuplicates: Bool) {
        let lists = FlatListGenerator.make(seed: 5, size: 12_000, mix: .realistic)
        var source = lists.source, target = lists.target
        if withDuplicates { source[9_000] = source[4]; target[8_000] = target[1] }
        let exact = StringKeyMatcher.exactMatch(source: StringColumn(keys: source), sourceRange: 0..<source.count,
                                                target: StringColumn(keys: target), targetRange: 0..<target.count)
        let narrowed = Self.results(source, target, mask: (1 << 48) - 1)
        #expect(Self.same(narrowed, exact))
        #expect(narrowed.sourceToTarget.filter { $0 >= 0 }.count > source.count / 2)
        #expect((narrowed.firstSourceDuplicate, narrowed.firstTargetDuplicate) == (withDuplicates ? (9_000, 8_000) : (nil, nil)))
    }

    /// Large matches reuse the previous one's key arrays (`DiffScratch`), whose contents are the previous
    /// keys: every answer must still be the dictionaries', whatever ran before (other tests run in parallel
    /// and share the kept arrays too), with and without duplicates and collisions.
    @Test func reusedScratchGivesTheExactAnswer() {
        for (round, size) in [12_000, 9_000, 15_000, 9_000].enumerated() {
            let lists = FlatListGenerator.make(seed: UInt64(40 + round), size: size, mix: .realistic)
            var source = lists.source, target = lists.target
            if round % 2 == 1 { source[size / 2] = source[round]; target[size / 3] = target[round] }
            #expect(source.count + target.count >= DiffScratch.minimumKeys)
            let exact = StringKeyMatcher.exactMatch(source: StringColumn(keys: source), sourceRange: 0..<source.count,
                                                    target: StringColumn(keys: target), targetRange: 0..<target.count)
            for mask: UInt64 in [~0, (1 << 48) - 1] {
                #expect(Self.same(Self.results(source, target, mask: mask), exact), "round \(round), mask \(mask)")
            }
        }
    }

    /// A reused array keeps its storage when it is large enough and is replaced when too small.
    @Test func scratchArraysAreReusedWhenLargeEnough() {
        var kept = [Int32](repeating: 7, count: 100)
        let address = kept.withUnsafeBufferPointer { $0.baseAddress }
        let reused = DiffScratch.reused(&kept, count: 60)
        #expect(reused.count == 100 && reused.withUnsafeBufferPointer { $0.baseAddress } == address)
        #expect(kept.isEmpty)
        var small = [Int32](repeating: 7, count: 10)
        #expect(DiffScratch.reused(&small, count: 60).count == 60)
    }

    /// The level lists lent to the patience pass: two separate buffers of at least the requested count (kept
    /// ones from an earlier changeset at large counts, whose contents are garbage), writable throughout, and
    /// the body's result comes back.
    @Test(arguments: [0, 10, DiffScratch.minimumKeys + 5])
    func levelListsAreTwoBuffersOfTheCount(count: Int) {
        let sums = DiffScratch.withLevelLists(count: count) { heads, next -> (Int, Int) in
            #expect(heads.count >= count && next.count >= count)
            for i in 0..<count { heads[i] = 1; next[i] = 2 }
            return ((0..<count).reduce(0) { $0 + Int(heads[$1]) }, (0..<count).reduce(0) { $0 + Int(next[$1]) })
        }
        #expect(sums == (count, 2 * count))
    }

    /// Reused counterpart arrays come back with exactly the requested count, every element −1 ("none"),
    /// in the old storage when it has the capacity. (A stale element would pair a key with a wrong
    /// counterpart; verification would catch it and fall back to dictionaries, so only this test sees it.)
    @Test func reusedCounterpartArraysAreAllAbsent() {
        var stale = Array(Int32(0)..<100)
        let address = stale.withUnsafeBufferPointer { $0.baseAddress }
        let absent = DiffScratch.absent(reusing: &stale, count: 60)
        #expect(absent.count == 60 && absent.allSatisfy { $0 == -1 })
        #expect(absent.withUnsafeBufferPointer { $0.baseAddress } == address && stale.isEmpty)
        var short = Array(Int32(0)..<10)
        let grown = DiffScratch.absent(reusing: &short, count: 60)
        #expect(grown.count == 60 && grown.allSatisfy { $0 == -1 })
    }

    /// With 262,144 target positions or more a match is marked claimed in the join table instead of read
    /// back from the counterpart array: a source key repeating a matched one (and one repeating an unmatched
    /// one) must still be the first duplicate, and every counterpart the dictionaries'.
    @Test(arguments: [false, true])
    func claimedMarksFindTheFirstDuplicate(withDuplicates: Bool) throws {
        let lists = FlatListGenerator.make(seed: 17, size: 3_000, mix: .realistic)
        var source = lists.source
        let target = lists.target + (0..<(1 << 18)).map { "pad.\($0)" }  // positions past the range
        let targetRange = 0..<lists.target.count
        let plain = StringKeyMatcher.exactMatch(source: StringColumn(keys: source), sourceRange: 0..<source.count,
                                                target: StringColumn(keys: target), targetRange: targetRange)
        let matched = try #require(plain.sourceToTarget.firstIndex { $0 >= 0 })
        let unmatched = try #require(plain.sourceToTarget.firstIndex { $0 < 0 })
        if withDuplicates { source[2_500] = source[matched]; source[2_800] = source[unmatched] }
        let exact = StringKeyMatcher.exactMatch(source: StringColumn(keys: source), sourceRange: 0..<source.count,
                                                target: StringColumn(keys: target), targetRange: targetRange)
        let fast = StringKeyMatcher.match(source: StringColumn(keys: source), sourceRange: 0..<source.count,
                                          target: StringColumn(keys: target), targetRange: targetRange)
        #expect(Self.same(fast, exact))
        #expect(fast.firstSourceDuplicate == (withDuplicates ? 2_500 : nil))
    }

    @Test func duplicatesUnderCollisions() {
        let source = ["a", "b", "\u{e9}", "e\u{301}", "b", "a"], target = ["x", "y", "x"]
        for mask: UInt64 in [~0, 1, 0] {
            let result = Self.results(source, target, mask: mask)
            #expect(result.firstSourceDuplicate == 4 && result.firstTargetDuplicate == 2, "mask \(mask)")
        }
    }

    @Test func emptyAndWatchedKeysUnderCollisions() {
        let source = ["a", "", "r\u{e9}", "re\u{301}", ""], target = ["re\u{301}", "x"]
        for mask: UInt64 in [~0, 1, 0] {
            let result = Self.matchWatching(source, target, watched: ["re\u{301}", "z"], mask: mask)
            #expect(result.firstSourceEmpty == 1 && result.firstTargetEmpty == nil, "mask \(mask)")
            #expect(result.sourceWatched == [3, nil] && result.targetWatched == [0, nil], "mask \(mask)")
        }
    }

    static func matchWatching(_ source: [String], _ target: [String], watched: [String], mask: UInt64)
        -> StringKeyMatcher.Result
    {
        StringKeyMatcher.match(source: StringColumn(keys: source), sourceRange: 0..<source.count,
                               target: StringColumn(keys: target), targetRange: 0..<target.count,
                               watched: watched, hashMask: mask)
    }

    @Test func sameBytesIsByteEquality() {
        #expect(StringKeyMatcher.sameBytes("feed.section.n0.row.42.avatar", "feed.section.n0.row.42.avatar"))
        #expect(!StringKeyMatcher.sameBytes("feed.section.n0.row.42.avatar", "feed.section.n0.row.42.avataR"))
        #expect(!StringKeyMatcher.sameBytes("\u{e9}", "e\u{301}"))
        #expect(!StringKeyMatcher.sameBytes("abc", "abcd"))
        #expect(StringKeyMatcher.sameBytes("", ""))
    }

    /// The columns' borrowed reads agree with the owned ones: the same hash as the key's and the same byte
    /// equality, for every pair of keys (shared storage, equal copies, canonical-equal but different bytes,
    /// small and large strings, the empty string and a missing identifier).
    @Test func borrowedReadsAgreeWithOwnedKeys() {
        let long = "feed.section.n0.row.42.avatar"
        let keys: [String] = ["", "a", "\u{e9}", "e\u{301}", "abcdefgh", "abcdefghi", long, long,
                              String(long.utf8.map { Character(UnicodeScalar($0)) }), long + "!"]
        let optional: [String?] = [nil] + keys
        func check<Column: IdentifierColumn>(_ column: Column) {
            let seed = StringKeyMatcher.seed
            for i in 0..<column.count {
                #expect(column.hash(at: i, seed: seed) == StringKeyMatcher.hash(column.key(at: i), seed: seed))
                #expect(column.withUTF8Bytes(at: i) { Array($0) } == Array(column.key(at: i).utf8))
                for j in 0..<column.count {
                    #expect(column.sameBytes(at: i, column, at: j)
                            == StringKeyMatcher.sameBytes(column.key(at: i), column.key(at: j)))
                }
            }
        }
        check(StringColumn(keys: keys))
        check(OptionalStringColumn(keys: optional))
        check(TaggedIdentifierColumn(identifiers: optional, views: (0..<Int32(optional.count)).reversed()))
    }

    /// The hash reads every byte at every length across its branches (0–3, 4–7, 8–16, 17–48 and past one
    /// 16-byte step): flipping any one byte of a key, or cutting its last byte, changes the hash, and equal
    /// bytes in separately built strings hash alike.
    @Test func hashReadsEveryByteAtEveryLength() {
        let seed = StringKeyMatcher.seed
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789.-_ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        for length in 0...70 {
            let bytes = (0..<length).map { alphabet[$0 % alphabet.count] }
            let key = String(bytes), rebuilt = String(String(bytes).utf8.map { Character(UnicodeScalar($0)) })
            #expect(StringKeyMatcher.hash(key, seed: seed) == StringKeyMatcher.hash(rebuilt, seed: seed))
            if length > 0 {
                #expect(StringKeyMatcher.hash(String(bytes.dropLast()), seed: seed) != StringKeyMatcher.hash(key, seed: seed))
            }
            for flipped in 0..<length {
                var changed = bytes
                changed[flipped] = changed[flipped] == "#" ? "%" : "#"
                #expect(StringKeyMatcher.hash(String(changed), seed: seed) != StringKeyMatcher.hash(key, seed: seed),
                        "length \(length), byte \(flipped)")
            }
        }
    }

    /// Without `findsEmpty` the empty keys are not looked for (the flat-list diff, where "" is a key like any
    /// other); the counterparts and duplicates are the same.
    @Test func emptyKeysAreLookedForOnlyWhenAsked() {
        let source = ["a", "", "b"], target = ["b", "", "c"]
        let looking = StringKeyMatcher.match(source: StringColumn(keys: source), sourceRange: 0..<3,
                                             target: StringColumn(keys: target), targetRange: 0..<3)
        let notLooking = StringKeyMatcher.match(source: StringColumn(keys: source), sourceRange: 0..<3,
                                                target: StringColumn(keys: target), targetRange: 0..<3,
                                                findsEmpty: false)
        #expect(looking.firstSourceEmpty == 1 && looking.firstTargetEmpty == 1)
        #expect(notLooking.firstSourceEmpty == nil && notLooking.firstTargetEmpty == nil)
        #expect(Self.same(looking, notLooking) && looking.sourceToTarget == [-1, 1, 0])
    }
}
