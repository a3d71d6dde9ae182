/// The moved elements of a sibling list — those outside the kept subsequence of
/// ``LongestIncreasingSubsequence/lexicographicallySmallest(_:)`` — found segment by segment: the tree diff's
/// emission settles every list out of order through it.
///
/// An element greater than every element before it and smaller than every element after it (a *pivot*) is
/// kept by every longest increasing subsequence: any increasing subsequence without it stays increasing with
/// it added. Between two consecutive pivots, the elements' values also lie between the pivots' (greater than
/// the pivot before, which is smaller than everything after it; smaller than the pivot after), so each run
/// of non-pivots (a *segment*) is independent of the rest: the kept subsequence is the pivots plus, per
/// segment, that segment's own kept subsequence (lexicographic order on subsequences of fixed length per
/// segment is decided segment by segment, first to last). A segment holds at least two elements and is out
/// of order (an increasing run between two pivots would consist of pivots). Each segment is settled by
/// ``SingleMoveOrder`` when one of its elements is out of place, in O(length) and without allocation, else
/// by the general method on the segment alone. Finding the pivots takes one pass for the suffix minima and
/// one forward pass.
enum SegmentedMoveOrder {
    /// Calls `moved` with the index of every element outside the kept subsequence (each once, in no
    /// particular order). `values` must be distinct; `suffixMinima`, `tails`, `heads` and `next` must each
    /// have room for `values.count` elements (scratch, overwritten: the last three are the general method's,
    /// ``LongestIncreasingSubsequence/withKeptIndices(_:tails:heads:next:_:)``, so no segment allocates).
    @inline(__always)
    static func forEachMoved<Value: FixedWidthInteger>(_ values: UnsafeBufferPointer<Value>,
                                                       suffixMinima: UnsafeMutablePointer<Value>,
                                                       tails: UnsafeMutablePointer<Value>,
                                                       heads: UnsafeMutablePointer<Int32>,
                                                       next: UnsafeMutablePointer<Int32>,
                                                       _ moved: (Int) -> Void)
    {
        if let single = SingleMoveOrder.movedIndex(values) {
            moved(single)
            return
        }
        let count = values.count
        if count < 2 { return }
        // suffixMinima[i] = min(values[i...]).
        var low = values[count &- 1]
        suffixMinima[count &- 1] = low
        var i = count &- 2
        while i >= 0 {
            if values[i] < low { low = values[i] }
            suffixMinima[i] = low
            i &-= 1
        }
        var segmentStart = -1
        var prefixMaximum = Value.min
        for i in 0..<count {
            let value = values[i]
            let pivot = (i == 0 || prefixMaximum < value) && (i &+ 1 == count || value < suffixMinima[i &+ 1])
            if i == 0 || value > prefixMaximum { prefixMaximum = value }
            if pivot {
                if segmentStart >= 0 {
                    settleSegment(values, from: segmentStart, to: i, tails: tails, heads: heads, next: next, moved)
                    segmentStart = -1
                }
            } else if segmentStart < 0 {
                segmentStart = i
            }
        }
        if segmentStart >= 0 {
            settleSegment(values, from: segmentStart, to: count, tails: tails, heads: heads, next: next, moved)
        }
    }

    /// Reports the moved elements of `values[start..<end]`, a segment between pivots (or the list's ends).
    @inline(__always)
    private static func settleSegment<Value: FixedWidthInteger>(_ values: UnsafeBufferPointer<Value>, from start: Int,
                                                                to end: Int, tails: UnsafeMutablePointer<Value>,
                                                                heads: UnsafeMutablePointer<Int32>,
                                                                next: UnsafeMutablePointer<Int32>,
                                                                _ moved: (Int) -> Void)
    {
        let segment = UnsafeBufferPointer(rebasing: values[start..<end])
        if let single = SingleMoveOrder.movedIndex(segment) {
            moved(start &+ single)
            return
        }
        // Kept indices come in descending order: every index between two of them is moved.
        LongestIncreasingSubsequence.withKeptIndices(segment, tails: tails, heads: heads, next: next) { kept in
            var i = segment.count &- 1
            for k in kept {
                let keptIndex = Int(k)
                while i > keptIndex {
                    moved(start &+ i)
                    i &-= 1
                }
                i = keptIndex &- 1
            }
            while i >= 0 {
                moved(start &+ i)
                i &-= 1
            }
        }
    }
}
