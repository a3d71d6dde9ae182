/// The partitions of the keyed-list and tree matchers' hash joins (``StringKeyMatcher``'s full join and its
/// join of the keys off the lists' shared order): how many there are, each side's slice of key records in
/// them, and the write of one record into its slice.
extension StringKeyMatcher {
    /// How many top bits of the hash pick a key's partition, for `keys` keys in all (both sides): the fewest
    /// that leave at most 16,384 keys to a partition, at most 2^8 (see ``StringKeyMatcher``'s description).
    static func partitionBits(keys: Int) -> Int {
        var bits = 0
        while bits < 8, keys >> bits > 16384 { bits += 1 }
        return bits
    }

    /// A partition's slice for one side of `count` keys: its expected share plus six standard deviations (a
    /// binomial count: about √expected) plus 32; all of them with one partition.
    static func sliceCapacity(_ count: Int, bits: Int) -> Int {
        let expected = count >> bits
        return bits == 0 ? count : expected + 6 * Int(Double(expected).squareRoot()) + 32
    }

    /// Writes `hash` and `position` at the end of the hash's partition slice (slice p is
    /// `[p · capacity, ends[p])`); false if the slice is full.
    @inline(__always)
    static func scatter(_ hash: UInt64, _ position: Int, _ records: UnsafeMutableBufferPointer<KeyRecord>,
                        _ ends: UnsafeMutableBufferPointer<Int>, _ capacity: Int, _ bits: Int) -> Bool
    {
        let p = partition(hash, bits: bits)
        let at = ends[p]
        if at == (p &+ 1) &* capacity { return false }
        ends[p] = at &+ 1
        records[at] = KeyRecord(hash: hash, position: Int32(truncatingIfNeeded: position))
        return true
    }
}
