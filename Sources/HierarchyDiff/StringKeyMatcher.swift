/// Matches two sequences of string keys — which target position holds each source key — and finds the
/// first duplicate in each, by radix-partitioned hashing, the optimized diffs' replacement for
/// `Dictionary<String, Int>` (which measured several times slower on 100,000 short identifiers, and whose random
/// probes miss the caches once the table outgrows them).
///
/// Method (the partitioned hash join of Shatdal, Kant & Naughton, "Cache Conscious Algorithms for Relational
/// Query Processing", VLDB 1994; Manegold, Boncz & Kersten, "Optimizing Main-Memory Join on Modern
/// Hardware", TKDE 2002):
/// 1. hash every key (``hash(_:seed:)``: its UTF-8 bytes sixteen at a time through 128-bit multiplies, after
///    wyhash, with a per-process random seed in both multiplicands), so crafted inputs cannot be precomputed
///    to collide — the same precaution as Swift's seeded `Hasher`; keys are read in place, borrowed from the
///    caller's storage (``IdentifierColumn/hash(at:seed:)``), so no `String` is copied, retained or released
///    per key;
/// 2. in the same pass, scatter hashes and positions into 2^b partitions by the top b bits of the hash,
///    each partition a slice sized for its expected share with six standard deviations to spare (should one
///    fill up, hash again and make a stable counting sort), b the fewest bits that leave at most 16,384 keys
///    (both sides) to a partition, and at most 8: each partition is one write stream of the scatter, and
///    stores into many streams stall it — at 100,000 keys a list, 16 partitions instead of 64 measured about
///    a tenth faster; at a million keys per side, 2^8 instead of 2^12 cut the simulated L1 write misses by a
///    quarter — while each partition's table (load ≤ 0.5, 8-byte slots) stays in the L2 cache up to about
///    four million keys in all (beyond, partitions grow past 16,384 keys) (with at most 16,384 keys in all
///    there is one partition, in source order); only hashes and
///    positions move, side by side in one 16-byte ``KeyRecord`` per key (one write stream per partition),
///    the strings stay where the caller keeps them; changesets of 16,384 keys or more reuse the previous
///    one's record arrays (``DiffScratch``) instead of faulting fresh pages in;
/// 3. per partition, insert the target hashes into a small open-addressing table (linear probing, load
///    ≤ 0.5, each slot holding 22 bits of the hash as a tag and the partition's stamp, so one table serves
///    every partition and is cleared once, not once per partition), then probe it with the source hashes;
///    with 262,144 target positions or more a matched target slot is marked claimed in the table itself, so
///    a later source key with its hash is a duplicate without a random read of the counterpart arrays
///    (smaller arrays stay in cache and are read); source keys that find no target key are
///    inserted too, so a second occurrence is caught. Keys count as equal here when their full 64-bit
///    hashes are: no string is read in this phase;
/// 4. verify, in source order (sequential reads), every match and each side's first duplicate byte for byte
///    (``IdentifierColumn/allSameBytes(in:counterparts:_:)`` and ``IdentifierColumn/sameBytes(at:_:at:)``,
///    read in place like the hashing, the identity rule of ``IdentifierKey``, never Swift's canonical `==`;
///    two keys with one representation — the same 16 bytes of `String` read in place, or the same storage
///    address and length — are equal without a read of their bytes; a list's and a tree's native and literal
///    strings are compared at the addresses in their representations, ``tailAllocatedUTF8(_:)``); if any check
///    fails — two different keys sharing a 64-bit hash — recompute with dictionaries keyed by
///    ``IdentifierKey`` (``exactMatch(source:sourceRange:target:targetRange:)``).
/// Within a partition keys are visited in ascending position, so the first duplicate of each sequence is the
/// smallest position whose key equals an earlier one — the same answer as a sequential scan. Answers never
/// depend on the hash, only the speed does.
struct StringKeyMatcher {
    /// Per-process random start of the hash.
    static let seed = UInt64.random(in: .min ... .max)

    /// How many keys ahead the hashing pass and the tree's verification prefetch a key's bytes
    /// (``IdentifierColumn/prefetchUTF8(at:)``), and the fewest keys a side needs for them to: smaller columns
    /// run the loops without the prefetch, whose strings mostly stay in the caches anyway.
    static var prefetchDistance: Int { 8 }
    static var prefetchMinimum: Int { 32_768 }

