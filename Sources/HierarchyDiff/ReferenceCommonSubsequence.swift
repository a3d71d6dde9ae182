/// The literal longest-common-subsequence rule that decides which siblings stay and which move.
///
/// Rule ("Moved", article *Identifier-tree diffing*): among the elements present in both sequences, the unmoved ones are a longest
/// subsequence whose order is the same in both; when several exist, take the one whose sequence of target
/// positions is lexicographically smallest.
///
/// Method: the textbook dynamic programme over suffixes (Cormen et al., *Introduction to Algorithms*, §15.4),
/// `L[i][j] = S[i] == T[j] ? 1 + L[i+1][j+1] : max(L[i+1][j], L[i][j+1])`, then a greedy walk that takes, at
/// each step, the smallest target position `j'` whose element occurs in the source at `i' ≥ i` with
/// `L[i'+1][j'+1] = r − 1` (r = the length still to choose); the smallest feasible first position gives the
/// lexicographically smallest sequence. O(n·m) time and cells, with linear searches: slow on purpose.
@usableFromInline
enum ReferenceCommonSubsequence {
    /// The most table cells the reference allocates (4 bytes each: 200 MB).
    @usableFromInline static let maximumTableCells = 50_000_000

    /// Positions in `target` of the kept (unmoved) elements, ascending. Elements must be unique within each
    /// sequence. Inlinable, so a generic caller in another module runs it specialized for its element type.
    @inlinable
    static func keptTargetPositions<Element: Equatable>(source: [Element], target: [Element])
        throws(HierarchyDiffError) -> [Int]
    {
        let n = source.count, m = target.count
        if n == 0 || m == 0 { return [] }
        let cells = (n + 1).multipliedReportingOverflow(by: m + 1)
        guard !cells.overflow, cells.partialValue <= maximumTableCells else {
            throw .referenceLimitExceeded(siblings: max(n, m), limit: maximumTableCells)
        }
        let width = m + 1
        var table = [Int32](repeating: 0, count: cells.partialValue)
        func at(_ i: Int, _ j: Int) -> Int32 { table[i * width + j] }
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i * width + j] = source[i] == target[j]
                    ? 1 + at(i + 1, j + 1)
                    : max(at(i + 1, j), at(i, j + 1))
            }
        }
        var kept: [Int] = []
        var i = 0, j = 0
        var remaining = at(0, 0)
        while remaining > 0 {
            var candidate = j
            while candidate < m {
                if let matched = source[i...].firstIndex(of: target[candidate]),
                   at(matched + 1, candidate + 1) == remaining - 1
                {
                    kept.append(candidate)
                    i = matched + 1
                    j = candidate + 1
                    remaining -= 1
                    break
                }
                candidate += 1
            }
            if candidate == m { break }  // unreachable: the table guarantees a feasible candidate
        }
        return kept
    }
}
