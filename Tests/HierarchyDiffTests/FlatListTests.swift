import Workloads
import HierarchyDiff
import Testing

enum ListDiffImplementation: String, CaseIterable, CustomTestStringConvertible {
    case reference, optimized
    var testDescription: String { rawValue }
    func changeset(_ source: [String], _ target: [String]) throws(HierarchyDiffError) -> KeyedChangeset {
        switch self {
        case .reference: return try ReferenceFlatListDiff.changeset(from: source, to: target)
        case .optimized: return try FlatListDiff.changeset(from: source, to: target)
        }
    }
}

@Suite struct FlatListTests {
    @Test(arguments: ListDiffImplementation.allCases)
    func readmeExample(_ impl: ListDiffImplementation) throws {
        #expect(try impl.changeset(["a", "b"], ["b", "c"]) == KeyedChangeset(deletes: [0], inserts: [1], moves: []))
    }

    @Test(arguments: ListDiffImplementation.allCases)
    func deletesAreExactlyTheSourceIndicesOfKeysAbsentFromTheTarget(_ impl: ListDiffImplementation) throws {
        #expect(try impl.changeset(["a", "b", "c", "d"], ["d", "b"]).deletes == [0, 2])
    }

    @Test(arguments: ListDiffImplementation.allCases)
    func insertsAreExactlyTheTargetIndicesOfKeysAbsentFromTheSource(_ impl: ListDiffImplementation) throws {
        #expect(try impl.changeset(["a", "b"], ["x", "b", "y", "a", "z"]).inserts == [0, 2, 4])
    }

    @Test(arguments: ListDiffImplementation.allCases)
    func movesAreMinimalAscendingByTargetWithTheTieBreak(_ impl: ListDiffImplementation) throws {
        // [a, b] → [b, a]: b has target position 0 and stays; a moves 0 → 1.
        #expect(try impl.changeset(["a", "b"], ["b", "a"]).moves == [ListMove(from: 0, to: 1)])
        // [c, d] stays (target positions 0, 1 beat 2, 3).
        #expect(try impl.changeset(["a", "b", "c", "d"], ["c", "d", "a", "b"]).moves
            == [ListMove(from: 0, to: 2), ListMove(from: 1, to: 3)])
        // Rotation: one move.
        #expect(try impl.changeset(["a", "b", "c", "d", "e"], ["b", "c", "d", "e", "a"]).moves
            == [ListMove(from: 0, to: 4)])
        // Reversal: e (target position 0) stays; the moves are listed by target index.
        #expect(try impl.changeset(["a", "b", "c", "d", "e"], ["e", "d", "c", "b", "a"]).moves
            == [ListMove(from: 3, to: 1), ListMove(from: 2, to: 2), ListMove(from: 1, to: 3), ListMove(from: 0, to: 4)])
    }

    @Test(arguments: ListDiffImplementation.allCases)
    func duplicateKeyIsAnErrorNamingTheKey(_ impl: ListDiffImplementation) {
        #expect(throws: HierarchyDiffError.duplicateKey("a", list: .source)) { try impl.changeset(["a", "b", "a"], ["a"]) }
        #expect(throws: HierarchyDiffError.duplicateKey("b", list: .target)) { try impl.changeset(["a"], ["b", "b"]) }
        #expect(throws: HierarchyDiffError.duplicateKey("a", list: .source)) { try impl.changeset(["a", "a"], ["b", "b"]) }
        #expect(HierarchyDiffError.duplicateKey("k7", list: .target).description.contains("'k7'"))
    }

    @Test func applyingTheChangesetToTheSourceYieldsTheTarget() throws {
        for seed in UInt64(0)..<60 {
            var random = SeededGenerator(seed: seed)
            let lists = FlatListGenerator.make(seed: seed, size: random.nextInt(in: 0...300),
                                                rate: random.nextDouble(in: 0...1))
            let changeset = try FlatListDiff.changeset(from: lists.source, to: lists.target)
            #expect(changeset.applied(to: lists.source, inserted: { lists.target[$0] }) == lists.target)
            #expect(changeset == (try ReferenceFlatListDiff.changeset(from: lists.source, to: lists.target)))
            // Minimal: the kept elements are a longest common subsequence, so moves = shared − LCS length.
            let shared = lists.source.count - changeset.deletes.count
            let targetIndex = Dictionary(uniqueKeysWithValues: lists.target.enumerated().map { ($1, $0) })
            let positions = lists.source.compactMap { targetIndex[$0] }
            #expect(changeset.moves.count == shared - LongestIncreasingSubsequence.lexicographicallySmallest(positions).count)
            #expect(changeset.deletes == changeset.deletes.sorted() && changeset.inserts == changeset.inserts.sorted())
            #expect(changeset.moves.map(\.to) == changeset.moves.map(\.to).sorted())
        }
    }

    @Test func applyingAChangesetMadeForAnotherListFails() {
        let changeset = KeyedChangeset(deletes: [5], inserts: [], moves: [])
        #expect(changeset.applied(to: ["a"], inserted: { _ in "x" }) == nil)
    }
}

