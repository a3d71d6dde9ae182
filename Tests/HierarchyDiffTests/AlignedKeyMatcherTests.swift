import Workloads
@testable import HierarchyDiff
import Testing

/// The keyed list's aligned matcher (`StringKeyMatcher.matchAligned`): keys matched along the lists' common
/// order on the spot, the rest joined. Every answer must be the dictionaries' (`exactMatch`), including the
/// first source duplicate when a repeat sits on the alignment, and a target that repeats a key must hand the
/// work to the full join (nil). Lists of up to `ListTable.maximumKeysPerList` keys each take the one table
/// (`matchAlignedInTable`), larger ones the partitioned join; both are run here (`usesTable`).
@Suite struct AlignedKeyMatcherTests {
    /// Both matchers: the one table and the partitioned join.
    static let paths = [true, false]

    static func exact(_ source: [String], _ target: [String]) -> StringKeyMatcher.Result {
        StringKeyMatcher.exactMatch(source: StringColumn(keys: source), sourceRange: 0..<source.count,
                                    target: StringColumn(keys: target), targetRange: 0..<target.count)
    }

    static func same(_ a: StringKeyMatcher.Result, _ b: StringKeyMatcher.Result) -> Bool {
        a.sourceToTarget == b.sourceToTarget && a.targetToSource == b.targetToSource
            && a.firstSourceDuplicate == b.firstSourceDuplicate && a.firstTargetDuplicate == b.firstTargetDuplicate
    }

