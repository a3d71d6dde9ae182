/// The keyed list's matcher for lists of up to ``ListTable/maximumKeysPerList`` keys each
/// (``StringKeyMatcher/matchAligned(source:target:hashMask:usesTable:)`` chooses): the aligned pass of the
/// partitioned matcher, then one open-addressing table of both lists' keys in 32-bit slots (``ListTable``: a
/// 7-bit tag, the generation, the side and a 20-bit position; ``IdentifierTableJoin``'s probing and generations)
/// instead of the radix partitions, each equality decided by bytes when found (no verification pass).
///
/// 1. The aligned pass, as in the partitioned matcher, but each target key's hash goes into an array in target
///    order, and each source key off the alignment into a list of records (hash and position) in source order
///    (sequential writes instead of the scatter into partitions). The pass is written out again
///    (``AlignedListPass``), not shared with the partitioned matcher: its target key's first look moved into one
///    function both call measured slower (alternating quick runs, the time over the floor's), the loop's
///    registers allocated differently. With `splitMinimum` (``FlatListDiff/changesetOnTwoThreads(from:to:minimumKeys:)``)
///    it runs on two threads, each over one half of both lists (``TwoThreadAlignedPass``);
/// 2. the target keys into the table, in order, the slot of the key ``tablePrefetchDistance`` on asked for ahead: a
///    key with the bytes of one already in the table repeats the target (nil: the caller runs the full join,
///    which reports the source's first duplicate exactly);
/// 3. the source keys off the alignment looked up in source order: a target key not yet matched is the
///    counterpart; one already matched (aligned, possibly later in the source, or by an earlier look-up) makes
///    the later of the two a duplicate and the earlier one stays its counterpart (the rule of the partitioned
///    join); a source entry (an earlier source key found nowhere in the target) makes this one a duplicate; a
///    key found nowhere is inserted as a source entry.
/// The table is sized after the pass for the target keys and the source keys off it (load at most 2/3; a kept
/// table has at least ``keptTableMinimumSlots``), kept in ``DiffScratch`` with its generation (cleared once every
/// 15 changesets, as ``IdentifierTableJoin`` keeps its own); the claimed bit is not used: `targetToSource`
/// already says which target keys are matched. Inserting each target key into the table inside the pass, when
/// its window first reaches it, was measured 1.5 times slower at 100,000 keys (the pass waits on the table's cache
/// misses); the FlatListChangesets article's design notes.
extension StringKeyMatcher {
    /// How many keys ahead the table's slot is asked for in steps 2 and 3.
    static var tablePrefetchDistance: Int { 32 }

    /// The fewest slots of a kept table (lists of ``DiffScratch/minimumKeys`` keys or more in all): 2^18, 1 MiB.
    /// At the load of ``IdentifierTableJoin/tableSize(keys:)`` (up to 2/3; 32,768 slots for the 10,000-key pair)
    /// the list's table measured slower than the partitioned join at 10,000 and 20,000 keys a list, and faster at
    /// this size (one process alternating the two): the pass before the inserts evicts the table from the
    /// caches, and the inserts slow down with the load once it is out of them (the FlatListChangesets
    /// article's design notes).
    static var keptTableMinimumSlots: Int { 1 << 18 }

    /// The table's slots for `keys` entries (the target keys and the source keys off the alignment), a power of
    /// two: ``IdentifierTableJoin/tableSize(keys:)``, at least ``keptTableMinimumSlots`` when the table is kept.
    static func listTableSize(keys: Int, kept: Bool) -> Int {
        let size = IdentifierTableJoin.tableSize(keys: keys)
        return kept ? max(size, keptTableMinimumSlots) : size
    }

