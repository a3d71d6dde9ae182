import Workloads
@testable import HierarchyDiff
import Testing

/// `SingleMoveOrder`, the emission's fast path for a list out of order by one child, against the general
/// method on the lists it answers (one element moved anywhere, adjacent swaps) and on those it must decline.
@Suite struct SingleMoveOrderTests {
    /// The moved indices the general method implies (every index outside its kept subsequence).
    static func movedByLIS(_ values: [Int]) -> [Int] {
        let kept = Set(LongestIncreasingSubsequence.lexicographicallySmallest(values))
        return values.indices.filter { !kept.contains($0) }
    }

    static func single(_ values: [Int]) -> Int? {
        values.withUnsafeBufferPointer { SingleMoveOrder.movedIndex($0) }
    }

    @Test func namedCases() {
        #expect(Self.single([]) == nil && Self.single([5]) == nil && Self.single([1, 2, 3]) == nil)
        #expect(Self.single([2, 1]) == 0)  // both removals work; keeping 1 is smaller
        #expect(Self.single([1, 3, 2, 4]) == 1)  // adjacent swap: the larger one moves
        #expect(Self.single([4, 1, 2, 3]) == 0)  // first moved to the end
        #expect(Self.single([2, 3, 4, 1]) == 3)  // last moved to the front
        #expect(Self.single([1, 4, 2, 3, 5]) == 1)
        #expect(Self.single([1, 3, 4, 2, 5]) == 3)
        #expect(Self.single([3, 2, 1]) == nil)  // two moves
        #expect(Self.single([2, 1, 4, 3]) == nil)
    }

    @Test func agreesWithTheGeneralMethodWheneverItAnswers() {
        var random = SeededGenerator(seed: 7)
        var answered = 0, declined = 0
        for round in 0..<3_000 {
            let count = random.nextInt(in: 0...12)
            var values = Array(0..<count)
            if round % 3 == 0 {
                values.shuffle(using: &random)  // mostly more than one move: must decline or agree
            } else if count > 1 {
                let from = random.nextInt(in: 0..<count), to = random.nextInt(in: 0..<count)
                values.insert(values.remove(at: from), at: to)  // one move (or none when from == to)
            }
            let lis = Self.movedByLIS(values)
            if let index = Self.single(values) {
                answered += 1
                #expect([index] == lis, "\(values)")
            } else {
                declined += 1
                #expect(lis.count != 1, "\(values): one move, declined")
            }
        }
        #expect(answered > 500 && declined > 500)
    }
}
