/// The optimized form of the "moved" rule: among distinct values (the target positions of the shared siblings,
/// listed in source order) the kept elements are a longest increasing subsequence, and among those the one
/// whose values are lexicographically smallest.
///
/// Method, O(k log L) for k values and a longest run of L (O(k) when the values are already nearly sorted):
/// 1. Patience sorting from the right (Fredman, "On computing the length of longest increasing
///    subsequences", Discrete Math. 11, 1975) gives each element its level, the length of the longest
///    increasing subsequence *starting* at it: `tails[r]` holds the largest first value of an increasing run
///    of length `r + 1` in the suffix seen so far, a strictly decreasing array searched by bisection (an
///    element below the last tail, the usual case in a nearly sorted list, extends the longest run without
///    one). The same pass threads each level's elements into a list in index order (`heads`, `next`).
/// 2. Elements of one level have strictly decreasing values in index order (if `i < j` and `a[i] < a[j]`,
///    then `level[i] > level[j]`). Walking levels from the longest down, the feasible successors of the last
///    choice form a contiguous run of that level's list (later index ⇒ suffix, larger value ⇒ prefix, and
///    its first element is feasible); the run's last element has the smallest value. Each level's list is
///    walked once, so this step is O(k).
public enum LongestIncreasingSubsequence {
    /// Indices into `values` of the kept subsequence, ascending. Values must be distinct; at most 2³¹ − 1 of
    /// them (levels and indices are stored in 32 bits, like the diffs' positions).
    ///
    /// Patience sorting as surveyed by Aldous & Diaconis, "Longest increasing subsequences: from patience
    /// sorting to the Baik–Deift–Johansson theorem", Bull. AMS 36(4), 1999; the bisection bound is Fredman's
    /// (1975, above).
    ///
    /// - Complexity: O(k log L) time for k values whose longest increasing subsequence has length L (O(k) when
    ///   they are nearly sorted); O(k) memory.
    public static func lexicographicallySmallest(_ values: [Int]) -> [Int] {
        values.withUnsafeBufferPointer { values in
            withKeptIndices(values) { kept in kept.reversed().map { Int($0) } }
        }
    }

    /// Calls `body` with the kept indices of ``lexicographicallySmallest(_:)``, over any integer values (the
    /// diffs pass 32-bit target positions), in *descending* order, held in the algorithm's own scratch (the
    /// level heads, each overwritten by its level's choice once read), so no array of indices is allocated.
    @inline(__always)
    static func withKeptIndices<Value: FixedWidthInteger, R>(_ values: UnsafeBufferPointer<Value>,
                                                           _ body: (UnsafeBufferPointer<Int32>) -> R) -> R
    {
        let count = values.count
        if count == 0 { return body(UnsafeBufferPointer(start: nil, count: 0)) }
        var tails = [Value](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
        // Large inputs reuse the previous changeset's level lists (``DiffScratch``); small ones allocate.
        return DiffScratch.withLevelLists(count: count) { heads, next in
            tails.withUnsafeMutableBufferPointer { tails in
                withKeptIndices(values, tails: tails.baseAddress.unsafelyUnwrapped,
                                heads: heads.baseAddress.unsafelyUnwrapped, next: next.baseAddress.unsafelyUnwrapped,
                                body)
            }
        }
    }

    /// ``withKeptIndices(_:_:)`` in the caller's scratch: `tails`, `heads` and `next` must each have room for
    /// `values.count` elements (overwritten; the kept indices `body` sees are held in `heads`). The tree diff's
    /// emission passes the scratch it keeps for the whole walk, so settling a sibling list allocates nothing.
    @inline(__always)
    static func withKeptIndices<Value: FixedWidthInteger, R>(_ values: UnsafeBufferPointer<Value>,
                                                           tails: UnsafeMutablePointer<Value>,
                                                           heads: UnsafeMutablePointer<Int32>,
                                                           next: UnsafeMutablePointer<Int32>,
                                                           _ body: (UnsafeBufferPointer<Int32>) -> R) -> R
    {
        let count = values.count
        if count == 0 { return body(UnsafeBufferPointer(start: nil, count: 0)) }
        // Unchecked pointers: every index below is in range by construction (levels are < longest ≤ count,
        // list links are indices or −1).
        var longest = 0
        for i in stride(from: count - 1, through: 0, by: -1) {
            let value = values[i]
            var r = longest
            if longest > 0, tails[longest &- 1] < value {
                // Number of tails greater than `value` (tails is decreasing, values are distinct).
                var low = 0, high = longest &- 1
                while low < high {
                    let mid = (low &+ high) >> 1
                    if tails[mid] > value { low = mid &+ 1 } else { high = mid }
                }
                r = low
            }
            tails[r] = value
            next[i] = r == longest ? -1 : heads[r]
            heads[r] = Int32(truncatingIfNeeded: i)
            if r == longest { longest &+= 1 }
        }
        let links = UnsafeBufferPointer(start: next, count: count)
        var previousIndex = -1
        var previousValue: Value = 0
        for level in stride(from: longest - 1, through: 0, by: -1) {
            let chosen = choice(from: heads[level], next: links, after: previousIndex,
                                above: previousValue, in: values)
            guard chosen >= 0 else { break }  // unreachable: the previous choice has a successor on this level
            heads[level] = Int32(truncatingIfNeeded: chosen)  // this level's head is not read again
            previousIndex = chosen
            previousValue = values[chosen]
        }
        return body(UnsafeBufferPointer(start: heads, count: longest))
    }

    /// Step 2 on one level: the element chosen from the level's list (`head`, linked by `next`, in index
    /// order) after the previous choice (`previousIndex`, −1 before the first, and its value; `values` are
    /// the elements' values). The list's first element after the previous choice is feasible (a successor exists, and values
    /// fall along the level); the last of the run still above the previous value has the smallest feasible
    /// value. −1 only when no element follows the previous choice, which the levels rule out. Shared with the
    /// keyed list's own copy of step 1 (`FlatListDiff.changeset(sourceToTarget:targetToSource:)`).
    @inline(__always)
    static func choice<Value: Comparable>(from head: Int32, next: UnsafeBufferPointer<Int32>,
                                          after previousIndex: Int, above previousValue: Value,
                                          in values: UnsafeBufferPointer<Value>) -> Int
    {
        var j = Int(head)
        while j >= 0, j <= previousIndex { j = Int(next[j]) }
        guard j >= 0 else { return -1 }
        var chosen = j
        j = Int(next[j])
        while j >= 0, previousIndex < 0 || values[j] > previousValue {
            chosen = j
            j = Int(next[j])
        }
        return chosen
    }
}