    /// ``Result`` of the keyed list's two key arrays through the one table, or nil when the target repeats a
    /// key. `hashMask` narrows the hashes (tests force every key onto one tag and probe path with it);
    /// `splitMinimum`: the fewest source keys at which step 1 runs on two threads (nil: never).
    static func matchAlignedInTable(source: [String], target: [String], hashMask: UInt64,
                                    splitMinimum: Int? = nil) -> Result?
    {
        let sourceCount = source.count, targetCount = target.count, seed = Self.seed
        let reusesScratch = sourceCount + targetCount >= DiffScratch.minimumKeys
        var scratch = reusesScratch ? DiffScratch.take() : DiffScratch()
        var targetHashes = DiffScratch.reused(&scratch.targetHashes, count: targetCount)
        var offAlignment = DiffScratch.reused(&scratch.sourceRecords, count: sourceCount)
        var sourceToTarget = DiffScratch.uninitialized(reusing: &scratch.sourceToTarget, count: sourceCount)
        var targetToSource = DiffScratch.uninitialized(reusing: &scratch.targetToSource, count: targetCount)
        // Step 1: the aligned pass; returns how many source keys are off the alignment.
        let offCount = source.withUnsafeBufferPointer { sourceKeys in
        target.withUnsafeBufferPointer { targetKeys in
        targetHashes.withUnsafeMutableBufferPointer { targetHashes in
        offAlignment.withUnsafeMutableBufferPointer { offAlignment in
        sourceToTarget.withUnsafeMutableBufferPointer { sourceToTarget in
        targetToSource.withUnsafeMutableBufferPointer { targetToSource in
            let targetHashes = targetHashes, offAlignment = offAlignment
            let sourceToTarget = sourceToTarget, targetToSource = targetToSource
            guard let sourceBase = sourceKeys.baseAddress, let targetBase = targetKeys.baseAddress else {
                for j in 0..<targetCount {
                    targetToSource[j] = -1
                    targetHashes[j] = hash(targetKeys[j], seed: seed)
                }
                for i in 0..<sourceCount {
                    sourceToTarget[i] = -1
                    offAlignment[i] = KeyRecord(hash: hash(sourceKeys[i], seed: seed),
                                                position: Int32(truncatingIfNeeded: i))
                }
                return sourceCount
            }
            let pass = AlignedListPass(sourceRaw: UnsafeRawPointer(sourceBase),
                                       targetRaw: UnsafeRawPointer(targetBase), sourceKeys: sourceKeys,
                                       targetKeys: targetKeys, hashes: targetHashes.baseAddress.unsafelyUnwrapped,
                                       records: offAlignment.baseAddress.unsafelyUnwrapped,
                                       sourceToTarget: sourceToTarget.baseAddress.unsafelyUnwrapped,
                                       targetToSource: targetToSource.baseAddress.unsafelyUnwrapped, seed: seed)
            if let splitMinimum, sourceCount >= splitMinimum, let split = TwoThreadAlignedPass.run(pass) {
                return split
            }
            return pass.run(sources: 0..<sourceCount, targets: 0..<targetCount, recordsAt: 0)
        }}}}}}
        // The table: entries for every target key and at most every source key off the alignment.
        let size = listTableSize(keys: targetCount + offCount, kept: reusesScratch)
        var generation = scratch.joinGeneration
        var table = IdentifierTableJoin.claimTable(size: size, kept: &scratch.joinTable, generation: &generation)
        let stamp = UInt32(generation) << ListTable.generationShift
        let joined = source.withUnsafeBufferPointer { sourceKeys in
        target.withUnsafeBufferPointer { targetKeys in
        table.withUnsafeMutableBufferPointer { whole in
        targetHashes.withUnsafeBufferPointer { targetHashes in
        offAlignment.withUnsafeBufferPointer { offAlignment in
        sourceToTarget.withUnsafeMutableBufferPointer { sourceToTarget in
        targetToSource.withUnsafeMutableBufferPointer { targetToSource in
            let join = ListTable(table: whole.baseAddress.unsafelyUnwrapped, mask: size &- 1, stamp: stamp,
                                 hashMask: hashMask, sourceKeys: sourceKeys, targetKeys: targetKeys)
            if !join.insertTargets(UnsafeBufferPointer(rebasing: targetHashes[0..<targetCount])) {
                return (targetRepeats: true, firstSourceDuplicate: -1)
            }
            let duplicate = join.lookUpSources(UnsafeBufferPointer(rebasing: offAlignment[0..<offCount]),
                                               sourceToTarget: sourceToTarget, targetToSource: targetToSource)
            return (targetRepeats: false, firstSourceDuplicate: duplicate)
        }}}}}}}
        scratch.joinTable = table
        scratch.joinGeneration = generation
        scratch.targetHashes = targetHashes
        scratch.sourceRecords = offAlignment
        if reusesScratch { DiffScratch.keep(&scratch) }
        if joined.targetRepeats { return nil }
        return Result(sourceToTarget: sourceToTarget, targetToSource: targetToSource,
                      firstSourceDuplicate: joined.firstSourceDuplicate == .max ? nil : joined.firstSourceDuplicate,
                      firstTargetDuplicate: nil)
    }
}

