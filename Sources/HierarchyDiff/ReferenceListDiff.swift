/// The literal changeset of two keyed lists (``KeyedChangeset``): linear searches for every key and the
/// quadratic table of ``ReferenceCommonSubsequence`` for the moves. O(n·m); slow on purpose.
///
/// Validation order, shared with ``KeyedListDiff``: the first source key equal to an earlier source key,
/// then the first such target key.
public enum ReferenceListDiff {
    /// The changeset turning `source` into `target`.
    public static func changeset<Key: Equatable>(from source: [Key], to target: [Key])
        throws(HierarchyDiffError) -> KeyedChangeset
    {
        for i in source.indices where source[..<i].contains(source[i]) {
            throw .duplicateKey(String(describing: source[i]), list: .source)
        }
        for j in target.indices where target[..<j].contains(target[j]) {
            throw .duplicateKey(String(describing: target[j]), list: .target)
        }
        let deletes = source.indices.filter { !target.contains(source[$0]) }
        let inserts = target.indices.filter { !source.contains(target[$0]) }
        let sharedInSourceOrder = source.filter { target.contains($0) }
        let sharedInTargetOrder = target.filter { source.contains($0) }
        let kept = try ReferenceCommonSubsequence.keptTargetPositions(
            source: sharedInSourceOrder, target: sharedInTargetOrder
        ).map { sharedInTargetOrder[$0] }
        var moves: [ListMove] = []
        for (to, key) in target.enumerated() {
            guard let from = source.firstIndex(of: key), !kept.contains(key) else { continue }
            moves.append(ListMove(from: from, to: to))
        }
        return KeyedChangeset(deletes: deletes, inserts: inserts, moves: moves)
    }
}
