/// The passes of ``IdentifierTableJoin`` along the two screens' pre-orders, the target inserted just ahead of
/// the source: most shared identifiers keep their place relative to their neighbours, so source identifier `i`
/// is first compared byte for byte with the target identifiers `next ..< next + alignmentWindow` (`next`: one
/// past the target counterpart of the last match); a match there is proven by its bytes, with no hash and no
/// table probe. Only the others are hashed and looked up (or inserted as source entries), and a counterpart
/// found in the table moves `next` to one past it, so a subtree moved within the frontier costs one probe where
/// the alignment jumps, not one per identifier.
///
/// The target is inserted into the table in position order, in blocks, kept at least ``frontierDistance``
/// positions past `next` (the frontier): each target string is hashed a few hundred positions before the
/// alignment compares it, so the comparison finds its bytes in cache, and each string of either screen is
/// fetched from memory once. A target identifier inserted after a source identifier with its bytes was looked up
/// finds that source entry in the table and becomes its counterpart (a subtree moved further ahead than the
/// frontier, matched one identifier at a time).
///
/// Exactness. The pass gives up (``Join/matchAlongFrontier(sourceToTarget:targetToSource:sourceSightings:targetSightings:frontier:prefetches:)``
/// returns nil; the caller clears the table and runs the plain passes) as soon as a target identifier repeats
/// an earlier one or is empty or watched. So while it runs, every target identifier up to the frontier is
/// unique, not empty and not watched: an aligned source identifier needs no sighting, and the table holds one
/// entry per distinct identifier. Positions are visited in ascending order on each side; a target identifier
/// is taken once its `targetToSource` entry is set (aligned, looked up, or matched with a source entry on
/// insertion), the alignment passes over taken ones, and a look-up that finds a taken target identifier or a
/// source entry repeats an earlier source identifier: the source's first duplicate is the first position whose
/// bytes equal an earlier one's. A target that repeats an identifier is decided by the plain passes.
extension IdentifierTableJoin {
    /// Target identifiers compared with each source identifier before it is hashed: two covers one target
    /// identifier inserted before it.
    static var alignmentWindow: Int { 2 }

    /// How many target positions past the alignment are in the table before a source identifier is compared:
    /// a subtree moved forwards by fewer positions costs one look-up (the jump), one moved further costs one per
    /// identifier. 256 positions of target strings stay in the first- and second-level caches.
    static var frontierDistance: Int { 256 }
}

extension IdentifierTableJoin.Join {
    /// Inserts target positions `start..<end`, hashed first, each asking for its slot (`hashes`: room for the
    /// block); a target identifier equal to a source entry becomes its counterpart. False (the pass gives up)
    /// when one repeats an earlier target identifier or is noted (empty or watched).
    @inline(__always)
    func insertTargetBlock(_ start: Int, _ end: Int, hashes: UnsafeMutablePointer<UInt64>,
                           sourceToTarget: UnsafeMutableBufferPointer<Int32>,
                           targetToSource: UnsafeMutableBufferPointer<Int32>, sightings: inout IdentifierSightings,
                           prefetches: Bool) -> Bool
    {
        let count = targetViews.count, distance = StringKeyMatcher.prefetchDistance
        for position in start..<end {
            if prefetches { prefetch(false, min(position &+ distance, count &- 1)) }
            let h = hash(false, position)
            hashes[position &- start] = h
            if prefetches {
                llvmPrefetch(UnsafeRawPointer(table.baseAddress.unsafelyUnwrapped + (Int(truncatingIfNeeded: h) & mask)),
                             1, 3, 1)
            }
            if sightings.looksForAny, sightings.mayNote(h) {
                sightings.note(h, at: position, in: target)
                if sightings.firstEmpty != nil || sightings.firstWatched.contains(where: { $0 != nil }) { return false }
            }
        }
        for position in start..<end {
            let slot = findOrInsert(hashes[position &- start], false, position)
            if slot < 0 { continue }
            let word = table[slot]
            guard word & IdentifierTableJoin.sourceBit != 0 else { return false }  // repeats a target identifier
            // A source identifier looked up before this one was inserted: now its counterpart, in its place.
            let other = Int(truncatingIfNeeded: word & IdentifierTableJoin.positionMask)
            table[slot] = word & (IdentifierTableJoin.tagMask | IdentifierTableJoin.generationMask)
                | IdentifierTableJoin.claimedBit | UInt32(truncatingIfNeeded: position)
            targetToSource[position] = Int32(truncatingIfNeeded: other)
            sourceToTarget[other] = Int32(truncatingIfNeeded: position)
        }
        return true
    }