@Suite struct GenericKeyChangesetTests {
    @Test func nonStringKeysTakeTheDictionaryPathWithTheSameAnswers() throws {
        var random = SeededGenerator(seed: 21)
        for _ in 0..<40 {
            var source = Array(0..<random.nextInt(in: 0...120))
            random.shuffle(&source)
            var target = source.filter { _ in random.nextBool(probability: 0.85) } + (1000..<1000 + random.nextInt(in: 0...10))
            random.shuffle(&target)
            let optimized = try FlatListDiff.changeset(from: source, to: target)
            #expect(optimized == (try ReferenceFlatListDiff.changeset(from: source, to: target)))
            #expect(optimized.applied(to: source, inserted: { target[$0] }) == target)
        }
        #expect(throws: HierarchyDiffError.duplicateKey("7", list: .target)) {
            try FlatListDiff.changeset(from: [1, 2], to: [7, 3, 7])
        }
    }
}

/// Lists large enough for the partitioned string matcher (more than 16,384 keys in all), checked against the
/// generic `Dictionary` path (`Substring` keys) and a sequential duplicate scan.
@Suite struct PartitionedMatchTests {
    static func firstDuplicate(_ keys: [String]) -> String? {
        var seen = Set<String>()
        for key in keys where !seen.insert(key).inserted { return key }
        return nil
    }

    @Test func largeListsMatchTheDictionaryPath() throws {
        for seed in UInt64(0)..<6 {
            let lists = FlatListGenerator.make(seed: seed, size: 9_000 + Int(seed) * 3_000, rate: 0.3)
            let strings = try FlatListDiff.changeset(from: lists.source, to: lists.target)
            let generic = try FlatListDiff.changeset(from: lists.source.map { Substring($0) },
                                                      to: lists.target.map { Substring($0) })
            #expect(strings == generic)
            #expect(strings.applied(to: lists.source, inserted: { lists.target[$0] }) == lists.target)
        }
    }

    /// Large changesets hand their scratch (key records, counterpart arrays, LIS level lists) to the next one:
    /// a smaller changeset after a larger one reuses storage full of the larger one's values, and must still
    /// give the dictionary path's answer.
    @Test func largeListsInDescendingSizesGiveTheDictionaryPathsAnswer() throws {
        for (round, size) in [24_000, 9_000, 15_000, 8_500].enumerated() {
            let lists = FlatListGenerator.make(seed: UInt64(70 + round), size: size, rate: 0.3, mix: .realistic)
            let strings = try FlatListDiff.changeset(from: lists.source, to: lists.target)
            // Byte arrays: the dictionary path with the identity rule (Substring's `==` is canonical).
            let generic = try FlatListDiff.changeset(from: lists.source.map { Array($0.utf8) },
                                                      to: lists.target.map { Array($0.utf8) })
            #expect(strings == generic, "size \(size)")
            #expect(!strings.moves.isEmpty)
            #expect(strings.applied(to: lists.source, inserted: { lists.target[$0] }) == lists.target)
        }
    }

    @Test func largeListsReportTheFirstDuplicate() throws {
        var random = SeededGenerator(seed: 4)
        for round in 0..<12 {
            let lists = FlatListGenerator.make(seed: UInt64(round), size: 10_000)
            var source = lists.source, target = lists.target
            for _ in 0..<random.nextInt(in: 1...3) {
                if random.nextBool() || round % 3 == 0 {
                    source.insert(random.nextElement(of: source), at: random.nextInt(in: 0...source.count))
                } else {
                    target.insert(random.nextElement(of: target), at: random.nextInt(in: 0...target.count))
                }
            }
            let expected = try #require(Self.firstDuplicate(source).map { HierarchyDiffError.duplicateKey($0, list: .source) }
                ?? Self.firstDuplicate(target).map { .duplicateKey($0, list: .target) })
            #expect(throws: expected) { try FlatListDiff.changeset(from: source, to: target) }
        }
    }

    @Test func largeTreesReportTheFirstDuplicateLikeTheReference() {
        for seed in UInt64(0)..<4 {
            let pair = ScreenPairGenerator.make(seed: seed * 8 + 1, size: 9_000)
            var target = pair.target, source = pair.source
            let repeated = target.identifiers[(target.count / 3)...].compactMap { $0 }.first ?? "root"
            _ = try? target.addNode(identifier: repeated, parent: target.count / 2)
            if seed % 2 == 0, let again = source.identifiers[(source.count / 2)...].compactMap({ $0 }).first {
                _ = try? source.addNode(identifier: again, parent: 0)
            }
            let reference = Result { () throws(HierarchyDiffError) in try ReferenceTreeDiff.diff(source: source, target: target) }
            let optimized = Result { () throws(HierarchyDiffError) in try IdentifierTreeDiff.diff(source: source, target: target) }
            #expect(reference == optimized)
            if case .success = optimized { Issue.record("seed \(seed): a duplicate went unnoticed") }
        }
    }
}
