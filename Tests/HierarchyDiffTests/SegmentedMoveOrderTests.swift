import Workloads
@testable import HierarchyDiff
import Testing

/// `SegmentedMoveOrder`, how the emission settles every sibling list out of order (split at the elements every
/// longest increasing subsequence keeps, each segment by `SingleMoveOrder` or the general method), against
/// the general method on the whole list.
@Suite struct SegmentedMoveOrderTests {
    /// The scratch `forEachMoved` settles in: suffix minima, tails, heads and next, `room` elements each, freed
    /// after `body`.
    static func withScratch(
        room: Int,
        _ body: (_ minima: UnsafeMutablePointer<Int32>, _ tails: UnsafeMutablePointer<Int32>,
                 _ heads: UnsafeMutablePointer<Int32>, _ next: UnsafeMutablePointer<Int32>) -> Void
    ) {
        let columns = (0..<4).map { _ in UnsafeMutablePointer<Int32>.allocate(capacity: room) }
        defer { columns.forEach { $0.deallocate() } }
        body(columns[0], columns[1], columns[2], columns[3])
    }

    static func segmented(_ values: [Int32]) -> [Int] {
        var moved: [Int] = []
        withScratch(room: max(values.count, 1)) { minima, tails, heads, next in
            values.withUnsafeBufferPointer { values in
                SegmentedMoveOrder.forEachMoved(values, suffixMinima: minima, tails: tails, heads: heads, next: next) {
                    moved.append($0)
                }
            }
        }
        return moved.sorted()
    }

    static func general(_ values: [Int32]) -> [Int] {
        SingleMoveOrderTests.movedByLIS(values.map(Int.init))
    }

    @Test func namedCases() {
        #expect(Self.segmented([]) == [] && Self.segmented([4]) == [] && Self.segmented([1, 2, 3]) == [])
        #expect(Self.segmented([2, 1, 4, 3]) == [0, 2])  // two segments, one move each
        #expect(Self.segmented([1, 3, 2, 4, 6, 5, 7]) == [1, 4])  // pivots 1, 4, 7 split the swaps apart
        #expect(Self.segmented([3, 2, 1, 4, 5]) == [0, 1])  // one segment of two moves: the general method
        #expect(Self.segmented([5, 1, 2, 3, 4, 0]) == [0, 5])  // no pivot: the whole list
        #expect(Self.segmented([2, 1, 4, 3, 6, 5, 9, 8, 7]) == [0, 2, 4, 6, 7])
    }

    @Test func agreesWithTheGeneralMethod() {
        var random = SeededGenerator(seed: 11)
        var split = 0
        for round in 0..<4_000 {
            let count = random.nextInt(in: 0...40)
            var values = (0..<count).map { Int32($0 * 3) }
            if round % 4 == 0 {
                values.shuffle(using: &random)
            } else if count > 1 {
                for _ in 0..<random.nextInt(in: 1...4) {  // a few moves and adjacent swaps, as in sibling lists
                    let from = random.nextInt(in: 0..<count)
                    if random.nextInt(in: 0...1) == 0, from + 1 < count {
                        values.swapAt(from, from + 1)
                    } else {
                        values.insert(values.remove(at: from), at: random.nextInt(in: 0..<count))
                    }
                }
            }
            let expected = Self.general(values)
            #expect(Self.segmented(values) == expected, "\(values)")
            if expected.count > 1, values.indices.contains(where: { i in
                values[..<i].allSatisfy { $0 < values[i] } && values[(i + 1)...].allSatisfy { $0 > values[i] }
            }) { split += 1 }
        }
        #expect(split > 500)  // lists with several moves and a pivot between them were exercised
    }

    /// The emission settles every list of a diff in one scratch (`MovedScratch`): lists of several segments
    /// settled one after another in the same buffers, each left holding the previous list's minima and level
    /// lists, still agree with the general method.
    @Test func reusedScratchAgreesWithTheGeneralMethod() {
        var random = SeededGenerator(seed: 23)
        let room = 200
        Self.withScratch(room: room) { minima, tails, heads, next in
            var general = 0
            for round in 0..<1_000 {
                let count = random.nextInt(in: 2...room)
                var values = (0..<count).map { Int32($0) }
                // Blocks reversed here and there: segments of several moves, settled by the general method.
                for _ in 0..<random.nextInt(in: 1...4) {
                    let start = random.nextInt(in: 0..<count - 1), end = min(count, start + random.nextInt(in: 2...12))
                    values[start..<end].reverse()
                }
                var moved: [Int] = []
                values.withUnsafeBufferPointer { values in
                    SegmentedMoveOrder.forEachMoved(values, suffixMinima: minima, tails: tails, heads: heads,
                                                    next: next) { moved.append($0) }
                }
                let expected = Self.general(values)
                #expect(moved.sorted() == expected, "round \(round): \(values)")
                if expected.count > 1 { general += 1 }
            }
            #expect(general > 500)
        }
    }
}
