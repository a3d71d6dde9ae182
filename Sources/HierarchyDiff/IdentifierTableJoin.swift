/// The tree diff's matcher for screens of up to ``maximumKeys`` identifiers in all: one open-addressing table
/// of both screens' identifiers, in which every equality is decided by bytes as it is found, so the matches
/// need no verification pass and no key is read twice.
///
/// ``StringKeyMatcher`` hashes both screens into partitions, joins them by 64-bit hash, then reads every
/// matched pair's strings again to verify it; at 100,000 nodes per screen the source's strings (in their heap
/// objects, out of the second-level cache) were read twice, and half the verification's time waited on them.
/// Here each side is read once, in position order:
/// 1. the target: each identifier hashed (``StringKeyMatcher/hash(_:seed:)``, the same seed) and inserted,
///    unless an identifier with the same bytes is already in the table (the target's first duplicate);
/// 2. the source: each identifier hashed and looked up while its bytes are still in the first-level cache:
///    the target identifier with the same bytes is its counterpart (or, if an earlier source identifier took
///    it, the source repeats itself); an identifier found nowhere is inserted as a source entry, so a later
///    repeat finds it. When the target repeats nothing and holds no empty or watched identifier, the source
///    goes along the two screens' orders instead and only identifiers off that alignment are hashed and
///    looked up (``Join/lookUpSourcesAligned(sourceToTarget:targetToSource:sightings:prefetches:)``).
/// Each slot is one 32-bit word, so the table of a 100,000-node pair (262,144 slots) takes 1 MiB: 8 bits of the
/// hash (a tag), a 4-bit generation, a claimed bit (a source identifier took this target identifier: a later
/// one with its bytes repeats the source), the side (bit 18) and the position (18 bits); a tag match leads to a
/// comparison of the bytes (``sameBytes(_:_:_:_:)``), so the table never holds two entries with the same bytes,
/// and answers never depend on the hash.
///
/// Both passes run in blocks of ``blockSize`` keys (group prefetching: Chen, Ailamaki, Gibbons & Mowry,
/// "Improving Hash Join Performance through Prefetching", ICDE 2004): the block's keys are hashed first, each
/// asking for its home slot's cache line; then, in the source pass, each key's first tag match is read and its
/// string asked for; then each key is settled. With fewer than `StringKeyMatcher.prefetchMinimum` keys on a
/// side, no prefetch is issued (the table and strings mostly stay in the caches). The generation (kept with the
/// table in ``TreeDiffScratch``) marks which slots are this diff's, so a kept table is cleared once every 15
/// diffs, not before each.
///
/// Empty identifiers and the watched ones are noted in the hashing, as ``StringKeyMatcher`` notes them
/// (``IdentifierSightings``). Positions are visited in ascending order on each side, so each side's first
/// duplicate is the smallest position whose identifier equals an earlier one.
enum IdentifierTableJoin {
    /// The most identifiers (both screens) the table joins; larger screens go to ``StringKeyMatcher``, whose
    /// partitions stay in cache (a table for more would outgrow the last-level cache and the kept scratch).
    static var maximumKeys: Int { (1 << 18) - 2 }

    /// Keys hashed, then looked up, at a time.
    static var blockSize: Int { 32 }

    /// The table's size for `keys` identifiers: the smallest power of two from 16 up at least 1.5 times `keys`
    /// (load at most 2/3 when no identifier is shared; about a third when most are).
    static func tableSize(keys: Int) -> Int {
        var size = 16
        while size < keys &+ keys >> 1 { size <<= 1 }
        return size
    }

    static let tagMask: UInt32 = 0xFF00_0000
    static let generationMask: UInt32 = 0xF << 20
    static let claimedBit: UInt32 = 1 << 19
    static let sourceBit: UInt32 = 1 << 18
    static let positionMask: UInt32 = (1 << 18) - 1
    /// The last generation before the table is cleared.
    static var lastGeneration: UInt8 { 15 }

    /// The table for a join of `size` slots (``tableSize(keys:)``) and its generation, for this join and the keyed
    /// list's (`StringKeyMatcher.matchAlignedInTable`): the kept table (`kept`, left empty) if it has at least
    /// `size` and at most 16 times `size` slots, at the next generation (cleared when the generations run out),
    /// else a fresh one of `size` zeros at generation 1 (generation 0 is never used). Only the first `size`
    /// slots are used: the others hold earlier generations only, so a later, larger join finds them empty.
    static func claimTable(size: Int, kept: inout [UInt32], generation: inout UInt8) -> [UInt32] {
        var table: [UInt32] = []
        swap(&table, &kept)
        guard table.count >= size, table.count <= size &* 16 else {
            generation = 1
            return [UInt32](repeating: 0, count: size)
        }
        if generation >= lastGeneration {
            table.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
            generation = 1
        } else {
            generation &+= 1
        }
        return table
    }

