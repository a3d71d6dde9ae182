/// Pairs the identifiers of two screens along their sibling lists before the hash join, so that each string
/// of a pair is read once: hashed, and compared with its partner while its bytes are in cache.
///
/// The roots are aligned. Then, in source pre-order, for each aligned pair of nodes, the two child lists are
/// walked side by side: two children whose hashes (``StringKeyMatcher/words(_:seed:)`` under the join's seed)
/// are equal and whose bytes are equal are aligned; otherwise a child is skipped on the side whose next
/// child has the other side's hash (one inserted or removed or moved away), else both are. Each identifier
/// met is hashed once and its hash kept (`sourceHashes`, `targetHashes`), so ``StringKeyMatcher`` hashes
/// only the others, and the verification skips the aligned pairs (``TaggedIdentifierColumn``).
///
/// Nothing here decides the answer: the join still matches and checks every identifier of both screens (the
/// kept hashes are the ones it would compute), so duplicates, empty identifiers and the roots' identifiers
/// are found as before; the alignment only spares reads of the strings. A node's first child is the next
/// node if it is its parent (pre-order, ``TaggedOutline``), and both outlines carry next-sibling links.
enum SiblingAlignment {
    /// Aligns `s` and `t` (both with links): writes each source node's aligned target node into `aligned`
    /// (−1 where none; the roots 0) and the hash of every identifier it read into `sourceHashes` and
    /// `targetHashes`, which hold zeros before (0 stays "not computed").
    static func align(source s: TaggedOutline, _ sourceColumn: TaggedIdentifierColumn,
                      target t: TaggedOutline, _ targetColumn: TaggedIdentifierColumn, seed: UInt64,
                      aligned: UnsafeMutableBufferPointer<Int32>, sourceHashes: UnsafeMutableBufferPointer<UInt64>,
                      targetHashes: UnsafeMutableBufferPointer<UInt64>)
    {
        let sourceCount = s.count, targetCount = t.count
        s.parents.withUnsafeBufferPointer { sourceParents in
        s.nextSibling.withUnsafeBufferPointer { sourceNext in
        t.parents.withUnsafeBufferPointer { targetParents in
        t.nextSibling.withUnsafeBufferPointer { targetNext in
            /// The kept hash of position `i` of `column`, computed and kept on first use.
            @inline(__always)
            func hash(_ i: Int32, _ column: TaggedIdentifierColumn, _ kept: UnsafeMutableBufferPointer<UInt64>)
                -> UInt64
            {
                let h = kept[Int(i)]
                if h != 0 { return h }
                let computed = column.withUTF8Bytes(at: Int(i)) { StringKeyMatcher.words($0, seed: seed) }
                kept[Int(i)] = computed
                return computed
            }
            aligned[0] = 0
            for sp in 0..<sourceCount {
                let tp = aligned[sp]
                if tp < 0 { continue }
                var sc: Int32 = sp &+ 1 < sourceCount && sourceParents[sp &+ 1] == Int32(truncatingIfNeeded: sp)
                    ? Int32(truncatingIfNeeded: sp &+ 1) : -1
                var tc: Int32 = Int(tp) &+ 1 < targetCount && targetParents[Int(tp) &+ 1] == tp ? tp &+ 1 : -1
                while sc >= 0, tc >= 0 {
                    let hs = hash(sc, sourceColumn, sourceHashes), ht = hash(tc, targetColumn, targetHashes)
                    let sn = sourceNext[Int(sc)], tn = targetNext[Int(tc)]
                    if hs == ht {
                        if sourceColumn.sameBytes(at: Int(sc), targetColumn, at: Int(tc)) { aligned[Int(sc)] = tc }
                        sc = sn
                        tc = tn
                    } else if sn >= 0, hash(sn, sourceColumn, sourceHashes) == ht {
                        sc = sn  // `sc` is not in the target's list here
                    } else if tn >= 0, hash(tn, targetColumn, targetHashes) == hs {
                        tc = tn  // `tc` is not in the source's list here
                    } else {
                        sc = sn
                        tc = tn
                    }
                }
            }
        }}}}
    }
}
