/// Byte equality of identifiers, the identity rule (``IdentifierKey``) the matcher decides every match by.
extension StringKeyMatcher {
    /// True iff `a` and `b` have the same UTF-8 bytes (the identity rule, ``IdentifierKey``): one
    /// representation first — the same 16 bytes of `String` are the same inline bytes, or the same storage
    /// object and count, so the same bytes, proved without reading them — then, when both are stored in
    /// contiguous native or literal storage (``tailAllocatedUTF8(_:)``, the usual case for identifiers longer
    /// than 15 bytes), their counts and bytes read straight from the addresses in their representations;
    /// any other form through `withContiguousStorageIfAvailable`.
    @inline(__always)
    static func sameBytes(_ a: String, _ b: String) -> Bool {
        guard MemoryLayout<String>.size == 16 else { return sameBytesThroughViews(a, b) }
        let x = unsafeBitCast(a, to: (UInt64, UInt64).self), y = unsafeBitCast(b, to: (UInt64, UInt64).self)
        if x == y { return true }
        // Both strings are alive for the call (borrowed arguments), so their storage is too.
        return tailAllocatedEquality(x, y) ?? sameBytesThroughViews(a, b)
    }

    /// For two `String` representations: whether their bytes are equal when both are tail-allocated
    /// (``tailAllocatedUTF8(_:)``: their counts, then ``equalBytes(_:_:count:)`` at their addresses), nil when
    /// either is another form. The caller keeps both strings, so their storage, alive.
    @inline(__always)
    static func tailAllocatedEquality(_ x: (UInt64, UInt64), _ y: (UInt64, UInt64)) -> Bool? {
        guard let (p, count) = tailAllocatedUTF8(x), let (q, otherCount) = tailAllocatedUTF8(y) else { return nil }
        return count == otherCount && equalBytes(p, q, count: count)
    }

    /// ``sameBytes(_:_:)`` through the public views: small strings (spilled to the stack), shared, bridged and
    /// foreign storage.
    @inline(never)
    static func sameBytesThroughViews(_ a: String, _ b: String) -> Bool {
        let fast = a.utf8.withContiguousStorageIfAvailable { pa in
            b.utf8.withContiguousStorageIfAvailable { pb in
                equal(UnsafeRawBufferPointer(pa), UnsafeRawBufferPointer(pb))
            }
        }
        if let fast, let fast { return fast }
        return a.utf8.elementsEqual(b.utf8)
    }

    /// The UTF-8 bytes of a large string whose bytes follow its storage header (a native string, or a
    /// literal, the forms Swift calls tail-allocated), read from its 16-byte representation `bits`
    /// (count and flags, object): nil for every other form — small (inline), shared, bridged or foreign — and
    /// on platforms whose layout differs. The layout is Swift's 64-bit `_StringObject` (swiftlang/swift,
    /// stdlib/public/core/StringObject.swift): object bits 62…60 are "bridged", "small" and "foreign", flag
    /// bit 60 of the first word is "tail-allocated", its low 48 bits the UTF-8 count, and the bytes start
    /// `nativeBias` (32) bytes after the address in the object's low 60 bits.
    @inline(__always)
    static func tailAllocatedUTF8(_ bits: (UInt64, UInt64)) -> (UnsafeRawPointer, Int)? {
        #if (arch(x86_64) || arch(arm64)) && !os(Android)
        guard bits.1 & 0x7000_0000_0000_0000 == 0, bits.0 & 0x1000_0000_0000_0000 != 0,
              let start = UnsafeRawPointer(bitPattern: UInt(truncatingIfNeeded: bits.1 & 0x0FFF_FFFF_FFFF_FFFF) &+ 32)
        else { return nil }
        return (start, Int(truncatingIfNeeded: bits.0 & 0x0000_FFFF_FFFF_FFFF))
        #else
        return nil
        #endif
    }

    /// Equal lengths, then ``equalBytes(_:_:count:)``.
    @inline(__always)
    static func equal(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
        let count = a.count
        guard count == b.count else { return false }
        guard count > 0, let a = a.baseAddress, let b = b.baseAddress else { return true }
        return equalBytes(a, b, count: count)
    }

    /// `count` bytes at `a` and `b` equal: sixteen at a time as two words whose differences are or-ed into
    /// one test, the last sixteen overlapping the previous ones (8 + 8 overlapping bytes under 16, 4 + 4
    /// under 8, single bytes under 4).
    @inline(__always)
    static func equalBytes(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
        @inline(__always) func word(_ offset: Int) -> UInt64 {
            a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                ^ b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        }
        if count >= 16 {
            var i = 0
            while i &+ 16 < count {
                if word(i) | word(i &+ 8) != 0 { return false }
                i &+= 16
            }
            return word(count &- 16) | word(count &- 8) == 0
        }
        if count >= 8 { return word(0) | word(count &- 8) == 0 }
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
