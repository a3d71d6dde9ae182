import Workloads
@testable import HierarchyDiff
import Testing

@Suite struct LongestIncreasingSubsequenceTests {
    /// Brute force: every subset, longest increasing, lexicographically smallest values.
    static func bruteForce(_ values: [Int]) -> [Int] {
        var best: [Int] = []
        for mask in 0..<(1 << values.count) {
            let indices = values.indices.filter { mask & (1 << $0) != 0 }
            guard zip(indices, indices.dropFirst()).allSatisfy({ values[$0] < values[$1] }) else { continue }
            let candidate = indices.map { values[$0] }, current = best.map { values[$0] }
            if indices.count > best.count || (indices.count == best.count && candidate.lexicographicallyPrecedes(current)) {
                best = indices
            }
        }
        return best
    }

    @Test func matchesBruteForceOnEveryPermutationUpToSixAndRandomOnesUpToTwelve() {
        func permutations(_ n: Int) -> [[Int]] {
            if n == 0 { return [[]] }
            return permutations(n - 1).flatMap { p in (0...p.count).map { i in var q = p; q.insert(n - 1, at: i); return q } }
        }
        for n in 0...6 {
            for p in permutations(n) {
                #expect(LongestIncreasingSubsequence.lexicographicallySmallest(p) == Self.bruteForce(p), "\(p)")
            }
        }
        var random = SeededGenerator(seed: 3)
        for _ in 0..<300 {
            var values = Array(0..<random.nextInt(in: 7...12)).map { $0 * 3 }
            random.shuffle(&values)
            #expect(LongestIncreasingSubsequence.lexicographicallySmallest(values) == Self.bruteForce(values), "\(values)")
        }
    }

    @Test func agreesWithTheReferenceCommonSubsequence() throws {
        var random = SeededGenerator(seed: 8)
        for _ in 0..<200 {
            let count = random.nextInt(in: 0...80)
            var order = Array(0..<count)
            random.shuffle(&order)
            // Source lists keys in source order; target positions are `order`.
            let source = (0..<count).map { "k\($0)" }
            var target = [String](repeating: "", count: count)
            for (i, position) in order.enumerated() { target[position] = source[i] }
            let kept = try ReferenceCommonSubsequence.keptTargetPositions(source: source, target: target)
            let lis = LongestIncreasingSubsequence.lexicographicallySmallest(order).map { order[$0] }
            #expect(kept == lis)
        }
    }

    /// Large inputs reuse the previous call's level lists (`DiffScratch`): the answer for one input is the
    /// same before and after another large input has filled them, increasing, and of the longest length
    /// (patience sorting's count).
    @Test func reusedLevelListsGiveTheSameAnswer() {
        var random = SeededGenerator(seed: 21)
        func nearlySorted(_ count: Int) -> [Int] {
            var values = Array(0..<count)
            for _ in 0..<count / 20 { values.swapAt(random.nextInt(in: 0..<count), random.nextInt(in: 0..<count)) }
            return values
        }
        func longestLength(_ values: [Int]) -> Int {
            var tails: [Int] = []
            for value in values {
                var low = 0, high = tails.count
                while low < high { let mid = (low + high) / 2; if tails[mid] < value { low = mid + 1 } else { high = mid } }
                if low == tails.count { tails.append(value) } else { tails[low] = value }
            }
            return tails.count
        }
        let first = nearlySorted(40_000), second = nearlySorted(30_000)
        let before = LongestIncreasingSubsequence.lexicographicallySmallest(first)
        _ = LongestIncreasingSubsequence.lexicographicallySmallest(second)
        let after = LongestIncreasingSubsequence.lexicographicallySmallest(first)
        #expect(before == after)
        #expect(after.count == longestLength(first))
        #expect(zip(after, after.dropFirst()).allSatisfy { $0 < $1 && first[$0] < first[$1] })
    }

    @Test func referenceTableRefusesSizesBeyondItsLimit() {
        let big = (0..<8_000).map { $0 }
        #expect(throws: HierarchyDiffError.referenceLimitExceeded(
            siblings: 8_000, limit: ReferenceCommonSubsequence.maximumTableCells)) {
            try ReferenceCommonSubsequence.keptTargetPositions(source: big, target: big)
        }
    }
}
