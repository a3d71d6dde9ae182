/// Byte equality of identifiers, the identity rule (``IdentifierKey``) the matcher decides every match by.
extension StringKeyMatcher {
    /// True iff `a` and `b` have the same UTF-8 bytes (the identity rule, ``IdentifierKey``): one
    /// representation first — the same 16 bytes of `String` are the same inline bytes, or the same storage
    /// object and count, so the same bytes, proved without reading them — else lengths, then eight bytes at a
    /// time.
    @inline(__always)
    static func sameBytes(_ a: String, _ b: String) -> Bool {
        if MemoryLayout<String>.size == 16,
           unsafeBitCast(a, to: (UInt64, UInt64).self) == unsafeBitCast(b, to: (UInt64, UInt64).self)
        {
            return true
        }
        let fast = a.utf8.withContiguousStorageIfAvailable { pa in
            b.utf8.withContiguousStorageIfAvailable { pb in
                equal(UnsafeRawBufferPointer(pa), UnsafeRawBufferPointer(pb))
            }
        }
        if let fast, let fast { return fast }
        return a.utf8.elementsEqual(b.utf8)
    }

    /// Equal lengths, then words: eight bytes at a time with the last word overlapping the previous one
    /// (4 + 4 overlapping bytes under 8, single bytes under 4).
    @inline(__always)
    static func equal(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
        let count = a.count
        guard count == b.count else { return false }
        guard count > 0, let a = a.baseAddress, let b = b.baseAddress else { return true }
        if count >= 8 {
            var i = 0
            while i &+ 8 < count {
                if a.loadUnaligned(fromByteOffset: i, as: UInt64.self) != b.loadUnaligned(fromByteOffset: i, as: UInt64.self) {
                    return false
                }
                i &+= 8
            }
            return a.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
                == b.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
        }
        if count >= 4 {
            return a.loadUnaligned(fromByteOffset: 0, as: UInt32.self) == b.loadUnaligned(fromByteOffset: 0, as: UInt32.self)
                && a.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
                == b.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
        }
        var i = 0
        while i < count {
            if a.load(fromByteOffset: i, as: UInt8.self) != b.load(fromByteOffset: i, as: UInt8.self) { return false }
            i &+= 1
        }
        return true
    }
}
