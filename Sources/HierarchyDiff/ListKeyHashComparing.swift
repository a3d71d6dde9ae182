/// The keyed list's first look at a target key in the aligned pass (`StringKeyMatcher.matchAligned`): its hash
/// and its byte equality with the source key it is compared with, from one read of its bytes
/// (``wordsComparing(_:_:count:seed:)``).
///
/// The aligned pass hashes every target key (all of them go into the join, which finds the target's
/// duplicates) and compares most of them, byte for byte, with the source key along the lists' common order.
/// Both read the same words of the target key; when the two keys are tail-allocated
/// (``StringKeyMatcher/tailAllocatedUTF8(_:)``) with the same first word of their representations (so the
/// same count and flags) and more than 16 bytes, one loop loads each word of the target once, feeds it to the
/// hash and xors it with the source's word. The hash is ``StringKeyMatcher/words(_:seed:)``'s, written out
/// here (the list's own copy: the shared hash in `IdentifierHash.swift` is also the tree diff's and the floor's,
/// and takes one buffer); `ListKeyHashComparingTests` checks both against ``StringKeyMatcher/hash(_:seed:)``
/// and byte equality. Every other pair is hashed by ``StringKeyMatcher/listKeyHash(_:_:_:_:)`` and compared
/// as the window compares. The pass runs the test and the two calls in its loop itself: a function holding
/// them was emitted out of line despite `@inline(__always)`, and its call cost more than the fused loop saved.
extension StringKeyMatcher {
    /// ``StringKeyMatcher/words(_:seed:)`` of the `count` (> 16) bytes at `q`, and whether the `count` bytes
    /// at `p` are the same: each of `q`'s words is loaded once for both.
    @inline(__always)
    static func wordsComparing(_ q: UnsafeRawPointer, _ p: UnsafeRawPointer, count: Int, seed: UInt64)
        -> (hash: UInt64, same: Bool)
    {
        let secret = seed ^ 0xe703_7ed1_a0b4_28db
        var state = seed, difference: UInt64 = 0
        var i = 0
        while i &+ 16 < count {
            let w0 = q.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            let w1 = q.loadUnaligned(fromByteOffset: i &+ 8, as: UInt64.self)
            difference |= (w0 ^ p.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                | (w1 ^ p.loadUnaligned(fromByteOffset: i &+ 8, as: UInt64.self))
            state = mum(w0 ^ secret, w1 ^ state)
            i &+= 16
        }
        let a = q.loadUnaligned(fromByteOffset: count &- 16, as: UInt64.self)
        let b = q.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
        difference |= (a ^ p.loadUnaligned(fromByteOffset: count &- 16, as: UInt64.self))
            | (b ^ p.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self))
        let (high, low) = (a ^ secret).multipliedFullWidth(by: b ^ state)
        return (mum(low ^ 0xa076_1d64_78bd_642f ^ UInt64(truncatingIfNeeded: count), high ^ secret), difference == 0)
    }
}
