/// The exact answer of ``LongestIncreasingSubsequence/lexicographicallySmallest(_:)`` for the common case of
/// a sibling list out of order by one moved child, in O(k) with no allocation: the tree diff's emission tries
/// it before the general method.
///
/// If removing one element leaves distinct values increasing, and they are not increasing already, the
/// longest increasing subsequence has k − 1 elements and every one of that length is such a removal. With
/// `d` the first descent (`values[d] > values[d + 1]`), the removed element must be `d` or `d + 1` (otherwise
/// that pair stays adjacent). When both work, removing `d` keeps `values[d + 1]` where removing `d + 1` keeps
/// the larger `values[d]` at the same place, so `d` gives the lexicographically smallest kept sequence.
enum SingleMoveOrder {
    /// The index whose removal leaves `values` increasing, chosen as the general method's tie-break would; nil
    /// when the values are already increasing or need more than one removal.
    static func movedIndex<Value: Comparable>(_ values: UnsafeBufferPointer<Value>) -> Int? {
        let count = values.count
        var d = 0
        while d &+ 1 < count, values[d] < values[d &+ 1] { d &+= 1 }
        if d &+ 1 >= count { return nil }  // increasing
        /// True when `values[from...]` is increasing.
        func increasing(from start: Int) -> Bool {
            var i = start
            while i &+ 1 < count {
                if !(values[i] < values[i &+ 1]) { return false }
                i &+= 1
            }
            return true
        }
        if (d == 0 || values[d &- 1] < values[d &+ 1]) && increasing(from: d &+ 1) { return d }
        if (d &+ 2 >= count || values[d] < values[d &+ 2]) && increasing(from: d &+ 2) { return d &+ 1 }
        return nil
    }
}
