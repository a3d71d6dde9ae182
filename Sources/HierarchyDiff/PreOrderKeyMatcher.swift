/// The tree diff's matcher: two screens of a view tree mostly keep their pre-order, so a source identifier is
/// first compared byte for byte with the target identifiers just after the previous match (its *alignment*),
/// then, if hashed, with the recently hashed target identifier of the same hash; only identifiers found in
/// neither place are joined. The tree's counterpart of the keyed list's aligned matcher
/// (`StringKeyMatcher.matchAligned`), with a way back onto the alignment: a moved subtree or an inserted run
/// longer than the window would otherwise leave every later identifier off it.
///
/// Method (``matchAlongPreOrder(source:target:watched:hashMask:)``), one pass over the source positions
/// `1 ..< source.count` with the target hashed ahead of it:
/// 1. every target identifier is hashed and scattered into its partition's slice (as in
///    `StringKeyMatcher.match`), looked for among the watched and empty identifiers, and written into
///    the *recent table* (a small direct-mapped table, slot = low bits of the hash, of hash and position);
///    before source identifier `i` is looked at, the target is hashed up to ``preOrderLookahead`` positions past
///    the window's end, further by two positions per source identifier since the last match;
/// 2. source identifier `i` is compared with target positions `next ..< next + preOrderWindow` (`next`: one
///    past the previous match): equal representations, or two tail-allocated strings with the same count and
///    bytes, not already claimed, are the same identifier, a match proved on the spot;
/// 3. otherwise it is hashed; if the recent table's slot for its hash holds a target position with that hash,
///    not claimed, and the same bytes, that is its match (and `next` moves past it); else it is scattered
///    into the source's slices, *off the alignment*, and looked for among the watched and empty identifiers;
/// 4. per partition, the target identifiers go into the join table (a repeat: nil) and the source ones off
///    the alignment probe it; a probe finding its target identifier claimed is a duplicate: the later of the
///    two positions, the earlier staying the counterpart, so three or more equal identifiers still give the
///    first repeat;
/// 5. the joined matches and the first source duplicate are verified byte for byte.
///
/// A source identifier matched in steps 2–3 equals a target one, so were it empty or watched, the target's
/// would be noted too; hence any noted target identifier returns nil, and the source's first empty and
/// watched identifiers are exact from its identifiers off the alignment alone. Two matched source identifiers
/// can only be equal if the target repeats one (a claimed target is never matched again): nil. Nil also
/// when a slice overflows or a verification fails; the caller then runs `StringKeyMatcher.match`, so answers
/// never depend on the alignment or the hash, only the speed does.
extension StringKeyMatcher {
    /// How many target positions from `next` a source identifier is compared with before it is hashed.
    static let preOrderWindow = 2

    /// How far past the window's end the target is hashed ahead of the source (so a run of up to this many
    /// inserted or moved-in target identifiers is found in the recent table).
    static let preOrderLookahead = 32

    /// Slots of the recent table (a power of two; fewer for smaller targets).
    static let recentSlots = 1024

