/// Step 4 of ``StringKeyMatcher/matchAligned(source:target:hashMask:usesTable:)``: the byte-for-byte
/// verification of the partitioned join's matches, with the reads it waits on asked for ahead.
///
/// The source keys off the alignment are walked partition by partition (ascending positions inside each), so
/// each match reads, at places the caches no longer hold at a million keys, the source key's counterpart, both
/// keys' representations and both keys' bytes: four dependent misses a match when read in turn (in the `perf`
/// profile of the 1,000,000-key pair, about half of the matcher's samples outside the aligned pass fell on
/// them). So each record is visited three times ahead of its verification: ``countDistance`` records ahead its
/// counterpart and its source representation are asked for, ``elementDistance`` ahead (both arrived by then)
/// its source bytes and its target representation, ``bytesDistance`` ahead its target bytes. The asking decides
/// nothing: the verification reads and compares as before.
extension StringKeyMatcher {
    static var countDistance: Int { 24 }
    static var elementDistance: Int { 16 }
    static var bytesDistance: Int { 8 }

    /// True iff every joined match (`sourceToTarget` of each source record of the partitions) has the same bytes
    /// on both sides (``sameBytes(_:_:)``).
    static func joinedMatchesHaveSameBytes(
        source: UnsafeBufferPointer<String>, target: UnsafeBufferPointer<String>,
        sourceRecords: UnsafeBufferPointer<KeyRecord>, sourceCapacity: Int, sourceEnds: UnsafeBufferPointer<Int>,
        sourceToTarget: UnsafeBufferPointer<Int32>
    ) -> Bool {
        guard let sourceBase = source.baseAddress, let targetBase = target.baseAddress,
              let counterparts = sourceToTarget.baseAddress, let records = sourceRecords.baseAddress
        else { return true }  // one side empty: nothing joined
        for p in 0..<sourceEnds.count {
            let begin = p &* sourceCapacity, end = sourceEnds[p]
            var at = begin
            while at < end {
                if at &+ countDistance < end {
                    let i = Int(records[at &+ countDistance].position)
                    llvmPrefetch(UnsafeRawPointer(counterparts + i), 0, 3, 1)
                    llvmPrefetch(UnsafeRawPointer(sourceBase + i), 0, 3, 1)
                }
                if at &+ elementDistance < end {
                    let i = Int(records[at &+ elementDistance].position), j = Int(counterparts[i])
                    prefetchStringBytes(at: UnsafeRawPointer(sourceBase + i))
                    if j >= 0 { llvmPrefetch(UnsafeRawPointer(targetBase + j), 0, 3, 1) }
                }
                if at &+ bytesDistance < end {
                    let j = Int(counterparts[Int(records[at &+ bytesDistance].position)])
                    if j >= 0 { prefetchStringBytes(at: UnsafeRawPointer(targetBase + j)) }
                }
                let i = Int(records[at].position), j = Int(counterparts[i])
                if j >= 0, !sameBytes(source[i], target[j]) { return false }
                at &+= 1
            }
        }
        return true
    }
}

/// The partitioned join of the keys off the alignment
/// (``StringKeyMatcher/matchAligned(source:target:hashMask:usesTable:)``, step 3) asks ahead, per key, for its home
/// slot (``joinSlotDistance`` keys ahead: each partition's table is written after the pass's scatter has pushed it
/// out of the caches); per source key, for the target record its home slot names (``joinRecordDistance`` ahead: its
/// full hash settles a tag match), then for that target key's counterpart (``joinCounterpartDistance`` ahead: a
/// random read of an array of the target's size, 4 MB at a million keys). Guesses only: the probes decide as before.
extension StringKeyMatcher {
    static var joinSlotDistance: Int { 32 }
    static var joinRecordDistance: Int { 20 }
    static var joinCounterpartDistance: Int { 10 }
}