    /// Counterparts (−1 where none) and first duplicates (nil where none), in the callers' positions; the
    /// first empty identifier of each side and, per watched identifier, its first position on each side
    /// (nil where none; filled by ``match(source:sourceRange:target:targetRange:watched:hashMask:)`` only).
    /// The first duplicates are always exact; the counterparts are exact whenever neither side repeats a key
    /// (with a repeat the callers reject the input, and a key whose 64-bit hash equals a claimed key's may
    /// then count as a repeat instead of a match: only the first duplicate is verified byte for byte).
    struct Result {
        var sourceToTarget: [Int32]
        var targetToSource: [Int32]
        var firstSourceDuplicate: Int?
        var firstTargetDuplicate: Int?
        var firstSourceEmpty: Int? = nil
        var firstTargetEmpty: Int? = nil
        var sourceWatched: [Int?] = []
        var targetWatched: [Int?] = []
    }


    /// One key in partition order: its hash and the caller's position, side by side, so the scatter writes
    /// one stream per partition (two arrays wrote two, and with 2^8 partitions the 512 streams' open cache
    /// lines filled the L1 cache).
    struct KeyRecord {
        var hash: UInt64
        var position: Int32
    }

    /// Keys of one side in partition order: hashes and the caller's positions (the strings themselves stay in
    /// the caller's storage, so partitioning copies no string and retains nothing).
    ///
    /// One pass hashes each key and writes it straight into its partition's slice, each slice sized for the
    /// partition's expected share plus six standard deviations (a binomial count: about √expected) plus 32;
    /// only if a slice still fills up (hashes narrowed by `mask`, or odds below one in a billion) are the keys
    /// hashed again, counted per partition, then scattered into exact slices.
    private struct Partitioned {
        var begins: [Int]  // partition p is [begins[p], ends[p])
        var ends: [Int]
        var records: [KeyRecord]

        /// First position holding the empty identifier, and first holding each watched identifier (verified
        /// byte for byte; nil where none).
        var firstEmpty: Int?
        var firstWatched: [Int?]

        /// `recycled`: storage to reuse for the key records (``DiffScratch``); left empty.
        init<Column: IdentifierColumn>(_ column: Column, range: Range<Int>, partitionBits: Int, seed: UInt64,
                                       mask: UInt64, watched: [String], findsEmpty: Bool,
                                       recycled: inout [KeyRecord])
        {
            let capacity = StringKeyMatcher.sliceCapacity(range.count, bits: partitionBits)
            if let direct = Self.hashingIntoSlices(column, range: range, partitionBits: partitionBits,
                                                   capacity: capacity, seed: seed, mask: mask, watched: watched,
                                                   findsEmpty: findsEmpty, recycled: &recycled)
            {
                self = direct
            } else {
                self = Self.countingThenScattering(column, range: range, partitionBits: partitionBits, seed: seed,
                                                   mask: mask, watched: watched, findsEmpty: findsEmpty)
            }
        }

        private init(begins: [Int], ends: [Int], records: [KeyRecord], sightings: IdentifierSightings) {
            self.begins = begins
            self.ends = ends
            self.records = records
            self.firstEmpty = sightings.firstEmpty
            self.firstWatched = sightings.firstWatched
        }

        /// One pass into slices of `capacity` keys per partition; nil if one overflows.
        private static func hashingIntoSlices<Column: IdentifierColumn>(
            _ column: Column, range: Range<Int>, partitionBits: Int, capacity: Int, seed: UInt64, mask: UInt64,
            watched: [String], findsEmpty: Bool, recycled: inout [KeyRecord]
        ) -> Partitioned? {
            let count = range.count, partitions = 1 << partitionBits, total = partitions * capacity
            let begins = (0..<partitions).map { $0 * capacity }
            var ends = begins
            var sightings = IdentifierSightings(watched: watched, seed: seed, mask: mask, findsEmpty: findsEmpty)
            let looksForAny = sightings.looksForAny
            var overflowed = false
            // Slots past each slice's end are never read (the join walks [begins[p], ends[p])).
            var records = DiffScratch.reused(&recycled, count: total)
            records.withUnsafeMutableBufferPointer { records in
            ends.withUnsafeMutableBufferPointer { ends in
                // The buffers by value: captured `inout`, their base addresses were reloaded on every key.
                let records = records, ends = ends
                // One copy of the loop per value of `notes` and of `prefetches` (constants once inlined): the keyed
                // list looks for no identifier, and its loop then runs without the test; columns under
                // `prefetchMinimum` keys run the loop without the prefetch.
                @inline(__always) func scatter(notes: Bool, prefetches: Bool) {
                    let distance = StringKeyMatcher.prefetchDistance, last = range.upperBound &- 1
                    for offset in 0..<count {
                        let position = range.lowerBound &+ offset
                        if prefetches { column.prefetchUTF8(at: min(position &+ distance, last)) }
                        let h = column.hash(at: position, seed: seed) & mask
                        guard StringKeyMatcher.scatter(h, position, records, ends, capacity, partitionBits) else {
                            overflowed = true
                            break
                        }
                        if notes, sightings.mayNote(h) { sightings.note(h, at: position, in: column) }
                    }
                }
                // The prefetching copies exist only for columns that prefetch (a constant once specialized).
                if Column.prefetchesUTF8, count >= StringKeyMatcher.prefetchMinimum {
                    if looksForAny { scatter(notes: true, prefetches: true) } else { scatter(notes: false, prefetches: true) }
                } else {
                    if looksForAny { scatter(notes: true, prefetches: false) } else { scatter(notes: false, prefetches: false) }
                }
            }}
            if overflowed { return nil }
            return Partitioned(begins: begins, ends: ends, records: records, sightings: sightings)
        }

