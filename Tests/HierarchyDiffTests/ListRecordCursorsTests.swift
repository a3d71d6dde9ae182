@testable import HierarchyDiff
import Testing

/// The aligned pass's record cursors (`ListRecordCursors.swift`): each side's key lands at the end of its hash's
/// partition slice, in order, a full slice refuses the key, and the slice ends come back as indices for the join.
@Suite struct ListRecordCursorsTests {
    typealias Record = StringKeyMatcher.KeyRecord

    /// A hash whose top `bits` bits pick partition `p` of `1 << bits`, with `low` below them.
    static func hash(partition p: Int, bits: Int, low: UInt64) -> UInt64 {
        UInt64(p) << (64 - UInt64(bits)) | low
    }

    @Test func keysFillTheirPartitionsSlicesInOrderAndAFullSliceRefuses() {
        let bits = 2, partitions = 4, targetCapacity = 3, sourceCapacity = 2
        let target = UnsafeMutablePointer<Record>.allocate(capacity: partitions * targetCapacity)
        let source = UnsafeMutablePointer<Record>.allocate(capacity: partitions * sourceCapacity)
        defer { target.deallocate(); source.deallocate() }
        let cursors = StringKeyMatcher.recordCursors(partitions: partitions, targetRecords: target,
                                                     targetCapacity: targetCapacity, sourceRecords: source,
                                                     sourceCapacity: sourceCapacity)
        defer { cursors.deallocate() }
        #expect(StringKeyMatcher.partition(Self.hash(partition: 3, bits: bits, low: 5), bits: bits) == 3)
        // Target: three keys into partition 2 (its capacity), a fourth refused; one into partition 0.
        for position in 0..<3 {
            #expect(StringKeyMatcher.scatter(Self.hash(partition: 2, bits: bits, low: UInt64(position)), position,
                                             side: StringKeyMatcher.targetSide, cursors, bits))
        }
        #expect(!StringKeyMatcher.scatter(Self.hash(partition: 2, bits: bits, low: 9), 9,
                                          side: StringKeyMatcher.targetSide, cursors, bits))
        #expect(StringKeyMatcher.scatter(Self.hash(partition: 0, bits: bits, low: 7), 4,
                                         side: StringKeyMatcher.targetSide, cursors, bits))
        // Source: two keys into partition 2 (its capacity: the target's records there do not count), then full.
        for position in [11, 12] {
            #expect(StringKeyMatcher.scatter(Self.hash(partition: 2, bits: bits, low: 1), position,
                                             side: StringKeyMatcher.sourceSide, cursors, bits))
        }
        #expect(!StringKeyMatcher.scatter(Self.hash(partition: 2, bits: bits, low: 1), 13,
                                          side: StringKeyMatcher.sourceSide, cursors, bits))
        #expect(StringKeyMatcher.scatter(Self.hash(partition: 3, bits: bits, low: 2), 14,
                                         side: StringKeyMatcher.sourceSide, cursors, bits))

        var targetEnds = [Int](repeating: -1, count: partitions), sourceEnds = targetEnds
        targetEnds.withUnsafeMutableBufferPointer {
            StringKeyMatcher.writeSliceEnds(cursors, side: StringKeyMatcher.targetSide, records: target, into: $0)
        }
        sourceEnds.withUnsafeMutableBufferPointer {
            StringKeyMatcher.writeSliceEnds(cursors, side: StringKeyMatcher.sourceSide, records: source, into: $0)
        }
        #expect(targetEnds == [1, 3, 9, 9])  // slice p starts at p · 3
        #expect(sourceEnds == [0, 2, 6, 7])  // slice p starts at p · 2
        #expect((0..<3).map { target[6 + $0].position } == [0, 1, 2])
        #expect(target[0].position == 4 && target[0].hash == Self.hash(partition: 0, bits: bits, low: 7))
        #expect(source[4].position == 11 && source[5].position == 12 && source[6].position == 14)
    }

    /// One partition (no partition bits, as for a narrowed hash): every key goes into the one slice.
    @Test func withoutPartitionBitsEveryKeyGoesIntoTheOneSlice() {
        let records = UnsafeMutablePointer<Record>.allocate(capacity: 3)
        defer { records.deallocate() }
        let cursors = StringKeyMatcher.recordCursors(partitions: 1, targetRecords: records, targetCapacity: 3,
                                                     sourceRecords: records, sourceCapacity: 0)
        defer { cursors.deallocate() }
        for (position, hash) in [UInt64.max, 0, 1 << 62].enumerated() {
            #expect(StringKeyMatcher.scatter(hash, position, side: StringKeyMatcher.targetSide, cursors, 0))
        }
        #expect(!StringKeyMatcher.scatter(5, 3, side: StringKeyMatcher.targetSide, cursors, 0))
        #expect(!StringKeyMatcher.scatter(5, 3, side: StringKeyMatcher.sourceSide, cursors, 0))
        #expect((0..<3).map { records[$0].hash } == [UInt64.max, 0, 1 << 62])
    }

    /// A narrowed hash (tests): the pass hashes in full into one partition and narrows its records after it, each
    /// side's from its first record up to its cursor, nothing beyond.
    @Test func narrowingMasksTheWrittenRecordsOnly() {
        let records = UnsafeMutablePointer<Record>.allocate(capacity: 3)
        defer { records.deallocate() }
        for k in 0..<3 { (records + k).initialize(to: Record(hash: 0xFFFF_0000_0000_FF00 | UInt64(k), position: 0)) }
        StringKeyMatcher.narrow(records, upTo: records + 2, 0xFF)
        #expect((0..<3).map { records[$0].hash } == [0, 1, 0xFFFF_0000_0000_FF02])
    }
}
