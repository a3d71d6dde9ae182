/// The keyed list's changeset from its counterpart arrays, with the moved rule computed by
/// ``LongestIncreasingSubsequence``'s algorithm (patience sorting from the right, then the lexicographically
/// smallest completion walked level by level) over the source's counterparts as they are.
///
/// A list-only copy of the algorithm, for what the shared version, which hands the kept indices to the tree
/// diff's callers, cannot do:
/// - it reads the source's counterpart array in place, deleted keys (−1) included: patience sorting skips them,
///   so the target positions of the shared keys are not first packed into an array of their own, and the
///   deletions are collected by the walk that marks the moves;
/// - no array of tails: the tail of level `r` is always the value of that level's head (both are written for
///   the same element), so it is read through the head, and no third array of the source's size is allocated;
///   the longest level's tail, which every key is compared with, is kept in a register, and a key above it
///   finds its level out of line (``replacedLevel(_:longest:heads:in:)``: one look at the level below the
///   longest, the usual answer in a nearly sorted list, else a bisection);
/// - the kept indices are not written down and walked again: each level's choice ends a gap (the source
///   positions between the previous choice and it), whose shared keys are marked moved (their counterpart is
///   the gap's position, so it is written without being read) and whose deleted keys are written to the
///   deletions there (a buffer of their exact size, counted by the patience pass), so the source is walked
///   once more in all;
/// - the shared keys are in order exactly when the longest increasing run is all of them, so that case is
///   known from the patience pass's length, with no test per key.
/// Each level's choice is the shared version's own (`LongestIncreasingSubsequence.choice`, read through the
/// counterparts). The answer is the shared version's: the same levels and the same choices (`ListMoveMarkingTests`
/// compares both on random and nearly sorted values).
extension FlatListDiff {
    /// The changeset of two matched lists: `sourceToTarget[i]` is source key `i`'s target position (−1:
    /// deleted), `targetToSource[j]` target key `j`'s source position (−1: inserted); the two agree (no
    /// duplicates). `targetToSource` is scratch afterwards (moved counterparts `i` become −2 − i).
    static func changeset(sourceToTarget: UnsafeBufferPointer<Int32>,
                          targetToSource: UnsafeMutableBufferPointer<Int32>) -> KeyedChangeset
    {
        let count = sourceToTarget.count
        var inserts: [Int] = []
        var moves: [ListMove] = []
        // Large changesets reuse the previous one's level lists (``DiffScratch``). The deletions are local to the
        // closure (a captured variable may be boxed and checked per access).
        let (deletes, shared, kept) = DiffScratch.withLevelLists(count: count) { heads, next in
            // Unchecked from here: levels are < longest ≤ count, list links are source positions or −1.
            // `last`: the longest level's tail (`Int32.max` before the first level, above every position), kept in
            // a register: read through the head, it was two dependent loads per key.
            var longest = 0, deleted = 0, last = Int32.max
            var i = count
            while i > 0 {
                i &-= 1
                let value = sourceToTarget[i]
                if value < 0 {
                    deleted &+= 1
                } else if value < last {  // extends the longest run: a new level
                    next[i] = -1
                    heads[longest] = Int32(truncatingIfNeeded: i)
                    longest &+= 1
                    last = value
                } else {
                    let r = replacedLevel(value, longest: longest, heads: UnsafeBufferPointer(heads), in: sourceToTarget)
                    next[i] = heads[r]
                    heads[r] = Int32(truncatingIfNeeded: i)
                    last = sourceToTarget[Int(heads[longest &- 1])]  // `value` if it replaced the longest level's tail
                }
            }
            let shared = count &- deleted, inOrder = longest == shared
            // The deletions written through a buffer of their exact size: no append (a call per deletion, whose
            // clobbered registers the level walk below spilled and reloaded on every level).
            let deletes = [Int](unsafeUninitializedCapacity: deleted) { deletes, initialized in
                var written = 0
                if inOrder {  // nothing moved
                    if deleted > 0 {
                        for i in 0..<count where sourceToTarget[i] < 0 {
                            deletes[written] = i
                            written &+= 1
                        }
                    }
                    initialized = written
                    return
                }
                /// Source positions `from ..< to`, off the kept subsequence: deletions, or moves to mark.
                @inline(__always) func gap(_ from: Int, _ to: Int) {
                    var i = from
                    while i < to {
                        let j = Int(sourceToTarget[i])
                        if j < 0 {
                            deletes[written] = i
                            written &+= 1
                        } else {
                            targetToSource[j] = -2 &- Int32(truncatingIfNeeded: i)  // its counterpart is `i`: no read
                        }
                        i &+= 1
                    }
                }
                var previousIndex = -1
                var previousValue: Int32 = 0
                var level = longest
                while level > 0 {
                    level &-= 1
                    let chosen = LongestIncreasingSubsequence.choice(
                        from: heads[level], next: UnsafeBufferPointer(next), after: previousIndex,
                        above: previousValue, in: sourceToTarget)
                    guard chosen >= 0 else { break }  // unreachable: the previous choice has a successor on this level
                    gap(previousIndex &+ 1, chosen)
                    previousIndex = chosen
                    previousValue = sourceToTarget[chosen]
                }
                gap(previousIndex &+ 1, count)
                initialized = written
            }
            return (deletes, shared, longest)
        }
        // One pass over the target: inserts and moves, into arrays of their exact sizes.
        inserts.reserveCapacity(targetToSource.count &- shared)
        if kept == shared {
            for j in 0..<targetToSource.count where targetToSource[j] < 0 { inserts.append(j) }
        } else {
            moves.reserveCapacity(shared &- kept)
            for j in 0..<targetToSource.count {
                let i = targetToSource[j]
                if i < 0 {
                    if i == -1 { inserts.append(j) } else { moves.append(ListMove(from: Int(-2 &- i), to: j)) }
                }
            }
        }
        return KeyedChangeset(deletes: deletes, inserts: inserts, moves: moves)
    }

    /// The level whose tail `value` replaces in the patience pass (`value` is above the longest level's tail, so
    /// the level is below `longest`): the number of tails greater than `value` (tails, read through the level
    /// heads, decrease; values are distinct). In a nearly sorted list about half of these keys replace the
    /// longest level's tail (the key after one moved towards the front), found by one look at the level below
    /// it; the rest bisect. Out of line: a few keys in a hundred come here, and the pass's loop keeps its
    /// registers.
    @inline(never)
    static func replacedLevel(_ value: Int32, longest: Int, heads: UnsafeBufferPointer<Int32>,
                              in sourceToTarget: UnsafeBufferPointer<Int32>) -> Int
    {
        @inline(__always) func tail(_ level: Int) -> Int32 { sourceToTarget[Int(heads[level])] }
        let top = longest &- 1
        if top == 0 || tail(top &- 1) > value { return top }
        var low = 0, high = top &- 1
        while low < high {
            let mid = (low &+ high) >> 1
            if tail(mid) > value { low = mid &+ 1 } else { high = mid }
        }
        return low
    }
}