    @Test(arguments: [0, 1, 5, 40, 300, 3_000, 20_000])
    func alignedMatchesAreTheDictionariesAnswer(size: Int) throws {
        for mix in [IdentifierMix.realistic, .short] {
            for rate in [0.1, 0.6, 1.0] {
                let lists = FlatListGenerator.make(seed: UInt64(size) + 9, size: size, rate: rate, mix: mix)
                for usesTable in Self.paths {
                    let aligned = try #require(StringKeyMatcher.matchAligned(source: lists.source, target: lists.target,
                                                                             usesTable: usesTable))
                    #expect(Self.same(aligned, Self.exact(lists.source, lists.target)), "\(mix) rate \(rate) \(usesTable)")
                }
            }
        }
    }

    /// Hashes narrowed to 2 bits or none: joined source keys collide with the one target key, so the join
    /// pairs different keys (or calls them repeats) and verification must reject that and recompute exactly.
    /// (A target of two or more keys would repeat a hash itself and take the full join: nil.)
    @Test(arguments: [40, 300, 3_000])
    func collisionsOffTheAlignmentFallBackToTheExactAnswer(size: Int) throws {
        let lists = FlatListGenerator.make(seed: UInt64(size), size: size, rate: 0.3, mix: .realistic)
        for target in [[lists.source[7]], ["fresh.key.absent.from.the.source"]] {
            for mask: UInt64 in [0, 3] {
                let aligned = try #require(StringKeyMatcher.matchAligned(source: lists.source, target: target,
                                                                         hashMask: mask, usesTable: false))
                #expect(Self.same(aligned, Self.exact(lists.source, target)), "mask \(mask)")
            }
        }
        #expect(StringKeyMatcher.matchAligned(source: lists.source, target: lists.target, hashMask: 0,
                                              usesTable: false) == nil)
    }

    /// The one table with hashes narrowed to 2 bits or none: every key shares a tag and nearly all a probe path,
    /// so every match, every duplicate and every absence is decided by comparing bytes — with repeats on either
    /// side, the empty key, non-ASCII keys and keys small in one list and tail-allocated in the other.
    @Test(arguments: [40, 300, 1_500])
    func collisionsInTheTableAreDecidedByBytes(size: Int) throws {
        let lists = FlatListGenerator.make(seed: UInt64(size) + 4, size: size, rate: 0.3, mix: .realistic)
        let extra = ["", "écran.titre", "画面.ボタン", "k1", String(decoding: Array("k1".utf8), as: UTF8.self)]
        let source = [extra[0], extra[1]] + lists.source + [extra[2], extra[3]]
        // The same keys in other storage: small strings made large (spare capacity), large ones copied.
        let target = ([extra[2], extra[0]] + lists.target + [extra[1], extra[4]]).map { key -> String in
            var copy = String(decoding: Array(key.utf8), as: UTF8.self)
            copy.reserveCapacity(40)
            return copy
        }
        for mask: UInt64 in [0, 3] {
            let aligned = try #require(StringKeyMatcher.matchAligned(source: source, target: target, hashMask: mask))
            #expect(Self.same(aligned, Self.exact(source, target)), "mask \(mask)")
            // Repeats in the source (the first duplicate exactly), on and off the alignment.
            for at in [3, source.count / 2, source.count - 3] {
                var repeated = source
                repeated.insert(source[at], at: at + 2)
                repeated.insert(source[1], at: repeated.count - 1)
                let withRepeats = try #require(StringKeyMatcher.matchAligned(source: repeated, target: target,
                                                                             hashMask: mask))
                let exact = Self.exact(repeated, target)
                #expect(exact.firstSourceDuplicate != nil)
                #expect(withRepeats.firstSourceDuplicate == exact.firstSourceDuplicate, "mask \(mask) at \(at)")
            }
            // A repeat in the target: the full join's work (nil).
            #expect(StringKeyMatcher.matchAligned(source: source, target: target + [target[size / 3]],
                                                  hashMask: mask) == nil)
        }
    }

    /// The kept table (``DiffScratch``, lists of 16,384 keys or more in all, at least
    /// `keptTableMinimumSlots` slots) across more changesets than its generations, of several sizes: slots left
    /// by earlier changesets must read as empty, and the table must be cleared when the generations run out.
    @Test func theKeptTableIsReusedAcrossGenerations() throws {
        for round in 0..<18 {
            let size = [33_000, 9_000, 40_000, 12_000][round % 4]
            let lists = FlatListGenerator.make(seed: 300 + UInt64(round), size: size, rate: 0.4, mix: .realistic)
            let aligned = try #require(StringKeyMatcher.matchAligned(source: lists.source, target: lists.target))
            #expect(Self.same(aligned, Self.exact(lists.source, lists.target)), "round \(round)")
        }
    }

    /// The table's size: a power of two of at least one and a half times the entries (a load of about 2/3 at
    /// most; the probes stop at an empty slot), and at least `keptTableMinimumSlots` when kept.
    @Test(arguments: [0, 1, 1_000, 16_383, 16_384, 40_000, 174_762, 174_763, 262_142])
    func theTableHasRoomForEveryKey(keys: Int) {
        for kept in [false, true] {
            let size = StringKeyMatcher.listTableSize(keys: keys, kept: kept)
            #expect(size & (size - 1) == 0, "\(keys) \(kept)")
            #expect(size > keys && size >= keys + keys / 2, "\(keys) \(kept)")
            if kept { #expect(size >= StringKeyMatcher.keptTableMinimumSlots) }
        }
    }

    /// Positions beyond 18 bits (the slots' width before) are kept whole in the table's slots: lists of 300,000 keys,
    /// whose moved and inserted keys sit at positions up to 299,999, match as the dictionaries do.
    @Test func positionsBeyondEighteenBitsFitTheTable() throws {
        let lists = FlatListGenerator.make(seed: 17, size: 300_000, rate: 0.1, mix: .realistic)
        #expect(lists.source.count <= ListTable.maximumKeysPerList && lists.target.count > 1 << 18)
        let aligned = try #require(StringKeyMatcher.matchAligned(source: lists.source, target: lists.target))
        #expect(Self.same(aligned, Self.exact(lists.source, lists.target)))
    }

    /// One joined source key and one free target key with the same (narrowed) hash: the join pairs them and no
    /// duplicate is suspected (a second key on either side would be one), so only the verification of the
    /// joined matches can reject the pair.
    @Test func aFalseJoinedMatchIsRejectedByVerification() throws {
        let aligned = try #require(StringKeyMatcher.matchAligned(source: ["a"], target: ["b"], hashMask: 0))
        #expect(Self.same(aligned, Self.exact(["a"], ["b"])))
        #expect(aligned.sourceToTarget == [-1] && aligned.targetToSource == [-1])
    }

    /// Unrelated orders: nothing aligns beyond chance, everything is joined.
    @Test func shuffledListsGiveTheExactAnswer() throws {
        let lists = FlatListGenerator.make(seed: 3, size: 12_000, rate: 0.2, mix: .realistic)
        var random = SeededGenerator(seed: 8)
        var target = lists.target
        random.shuffle(&target)
        for usesTable in Self.paths {
            let aligned = try #require(StringKeyMatcher.matchAligned(source: lists.source, target: target,
                                                                     usesTable: usesTable))
            #expect(Self.same(aligned, Self.exact(lists.source, target)))
        }
    }

    /// Repeats on and off the alignment: the first duplicate of the source is the smallest position whose key
    /// equals an earlier one, even when the later copy is the one matched along the alignment, and with three
    /// copies (the middle one is the answer).
    @Test func repeatsOnTheAlignmentGiveTheFirstDuplicate() throws {
        let keys = (0..<40).map { "com.example.section\($0 % 7).row.\($0)" }
        let cases: [(source: [String], target: [String])] = [
            // "a" off the alignment (target has it later), its copy aligned.
            (["a", "b", "c", "a", "d"], ["b", "c", "a", "d"]),
            // Three copies; the last is aligned, the first two are off it.
            (["x", "k", "y", "k", "z", "k"], ["x", "y", "z", "k"]),
            // Three copies, the first aligned.
            (["k", "x", "k", "y", "k"], ["k", "x", "y"]),
            // Repeats absent from the target.
            (["p", "q", "r", "q", "r"], ["p", "s"]),
            (Array(keys[0..<20]) + [keys[5]] + Array(keys[20...]), keys),
            (Array(keys[0..<20]) + [keys[25]] + Array(keys[20...]), keys),
            // Three copies: the first two off the alignment, the last on it.
            ([keys[30]] + Array(keys[0..<15]) + [keys[30]] + Array(keys[15...]), keys),
        ]
        for (source, target) in cases {
            for usesTable in Self.paths {
                let aligned = try #require(StringKeyMatcher.matchAligned(source: source, target: target,
                                                                         usesTable: usesTable))
                let exact = Self.exact(source, target)
                #expect(exact.firstSourceDuplicate != nil)
                #expect(aligned.firstSourceDuplicate == exact.firstSourceDuplicate, "\(source) → \(target)")
            }
        }
    }

    /// Random repeats inserted into large realistic lists, under several partitions.
    @Test func randomRepeatsGiveTheFirstDuplicate() throws {
        var random = SeededGenerator(seed: 21)
        for round in 0..<10 {
            let lists = FlatListGenerator.make(seed: UInt64(round), size: 9_000, rate: 0.1, mix: .realistic)
            var source = lists.source
            for _ in 0..<random.nextInt(in: 1...3) {
                source.insert(random.nextElement(of: source), at: random.nextInt(in: 0...source.count))
            }
            let exact = Self.exact(source, lists.target)
            for usesTable in Self.paths {
                let aligned = try #require(StringKeyMatcher.matchAligned(source: source, target: lists.target,
                                                                         usesTable: usesTable))
                #expect(aligned.firstSourceDuplicate == exact.firstSourceDuplicate, "round \(round) \(usesTable)")
            }
        }
    }

    /// A target that repeats a key is left to the full join (two aligned source keys could be equal then).
    @Test(arguments: paths)
    func repeatedTargetKeyTakesTheFullJoin(usesTable: Bool) {
        #expect(StringKeyMatcher.matchAligned(source: ["a", "b"], target: ["a", "b", "a"], usesTable: usesTable) == nil)
        #expect(StringKeyMatcher.matchAligned(source: ["a", "b", "a", "b"], target: ["a", "b", "a", "b"],
                                              usesTable: usesTable) == nil)
        #expect(StringKeyMatcher.matchAligned(source: ["a", "b"], target: ["b", "a"], usesTable: usesTable) != nil)
        // Through the changeset: the source's repeat is reported first, as the reference does.
        #expect(throws: HierarchyDiffError.duplicateKey("a", list: .source)) {
            try FlatListDiff.changeset(from: ["a", "b", "a", "b"], to: ["a", "b", "a", "b"])
        }
    }

    /// Equal keys held in one storage (the same array twice) and in two: both align.
    @Test func sharedAndSeparateStorageAlign() throws {
        let lists = FlatListGenerator.make(seed: 2, size: 2_000, rate: 0.1, mix: .realistic)
        let separate = lists.target.map { String(decoding: Array($0.utf8), as: UTF8.self) }
        for target in [lists.source, separate] {
            for usesTable in Self.paths {
                let aligned = try #require(StringKeyMatcher.matchAligned(source: lists.source, target: target,
                                                                         usesTable: usesTable))
                #expect(Self.same(aligned, Self.exact(lists.source, target)))
            }
        }
    }
}