    /// Matches positions `1..<source.count` with `1..<target.count` (position 0, the roots, is left −1);
    /// `table` and `generation`: the kept table (``TreeDiffScratch``) and its last generation, or empty and 0.
    /// `hashMask` narrows the hashes (tests force every identifier onto one tag and probe path with it);
    /// `aligns`: whether the source pass goes along the alignment when it may
    /// (``Join/lookUpSourcesAligned(sourceToTarget:targetToSource:sightings:prefetches:)``; tests run both passes).
    static func match(source: TaggedIdentifierColumn, target: TaggedIdentifierColumn, watched: [String],
                      table kept: inout [UInt32], generation: inout UInt8, hashMask: UInt64 = ~0,
                      aligns: Bool = true)
        -> StringKeyMatcher.Result
    {
        let sourceCount = source.count, targetCount = target.count
        let keys = max(sourceCount - 1, 0) + max(targetCount - 1, 0)
        let size = tableSize(keys: keys)
        var table = claimTable(size: size, kept: &kept, generation: &generation)
        defer { kept = table }
        let reusesScratch = keys >= DiffScratch.minimumKeys
        var scratch = reusesScratch ? DiffScratch.take() : DiffScratch()
        var sourceToTarget = DiffScratch.absent(reusing: &scratch.sourceToTarget, count: sourceCount)
        var targetToSource = DiffScratch.absent(reusing: &scratch.targetToSource, count: targetCount)
        if reusesScratch { DiffScratch.keep(&scratch) }
        let seed = StringKeyMatcher.seed
        var sourceSightings = IdentifierSightings(watched: watched, seed: seed, mask: hashMask)
        var targetSightings = IdentifierSightings(watched: watched, seed: seed, mask: hashMask)
        var firstSourceDuplicate: Int?, firstTargetDuplicate: Int?
        let stamp = UInt32(generation) << 20
        table.withUnsafeMutableBufferPointer { whole in
        let table = UnsafeMutableBufferPointer(rebasing: whole[0..<size])
        sourceToTarget.withUnsafeMutableBufferPointer { sourceToTarget in
        targetToSource.withUnsafeMutableBufferPointer { targetToSource in
        source.identifiers.withUnsafeBufferPointer { sourceIdentifiers in
        target.identifiers.withUnsafeBufferPointer { targetIdentifiers in
        source.views.withUnsafeBufferPointer { sourceViews in
        target.views.withUnsafeBufferPointer { targetViews in
            let join = Join(table: table, mask: table.count &- 1, stamp: stamp, seed: seed, hashMask: hashMask,
                            sourceIdentifiers: sourceIdentifiers, targetIdentifiers: targetIdentifiers,
                            sourceViews: sourceViews, targetViews: targetViews, source: source, target: target)
            let prefetches = targetCount >= StringKeyMatcher.prefetchMinimum
                || sourceCount >= StringKeyMatcher.prefetchMinimum
            firstTargetDuplicate = prefetches
                ? join.insertTargets(sightings: &targetSightings, prefetches: true)
                : join.insertTargets(sightings: &targetSightings, prefetches: false)
            // Along the alignment only when the target repeats nothing and holds no empty or watched identifier.
            let aligned = aligns && firstTargetDuplicate == nil && targetSightings.firstEmpty == nil
                && targetSightings.firstWatched.allSatisfy { $0 == nil }
            switch (aligned, prefetches) {
            case (true, true):
                firstSourceDuplicate = join.lookUpSourcesAligned(
                    sourceToTarget: sourceToTarget, targetToSource: targetToSource, sightings: &sourceSightings,
                    prefetches: true)
            case (true, false):
                firstSourceDuplicate = join.lookUpSourcesAligned(
                    sourceToTarget: sourceToTarget, targetToSource: targetToSource, sightings: &sourceSightings,
                    prefetches: false)
            case (false, true):
                firstSourceDuplicate = join.lookUpSources(sourceToTarget: sourceToTarget, targetToSource: targetToSource,
                                                          sightings: &sourceSightings, prefetches: true)
            case (false, false):
                firstSourceDuplicate = join.lookUpSources(sourceToTarget: sourceToTarget, targetToSource: targetToSource,
                                                          sightings: &sourceSightings, prefetches: false)
            }
        }}}}}}}
        return StringKeyMatcher.Result(
            sourceToTarget: sourceToTarget, targetToSource: targetToSource,
            firstSourceDuplicate: firstSourceDuplicate, firstTargetDuplicate: firstTargetDuplicate,
            firstSourceEmpty: sourceSightings.firstEmpty, firstTargetEmpty: targetSightings.firstEmpty,
            sourceWatched: sourceSightings.firstWatched, targetWatched: targetSightings.firstWatched)
    }

