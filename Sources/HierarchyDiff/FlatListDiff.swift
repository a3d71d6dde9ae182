/// The optimized changeset of two keyed lists: one hash map (target key → index), one pass over the source,
/// and ``LongestIncreasingSubsequence/lexicographicallySmallest(_:)`` on the target indices of the shared
/// keys in source order (skipped when they are already increasing). O(n + m + k log k); same output and same
/// errors, in the same order, as ``ReferenceFlatListDiff``.
///
/// String keys (the `eval diff` lists, most UI identifiers) take a specialised overload built on
/// `StringKeyMatcher` (keys along the two lists' common order matched byte for byte on the spot, the rest by a
/// partitioned hash join: `matchAligned`) and follow the identifier rule (same iff same UTF-8 bytes, ``IdentifierKey``), also
/// when they reach the generic entry point; other `Hashable` keys use `Dictionary`. The generic entry point is
/// `@inlinable`, so a caller in another module gets it specialized for its key type (without that, every
/// hash and comparison goes through witness tables: 9× slower on 10,000 `Int` keys).
public enum FlatListDiff {
    /// The changeset turning `source` into `target`.
    @inlinable
    public static func changeset<Key: Hashable>(from source: [Key], to target: [Key])
        throws(HierarchyDiffError) -> KeyedChangeset
    {
        if Key.self == String.self {  // identifiers: the byte-identity path
            return try changeset(from: unsafeBitCast(source, to: [String].self),
                                 to: unsafeBitCast(target, to: [String].self))
        }
        var targetIndex = [Key: Int](minimumCapacity: target.count)
        var targetDuplicate: Key?
        for (j, key) in target.enumerated() where targetIndex.updateValue(j, forKey: key) != nil {
            if targetDuplicate == nil { targetDuplicate = key }
        }
        var deletedKeys = Set<Key>()
        return try finish(source: source, targetCount: target.count,
                          targetDuplicate: targetDuplicate.map { String(describing: $0) },
                          lookup: { targetIndex[$0] }, isNewDeletion: { deletedKeys.insert($0).inserted })
    }

    /// The changeset turning `source` into `target` (string keys, `StringKeyMatcher`).
    public static func changeset(from source: [String], to target: [String]) throws(HierarchyDiffError)
        -> KeyedChangeset
    {
        // Keys along the lists' common order are matched on the spot, the rest joined; a target that repeats a
        // key takes the full join, which finds the source's first duplicate exactly.
        var matched = StringKeyMatcher.matchAligned(source: source, target: target)
            ?? StringKeyMatcher.match(source: StringColumn(keys: source), sourceRange: 0..<source.count,
                                      target: StringColumn(keys: target), targetRange: 0..<target.count,
                                      findsEmpty: false)  // an empty key is a key like any other here
        if let i = matched.firstSourceDuplicate { throw .duplicateKey(source[i], list: .source) }
        if let j = matched.firstTargetDuplicate { throw .duplicateKey(target[j], list: .target) }
        var deletes: [Int] = []
        var ordered = true
        // One pass over the source: deletions, and the target positions of the shared keys in source order,
        // packed to the front of the counterparts array (each written at or before the slot just read).
        var shared = 0
        matched.sourceToTarget.withUnsafeMutableBufferPointer { sourceToTarget in
            var last: Int32 = -1
            for i in 0..<sourceToTarget.count {
                let j = sourceToTarget[i]
                if j < 0 {
                    deletes.append(i)
                } else {
                    if last > j { ordered = false }
                    last = j
                    sourceToTarget[shared] = j
                    shared &+= 1
                }
            }
        }
        let changeset = matched.sourceToTarget.withUnsafeBufferPointer { packed in
            assemble(targetToSource: &matched.targetToSource, sharedTargets: UnsafeBufferPointer(rebasing: packed[..<shared]),
                     ordered: ordered, deletes: deletes)
        }
        DiffScratch.keepCounterparts(&matched.sourceToTarget, &matched.targetToSource)
        return changeset
    }

    /// The generic path's pass over the source (hash map look-ups), then ``output(targetToSource:sharedTargets:ordered:deletes:)``.
    @inlinable @inline(__always)
    static func finish<Key>(source: [Key], targetCount: Int, targetDuplicate: String?,
                            lookup: (Key) -> Int?, isNewDeletion: (Key) -> Bool)
        throws(HierarchyDiffError) -> KeyedChangeset
    {
        var targetToSource = [Int](repeating: -1, count: targetCount)
        var deletes: [Int] = []
        var sharedTargets: [Int] = []
        sharedTargets.reserveCapacity(min(source.count, targetCount))
        var ordered = true
        for (i, key) in source.enumerated() {
            if let j = lookup(key) {
                if targetToSource[j] >= 0 { throw .duplicateKey(String(describing: key), list: .source) }
                targetToSource[j] = i
                if let last = sharedTargets.last, last > j { ordered = false }
                sharedTargets.append(j)
            } else {
                if !isNewDeletion(key) { throw .duplicateKey(String(describing: key), list: .source) }
                deletes.append(i)
            }
        }
        if let targetDuplicate { throw .duplicateKey(targetDuplicate, list: .target) }
        return output(targetToSource: targetToSource.map { Int32(truncatingIfNeeded: $0) },
                      sharedTargets: sharedTargets, ordered: ordered, deletes: deletes)
    }

    /// Moves from the kept subsequence, then inserts and moves in target order.
    @usableFromInline
    static func output(targetToSource: consuming [Int32], sharedTargets: [Int], ordered: Bool, deletes: [Int])
        -> KeyedChangeset
    {
        sharedTargets.withUnsafeBufferPointer { sharedTargets in
            assemble(targetToSource: &targetToSource, sharedTargets: sharedTargets, ordered: ordered, deletes: deletes)
        }
    }

    /// ``output(targetToSource:sharedTargets:ordered:deletes:)`` over either width of target positions: the
    /// shared targets off the kept subsequence are marked moved in `targetToSource` itself (counterpart `i`
    /// becomes −2 − i; −1 stays "absent"), by one walk beside the kept indices, then one pass over the target
    /// lists inserts and moves. Already ordered shared keys skip both. `targetToSource` is scratch afterwards.
    @inline(__always)
    static func assemble<Position: FixedWidthInteger>(targetToSource: inout [Int32],
                                                      sharedTargets: UnsafeBufferPointer<Position>,
                                                      ordered: Bool, deletes: [Int]) -> KeyedChangeset
    {
        var inserts: [Int] = []
        var moves: [ListMove] = []
        targetToSource.withUnsafeMutableBufferPointer { targetToSource in
            if ordered {
                for j in 0..<targetToSource.count where targetToSource[j] < 0 { inserts.append(j) }
                return
            }
            LongestIncreasingSubsequence.withKeptIndices(sharedTargets) { kept in
                var next = kept.count &- 1  // kept indices descend: the smallest is last
                for index in 0..<sharedTargets.count {
                    if next >= 0, Int(kept[next]) == index {
                        next &-= 1
                    } else {
                        let j = Int(sharedTargets[index])
                        targetToSource[j] = -2 &- targetToSource[j]
                    }
                }
            }
            for j in 0..<targetToSource.count {
                let i = targetToSource[j]
                if i < 0 {
                    if i == -1 { inserts.append(j) } else { moves.append(ListMove(from: Int(-2 &- i), to: j)) }
                }
            }
        }
        return KeyedChangeset(deletes: deletes, inserts: inserts, moves: moves)
    }
}
