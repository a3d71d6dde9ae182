/// The slots of the keyed-list joins' open-addressing table (``StringKeyMatcher``'s full join and its join of
/// the keys off the lists' shared order), one 64-bit word each:
/// tag (22 bits of the hash) | claimed (bit 41: a source key took this target key) | stamp (9 bits: the
/// partition's number + 1) | side (bit 31: 1 = source) | entry + 1 (31 bits: the key's record in its side's
/// partitioned records).
///
/// A slot is empty for partition p unless it carries p's stamp, so one table, cleared once (zeros: empty for
/// every partition), serves every partition in turn. Probing is linear; keys count as equal when their full
/// 64-bit hashes are (the callers verify matches byte for byte afterwards).
enum JoinSlot {
    static let tagMask: UInt64 = 0xFFFF_FC00_0000_0000
    static let claimedBit: UInt64 = 1 << 41
    static let stampMask: UInt64 = 0x1FF << 32
    static let sourceBit: UInt64 = 1 << 31
    static let entryMask: UInt64 = (1 << 31) - 1

    /// Partition `p`'s stamp.
    @inline(__always)
    static func stamp(partition p: Int) -> UInt64 { UInt64(truncatingIfNeeded: p &+ 1) << 32 }

    /// The tag and stamp a key of hash `h` carries in the slots of the partition stamped `stamp`.
    @inline(__always)
    static func tag(_ h: UInt64, stamp: UInt64) -> UInt64 { h << 16 & tagMask | stamp }

    /// The record a slot's word names.
    @inline(__always)
    static func entry(_ stored: UInt64) -> Int { Int(truncatingIfNeeded: stored & entryMask) &- 1 }

    /// The table's size for `entries` keys: the smallest power of two from 16 up holding them at load ≤ 0.5.
    @inline(__always)
    static func tableSize(entries: Int) -> Int {
        var size = 16
        while size < entries &* 2 { size <<= 1 }
        return size
    }

    /// True if `stored` is empty for the partition stamped `stamp`.
    @inline(__always)
    static func isEmpty(_ stored: UInt64, stamp: UInt64) -> Bool { stored & stampMask != stamp }

    /// Probes linearly from `h`'s home slot to the first slot that is empty for this partition or holds a
    /// key with `h`'s tag whose full hash equals `h` (`sameHash`, given the slot's word, reads it from the
    /// key's record); returns that slot and its word.
    @inline(__always)
    static func probe(_ h: UInt64, tag: UInt64, stamp: UInt64, in table: UnsafeMutableBufferPointer<UInt64>,
                      mask: Int, sameHash: (UInt64) -> Bool) -> (slot: Int, stored: UInt64)
    {
        var slot = Int(truncatingIfNeeded: h) & mask
        while true {
            let stored = table[slot]
            if isEmpty(stored, stamp: stamp) { return (slot, stored) }
            if stored & (tagMask | stampMask) == tag, sameHash(stored) { return (slot, stored) }
            slot = (slot &+ 1) & mask
        }
    }

    /// Probes for the target key `records[at]` of the partition stamped `stamp`, while the table holds only
    /// target keys: nil when it equals none (it is then inserted), else the word of the earlier target key it
    /// equals by hash.
    @inline(__always)
    static func findOrInsertTarget(_ at: Int, of records: UnsafeBufferPointer<StringKeyMatcher.KeyRecord>,
                                   stamp: UInt64, in table: UnsafeMutableBufferPointer<UInt64>, mask: Int) -> UInt64?
    {
        let h = records[at].hash, tag = Self.tag(h, stamp: stamp)
        let (slot, stored) = probe(h, tag: tag, stamp: stamp, in: table, mask: mask) { records[entry($0)].hash == h }
        guard isEmpty(stored, stamp: stamp) else { return stored }
        table[slot] = tag | UInt64(truncatingIfNeeded: at &+ 1)
        return nil
    }

    /// Probes for the source key `records[at]` of the partition stamped `stamp`: nil when it equals no key in
    /// the table (it is then inserted as a source key, so a later repeat finds it), else the slot and word of
    /// the key it equals by hash, a target key (side bit clear) or an earlier source key.
    @inline(__always)
    static func findOrInsertSource(_ at: Int, of records: UnsafeBufferPointer<StringKeyMatcher.KeyRecord>,
                                   among targetRecords: UnsafeBufferPointer<StringKeyMatcher.KeyRecord>,
                                   stamp: UInt64, in table: UnsafeMutableBufferPointer<UInt64>, mask: Int)
        -> (slot: Int, stored: UInt64)?
    {
        let h = records[at].hash, tag = Self.tag(h, stamp: stamp)
        let (slot, stored) = probe(h, tag: tag, stamp: stamp, in: table, mask: mask) {
            let entry = Self.entry($0)
            return $0 & sourceBit == 0 ? targetRecords[entry].hash == h : records[entry].hash == h
        }
        guard isEmpty(stored, stamp: stamp) else { return (slot, stored) }
        table[slot] = tag | sourceBit | UInt64(truncatingIfNeeded: at &+ 1)
        return nil
    }
}
