/// The keyed list's matcher: most keys of two versions of a list keep their order, so a source key is first
/// compared byte for byte with the few target keys just after the previous match (its *alignment*); only the
/// keys off it are hashed and joined.
///
/// Method (``matchAligned(source:target:hashMask:)``), one pass over the source with the target hashed as the
/// windows reach it:
/// 1. every target key is hashed (``hash(_:seed:)``'s value, computed in line by ``listKeyHash(_:_:_:_:)``
///    from the representation the pass loaded) and scattered into its partition's slice, as in
///    ``match(source:sourceRange:target:targetRange:watched:hashMask:findsEmpty:)``, but in step with the
///    source and in target order, each key once: when the window first reaches a target key, it is hashed and
///    compared with the source key, in one read of its bytes when both are tail-allocated with one count above
///    16 (``wordsComparing(_:_:count:seed:)``); the keys no window reached are hashed after the pass;
/// 2. source key `i` is compared with target keys `next ..< next + alignmentWindow` (`next`: one past the
///    previous aligned match): equal representations, or two tail-allocated strings
///    (``tailAllocatedUTF8(_:)``) with the same count and bytes, are the same key, a match proved on the
///    spot — no hash, no join, no verification for it; a key found nowhere in the window (deleted, moved, or
///    of another form) is hashed and scattered into the source's slices, *off the alignment*;
/// 3. per partition, the target keys go into the join table (finding the target's duplicates) and the source
///    keys off the alignment probe it, as in the full join; a probe that finds its target key already
///    matched (aligned, or by an earlier probe) is a duplicate: the later of the two positions, and the
///    earlier one stays the target's counterpart, so three or more equal keys still give the first repeat;
/// 4. the joined matches and the first source duplicate are verified byte for byte (a failure — two keys
///    with one 64-bit hash — recomputes with ``exactMatch(source:sourceRange:target:targetRange:)``).
/// A source key that repeats an aligned one is caught by step 3 (it finds the target key matched); two
/// aligned source keys can only be equal if the target repeats a key too, so any target duplicate returns
/// nil and the caller runs the full join, which reports the source's first duplicate exactly. Answers never
/// depend on the alignment, only the speed does: any pair it proves equal is *the* match of both keys (keys
/// are unique), and every other key goes through the join. Lists in unrelated orders lose at most
/// ``alignmentWindow`` failed comparisons per source key, mostly decided by the first word.
///
/// Lists of up to ``ListTable/maximumKeysPerList`` keys each take the same pass with one table instead of
/// steps 1, 3 and 4 (``matchAlignedInTable(source:target:hashMask:)``, AlignedTableJoin.swift): faster at 1,000,
/// 10,000 and 100,000 keys a list (the FlatListChangesets article's design notes).
extension StringKeyMatcher {
    /// How many target keys from one past the previous aligned match a source key is compared with: enough
    /// for runs of up to three inserted or moved-in target keys.
    static let alignmentWindow = 4

