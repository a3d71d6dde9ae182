import Dispatch

/// The 64-bit identifier hash the optimized diffs use (`StringKeyMatcher.hash(_:seed:)`: UTF-8 bytes sixteen
/// at a time through 128-bit multiplies, after wyhash, per-process random seed), visible to the harness only
/// (`@_spi(Harness)`, not the module's API) so that its *floor* probe — hash every identifier once, nothing
/// else — measures exactly the hashing any hash-based diff must do, with the same function and the same
/// in-module loop the diffs run (`sum(_:)`), so the probe is never slower per key than the diffs' own hashing.
@_spi(Harness)
public enum IdentifierHash {
    /// The hash of `identifier`'s UTF-8 bytes (stable within a process).
    @_spi(Harness) @inlinable
    public static func hash(_ identifier: String) -> UInt64 { hashNonInlined(identifier) }

    @usableFromInline
    static func hashNonInlined(_ identifier: String) -> UInt64 { StringKeyMatcher.hash(identifier, seed: StringKeyMatcher.seed) }

    /// The wrapping sum of the hashes of every identifier (one pass, hashed in place).
    @_spi(Harness)
    public static func sum(_ identifiers: [String]) -> UInt64 {
        let seed = StringKeyMatcher.seed
        var total: UInt64 = 0
        for identifier in identifiers { total &+= StringKeyMatcher.hash(identifier, seed: seed) }
        return total
    }

    /// ``sum(_:)`` of `first` plus ``sum(_:)`` of `second`, the second summed on another thread meanwhile
    /// (`DispatchQueue.concurrentPerform`, as the keyed list's two-thread pass): the floor of a diff on two threads.
    @_spi(Harness)
    public static func sumOnTwoThreads(_ first: [String], _ second: [String]) -> UInt64 {
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 16) { sums in
            let sums = SendablePointer(sums.baseAddress.unsafelyUnwrapped)
            DispatchQueue.concurrentPerform(iterations: 2) { half in
                if half == 0 { sums.pointer[0] = sum(first) } else { sums.pointer[8] = sum(second) }
            }
            return sums.pointer[0] &+ sums.pointer[8]
        }
    }

    /// The wrapping sum of the hashes of every non-nil identifier (one pass, hashed in place).
    @_spi(Harness)
    public static func sum(_ identifiers: [String?]) -> UInt64 {
        let seed = StringKeyMatcher.seed
        var total: UInt64 = 0
        for case let identifier? in identifiers { total &+= StringKeyMatcher.hash(identifier, seed: seed) }
        return total
    }
}

extension StringKeyMatcher {
    /// 64-bit hash of the key's UTF-8 bytes, after wyhash (Wang Yi, final version 4, public domain): one
    /// 64 × 64 → 128-bit multiply folded high ^ low (``mum(_:_:)``) per 16 bytes, the last 16 overlapping the
    /// previous ones (keys of 16 bytes or fewer are read as 8 + 8, 4 + 4 or 1 + 1 + 1 overlapping bytes), then
    /// two multiplies with the length. Both multiplicands carry the per-process `seed`, so no key's bytes can
    /// be chosen to zero one (wyhash's fixed secrets allow that). Equal bytes give equal hashes; nothing else
    /// is promised, and answers never depend on it.
    @inline(__always)
    static func hash(_ key: String, seed: UInt64) -> UInt64 {
        if let h = key.utf8.withContiguousStorageIfAvailable({ words(UnsafeRawBufferPointer($0), seed: seed) }) {
            return h
        }
        var copy = key  // bridged or foreign storage: make it native and contiguous
        return copy.withUTF8 { words(UnsafeRawBufferPointer($0), seed: seed) }
    }

    /// state ← mum(w₀ ⊕ secret, w₁ ⊕ state) per 16 bytes; (hi, lo) = (a ⊕ secret)·(b ⊕ state) over the last 16;
    /// hash = mum(lo ⊕ c ⊕ n, hi ⊕ secret), secret = seed ⊕ k (wyhash's final step, Wang Yi).
    @inline(__always)
    static func words(_ raw: UnsafeRawBufferPointer, seed: UInt64) -> UInt64 {
        let count = raw.count
        let secret = seed ^ 0xe703_7ed1_a0b4_28db
        var state = seed
        let a: UInt64, b: UInt64
        if let base = raw.baseAddress, count > 0 {  // one nil check, then unchecked loads in range
            if count > 16 {
                var i = 0
                while i &+ 16 < count {
                    state = mum(base.loadUnaligned(fromByteOffset: i, as: UInt64.self) ^ secret,
                                base.loadUnaligned(fromByteOffset: i &+ 8, as: UInt64.self) ^ state)
                    i &+= 16
                }
                a = base.loadUnaligned(fromByteOffset: count &- 16, as: UInt64.self)
                b = base.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
            } else if count >= 8 {
                a = base.loadUnaligned(fromByteOffset: 0, as: UInt64.self)
                b = base.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
            } else if count >= 4 {
                a = UInt64(base.loadUnaligned(fromByteOffset: 0, as: UInt32.self))
                b = UInt64(base.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self))
            } else {
                a = UInt64(base.load(fromByteOffset: 0, as: UInt8.self))
                    | UInt64(base.load(fromByteOffset: count >> 1, as: UInt8.self)) << 8
                    | UInt64(base.load(fromByteOffset: count &- 1, as: UInt8.self)) << 16
                b = 0
            }
        } else {
            a = 0
            b = 0
        }
        let (high, low) = (a ^ secret).multipliedFullWidth(by: b ^ state)
        return mum(low ^ 0xa076_1d64_78bd_642f ^ UInt64(truncatingIfNeeded: count), high ^ secret)
    }

    /// wyhash's "mum": the 128-bit product of `a` and `b`, its high half xor its low half.
    @inline(__always)
    static func mum(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let (high, low) = a.multipliedFullWidth(by: b)
        return high ^ low
    }
}
