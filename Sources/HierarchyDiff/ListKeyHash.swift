/// The keyed list's hashing of one key from its 16-byte `String` representation, already loaded by the aligned
/// pass (`StringKeyMatcher.matchAligned`): the same value as ``StringKeyMatcher/hash(_:seed:)`` for every key,
/// with no call and no spill for the two forms identifiers take.
///
/// - Tail-allocated strings (``StringKeyMatcher/tailAllocatedUTF8(_:)``): ``StringKeyMatcher/words(_:seed:)``
///   at the address in the representation.
/// - Small strings (up to 15 UTF-8 bytes, held in the representation itself): the words that
///   ``StringKeyMatcher/words(_:seed:)`` would load from the bytes are cut out of the two registers
///   (`smallHash`). Through the standard library the representation is stored to the stack and read back at
///   an offset straddling the two stores, which the CPU cannot forward.
/// - Any other form (shared, bridged, foreign storage; another layout): ``StringKeyMatcher/hash(_:seed:)``,
///   out of line.
///
/// The value must equal ``StringKeyMatcher/hash(_:seed:)`` for every form: one key can be small in one list and
/// tail-allocated in the other (a native string of 15 bytes or fewer made with spare capacity), and both must
/// land in the same partition and slot. The floor subject still hashes through ``StringKeyMatcher/hash(_:seed:)``.
extension StringKeyMatcher {
    /// ``StringKeyMatcher/hash(_:seed:)`` of `keys[index]`, whose representation is `bits`.
    @inline(__always)
    static func listKeyHash(_ bits: (UInt64, UInt64), _ keys: UnsafeBufferPointer<String>, _ index: Int,
                            _ seed: UInt64) -> UInt64
    {
        // The array keeps the string, so its storage, alive.
        if let (start, count) = tailAllocatedUTF8(bits) {
            return words(UnsafeRawBufferPointer(start: start, count: count), seed: seed)
        }
        if let h = smallHash(bits, seed: seed) { return h }
        return hashOutOfLine(keys, index, seed)
    }

    /// ``StringKeyMatcher/hash(_:seed:)`` of `keys[index]`, kept out of the aligned pass's loop.
    @inline(never)
    static func hashOutOfLine(_ keys: UnsafeBufferPointer<String>, _ index: Int, _ seed: UInt64) -> UInt64 {
        hash(keys[index], seed: seed)
    }

    /// ``StringKeyMatcher/words(_:seed:)`` of a small string's bytes, cut out of its representation `bits`; nil
    /// for every other form and where the layout is not known. The layout is Swift's 64-bit `_StringObject`
    /// (stdlib/public/core/StringObject.swift, little-endian): object bit 61 is "small", bits 59…56 the count,
    /// bytes 0…7 in the first word and 8…14 in the low seven bytes of the second.
    @inline(__always)
    static func smallHash(_ bits: (UInt64, UInt64), seed: UInt64) -> UInt64? {
        #if (arch(x86_64) || arch(arm64)) && !os(Android) && _endian(little)
        guard bits.1 & 0x2000_0000_0000_0000 != 0 else { return nil }
        let count = Int(truncatingIfNeeded: (bits.1 &>> 56) & 0xF)
        let low = bits.0
        let a: UInt64, b: UInt64
        if count >= 8 {
            // Bytes count − 8 ..< count: the first word shifted down, the second's low bytes shifted up.
            let shift = UInt64(truncatingIfNeeded: (count &- 8) &* 8)
            a = low
            b = shift == 0 ? low : (low &>> shift) | (bits.1 &<< (64 &- shift))
        } else if count >= 4 {
            a = low & 0xFFFF_FFFF
            b = (low &>> UInt64(truncatingIfNeeded: (count &- 4) &* 8)) & 0xFFFF_FFFF
        } else if count > 0 {
            @inline(__always) func byte(_ k: Int) -> UInt64 { (low &>> UInt64(truncatingIfNeeded: k &* 8)) & 0xFF }
            a = byte(0) | byte(count >> 1) << 8 | byte(count &- 1) << 16
            b = 0
        } else {
            a = 0
            b = 0
        }
        let secret = seed ^ 0xe703_7ed1_a0b4_28db
        let (high, product) = (a ^ secret).multipliedFullWidth(by: b ^ seed)
        return mum(product ^ 0xa076_1d64_78bd_642f ^ UInt64(truncatingIfNeeded: count), high ^ secret)
        #else
        return nil
        #endif
    }
}
