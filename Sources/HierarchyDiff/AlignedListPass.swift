/// Step 1 of ``StringKeyMatcher/matchAlignedInTable(source:target:hashMask:splitMinimum:)``, the keyed list's
/// aligned pass, over one range of the source and one range of the target (unchecked pointers into the
/// caller's arrays, valid for the call only).
///
/// Source key `i` is compared with the target keys from one past the previous aligned match (`next`, first the
/// range's start) up to ``StringKeyMatcher/alignmentWindow`` of them, never past the target range's end; each
/// target key is hashed (into `hashes`, and its counterpart reset to −1) when a window first reaches it, in one
/// read of its bytes with the comparison when both keys are tail-allocated with one count above 16; a source
/// key found in no window gets −1 and a record (hash and position) for the join. Target keys of the range that
/// no window reached are hashed after the loop. Every write lands in the two ranges' own elements and in the
/// records from `recordsAt` on, so passes over disjoint ranges can run at once (``TwoThreadAlignedPass``).
struct AlignedListPass: @unchecked Sendable {
    let sourceRaw: UnsafeRawPointer
    let targetRaw: UnsafeRawPointer
    let sourceKeys: UnsafeBufferPointer<String>
    let targetKeys: UnsafeBufferPointer<String>
    /// Each target key's hash, in target order.
    let hashes: UnsafeMutablePointer<UInt64>
    /// The source keys off the alignment, in source order.
    let records: UnsafeMutablePointer<StringKeyMatcher.KeyRecord>
    let sourceToTarget: UnsafeMutablePointer<Int32>
    let targetToSource: UnsafeMutablePointer<Int32>
    let seed: UInt64

    /// True iff source key `i` and target key `j` are proved equal from their representations: the same 16
    /// bytes, or two tail-allocated strings with the same count and bytes (false for other forms: not proved).
    @inline(__always) func provedEqual(_ i: Int, _ j: Int) -> Bool {
        let x = sourceRaw.load(fromByteOffset: i &* 16, as: (UInt64, UInt64).self)
        let y = targetRaw.load(fromByteOffset: j &* 16, as: (UInt64, UInt64).self)
        return x == y || StringKeyMatcher.tailAllocatedEquality(x, y) == true
    }

    /// The pass over `sources` against `targets`; writes the source keys off the alignment from record
    /// `recordsAt` on and returns how many there are.
    @inline(__always)
    func run(sources: Range<Int>, targets: Range<Int>, recordsAt: Int) -> Int {
        let targetEnd = targets.upperBound, window = StringKeyMatcher.alignmentWindow
        var hashed = targets.lowerBound, next = targets.lowerBound, off = recordsAt
        for i in sources {
            let end = min(targetEnd, next &+ window)
            var found = -1, j = next
            while j < end {
                let x = sourceRaw.load(fromByteOffset: i &* 16, as: (UInt64, UInt64).self)
                let y = targetRaw.load(fromByteOffset: j &* 16, as: (UInt64, UInt64).self)
                if j == hashed {
                    let h: UInt64, same: Bool
                    if y.0 == x.0, let (q, count) = StringKeyMatcher.tailAllocatedUTF8(y), count > 16,
                       let (p, _) = StringKeyMatcher.tailAllocatedUTF8(x)
                    {
                        let fused = StringKeyMatcher.wordsComparing(q, p, count: count, seed: seed)
                        h = fused.hash
                        same = fused.same
                    } else {
                        h = StringKeyMatcher.listKeyHash(y, targetKeys, j, seed)
                        same = x == y || StringKeyMatcher.tailAllocatedEquality(x, y) == true
                    }
                    targetToSource[j] = -1
                    hashes[j] = h
                    hashed &+= 1
                    if same { found = j; break }
                } else if x == y || StringKeyMatcher.tailAllocatedEquality(x, y) == true {
                    found = j
                    break
                }
                j &+= 1
            }
            if found >= 0 {
                sourceToTarget[i] = Int32(truncatingIfNeeded: found)
                targetToSource[found] = Int32(truncatingIfNeeded: i)
                next = found &+ 1
            } else {
                sourceToTarget[i] = -1
                let x = sourceRaw.load(fromByteOffset: i &* 16, as: (UInt64, UInt64).self)
                records[off] = StringKeyMatcher.KeyRecord(hash: StringKeyMatcher.listKeyHash(x, sourceKeys, i, seed),
                                                          position: Int32(truncatingIfNeeded: i))
                off &+= 1
            }
        }
        while hashed < targetEnd {
            let y = targetRaw.load(fromByteOffset: hashed &* 16, as: (UInt64, UInt64).self)
            targetToSource[hashed] = -1
            hashes[hashed] = StringKeyMatcher.listKeyHash(y, targetKeys, hashed, seed)
            hashed &+= 1
        }
        return off &- recordsAt
    }
}
