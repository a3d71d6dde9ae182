import Workloads
@testable import HierarchyDiff
import Testing

/// The keyed list's changeset from its counterpart arrays (`FlatListDiff.changeset(sourceToTarget:targetToSource:)`,
/// the list's own copy of the moved rule): the deletions are exactly the unmatched source positions, the inserts
/// the unmatched target positions, and the moves exactly the shared keys off
/// ``LongestIncreasingSubsequence/lexicographicallySmallest(_:)``'s kept subsequence — checked against the
/// shared version on counterparts with deletions and insertions interleaved.
@Suite struct ListMoveMarkingTests {
    /// `values`: distinct target positions below `targetCount` of the shared keys, in source order; a deleted
    /// source key is put before every position in `deletedBefore` (positions into `values`, `values.count`
    /// for the end).
    static func check(_ values: [Int32], targetCount: Int, deletedBefore: [Int] = [], _ comment: Comment? = nil) {
        var sourceToTarget: [Int32] = []
        var sharedSource: [Int] = []  // source position of values[k]
        let deletions = deletedBefore.sorted()
        var d = 0
        for (k, j) in values.enumerated() {
            while d < deletions.count, deletions[d] <= k { sourceToTarget.append(-1); d += 1 }
            sharedSource.append(sourceToTarget.count)
            sourceToTarget.append(j)
        }
        while d < deletions.count { sourceToTarget.append(-1); d += 1 }
        var targetToSource = [Int32](repeating: -1, count: targetCount)
        for (k, j) in values.enumerated() { targetToSource[Int(j)] = Int32(sharedSource[k]) }

        let changeset = sourceToTarget.withUnsafeBufferPointer { sourceToTarget in
            targetToSource.withUnsafeMutableBufferPointer { targetToSource in
                FlatListDiff.changeset(sourceToTarget: sourceToTarget, targetToSource: targetToSource)
            }
        }
        let kept = Set(LongestIncreasingSubsequence.lexicographicallySmallest(values.map(Int.init)))
        let expectedMoves = values.indices.filter { !kept.contains($0) }
            .map { ListMove(from: sharedSource[$0], to: Int(values[$0])) }
            .sorted { $0.to < $1.to }
        let matchedTargets = Set(values.map(Int.init))
        #expect(changeset.moves == expectedMoves, comment)
        #expect(changeset.deletes == sourceToTarget.indices.filter { sourceToTarget[$0] < 0 }, comment)
        #expect(changeset.inserts == (0..<targetCount).filter { !matchedTargets.contains($0) }, comment)
    }

    @Test func everyPermutationUpToSevenThenSubsetsWithDeletions() {
        func permutations(_ n: Int) -> [[Int32]] {
            if n == 0 { return [[]] }
            return permutations(n - 1).flatMap { p in
                (0...p.count).map { i in var q = p; q.insert(Int32(n - 1), at: i); return q }
            }
        }
        for n in 0...7 {
            for p in permutations(n) { Self.check(p, targetCount: n, "\(p)") }
        }
        var random = SeededGenerator(seed: 41)
        for _ in 0..<500 {
            let targetCount = random.nextInt(in: 0...60)
            var positions = Array(0..<Int32(targetCount))
            random.shuffle(&positions)
            let values = Array(positions.prefix(random.nextInt(in: 0...targetCount)))
            let deleted = (0..<random.nextInt(in: 0...8)).map { _ in random.nextInt(in: 0...values.count) }
            Self.check(values, targetCount: targetCount, deletedBefore: deleted, "\(values) \(deleted)")
        }
    }

    /// Nearly sorted values, as list diffs give: a few elements moved far, so patience sorting mostly extends
    /// the longest run and bisects now and then; large enough (≥ `DiffScratch.minimumKeys`) to take the kept
    /// level lists, then again after another input has filled them; also already sorted values (nothing
    /// moved) with deletions, and only deletions.
    @Test func nearlySortedLargeValuesWithReusedScratch() {
        var random = SeededGenerator(seed: 42)
        func nearlySorted(_ count: Int, moved: Int) -> [Int32] {
            var values = Array(0..<Int32(count))
            for _ in 0..<moved {
                let element = values.remove(at: random.nextInt(in: 0..<values.count))
                values.insert(element, at: random.nextInt(in: 0...values.count))
            }
            return values
        }
        func someDeletions(_ count: Int) -> [Int] { (0..<count / 30).map { _ in random.nextInt(in: 0...count) } }
        let first = nearlySorted(40_000, moved: 1_200), second = nearlySorted(20_000, moved: 3_000)
        let firstDeleted = someDeletions(40_000)
        Self.check(first, targetCount: 40_000, deletedBefore: firstDeleted, "first")
        Self.check(second, targetCount: 20_000, deletedBefore: someDeletions(20_000), "second")
        Self.check(first, targetCount: 40_000, deletedBefore: firstDeleted, "first again")
        Self.check(Array(0..<30_000), targetCount: 30_000, deletedBefore: someDeletions(30_000), "sorted")
        Self.check([], targetCount: 5, deletedBefore: [0, 0, 0], "only deletions")
        for count in [2, 3, 10, 100, 1_000] {
            for moved in [1, 2, count / 3] {
                Self.check(nearlySorted(count, moved: moved), targetCount: count + 3, deletedBefore: someDeletions(count),
                           "\(count) \(moved)")
            }
        }
    }
}

/// The patience pass's look-up of the level a key replaces (`FlatListDiff.replacedLevel`): the number of level
/// tails greater than the key's value, for every value between and above the tails and every number of levels,
/// against a count of the tails one by one — the one look at the level below the longest and the bisection
/// alike.
@Suite struct ReplacedLevelTests {
    @Test func countsTheTailsAboveEveryValue() {
        var random = SeededGenerator(seed: 43)
        for longest in 1...40 {
            // Tails (strictly decreasing, even numbers so odd values fall between them), each level's head a
            // source position holding its tail.
            var tails: [Int32] = []
            var value: Int32 = 2 * Int32(random.nextInt(in: 0...3))
            for _ in 0..<longest {
                tails.append(value)
                value += 2 * Int32(random.nextInt(in: 1...4))
            }
            tails.reverse()
            var sourceToTarget: [Int32] = []
            var heads: [Int32] = []
            for tail in tails {
                heads.append(Int32(sourceToTarget.count))
                sourceToTarget.append(contentsOf: [-1, tail])
                heads[heads.count - 1] += 1
            }
            // Values above the longest level's tail (the only ones the pass looks up), odd: distinct from every tail.
            for probe in stride(from: tails[longest - 1] + 1, through: tails[0] + 3, by: 2) {
                let expected = tails.filter { $0 > probe }.count
                let found = heads.withUnsafeBufferPointer { heads in
                    sourceToTarget.withUnsafeBufferPointer { sourceToTarget in
                        FlatListDiff.replacedLevel(probe, longest: longest, heads: heads, in: sourceToTarget)
                    }
                }
                #expect(found == expected, "\(tails) \(probe)")
            }
        }
    }
}
