/// The source pass of ``IdentifierTableJoin`` along the two screens' pre-orders: most shared identifiers keep
/// their place relative to their neighbours, so source identifier `i` is first compared byte for byte with the
/// target identifiers `next ..< next + alignmentWindow` (`next`: one past the target counterpart of the last
/// match); a match there is proven by its bytes, with no hash and no table probe. Only the others are hashed and
/// looked up (or inserted as source entries), and a counterpart found in the table moves `next` to one past it,
/// so a moved subtree costs one probe where the alignment jumps, not one per identifier.
///
/// The target identifiers are all in the table first
/// (``IdentifierTableJoin/Join/insertTargets(sightings:prefetches:)``), and the pass runs only when the target
/// repeats no identifier and holds no empty or watched one (the caller checks; otherwise
/// ``IdentifierTableJoin/Join/lookUpSources(sourceToTarget:targetToSource:sightings:prefetches:)`` runs).
/// Then an aligned source identifier equals a target one that is not empty and not watched, so it needs no
/// sighting, and positions are visited in ascending order, so the first duplicate is the first position whose bytes
/// equal an earlier one's: a target identifier is taken when its `targetToSource` entry is set (aligned or looked
/// up), the alignment passes over taken ones, and a look-up that finds a taken target identifier or a source entry
/// repeats an earlier source identifier.
extension IdentifierTableJoin {
    /// Target identifiers compared with each source identifier before it is hashed: two covers one target
    /// identifier inserted before it.
    static var alignmentWindow: Int { 2 }
}

extension IdentifierTableJoin.Join {
    /// Matches the source's identifiers along the alignment, looking up (or inserting) the others; writes the
    /// counterparts and returns the first position repeating an earlier one. `targetToSource` holds −1 throughout.
    @inline(__always)
    func lookUpSourcesAligned(sourceToTarget: UnsafeMutableBufferPointer<Int32>,
                              targetToSource: UnsafeMutableBufferPointer<Int32>, sightings: inout IdentifierSightings,
                              prefetches: Bool) -> Int?
    {
        let count = sourceViews.count, targetCount = targetViews.count
        let distance = StringKeyMatcher.prefetchDistance, window = IdentifierTableJoin.alignmentWindow
        let looksForAny = sightings.looksForAny
        let comparesInPlace = MemoryLayout<String?>.size == 16 && MemoryLayout<String?>.stride == 16
        var firstDuplicate: Int?
        var next = 1
        for position in 1..<max(count, 1) {
            if prefetches {
                prefetch(true, min(position &+ distance, count &- 1))
                if next &+ distance < targetCount { prefetch(false, next &+ distance) }
            }
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
            if looksForAny, sightings.mayNote(h) { sightings.note(h, at: position, in: source) }
            let slot = findOrInsert(h, true, position)
            if slot < 0 { continue }  // found nowhere: inserted as a source entry
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
        return firstDuplicate
    }
}
