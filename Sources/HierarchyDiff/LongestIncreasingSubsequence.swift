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
    /// Indices into `values` of the kept subsequence, ascending. Values must be distinct.
    public static func lexicographicallySmallest(_ values: [Int]) -> [Int] {
        let count = values.count
        if count == 0 { return [] }
        var level = [Int](repeating: 0, count: count)
        var tails: [Int] = []  // strictly decreasing
        tails.reserveCapacity(64)
        for i in stride(from: count - 1, through: 0, by: -1) {
            let value = values[i]
            if tails.isEmpty || tails[tails.count - 1] > value {  // extends the longest run (sorted input)
                level[i] = tails.count + 1
                tails.append(value)
                continue
            }
            // Number of tails greater than `value` (tails is decreasing).
            var low = 0, high = tails.count
            while low < high {
                let mid = (low &+ high) >> 1
                if tails[mid] > value { low = mid + 1 } else { high = mid }
            }
            level[i] = low + 1
            if low == tails.count { tails.append(value) } else { tails[low] = value }
        }
        let longest = tails.count
        // Group indices by level (counting sort keeps index order within a level).
        var starts = [Int](repeating: 0, count: longest + 2)
        for l in level { starts[l + 1] += 1 }
        for l in 0...longest { starts[l + 1] += starts[l] }
        var fill = starts
        var byLevel = [Int](repeating: 0, count: count)
        for i in 0..<count {
            byLevel[fill[level[i]]] = i
            fill[level[i]] += 1
        }
        var kept: [Int] = []
        kept.reserveCapacity(longest)
        var previousIndex = -1, previousValue = Int.min
        for l in stride(from: longest, through: 1, by: -1) {
            let lower = starts[l], upper = starts[l + 1]
            // First position whose index is after the previous choice.
            var low = lower, high = upper
            while low < high {
                let mid = (low &+ high) >> 1
                if byLevel[mid] > previousIndex { high = mid } else { low = mid + 1 }
            }
            let first = low
            // First position (from `first`) whose value is not above the previous value.
            high = upper
            while low < high {
                let mid = (low &+ high) >> 1
                if values[byLevel[mid]] > previousValue { low = mid + 1 } else { high = mid }
            }
            guard low > first else { break }  // unreachable: level[previous] = l + 1 guarantees a successor
            let chosen = byLevel[low - 1]
            kept.append(chosen)
            previousIndex = chosen
            previousValue = values[chosen]
        }
        return kept
    }
}