        /// Two passes: hash and count per partition, then scatter into exact slices.
        private static func countingThenScattering<Column: IdentifierColumn>(
            _ column: Column, range: Range<Int>, partitionBits: Int, seed: UInt64, mask: UInt64, watched: [String],
            findsEmpty: Bool
        ) -> Partitioned {
            let count = range.count
            let partitions = 1 << partitionBits
            var starts = [Int](repeating: 0, count: partitions + 1)
            var sightings = IdentifierSightings(watched: watched, seed: seed, mask: mask, findsEmpty: findsEmpty)
            let looksForAny = sightings.looksForAny
            let hashes = [UInt64](unsafeUninitializedCapacity: count) { buffer, initialized in
                starts.withUnsafeMutableBufferPointer { starts in
                    for offset in 0..<count {
                        let position = range.lowerBound &+ offset
                        let h = column.hash(at: position, seed: seed) & mask
                        buffer.initializeElement(at: offset, to: h)
                        starts[StringKeyMatcher.partition(h, bits: partitionBits) &+ 1] &+= 1
                        if looksForAny, sightings.mayNote(h) { sightings.note(h, at: position, in: column) }
                    }
                }
                initialized = count
            }
            for p in 0..<partitions { starts[p + 1] += starts[p] }
            var fill = starts
            var records = [KeyRecord](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
            // Every slot is written exactly once (fill walks each partition's range).
            records.withUnsafeMutableBufferPointer { records in
                fill.withUnsafeMutableBufferPointer { fill in
                    for offset in 0..<count {
                        let h = hashes[offset]
                        let p = StringKeyMatcher.partition(h, bits: partitionBits)
                        let at = fill[p]
                        fill[p] = at &+ 1
                        records[at] = KeyRecord(hash: h, position: Int32(truncatingIfNeeded: range.lowerBound &+ offset))
                    }
                }
            }
            return Partitioned(begins: Array(starts.dropLast()), ends: Array(starts.dropFirst()),
                               records: records, sightings: sightings)
        }

        /// Hands the records' storage over (to ``DiffScratch``, or freed early: lower peak memory for the
        /// caller's next steps).
        mutating func release() -> [KeyRecord] {
            var taken: [KeyRecord] = []
            swap(&taken, &records)
            return taken
        }
    }


    /// The top `bits` bits of `hash` (0...8 bits; two shifts, so 0 bits needs no branch).
    @inline(__always)
    static func partition(_ hash: UInt64, bits: Int) -> Int {
        Int(truncatingIfNeeded: (hash &>> 1) &>> UInt64(truncatingIfNeeded: 63 &- bits))
    }