    /// ``Result`` of the keyed list's two key arrays (whole ranges, no watched identifiers, empty keys not
    /// looked for), or nil when the target repeats a key (by hash) or a partition's slice overflows: the
    /// caller then runs ``match(source:sourceRange:target:targetRange:watched:hashMask:findsEmpty:)``.
    /// `hashMask` narrows the hashes (tests force collisions with it): then every key goes into one partition
    /// and the records are narrowed after the pass (``narrow(_:upTo:_:)``), so the pass's loop holds no mask.
    /// `usesTable`: false keeps every list on the partitioned join (tests run both). `splitMinimum`: the fewest
    /// source keys at which the one table's aligned pass runs on two threads (``TwoThreadAlignedPass``; nil: never).
    static func matchAligned(source: [String], target: [String], hashMask: UInt64 = ~0, usesTable: Bool = true,
                             splitMinimum: Int? = nil)
        -> Result?
    {
        guard MemoryLayout<String>.size == 16 else { return nil }
        let sourceCount = source.count, targetCount = target.count
        if usesTable, max(sourceCount, targetCount) <= ListTable.maximumKeysPerList {
            return matchAlignedInTable(source: source, target: target, hashMask: hashMask, splitMinimum: splitMinimum)
        }
        // Constants, not variables, from here on: a variable captured by the closures below was boxed and
        // every read of it went through the runtime's exclusivity check.
        // A narrowed hash (tests) puts every key in one partition, and the pass's records are narrowed after it
        // (`narrow`): the pass's loop holds no mask.
        let bits = hashMask == ~0 ? partitionBits(keys: sourceCount + targetCount) : 0
        let partitions = 1 << bits, seed = Self.seed
        let targetCapacity = sliceCapacity(targetCount, bits: bits), sourceCapacity = sliceCapacity(sourceCount, bits: bits)
        let reusesScratch = sourceCount + targetCount >= DiffScratch.minimumKeys
        var scratch = reusesScratch ? DiffScratch.take() : DiffScratch()
        // Slots past each slice's end are never read (the join walks [p · capacity, ends[p])).
        var targetRecords = DiffScratch.reused(&scratch.targetRecords, count: partitions * targetCapacity)
        var sourceRecords = DiffScratch.reused(&scratch.sourceRecords, count: partitions * sourceCapacity)
        var targetEnds = (0..<partitions).map { $0 * targetCapacity }
        var sourceEnds = (0..<partitions).map { $0 * sourceCapacity }
        // Every element is written by the pass below (−1 for a target key when it is hashed, and for a source
        // key found nowhere in its window) before anything reads it: no separate fill.
        var sourceToTarget = DiffScratch.uninitialized(reusing: &scratch.sourceToTarget, count: sourceCount)
        var targetToSource = DiffScratch.uninitialized(reusing: &scratch.targetToSource, count: targetCount)
        // True if a slice overflowed (returned, not captured: see above).
        let overflowed = source.withUnsafeBufferPointer { sourceKeys in
        target.withUnsafeBufferPointer { targetKeys in
        targetRecords.withUnsafeMutableBufferPointer { targetRecords in
        sourceRecords.withUnsafeMutableBufferPointer { sourceRecords in
        targetEnds.withUnsafeMutableBufferPointer { targetEnds in
        sourceEnds.withUnsafeMutableBufferPointer { sourceEnds in
        sourceToTarget.withUnsafeMutableBufferPointer { sourceToTarget in
        targetToSource.withUnsafeMutableBufferPointer { targetToSource in
            // The buffers by value: captured `inout`, their base addresses were reloaded on every key.
            let targetRecords = targetRecords, sourceRecords = sourceRecords, targetEnds = targetEnds
            let sourceEnds = sourceEnds, sourceToTarget = sourceToTarget, targetToSource = targetToSource
            guard let sourceBase = sourceKeys.baseAddress, let targetBase = targetKeys.baseAddress else {
                // One side empty: nothing aligns; hash whatever there is.
                for j in 0..<targetCount {
                    targetToSource[j] = -1
                    if !scatter(hash(targetKeys[j], seed: seed) & hashMask, j, targetRecords, targetEnds, targetCapacity,
                                bits) { return true }
                }
                for i in 0..<sourceCount {
                    sourceToTarget[i] = -1
                    if !scatter(hash(sourceKeys[i], seed: seed) & hashMask, i, sourceRecords, sourceEnds, sourceCapacity,
                                bits) { return true }
                }
                return false
            }
            let sourceRaw = UnsafeRawPointer(sourceBase), targetRaw = UnsafeRawPointer(targetBase)
            // Both sides have keys, so records (ListRecordCursors.swift: two values in the loop for both sides).
            let targetRecordBase = targetRecords.baseAddress!, sourceRecordBase = sourceRecords.baseAddress!
            let cursors = recordCursors(partitions: partitions, targetRecords: targetRecordBase,
                                        targetCapacity: targetCapacity, sourceRecords: sourceRecordBase,
                                        sourceCapacity: sourceCapacity)
            defer {
                writeSliceEnds(cursors, side: targetSide, records: targetRecordBase, into: targetEnds)
                writeSliceEnds(cursors, side: sourceSide, records: sourceRecordBase, into: sourceEnds)
                cursors.deallocate()
            }
            var hashed = 0, next = 0
            /// Hashes and scatters the target keys from `hashed` up to `limit`; false if a slice overflowed.
            @inline(__always) func hashTarget(upTo limit: Int) -> Bool {
                while hashed < limit {
                    let y = targetRaw.load(fromByteOffset: hashed &* 16, as: (UInt64, UInt64).self)
                    targetToSource[hashed] = -1
                    if !scatter(listKeyHash(y, targetKeys, hashed, seed), hashed, side: targetSide, cursors,
                                bits) { return false }
                    hashed &+= 1
                }
                return true
            }
            for i in 0..<sourceCount {
                let end = min(targetCount, next &+ alignmentWindow)
                var found = -1, j = next
                while j < end {
                    // Loaded here, not once before the window: loaded once, the source key's tests and the values
                    // derived from it (address, count, the hash's last constant) were computed before the window
                    // and stored to the stack for every key, the loop's registers being taken; reloaded (the
                    // window's stores may alias it), they are computed where they are used.
                    let x = sourceRaw.load(fromByteOffset: i &* 16, as: (UInt64, UInt64).self)
                    let y = targetRaw.load(fromByteOffset: j &* 16, as: (UInt64, UInt64).self)
                    // The arrays keep both strings, so their storage, alive.
                    if j == hashed {
                        // The target key's first look: hashed and compared in one read of its bytes (target
                        // keys are hashed in order, each once; every key before `next` is hashed).
                        let h: UInt64, same: Bool
                        if y.0 == x.0, let (q, count) = tailAllocatedUTF8(y), count > 16,
                           let (p, _) = tailAllocatedUTF8(x)
                        {
                            let fused = wordsComparing(q, p, count: count, seed: seed)
                            h = fused.hash
                            same = fused.same
                        } else {
                            h = listKeyHash(y, targetKeys, j, seed)
                            same = x == y || tailAllocatedEquality(x, y) == true
                        }
                        targetToSource[j] = -1
                        if !scatter(h, j, side: targetSide, cursors, bits) { return true }
                        hashed &+= 1
                        if same { found = j; break }
                    } else if x == y || tailAllocatedEquality(x, y) == true {
                        found = j
                        break
                    }
                    j &+= 1
                }
                if found >= 0 {
                    sourceToTarget[i] = Int32(truncatingIfNeeded: found)
                    targetToSource[found] = Int32(truncatingIfNeeded: i)
                    next = found &+ 1
                } else {
                    sourceToTarget[i] = -1
                    let x = sourceRaw.load(fromByteOffset: i &* 16, as: (UInt64, UInt64).self)
                    if !scatter(listKeyHash(x, sourceKeys, i, seed), i, side: sourceSide, cursors, bits) {
                        return true
                    }
                }
            }
            if !hashTarget(upTo: targetCount) { return true }
            if hashMask != ~0 {  // one partition (see `bits`)
                narrow(targetRecordBase, upTo: cursors[targetSide], hashMask)
                narrow(sourceRecordBase, upTo: cursors[sourceSide], hashMask)
            }
            return false
        }}}}}}}}
        if overflowed { return nil }
        let joined = joinOffAlignment(targetRecords: targetRecords, targetCapacity: targetCapacity, targetEnds: targetEnds,
                                      sourceRecords: sourceRecords, sourceCapacity: sourceCapacity, sourceEnds: sourceEnds,
                                      sourceToTarget: &sourceToTarget, targetToSource: &targetToSource)
        if joined.targetRepeats { return nil }
        // Verify the joined matches and the first source duplicate (aligned matches were proved when made).
        var verified = joined.firstSourceDuplicate == .max
            || sameBytes(source[joined.firstSourceDuplicate], source[joined.sourceDuplicateOf])
        if verified {
            verified = source.withUnsafeBufferPointer { source in
            target.withUnsafeBufferPointer { target in
            sourceRecords.withUnsafeBufferPointer { sourceRecords in
            sourceEnds.withUnsafeBufferPointer { sourceEnds in
            sourceToTarget.withUnsafeBufferPointer { sourceToTarget in
                joinedMatchesHaveSameBytes(source: source, target: target, sourceRecords: sourceRecords,
                                           sourceCapacity: sourceCapacity, sourceEnds: sourceEnds,
                                           sourceToTarget: sourceToTarget)
            }}}}}
        }
        scratch.targetRecords = targetRecords
        scratch.sourceRecords = sourceRecords
        if reusesScratch { DiffScratch.keep(&scratch) }
        guard verified else {
            return exactMatch(source: StringColumn(keys: source), sourceRange: 0..<sourceCount,
                              target: StringColumn(keys: target), targetRange: 0..<targetCount)
        }
        return Result(sourceToTarget: sourceToTarget, targetToSource: targetToSource,
                      firstSourceDuplicate: joined.firstSourceDuplicate == .max ? nil : joined.firstSourceDuplicate,
                      firstTargetDuplicate: nil)
    }

