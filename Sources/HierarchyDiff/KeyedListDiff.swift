/// The optimized changeset of two keyed lists: one hash map (target key → index), one pass over the source,
/// and ``LongestIncreasingSubsequence/lexicographicallySmallest(_:)`` on the target indices of the shared
/// keys in source order (skipped when they are already increasing). O(n + m + k log k); same output and same
/// errors, in the same order, as ``ReferenceListDiff``.
///
/// String keys (the `eval diff` lists, most UI identifiers) take a specialised overload built on
/// ``StringIndexTable``; other `Hashable` keys use `Dictionary`.
public enum KeyedListDiff {
    /// The changeset turning `source` into `target`.
    public static func changeset<Key: Hashable>(from source: [Key], to target: [Key])
        throws(HierarchyDiffError) -> KeyedChangeset
    {
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

    /// The changeset turning `source` into `target` (string keys, ``StringIndexTable``).
    public static func changeset(from source: [String], to target: [String]) throws(HierarchyDiffError)
        -> KeyedChangeset
    {
        var targetIndex = StringIndexTable(capacity: target.count)
        var targetDuplicate: String?
        for (j, key) in target.enumerated() where targetIndex.insert(key, value: j, keyAt: { target[$0] }) != nil {
            if targetDuplicate == nil { targetDuplicate = key }
        }
        var deletedKeys = Set<String>()
        return try finish(source: source, targetCount: target.count, targetDuplicate: targetDuplicate,
                          lookup: { targetIndex.value(for: $0, keyAt: { target[$0] }) }, isNewDeletion: { deletedKeys.insert($0).inserted })
    }

    /// The pass over the source, the moves and the output, shared by both key kinds.
    @inline(__always)
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
        var movedTarget = [Bool](repeating: false, count: targetCount)
        if !ordered {
            var keep = [Bool](repeating: false, count: sharedTargets.count)
            for index in LongestIncreasingSubsequence.lexicographicallySmallest(sharedTargets) { keep[index] = true }
            for (index, j) in sharedTargets.enumerated() where !keep[index] { movedTarget[j] = true }
        }
        var inserts: [Int] = []
        var moves: [ListMove] = []
        for j in 0..<targetCount {
            let i = targetToSource[j]
            if i < 0 { inserts.append(j) } else if movedTarget[j] { moves.append(ListMove(from: i, to: j)) }
        }
        return KeyedChangeset(deletes: deletes, inserts: inserts, moves: moves)
    }
}