    /// Matches the keys at `sourceRange` of `source` with those at `targetRange` of `target`.
    ///
    /// Keys are matched by their full 64-bit hashes inside the partitions (no string is touched there), then
    /// every match and the first duplicate of each side are verified byte for byte in source order
    /// (sequential reads). Should any verification fail — two different keys with one 64-bit hash — the
    /// answer is recomputed by ``exactMatch(source:sourceRange:target:targetRange:)``, so answers never depend
    /// on the hash. `watched` identifiers are looked for in both sides during hashing (``Result``).
    /// `hashMask` narrows the hashes (tests force collisions with it). Without `findsEmpty` the first empty
    /// identifiers are not looked for (``Result/firstSourceEmpty`` and ``Result/firstTargetEmpty`` stay nil).
    static func match<Column: IdentifierColumn>(source sourceColumn: Column, sourceRange: Range<Int>,
                                                target targetColumn: Column, targetRange: Range<Int>,
                                                watched: [String] = [], hashMask: UInt64 = ~0,
                                                findsEmpty: Bool = true) -> Result
    {
        let sourceCount = sourceColumn.count, targetCount = targetColumn.count
        let bits = partitionBits(keys: sourceRange.count + targetRange.count)
        let seed = Self.seed
        // Large changesets reuse the previous one's key arrays (``DiffScratch``); small ones allocate.
        let reusesScratch = sourceRange.count + targetRange.count >= DiffScratch.minimumKeys
        var scratch = reusesScratch ? DiffScratch.take() : DiffScratch()
        var target = Partitioned(targetColumn, range: targetRange, partitionBits: bits, seed: seed, mask: hashMask,
                                 watched: watched, findsEmpty: findsEmpty, recycled: &scratch.targetRecords)
        var source = Partitioned(sourceColumn, range: sourceRange, partitionBits: bits, seed: seed, mask: hashMask,
                                 watched: watched, findsEmpty: findsEmpty, recycled: &scratch.sourceRecords)
        var sourceToTarget = DiffScratch.absent(reusing: &scratch.sourceToTarget, count: sourceCount)
        var targetToSource = DiffScratch.absent(reusing: &scratch.targetToSource, count: targetCount)
        // First duplicate of each side and the earlier position it repeats (by hash; verified below).
        var firstSourceDuplicate = Int.max, sourceDuplicateOf = -1
        var firstTargetDuplicate = Int.max, targetDuplicateOf = -1
        var largest = 0
        for p in 0..<(1 << bits) {
            largest = max(largest, target.ends[p] - target.begins[p] + source.ends[p] - source.begins[p])
        }
        // Slots: ``JoinSlot``. With 262,144 target positions or more (1 MiB of counterparts, beyond the L2 cache)
        // a match is marked claimed in the slot, in cache, and writes the counterpart arrays without first
        // reading one at a random position; below, reading the counterpart measured faster than writing the
        // mark (see the HierarchyDiff article "Keyed-list changesets").
        let claims = targetCount >= 1 << 18
        // Cleared once: zeros are empty for every partition.
        var table = [UInt64](repeating: 0, count: JoinSlot.tableSize(entries: largest))
        table.withUnsafeMutableBufferPointer { table in
        target.records.withUnsafeBufferPointer { targetRecords in
        source.records.withUnsafeBufferPointer { sourceRecords in
        sourceToTarget.withUnsafeMutableBufferPointer { sourceToTarget in
        targetToSource.withUnsafeMutableBufferPointer { targetToSource in
            // The buffers by value: captured `inout`, their base addresses were reloaded on every key.
            let table = table, sourceToTarget = sourceToTarget, targetToSource = targetToSource
            for p in 0..<(1 << bits) {
                let targetBegin = target.begins[p], targetEnd = target.ends[p]
                let sourceBegin = source.begins[p], sourceEnd = source.ends[p]
                let entries = targetEnd - targetBegin + sourceEnd - sourceBegin
                if entries == 0 { continue }
                let mask = JoinSlot.tableSize(entries: entries) &- 1
                let stamp = JoinSlot.stamp(partition: p)
                for at in targetBegin..<targetEnd {
                    guard let stored = JoinSlot.findOrInsertTarget(at, of: targetRecords, stamp: stamp, in: table,
                                                                   mask: mask) else { continue }
                    let position = Int(targetRecords[at].position)  // repeats an earlier target key
                    if position < firstTargetDuplicate {
                        firstTargetDuplicate = position
                        targetDuplicateOf = Int(targetRecords[JoinSlot.entry(stored)].position)
                    }
                }
                // One copy of the probe loop per value of `claims` (a constant once inlined).
                @inline(__always) func probe(claims: Bool) {
                    for at in sourceBegin..<sourceEnd {
                        guard let (slot, stored) = JoinSlot.findOrInsertSource(at, of: sourceRecords, among: targetRecords,
                                                                              stamp: stamp, in: table, mask: mask)
                        else { continue }  // no key like it yet: inserted
                        let position = Int(sourceRecords[at].position)
                        let entry = JoinSlot.entry(stored)
                        if stored & JoinSlot.sourceBit != 0 {  // an earlier source key: this one repeats it
                            if position < firstSourceDuplicate {
                                firstSourceDuplicate = position; sourceDuplicateOf = Int(sourceRecords[entry].position)
                            }
                            continue
                        }
                        let counterpart = Int(targetRecords[entry].position)
                        // Taken by an earlier source key: this one repeats it.
                        let taken = claims ? stored & JoinSlot.claimedBit != 0 : targetToSource[counterpart] >= 0
                        if taken {
                            if position < firstSourceDuplicate {
                                firstSourceDuplicate = position
                                sourceDuplicateOf = Int(targetToSource[counterpart])
                            }
                        } else {
                            if claims { table[slot] = stored | JoinSlot.claimedBit }
                            targetToSource[counterpart] = Int32(truncatingIfNeeded: position)
                            sourceToTarget[position] = Int32(truncatingIfNeeded: counterpart)
                        }
                    }
                }
                if claims { probe(claims: true) } else { probe(claims: false) }
            }
        }}}}}
        scratch.targetRecords = target.release()
        scratch.sourceRecords = source.release()
        if reusesScratch { DiffScratch.keep(&scratch) }
        // Verify in source order: every match, and each side's first duplicate.
        var verified = firstSourceDuplicate == .max
            || sourceColumn.sameBytes(at: firstSourceDuplicate, sourceColumn, at: sourceDuplicateOf)
        verified = verified && (firstTargetDuplicate == .max
            || targetColumn.sameBytes(at: firstTargetDuplicate, targetColumn, at: targetDuplicateOf))
        if verified {
            verified = sourceToTarget.withUnsafeBufferPointer { sourceToTarget in
                sourceColumn.allSameBytes(in: sourceRange, counterparts: sourceToTarget, targetColumn)
            }
        }
        guard verified else {
            var exact = exactMatch(source: sourceColumn, sourceRange: sourceRange, target: targetColumn,
                                   targetRange: targetRange)
            exact.firstSourceEmpty = source.firstEmpty
            exact.firstTargetEmpty = target.firstEmpty
            exact.sourceWatched = source.firstWatched
            exact.targetWatched = target.firstWatched
            return exact
        }
        return Result(sourceToTarget: sourceToTarget, targetToSource: targetToSource,
                      firstSourceDuplicate: firstSourceDuplicate == .max ? nil : firstSourceDuplicate,
                      firstTargetDuplicate: firstTargetDuplicate == .max ? nil : firstTargetDuplicate,
                      firstSourceEmpty: source.firstEmpty, firstTargetEmpty: target.firstEmpty,
                      sourceWatched: source.firstWatched, targetWatched: target.firstWatched)
    }