    /// `hashMask` applied to the hashes of the records from `records` up to `end`.
    static func narrow(_ records: RecordCursor, upTo end: RecordCursor, _ hashMask: UInt64) {
        var record = records
        while record < end {
            record.pointee.hash &= hashMask
            record += 1
        }
    }

    /// What the join of the keys off the alignment found (by hash; verified by the caller).
    private struct AlignedJoin {
        var targetRepeats = false
        var firstSourceDuplicate = Int.max
        var sourceDuplicateOf = -1
    }

    /// Step 3 of ``matchAligned(source:target:hashMask:)``: per partition, the target keys into the join table,
    /// then the source keys off the alignment (ascending positions within a partition) probe it; matches are
    /// written into the counterpart arrays.
    private static func joinOffAlignment(
        targetRecords: [KeyRecord], targetCapacity: Int, targetEnds: [Int],
        sourceRecords: [KeyRecord], sourceCapacity: Int, sourceEnds: [Int],
        sourceToTarget: inout [Int32], targetToSource: inout [Int32]
    ) -> AlignedJoin {
        let partitions = targetEnds.count
        var largest = 0
        for p in 0..<partitions {
            largest = max(largest, targetEnds[p] - p * targetCapacity + sourceEnds[p] - p * sourceCapacity)
        }
        var table = [UInt64](repeating: 0, count: JoinSlot.tableSize(entries: largest))  // cleared once
        return table.withUnsafeMutableBufferPointer { table in
        targetRecords.withUnsafeBufferPointer { targetRecords in
        sourceRecords.withUnsafeBufferPointer { sourceRecords in
        sourceToTarget.withUnsafeMutableBufferPointer { sourceToTarget in
        targetToSource.withUnsafeMutableBufferPointer { targetToSource in
            let table = table, sourceToTarget = sourceToTarget, targetToSource = targetToSource
            var found = AlignedJoin()  // local: a captured variable was boxed
            for p in 0..<partitions {
                let targetBegin = p &* targetCapacity, targetEnd = targetEnds[p]
                let sourceBegin = p &* sourceCapacity, sourceEnd = sourceEnds[p]
                let entries = targetEnd &- targetBegin &+ sourceEnd &- sourceBegin
                if entries == 0 { continue }
                let mask = JoinSlot.tableSize(entries: entries) &- 1
                let stamp = JoinSlot.stamp(partition: p)
                let base = UnsafeRawPointer(table.baseAddress.unsafelyUnwrapped)
                /// The home slot of `records[at]`'s hash.
                @inline(__always) func home(_ records: UnsafeBufferPointer<KeyRecord>, _ at: Int) -> Int {
                    Int(truncatingIfNeeded: records[at].hash) & mask
                }
                /// The target key the home slot of source record `at` names, if it holds a target key with its tag.
                @inline(__always) func homeTarget(_ at: Int) -> Int? {
                    let stored = table[home(sourceRecords, at)]
                    let kind = JoinSlot.tagMask | JoinSlot.stampMask | JoinSlot.sourceBit
                    guard stored & kind == JoinSlot.tag(sourceRecords[at].hash, stamp: stamp) else { return nil }
                    return JoinSlot.entry(stored)
                }
                // Asked for ahead (AlignedJoinPrefetching.swift): the slots, then the target record a source key's
                // home slot names, then that target key's counterpart.
                for at in targetBegin..<targetEnd {
                    if at &+ joinSlotDistance < targetEnd {
                        llvmPrefetch(base + home(targetRecords, at &+ joinSlotDistance) &* 8, 1, 3, 1)
                    }
                    if JoinSlot.findOrInsertTarget(at, of: targetRecords, stamp: stamp, in: table, mask: mask) != nil {
                        found.targetRepeats = true  // a repeated target key: the caller runs the full join
                        return found
                    }
                }
                for at in sourceBegin..<sourceEnd {
                    if at &+ joinSlotDistance < sourceEnd {
                        llvmPrefetch(base + home(sourceRecords, at &+ joinSlotDistance) &* 8, 1, 3, 1)
                    }
                    if at &+ joinRecordDistance < sourceEnd, let entry = homeTarget(at &+ joinRecordDistance) {
                        llvmPrefetch(UnsafeRawPointer(targetRecords.baseAddress.unsafelyUnwrapped + entry), 0, 3, 1)
                    }
                    if at &+ joinCounterpartDistance < sourceEnd,
                       let entry = homeTarget(at &+ joinCounterpartDistance)
                    {
                        let position = Int(targetRecords[entry].position)
                        llvmPrefetch(UnsafeRawPointer(targetToSource.baseAddress.unsafelyUnwrapped + position), 1, 3, 1)
                    }
                    guard let stored = JoinSlot.findOrInsertSource(at, of: sourceRecords, among: targetRecords,
                                                                    stamp: stamp, in: table, mask: mask)?.stored
                    else { continue }  // no key like it yet: inserted
                    let position = Int(sourceRecords[at].position)
                    let entry = JoinSlot.entry(stored)
                    if stored & JoinSlot.sourceBit != 0 {  // an earlier source key off the order: this one repeats it
                        if position < found.firstSourceDuplicate {
                            found.firstSourceDuplicate = position
                            found.sourceDuplicateOf = Int(sourceRecords[entry].position)
                        }
                        continue
                    }
                    let counterpart = Int(targetRecords[entry].position)
                    let claimer = Int(targetToSource[counterpart])
                    if claimer >= 0 {
                        // Matched already (aligned, possibly later in the source, or joined): the later of the
                        // two repeats the earlier, which stays the counterpart.
                        let repeated = max(position, claimer), earlier = min(position, claimer)
                        if repeated < found.firstSourceDuplicate {
                            found.firstSourceDuplicate = repeated
                            found.sourceDuplicateOf = earlier
                        }
                        targetToSource[counterpart] = Int32(truncatingIfNeeded: earlier)
                    } else {
                        targetToSource[counterpart] = Int32(truncatingIfNeeded: position)
                        sourceToTarget[position] = Int32(truncatingIfNeeded: counterpart)
                    }
                }
            }
            return found
        }}}}}
    }
}