    /// Matches the source's identifiers along the alignment, inserting the target ``IdentifierTableJoin/frontierDistance``
    /// (here `frontier`) positions ahead and looking up (or inserting) the source identifiers off the alignment;
    /// writes the counterparts and returns the source's first duplicate (`.some(nil)`: none), or nil if it gave
    /// up (a target identifier repeats one, or is empty or watched; the table, counterparts and sightings are
    /// then partly written). `sourceToTarget` and `targetToSource` hold −1 throughout.
    @inline(__always)
    func matchAlongFrontier(sourceToTarget: UnsafeMutableBufferPointer<Int32>,
                            targetToSource: UnsafeMutableBufferPointer<Int32>,
                            sourceSightings: inout IdentifierSightings, targetSightings: inout IdentifierSightings,
                            frontier: Int, prefetches: Bool) -> Int??
    {
        let count = sourceViews.count, targetCount = targetViews.count
        let distance = StringKeyMatcher.prefetchDistance, window = IdentifierTableJoin.alignmentWindow
        let block = IdentifierTableJoin.blockSize, ahead = max(frontier, window)
        let looksForAny = sourceSightings.looksForAny
        let comparesInPlace = MemoryLayout<String?>.size == 16 && MemoryLayout<String?>.stride == 16
        let hashes = UnsafeMutablePointer<UInt64>.allocate(capacity: block)
        defer { hashes.deallocate() }
        var firstDuplicate: Int?
        var next = 1, inserted = 1
        for position in 1..<max(count, 1) {
            // The frontier: every target position below `next + ahead` in the table.
            while inserted < targetCount, inserted < next &+ ahead {
                let end = min(inserted &+ block, targetCount)
                guard insertTargetBlock(inserted, end, hashes: hashes, sourceToTarget: sourceToTarget,
                                        targetToSource: targetToSource, sightings: &targetSightings,
                                        prefetches: prefetches)
                else { return nil }
                inserted = end
            }
            if prefetches { prefetch(true, min(position &+ distance, count &- 1)) }
            // The alignment: an untaken target identifier with the same bytes.
            if comparesInPlace {
                let x = bits(true, position)
                var j = next
                let end = min(targetCount, next &+ window)
                var found = -1
                while j < end {
                    if targetToSource[j] < 0 {
                        let y = bits(false, j)
                        if x == y || StringKeyMatcher.tailAllocatedEquality(x, y) == true {
                            found = j
                            break
                        }
                    }
                    j &+= 1
                }
                if found >= 0 {
                    targetToSource[found] = Int32(truncatingIfNeeded: position)
                    sourceToTarget[position] = Int32(truncatingIfNeeded: found)
                    next = found &+ 1
                    continue
                }
            }
            // Off the alignment (or another form of string): hashed and looked up.
            let h = hash(true, position)
            if looksForAny, sourceSightings.mayNote(h) { sourceSightings.note(h, at: position, in: source) }
            let slot = findOrInsert(h, true, position)
            if slot < 0 { continue }  // found nowhere yet: inserted as a source entry
            let word = table[slot]
            let entry = Int(truncatingIfNeeded: word & IdentifierTableJoin.positionMask)
            if word & IdentifierTableJoin.sourceBit != 0 || targetToSource[entry] >= 0 {
                if firstDuplicate == nil { firstDuplicate = position }  // repeats an earlier source identifier
                continue
            }
            targetToSource[entry] = Int32(truncatingIfNeeded: position)
            sourceToTarget[position] = Int32(truncatingIfNeeded: entry)
            next = entry &+ 1
        }
        // The rest of the target: each finds a source entry (its counterpart), or nothing.
        while inserted < targetCount {
            let end = min(inserted &+ block, targetCount)
            guard insertTargetBlock(inserted, end, hashes: hashes, sourceToTarget: sourceToTarget,
                                    targetToSource: targetToSource, sightings: &targetSightings,
                                    prefetches: prefetches)
            else { return nil }
            inserted = end
        }
        return .some(firstDuplicate)
    }
}