    /// The same counterparts and duplicates as ``match(source:sourceRange:target:targetRange:watched:hashMask:)``
    /// from dictionaries keyed by ``IdentifierKey``: the fallback when two different keys share a hash.
    static func exactMatch<Column: IdentifierColumn>(source: Column, sourceRange: Range<Int>,
                                                     target: Column, targetRange: Range<Int>) -> Result
    {
        let sourceCount = source.count, targetCount = target.count
        let sourceKey = source.key(at:), targetKey = target.key(at:)
        var sourceToTarget = [Int32](repeating: -1, count: sourceCount)
        var targetToSource = [Int32](repeating: -1, count: targetCount)
        var firstSourceDuplicate: Int?, firstTargetDuplicate: Int?
        var targetIndex: [IdentifierKey: Int] = [:]
        for j in targetRange where targetIndex.updateValue(targetIndex[IdentifierKey(targetKey(j))] ?? j,
                                                           forKey: IdentifierKey(targetKey(j))) != nil {
            if firstTargetDuplicate == nil { firstTargetDuplicate = j }
        }
        var seen = Set<IdentifierKey>()
        for i in sourceRange {
            let key = IdentifierKey(sourceKey(i))
            if !seen.insert(key).inserted {
                if firstSourceDuplicate == nil { firstSourceDuplicate = i }
                continue
            }
            if let j = targetIndex[key] {
                sourceToTarget[i] = Int32(truncatingIfNeeded: j)
                targetToSource[j] = Int32(truncatingIfNeeded: i)
            }
        }
        return Result(sourceToTarget: sourceToTarget, targetToSource: targetToSource,
                      firstSourceDuplicate: firstSourceDuplicate, firstTargetDuplicate: firstTargetDuplicate)
    }
}