/// Steps 2 and 3 of ``StringKeyMatcher/matchAlignedInTable(source:target:hashMask:)``: the table and both key
/// arrays (unchecked pointers, valid for the call only).
struct ListTable {
    /// The slot's word: a 7-bit tag of the hash, the changeset's 4-bit generation, the side (1 = source) and a
    /// 20-bit position (lists of up to 2^20 keys a side).
    static let tagMask: UInt32 = 0xFE00_0000
    static let generationShift: UInt32 = 21
    static let generationMask: UInt32 = 0xF << 21
    static let sourceBit: UInt32 = 1 << 20
    static let positionMask: UInt32 = (1 << 20) - 1
    /// The most keys a list may have for the table (its positions fit the slot's 20 bits): 1,048,576. The 18-bit
    /// positions of ``IdentifierTableJoin``'s slots, whose layout the table used before, left lists of more than
    /// 262,142 keys in all to the partitioned join; the table measured faster at 1,000,000 keys a list (see
    /// the FlatListChangesets article's design notes).
    static var maximumKeysPerList: Int { Int(positionMask) &+ 1 }
    let table: UnsafeMutablePointer<UInt32>
    let mask: Int
    let stamp: UInt32
    let hashMask: UInt64
    let sourceKeys: UnsafeBufferPointer<String>
    let targetKeys: UnsafeBufferPointer<String>