    /// ``Result`` of the tree's two screens (positions `1 ..< count` of each column, the roots left out), or
    /// nil when the target repeats an identifier (by hash), holds an empty or watched identifier, a slice
    /// overflows, or a verification fails: the caller then runs
    /// ``match(source:sourceRange:target:targetRange:watched:hashMask:findsEmpty:)``. `hashMask` narrows the
    /// hashes (tests force collisions with it).
    static func matchAlongPreOrder(source: TaggedIdentifierColumn, target: TaggedIdentifierColumn,
                                   watched: [String], hashMask: UInt64 = ~0) -> Result?
    {
        guard MemoryLayout<String?>.size == 16, MemoryLayout<String?>.stride == 16,
              source.count >= 1, target.count >= 1 else { return nil }
        let sourceCount = source.count, targetCount = target.count
        let sourceKeys = sourceCount - 1, targetKeys = targetCount - 1
        // Constants, not variables, from here on: a variable captured by the closures below was boxed.
        let bits = partitionBits(keys: sourceKeys + targetKeys), partitions = 1 << bits, seed = Self.seed
        let targetCapacity = sliceCapacity(targetKeys, bits: bits), sourceCapacity = sliceCapacity(sourceKeys, bits: bits)
        var slots = 16
        while slots < recentSlots, slots < targetKeys { slots <<= 1 }
        let slotMask = slots - 1
        let reusesScratch = sourceKeys + targetKeys >= DiffScratch.minimumKeys
        var scratch = reusesScratch ? DiffScratch.take() : DiffScratch()
        // Slots past each slice's end are never read (the join walks [p · capacity, ends[p])).
        var targetRecords = DiffScratch.reused(&scratch.targetRecords, count: partitions * targetCapacity)
        var sourceRecords = DiffScratch.reused(&scratch.sourceRecords, count: partitions * sourceCapacity)
        var targetEnds = (0..<partitions).map { $0 * targetCapacity }
        var sourceEnds = (0..<partitions).map { $0 * sourceCapacity }
        var sourceToTarget = DiffScratch.absent(reusing: &scratch.sourceToTarget, count: sourceCount)
        var targetToSource = DiffScratch.absent(reusing: &scratch.targetToSource, count: targetCount)
        // Position 0 (a root) is never a key: a slot holding it is empty.
        var recent = [KeyRecord](repeating: KeyRecord(hash: 0, position: 0), count: slots)
        var sourceSightings = IdentifierSightings(watched: watched, seed: seed, mask: hashMask)
        var targetSightings = IdentifierSightings(watched: watched, seed: seed, mask: hashMask)
        let window = preOrderWindow, lookahead = preOrderLookahead
        // True if a slice overflowed (returned, not captured: see above).
        let overflowed = source.identifiers.withUnsafeBufferPointer { sourceIdentifiers in
        target.identifiers.withUnsafeBufferPointer { targetIdentifiers in
        source.views.withUnsafeBufferPointer { sourceViews in
        target.views.withUnsafeBufferPointer { targetViews in
        targetRecords.withUnsafeMutableBufferPointer { targetRecords in
        sourceRecords.withUnsafeMutableBufferPointer { sourceRecords in
        targetEnds.withUnsafeMutableBufferPointer { targetEnds in
        sourceEnds.withUnsafeMutableBufferPointer { sourceEnds in
        sourceToTarget.withUnsafeMutableBufferPointer { sourceToTarget in
        targetToSource.withUnsafeMutableBufferPointer { targetToSource in
        recent.withUnsafeMutableBufferPointer { recent in
            // The buffers by value: captured `inout`, their base addresses were reloaded on every key.
            let targetRecords = targetRecords, sourceRecords = sourceRecords, targetEnds = targetEnds
            let sourceEnds = sourceEnds, sourceToTarget = sourceToTarget, targetToSource = targetToSource
            let recent = recent
            guard let sourceBase = sourceIdentifiers.baseAddress, let targetBase = targetIdentifiers.baseAddress
            else { return true }  // no tree has no root: unreachable, and the full join then decides
            let sourceRaw = UnsafeRawPointer(sourceBase), targetRaw = UnsafeRawPointer(targetBase)
            // The 16 bytes of a position's identifier (positions from 1 are tagged nodes: never nil).
            @inline(__always) func sourceBits(_ i: Int) -> (UInt64, UInt64) {
                sourceRaw.load(fromByteOffset: Int(sourceViews[i]) &* 16, as: (UInt64, UInt64).self)
            }
            @inline(__always) func targetBits(_ j: Int) -> (UInt64, UInt64) {
                targetRaw.load(fromByteOffset: Int(targetViews[j]) &* 16, as: (UInt64, UInt64).self)
            }
            // Both arrays keep their strings, so their storage, alive.
            @inline(__always) func same(_ x: (UInt64, UInt64), _ y: (UInt64, UInt64)) -> Bool {
                x == y || tailAllocatedEquality(x, y) == true
            }
            // The sightings as local copies, passed `inout` (captured, they were boxed), written back once.
            var targetNotes = targetSightings, sourceNotes = sourceSightings
            defer { targetSightings = targetNotes; sourceSightings = sourceNotes }
            @inline(__always) func hashTarget(_ j: Int, _ notes: inout IdentifierSightings) -> Bool {
                let h = treeKeyHash(targetBits(j), target, j, seed, hashMask)
                if !scatter(h, j, targetRecords, targetEnds, targetCapacity, bits) { return false }
                if notes.mayNote(h) { notes.note(h, at: j, in: target) }
                recent[Int(truncatingIfNeeded: h) & slotMask] = KeyRecord(hash: h, position: Int32(truncatingIfNeeded: j))
                return true
            }
            var hashed = 1, next = 1, misses = 0
            for i in 1..<sourceCount {
                let end = min(targetCount, next &+ window)
                let goal = min(targetCount, end &+ lookahead &+ misses &* 2)
                while hashed < goal {
                    if !hashTarget(hashed, &targetNotes) { return true }
                    hashed &+= 1
                }
                let x = sourceBits(i)
                var found = -1, j = next
                while j < end {
                    if targetToSource[j] < 0, same(x, targetBits(j)) { found = j; break }
                    j &+= 1
                }
                if found < 0 {
                    let h = treeKeyHash(x, source, i, seed, hashMask)
                    let seen = recent[Int(truncatingIfNeeded: h) & slotMask]
                    let candidate = Int(seen.position)
                    if candidate != 0, seen.hash == h, targetToSource[candidate] < 0, same(x, targetBits(candidate)) {
                        found = candidate
                    } else {
                        if !scatter(h, i, sourceRecords, sourceEnds, sourceCapacity, bits) { return true }
                        if sourceNotes.mayNote(h) { sourceNotes.note(h, at: i, in: source) }
                        misses &+= 1
                        continue
                    }
                }
                sourceToTarget[i] = Int32(truncatingIfNeeded: found)
                targetToSource[found] = Int32(truncatingIfNeeded: i)
                next = found &+ 1
                misses = 0
            }
            while hashed < targetCount {
                if !hashTarget(hashed, &targetNotes) { return true }
                hashed &+= 1
            }
            return false
        }}}}}}}}}}}
        let targetNoted = targetSightings.firstEmpty != nil || targetSightings.firstWatched.contains { $0 != nil }
        var joined: PreOrderJoin? = nil
        if !overflowed, !targetNoted {
            joined = joinOffPreOrder(targetRecords: targetRecords, targetCapacity: targetCapacity, targetEnds: targetEnds,
                                     sourceRecords: sourceRecords, sourceCapacity: sourceCapacity, sourceEnds: sourceEnds,
                                     sourceToTarget: &sourceToTarget, targetToSource: &targetToSource)
        }
        // Verify the joined matches and the first source duplicate (the others were proved when made).
        var verified = false
        if let joined {
            verified = joined.firstSourceDuplicate == .max
                || source.sameBytes(at: joined.firstSourceDuplicate, source, at: joined.sourceDuplicateOf)
            if verified {
                verified = sourceRecords.withUnsafeBufferPointer { sourceRecords in
                    sourceToTarget.withUnsafeBufferPointer { sourceToTarget in
                        for p in 0..<partitions {
                            for at in (p * sourceCapacity)..<sourceEnds[p] {
                                let i = Int(sourceRecords[at].position), j = Int(sourceToTarget[i])
                                if j >= 0, !source.sameBytes(at: i, target, at: j) { return false }
                            }
                        }
                        return true
                    }
                }
            }
        }
        scratch.targetRecords = targetRecords
        scratch.sourceRecords = sourceRecords
        guard verified, let joined else {
            if reusesScratch { DiffScratch.keep(&scratch) }
            return nil
        }
        if reusesScratch { DiffScratch.keep(&scratch) }
        return Result(sourceToTarget: sourceToTarget, targetToSource: targetToSource,
                      firstSourceDuplicate: joined.firstSourceDuplicate == .max ? nil : joined.firstSourceDuplicate,
                      firstTargetDuplicate: nil,
                      firstSourceEmpty: sourceSightings.firstEmpty, firstTargetEmpty: nil,
                      sourceWatched: sourceSightings.firstWatched, targetWatched: targetSightings.firstWatched)
    }