    /// The join's table, columns and constants (unchecked buffers, valid for the call only). Every position it
    /// is given is a tagged node (1 or more) of its screen's outline, so its identifier is present.
    struct Join {
        let table: UnsafeMutableBufferPointer<UInt32>
        let mask: Int
        let stamp: UInt32
        let seed: UInt64
        let hashMask: UInt64
        let sourceIdentifiers: UnsafeBufferPointer<String?>
        let targetIdentifiers: UnsafeBufferPointer<String?>
        let sourceViews: UnsafeBufferPointer<Int32>
        let targetViews: UnsafeBufferPointer<Int32>
        let source: TaggedIdentifierColumn
        let target: TaggedIdentifierColumn

        /// The word's tag and generation for hash `h` in this diff.
        @inline(__always) func tagged(_ h: UInt64) -> UInt32 {
            UInt32(truncatingIfNeeded: h &>> 32) & IdentifierTableJoin.tagMask | stamp
        }

        /// True if `word` is not this diff's (an empty slot).
        @inline(__always) func isEmpty(_ word: UInt32) -> Bool {
            word & IdentifierTableJoin.generationMask != stamp
        }

        /// The 16 bytes of a side's identifier at `position` (its `String?` representation).
        @inline(__always)
        func bits(_ isSource: Bool, _ position: Int) -> (UInt64, UInt64) {
            let identifiers = isSource ? sourceIdentifiers : targetIdentifiers
            let views = isSource ? sourceViews : targetViews
            return UnsafeRawPointer(identifiers.baseAddress.unsafelyUnwrapped)
                .load(fromByteOffset: Int(views[position]) &* 16, as: (UInt64, UInt64).self)
        }

        /// Asks for the bytes of a side's identifier at `position` (``prefetchStringBytes(at:)``).
        @inline(__always)
        func prefetch(_ isSource: Bool, _ position: Int) {
            let identifiers = isSource ? sourceIdentifiers : targetIdentifiers
            let views = isSource ? sourceViews : targetViews
            prefetchStringBytes(at: UnsafeRawPointer(identifiers.baseAddress.unsafelyUnwrapped) + Int(views[position]) &* 16)
        }

        /// The hash of a side's identifier at `position`, read in place (``IdentifierColumn/hash(at:seed:)``).
        @inline(__always)
        func hash(_ isSource: Bool, _ position: Int) -> UInt64 {
            let identifiers = isSource ? sourceIdentifiers : targetIdentifiers
            let views = isSource ? sourceViews : targetViews
            return withBorrowedUTF8(identifiers, at: Int(views[position])) { StringKeyMatcher.words($0, seed: seed) } & hashMask
        }

        /// True iff the identifier at `position` of one side and the one a table word names have the same UTF-8
        /// bytes: equal representations, else two tail-allocated strings compared in place, else through views.
        @inline(__always)
        func sameBytes(_ isSource: Bool, _ position: Int, _ word: UInt32) -> Bool {
            let otherIsSource = word & IdentifierTableJoin.sourceBit != 0
            let other = Int(truncatingIfNeeded: word & IdentifierTableJoin.positionMask)
            let x = bits(isSource, position), y = bits(otherIsSource, other)
            if x == y { return true }
            if MemoryLayout<String?>.size == 16, MemoryLayout<String?>.stride == 16,
               let same = StringKeyMatcher.tailAllocatedEquality(x, y)
            {
                return same
            }
            return slowSameBytes(isSource, position, otherIsSource, other)
        }

        @inline(never)
        func slowSameBytes(_ isSource: Bool, _ position: Int, _ otherIsSource: Bool, _ other: Int) -> Bool {
            let a = isSource ? source : target, b = otherIsSource ? source : target
            return a.withUTF8Bytes(at: position) { x in
                b.withUTF8Bytes(at: other) { y in StringKeyMatcher.equal(x, y) }
            }
        }

        /// The slot of the entry with the same bytes as the identifier at `position` (hash `h`), or −1 after
        /// inserting it (as a source entry if `isSource`).
        @inline(__always)
        func findOrInsert(_ h: UInt64, _ isSource: Bool, _ position: Int) -> Int {
            let tag = tagged(h)
            var slot = Int(truncatingIfNeeded: h) & mask
            while true {
                let word = table[slot]
                if isEmpty(word) {
                    table[slot] = tag | (isSource ? IdentifierTableJoin.sourceBit : 0)
                        | UInt32(truncatingIfNeeded: position)
                    return -1
                }
                if word & (IdentifierTableJoin.tagMask | IdentifierTableJoin.generationMask) == tag,
                   sameBytes(isSource, position, word)
                {
                    return slot
                }
                slot = (slot &+ 1) & mask
            }
        }

