/// The optimized changeset of two keyed lists: one hash map (target key → index), one pass over the source,
/// and ``LongestIncreasingSubsequence/lexicographicallySmallest(_:)`` on the target indices of the shared
/// keys in source order (skipped when they are already increasing). O(n + m + k log k); same output and same
/// errors, in the same order, as ``ReferenceListDiff``.
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
        var targetToSource = [Int](repeating: -1, count: target.count)
        var deletes: [Int] = []
        var deletedKeys = Set<Key>()
        var sharedTargets: [Int] = []
        sharedTargets.reserveCapacity(min(source.count, target.count))
        var ordered = true
        for (i, key) in source.enumerated() {
            if let j = targetIndex[key] {
                if targetToSource[j] >= 0 { throw .duplicateKey(String(describing: key), list: .source) }
                targetToSource[j] = i
                if let last = sharedTargets.last, last > j { ordered = false }
                sharedTargets.append(j)
            } else {
                if !deletedKeys.insert(key).inserted { throw .duplicateKey(String(describing: key), list: .source) }
                deletes.append(i)
            }
        }
        if let targetDuplicate { throw .duplicateKey(String(describing: targetDuplicate), list: .target) }
        var movedTarget = [Bool](repeating: false, count: target.count)
        if !ordered {
            var keep = [Bool](repeating: false, count: sharedTargets.count)
            for index in LongestIncreasingSubsequence.lexicographicallySmallest(sharedTargets) { keep[index] = true }
            for (index, j) in sharedTargets.enumerated() where !keep[index] { movedTarget[j] = true }
        }
        var inserts: [Int] = []
        var moves: [ListMove] = []
        for j in 0..<target.count {
            let i = targetToSource[j]
            if i < 0 { inserts.append(j) } else if movedTarget[j] { moves.append(ListMove(from: i, to: j)) }
        }
        return KeyedChangeset(deletes: deletes, inserts: inserts, moves: moves)
    }
}
