/// The 64-bit identifier hash the optimized diffs use (`StringKeyMatcher.hash(_:seed:)`: UTF-8 bytes eight at
/// a time, per-process random seed, MurmurHash3 finish), visible to the package so that the harness's *floor*
/// probe — hash every identifier once, nothing else — measures exactly the hashing any hash-based diff must do,
/// with the same function and the same in-module loop the diffs run (`sum(_:)`), so the probe is never slower
/// per key than the diffs' own hashing.
package enum IdentifierHash {
    /// The hash of `identifier`'s UTF-8 bytes (stable within a process).
    @inlinable
    package static func hash(_ identifier: String) -> UInt64 { hashNonInlined(identifier) }

    @usableFromInline
    static func hashNonInlined(_ identifier: String) -> UInt64 { StringKeyMatcher.hash(identifier, seed: StringKeyMatcher.seed) }

    /// The wrapping sum of the hashes of every identifier (one pass, hashed in place).
    package static func sum(_ identifiers: [String]) -> UInt64 {
        let seed = StringKeyMatcher.seed
        var total: UInt64 = 0
        for identifier in identifiers { total &+= StringKeyMatcher.hash(identifier, seed: seed) }
        return total
    }

    /// The wrapping sum of the hashes of every non-nil identifier (one pass, hashed in place).
    package static func sum(_ identifiers: [String?]) -> UInt64 {
        let seed = StringKeyMatcher.seed
        var total: UInt64 = 0
        for case let identifier? in identifiers { total &+= StringKeyMatcher.hash(identifier, seed: seed) }
        return total
    }
}

extension StringKeyMatcher {
    /// 64-bit hash of the key's UTF-8 bytes: multiply–xorshift per 8-byte word (started from `seed` and the
    /// length; the last word overlaps the previous one, keys under 8 bytes are read as 4 + 4 or 1 + 1 + 1
    /// overlapping bytes), finished with MurmurHash3's `fmix64` (Appleby). Equal bytes give equal hashes;
    /// nothing else is promised, and answers never depend on it.
    @inline(__always)
    static func hash(_ key: String, seed: UInt64) -> UInt64 {
        if let h = key.utf8.withContiguousStorageIfAvailable({ words(UnsafeRawBufferPointer($0), seed: seed) }) {
            return h
        }
        var copy = key  // bridged or foreign storage: make it native and contiguous
        return copy.withUTF8 { words(UnsafeRawBufferPointer($0), seed: seed) }
    }

    @inline(__always)
    static func words(_ raw: UnsafeRawBufferPointer, seed: UInt64) -> UInt64 {
        let count = raw.count
        var h = seed ^ (UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15)
        let tail: UInt64
        if let base = raw.baseAddress, count > 0 {  // one nil check, then unchecked loads in range
            if count >= 8 {
                var i = 0
                while i &+ 8 < count {
                    h = (h ^ base.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0xff51_afd7_ed55_8ccd
                    h ^= h >> 32
                    i &+= 8
                }
                tail = base.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
            } else if count >= 4 {
                tail = UInt64(base.loadUnaligned(fromByteOffset: 0, as: UInt32.self))
                    | UInt64(base.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)) << 32
            } else {
                tail = UInt64(base.load(fromByteOffset: 0, as: UInt8.self))
                    | UInt64(base.load(fromByteOffset: count >> 1, as: UInt8.self)) << 8
                    | UInt64(base.load(fromByteOffset: count &- 1, as: UInt8.self)) << 16
            }
        } else {
            tail = 0
        }
        h = (h ^ tail) &* 0xc4ce_b9fe_1a85_ec53
        h ^= h >> 33
        h &*= 0xff51_afd7_ed55_8ccd
        h ^= h >> 33
        h &*= 0xc4ce_b9fe_1a85_ec53
        h ^= h >> 33
        return h
    }
}
