/// The keyed list's aligned pass (`StringKeyMatcher.matchAligned`) writes each hashed key's record through a
/// cursor: one array of pointers, four per partition — the target slice's next free record and its end, then the
/// source slice's next free record and its end — so that the pass's loop holds two values for both sides' slices
/// (this array and the partition bits) instead of seven (each side's records, ends and slice capacity, and the
/// bits). Fewer values live across a loop whose values outnumber the registers (see "The source key reloaded in
/// the window" in the FlatListChangesets article for the counts).
extension StringKeyMatcher {
    /// A record of one side's partition slice.
    typealias RecordCursor = UnsafeMutablePointer<KeyRecord>

    /// Which side's cursors a scatter uses: the offset of its pair in a partition's four.
    static let targetSide = 0, sourceSide = 2

    /// The cursors of `partitions` slices of `targetCapacity` and `sourceCapacity` records, all empty, at the
    /// starts of `targetRecords` and `sourceRecords` (which must hold `partitions` slices each). The caller
    /// deallocates them.
    static func recordCursors(partitions: Int, targetRecords: RecordCursor, targetCapacity: Int,
                              sourceRecords: RecordCursor, sourceCapacity: Int) -> UnsafeMutablePointer<RecordCursor>
    {
        let cursors = UnsafeMutablePointer<RecordCursor>.allocate(capacity: partitions * 4)
        for p in 0..<partitions {
            (cursors + 4 * p).initialize(to: targetRecords + p * targetCapacity)
            (cursors + 4 * p + 1).initialize(to: targetRecords + (p + 1) * targetCapacity)
            (cursors + 4 * p + 2).initialize(to: sourceRecords + p * sourceCapacity)
            (cursors + 4 * p + 3).initialize(to: sourceRecords + (p + 1) * sourceCapacity)
        }
        return cursors
    }

    /// Writes `hash` and `position` at the cursor of the hash's partition on `side` (``targetSide`` or
    /// ``sourceSide``) and advances it; false if that slice is full.
    @inline(__always)
    static func scatter(_ hash: UInt64, _ position: Int, side: Int, _ cursors: UnsafeMutablePointer<RecordCursor>,
                        _ bits: Int) -> Bool
    {
        let at = cursors + (partition(hash, bits: bits) &<< 2 | side)
        let record = at[0]
        if record == at[1] { return false }
        at[0] = record + 1
        record.pointee = KeyRecord(hash: hash, position: Int32(truncatingIfNeeded: position))
        return true
    }

    /// Writes each slice's end on `side` into `ends`, as an index into its side's records starting at `records`
    /// (the form the join and the verification walk read).
    static func writeSliceEnds(_ cursors: UnsafeMutablePointer<RecordCursor>, side: Int, records: RecordCursor,
                               into ends: UnsafeMutableBufferPointer<Int>)
    {
        for p in ends.indices { ends[p] = cursors[4 &* p &+ side] - records }
    }
}