    /// The word's tag and generation for hash `h` in this changeset.
    @inline(__always) func tagged(_ h: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: h &>> 32) & Self.tagMask | stamp
    }

    /// The home slot of hash `h` (before the mask), to ask for ahead (`llvmPrefetch` takes constants only).
    @inline(__always) func homeSlot(_ h: UInt64) -> UnsafeRawPointer {
        UnsafeRawPointer(table + (Int(truncatingIfNeeded: h & hashMask) & mask))
    }

    /// True iff the key at `position` of one side and the one a table word names have the same UTF-8 bytes.
    @inline(__always)
    func sameBytes(_ isSource: Bool, _ position: Int, _ word: UInt32) -> Bool {
        let other = Int(truncatingIfNeeded: word & Self.positionMask)
        let a = (isSource ? sourceKeys : targetKeys).baseAddress.unsafelyUnwrapped
        let b = (word & Self.sourceBit != 0 ? sourceKeys : targetKeys).baseAddress.unsafelyUnwrapped
        let x = UnsafeRawPointer(a).load(fromByteOffset: position &* 16, as: (UInt64, UInt64).self)
        let y = UnsafeRawPointer(b).load(fromByteOffset: other &* 16, as: (UInt64, UInt64).self)
        if x == y { return true }
        if let same = StringKeyMatcher.tailAllocatedEquality(x, y) { return same }
        return StringKeyMatcher.sameBytesThroughViews(a[position], b[other])
    }

    /// The slot of the entry with the bytes of the key at `position` (hash `h`), or −1 after inserting it.
    @inline(__always)
    func findOrInsert(_ h: UInt64, _ isSource: Bool, _ position: Int) -> Int {
        let tag = tagged(h)
        var slot = Int(truncatingIfNeeded: h) & mask
        while true {
            let word = table[slot]
            if word & Self.generationMask != stamp {
                table[slot] = tag | (isSource ? Self.sourceBit : 0)
                    | UInt32(truncatingIfNeeded: position)
                return -1
            }
            if word & (Self.tagMask | Self.generationMask) == tag,
               sameBytes(isSource, position, word)
            {
                return slot
            }
            slot = (slot &+ 1) & mask
        }
    }

    /// Inserts every target key; false if one repeats an earlier one.
    @inline(__always)
    func insertTargets(_ hashes: UnsafeBufferPointer<UInt64>) -> Bool {
        let count = hashes.count, distance = StringKeyMatcher.tablePrefetchDistance
        let base = hashes.baseAddress.unsafelyUnwrapped
        var j = 0
        while j < count {
            if j &+ distance < count {
                llvmPrefetch(homeSlot(base[j &+ distance]), 1, 3, 1)
            }
            if findOrInsert(base[j] & hashMask, false, j) >= 0 { return false }
            j &+= 1
        }
        return true
    }

    /// How many records ahead ``lookUpSources(_:sourceToTarget:targetToSource:)`` asks for the source key's bytes
    /// and for the representation of the target key its home slot names (the slot and the source key's
    /// representation were asked for ``StringKeyMatcher/tablePrefetchDistance`` records ahead), and how many ahead
    /// for that target key's bytes.
    static var bytesPrefetchDistance: Int { 16 }
    static var matchBytesPrefetchDistance: Int { 8 }

    /// The 16 bytes of source key `position`'s representation.
    @inline(__always) func sourceElement(_ position: Int) -> UnsafeRawPointer {
        UnsafeRawPointer(sourceKeys.baseAddress.unsafelyUnwrapped + position)
    }

    /// The target position the home slot of `record`'s hash names, if that slot holds a target key with its tag
    /// (the usual place of its match; a guess: nothing is decided by it), else nil.
    @inline(__always) func homeTarget(_ record: StringKeyMatcher.KeyRecord) -> Int? {
        let h = record.hash & hashMask
        let word = table[Int(truncatingIfNeeded: h) & mask]
        let kind = Self.tagMask | Self.generationMask | Self.sourceBit
        guard word & kind == tagged(h) else { return nil }
        return Int(truncatingIfNeeded: word & Self.positionMask)
    }

    /// Asks for the source key's bytes, and for the representation and the counterpart of its likely target key:
    /// their reads missed the caches (the keys off the alignment sit anywhere in both lists).
    @inline(__always) func prefetchMatchElement(_ record: StringKeyMatcher.KeyRecord,
                                                targetToSource: UnsafeMutableBufferPointer<Int32>)
    {
        prefetchStringBytes(at: sourceElement(Int(record.position)))
        if let other = homeTarget(record) {
            llvmPrefetch(UnsafeRawPointer(targetKeys.baseAddress.unsafelyUnwrapped + other), 0, 3, 1)
            llvmPrefetch(UnsafeRawPointer(targetToSource.baseAddress.unsafelyUnwrapped + other), 1, 3, 1)
        }
    }

    /// Asks for the bytes of the source key's likely target key.
    @inline(__always) func prefetchMatchBytes(_ record: StringKeyMatcher.KeyRecord) {
        if let other = homeTarget(record) {
            prefetchStringBytes(at: UnsafeRawPointer(targetKeys.baseAddress.unsafelyUnwrapped + other))
        }
    }

    /// Looks up (or inserts) the source keys off the alignment, ascending, writing the counterparts; returns the
    /// first source duplicate (`Int.max` if none). The keys' representations, bytes and counterparts are asked
    /// for ahead only for lists of ``StringKeyMatcher/prefetchMinimum`` target keys or more (smaller lists' keys
    /// mostly stay in the caches, and the asking measured slower at 1,000 keys).
    @inline(__always)
    func lookUpSources(_ records: UnsafeBufferPointer<StringKeyMatcher.KeyRecord>,
                       sourceToTarget: UnsafeMutableBufferPointer<Int32>,
                       targetToSource: UnsafeMutableBufferPointer<Int32>) -> Int
    {
        if targetKeys.count >= StringKeyMatcher.prefetchMinimum {
            return lookUpSources(records, sourceToTarget: sourceToTarget, targetToSource: targetToSource,
                                 prefetchesKeys: true)
        }
        return lookUpSources(records, sourceToTarget: sourceToTarget, targetToSource: targetToSource,
                             prefetchesKeys: false)
    }

    /// ``lookUpSources(_:sourceToTarget:targetToSource:)``, one copy per value of `prefetchesKeys` (a constant once
    /// inlined).
    @inline(__always)
    func lookUpSources(_ records: UnsafeBufferPointer<StringKeyMatcher.KeyRecord>,
                       sourceToTarget: UnsafeMutableBufferPointer<Int32>,
                       targetToSource: UnsafeMutableBufferPointer<Int32>, prefetchesKeys: Bool) -> Int
    {
        let count = records.count, distance = StringKeyMatcher.tablePrefetchDistance
        var firstDuplicate = Int.max
        for k in 0..<count {
            if k &+ distance < count {
                llvmPrefetch(homeSlot(records[k &+ distance].hash), 0, 3, 1)
                if prefetchesKeys { llvmPrefetch(sourceElement(Int(records[k &+ distance].position)), 0, 3, 1) }
            }
            if prefetchesKeys, k &+ Self.bytesPrefetchDistance < count {
                prefetchMatchElement(records[k &+ Self.bytesPrefetchDistance], targetToSource: targetToSource)
            }
            if prefetchesKeys, k &+ Self.matchBytesPrefetchDistance < count {
                prefetchMatchBytes(records[k &+ Self.matchBytesPrefetchDistance])
            }
            let position = Int(records[k].position)
            let slot = findOrInsert(records[k].hash & hashMask, true, position)
            if slot < 0 { continue }  // found nowhere: inserted as a source entry
            let word = table[slot]
            let entry = Int(truncatingIfNeeded: word & Self.positionMask)
            if word & Self.sourceBit != 0 {  // repeats an earlier source key off the alignment
                if position < firstDuplicate { firstDuplicate = position }
                continue
            }
            let claimer = Int(targetToSource[entry])
            if claimer >= 0 {
                // Matched already (aligned, possibly later in the source, or looked up): the later of the two
                // repeats the earlier, which stays the counterpart.
                let repeated = max(position, claimer), earlier = min(position, claimer)
                if repeated < firstDuplicate { firstDuplicate = repeated }
                targetToSource[entry] = Int32(truncatingIfNeeded: earlier)
            } else {
                targetToSource[entry] = Int32(truncatingIfNeeded: position)
                sourceToTarget[position] = Int32(truncatingIfNeeded: entry)
            }
        }
        return firstDuplicate
    }
}