        /// The first slot on `h`'s probe path whose entry has its tag (−1 if none): a candidate, whose bytes
        /// decide.
        @inline(__always)
        func candidate(_ h: UInt64) -> Int {
            let tag = tagged(h)
            var slot = Int(truncatingIfNeeded: h) & mask
            while true {
                let word = table[slot]
                if isEmpty(word) { return -1 }
                if word & (IdentifierTableJoin.tagMask | IdentifierTableJoin.generationMask) == tag { return slot }
                slot = (slot &+ 1) & mask
            }
        }

        /// Inserts the target's identifiers; returns the first position repeating an earlier one.
        @inline(__always)
        func insertTargets(sightings: inout IdentifierSightings, prefetches: Bool) -> Int? {
            let count = targetViews.count, block = IdentifierTableJoin.blockSize
            let distance = StringKeyMatcher.prefetchDistance
            let looksForAny = sightings.looksForAny
            var firstDuplicate: Int?
            let hashes = UnsafeMutablePointer<UInt64>.allocate(capacity: block)
            defer { hashes.deallocate() }
            var start = 1
            while start < count {
                let end = min(start &+ block, count)
                for position in start..<end {
                    if prefetches { prefetch(false, min(position &+ distance, count &- 1)) }
                    let h = hash(false, position)
                    hashes[position &- start] = h
                    if prefetches { llvmPrefetch(UnsafeRawPointer(table.baseAddress.unsafelyUnwrapped + (Int(truncatingIfNeeded: h) & mask)), 1, 3, 1) }
                    if looksForAny, sightings.mayNote(h) { sightings.note(h, at: position, in: target) }
                }
                for position in start..<end where findOrInsert(hashes[position &- start], false, position) >= 0 {
                    if firstDuplicate == nil { firstDuplicate = position }
                }
                start = end
            }
            return firstDuplicate
        }

        /// Looks up (or inserts) the source's identifiers, writing the counterparts; returns the first position
        /// repeating an earlier one.
        @inline(__always)
        func lookUpSources(sourceToTarget: UnsafeMutableBufferPointer<Int32>,
                           targetToSource: UnsafeMutableBufferPointer<Int32>, sightings: inout IdentifierSightings,
                           prefetches: Bool) -> Int?
        {
            let count = sourceViews.count, block = IdentifierTableJoin.blockSize
            let distance = StringKeyMatcher.prefetchDistance
            let looksForAny = sightings.looksForAny
            var firstDuplicate: Int?
            let hashes = UnsafeMutablePointer<UInt64>.allocate(capacity: block)
            // Per key of the block: its candidate's slot (−1: none).
            let slots = UnsafeMutablePointer<Int>.allocate(capacity: block)
            defer {
                hashes.deallocate()
                slots.deallocate()
            }
            var start = 1
            while start < count {
                let end = min(start &+ block, count)
                for position in start..<end {
                    if prefetches { prefetch(true, min(position &+ distance, count &- 1)) }
                    let h = hash(true, position)
                    hashes[position &- start] = h
                    if prefetches { llvmPrefetch(UnsafeRawPointer(table.baseAddress.unsafelyUnwrapped + (Int(truncatingIfNeeded: h) & mask)), 1, 3, 1) }
                    if looksForAny, sightings.mayNote(h) { sightings.note(h, at: position, in: source) }
                }
                for k in 0..<(end &- start) {
                    let slot = candidate(hashes[k])
                    slots[k] = slot
                    if prefetches, slot >= 0 {
                        let word = table[slot]
                        prefetch(word & IdentifierTableJoin.sourceBit != 0,
                                 Int(truncatingIfNeeded: word & IdentifierTableJoin.positionMask))
                    }
                }
                for position in start..<end {
                    var slot = slots[position &- start]
                    if slot < 0 || !sameBytes(true, position, table[slot]) {
                        // No candidate, or a different identifier with the tag: the whole probe path, with any
                        // entry this block inserted since.
                        slot = findOrInsert(hashes[position &- start], true, position)
                        if slot < 0 { continue }
                    }
                    let word = table[slot]
                    if word & (IdentifierTableJoin.sourceBit | IdentifierTableJoin.claimedBit) == 0 {
                        table[slot] = word | IdentifierTableJoin.claimedBit
                        let other = Int(truncatingIfNeeded: word & IdentifierTableJoin.positionMask)
                        targetToSource[other] = Int32(truncatingIfNeeded: position)
                        sourceToTarget[position] = Int32(truncatingIfNeeded: other)
                    } else if firstDuplicate == nil {
                        firstDuplicate = position  // repeats an earlier source identifier
                    }
                }
                start = end
            }
            return firstDuplicate
        }
    }
}
