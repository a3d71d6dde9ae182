/// The optimized form of the "moved" rule: among distinct values (the target positions of the shared siblings,
/// listed in source order) the kept elements are a longest increasing subsequence, and among those the one
/// whose values are lexicographically smallest.
///
/// Method, O(k log k):
/// 1. Patience sorting from the right (Fredman, "On computing the length of longest increasing
///    subsequences", Discrete Math. 11, 1975) gives `level[i]`, the length of the longest increasing
///    subsequence *starting* at `i`: `tails[r]` holds the largest first value of an increasing run of length
///    `r + 1` in the suffix seen so far, a strictly decreasing array searched by bisection.
/// 2. Elements of one level have strictly decreasing values in index order (if `i < j` and `a[i] < a[j]`,
///    then `level[i] > level[j]`). Walking levels from the longest down, the feasible successors of the last
///    choice form a contiguous run of that level (later index ⇒ suffix, larger value ⇒ prefix); the last
///    element of the run has the smallest value. Two bisections per level.
public enum LongestIncreasingSubsequence {
    /// Indices into `values` of the kept subsequence, ascending. Values must be distinct; at most 2³¹ − 1 of
    /// them (levels and indices are stored in 32 bits, like the diffs' positions).
    public static func lexicographicallySmallest(_ values: [Int]) -> [Int] {
        let count = values.count
        if count == 0 { return [] }
        // Unchecked buffers: every index below is in range by construction (levels are 1...longest, slots
        // come from the counting sort), and this loop runs once per shared key of a diff.
        var level = [Int32](repeating: 0, count: count)
        var tails: [Int] = []  // strictly decreasing
        tails.reserveCapacity(64)
        values.withUnsafeBufferPointer { values in
            level.withUnsafeMutableBufferPointer { level in
                for i in stride(from: count - 1, through: 0, by: -1) {
                    let value = values[i]
                    if tails.isEmpty || tails[tails.count - 1] > value {  // extends the longest run (sorted input)
                        level[i] = Int32(truncatingIfNeeded: tails.count + 1)
                        tails.append(value)
                        continue
                    }
                    // Number of tails greater than `value` (tails is decreasing).
                    let low = tails.withUnsafeBufferPointer { tails in
                        var low = 0, high = tails.count
                        while low < high {
                            let mid = (low &+ high) >> 1
                            if tails[mid] > value { low = mid &+ 1 } else { high = mid }
                        }
                        return low
                    }
                    level[i] = Int32(truncatingIfNeeded: low + 1)
                    tails[low] = value  // low < tails.count: the last tail is not above value
                }
            }
        }
        let longest = tails.count
        // Group indices by level (counting sort keeps index order within a level).
        var starts = [Int](repeating: 0, count: longest + 2)
        var byLevel = [Int32](repeating: 0, count: count)
        var kept: [Int] = []
        kept.reserveCapacity(longest)
        values.withUnsafeBufferPointer { values in
        level.withUnsafeBufferPointer { level in
        starts.withUnsafeMutableBufferPointer { starts in
        byLevel.withUnsafeMutableBufferPointer { byLevel in
            for l in level { starts[Int(l) &+ 1] &+= 1 }
            for l in 0...longest { starts[l &+ 1] &+= starts[l] }
            var fill = Array(starts)
            fill.withUnsafeMutableBufferPointer { fill in
                for i in 0..<count {
                    let l = Int(level[i])
                    byLevel[fill[l]] = Int32(truncatingIfNeeded: i)
                    fill[l] &+= 1
                }
            }
            var previousIndex = -1, previousValue = Int.min
            for l in stride(from: longest, through: 1, by: -1) {
                let lower = starts[l], upper = starts[l &+ 1]
                // First position whose index is after the previous choice.
                var low = lower, high = upper
                while low < high {
                    let mid = (low &+ high) >> 1
                    if Int(byLevel[mid]) > previousIndex { high = mid } else { low = mid &+ 1 }
                }
                let first = low
                // First position (from `first`) whose value is not above the previous value.
                high = upper
                while low < high {
                    let mid = (low &+ high) >> 1
                    if values[Int(byLevel[mid])] > previousValue { low = mid &+ 1 } else { high = mid }
                }
                guard low > first else { break }  // unreachable: level[previous] = l + 1 guarantees a successor
                let chosen = Int(byLevel[low - 1])
                kept.append(chosen)
                previousIndex = chosen
                previousValue = values[chosen]
            }
        }}}}
        return kept
    }
}