    /// ``hash(_:seed:)`` of the identifier at `position` of `column`: a tail-allocated string's bytes
    /// (``tailAllocatedUTF8(_:)``) read at the address in its representation `bits`, already loaded; other
    /// forms through the column.
    @inline(__always)
    private static func treeKeyHash(_ bits: (UInt64, UInt64), _ column: TaggedIdentifierColumn, _ position: Int,
                                    _ seed: UInt64, _ mask: UInt64) -> UInt64
    {
        // The column's array keeps the string, so its storage, alive.
        if let (start, count) = tailAllocatedUTF8(bits) {
            return words(UnsafeRawBufferPointer(start: start, count: count), seed: seed) & mask
        }
        return column.hash(at: position, seed: seed) & mask
    }

    /// What the join of the identifiers off the pre-order found (by hash; verified by the caller).
    private struct PreOrderJoin {
        var firstSourceDuplicate = Int.max
        var sourceDuplicateOf = -1
    }

    /// Step 4 of ``matchAlongPreOrder(source:target:watched:hashMask:)``: per partition, the target identifiers
    /// into the join table, then the source identifiers off the pre-order (ascending positions within a
    /// partition) probe it; nil if the target repeats an identifier.
    private static func joinOffPreOrder(
        targetRecords: [KeyRecord], targetCapacity: Int, targetEnds: [Int],
        sourceRecords: [KeyRecord], sourceCapacity: Int, sourceEnds: [Int],
        sourceToTarget: inout [Int32], targetToSource: inout [Int32]
    ) -> PreOrderJoin? {
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
            var found = PreOrderJoin()  // local: a captured variable was boxed
            for p in 0..<partitions {
                let targetBegin = p &* targetCapacity, targetEnd = targetEnds[p]
                let sourceBegin = p &* sourceCapacity, sourceEnd = sourceEnds[p]
                let entries = targetEnd &- targetBegin &+ sourceEnd &- sourceBegin
                if entries == 0 { continue }
                let mask = JoinSlot.tableSize(entries: entries) &- 1
                let stamp = JoinSlot.stamp(partition: p)
                for at in targetBegin..<targetEnd {
                    if JoinSlot.findOrInsertTarget(at, of: targetRecords, stamp: stamp, in: table, mask: mask) != nil {
                        return nil  // a repeated target identifier: the caller runs the full join
                    }
                }
                for at in sourceBegin..<sourceEnd {
                    guard let stored = JoinSlot.findOrInsertSource(at, of: sourceRecords, among: targetRecords,
                                                                    stamp: stamp, in: table, mask: mask)?.stored
                    else { continue }  // no identifier like it yet: inserted
                    let position = Int(sourceRecords[at].position)
                    let entry = JoinSlot.entry(stored)
                    if stored & JoinSlot.sourceBit != 0 {  // an earlier source identifier off the order: a repeat
                        if position < found.firstSourceDuplicate {
                            found.firstSourceDuplicate = position
                            found.sourceDuplicateOf = Int(sourceRecords[entry].position)
                        }
                        continue
                    }
                    let counterpart = Int(targetRecords[entry].position)
                    let claimer = Int(targetToSource[counterpart])
                    if claimer >= 0 {
                        // Matched already (on the order, possibly later in the source, or joined): the later of
                        // the two repeats the earlier, which stays the counterpart.
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
