/// The literal changeset of two keyed lists (``KeyedChangeset``): linear searches for every key and the
/// quadratic table of `ReferenceCommonSubsequence` for the moves. O(n·m); slow on purpose.
///
/// Validation order, shared with ``FlatListDiff``: the first source key equal to an earlier source key,
/// then the first such target key.
///
/// String keys are identifiers: two are the same iff their UTF-8 bytes are (``IdentifierKey``), not by
/// Swift's canonical-equivalence `==`; the string overload (and the generic one, given strings) compares
/// them through ``IdentifierKey``.
///
/// Formula of the moves: the kept keys are the longest common subsequence of the shared keys in source and
/// target order with the lexicographically smallest target positions, from the suffix table
/// `L[i][j] = S[i] == T[j] ? 1 + L[i+1][j+1] : max(L[i+1][j], L[i][j+1])` (Wagner & Fischer, "The
/// string-to-string correction problem", J. ACM 21(1), 1974; Cormen et al., *Introduction to Algorithms*,
/// §15.4); every other shared key is a move.
public enum ReferenceFlatListDiff {
    /// The changeset turning `source` into `target` (string keys: UTF-8 byte identity).
    ///
    /// - Throws: ``HierarchyDiffError/duplicateKey(_:list:)`` for the first repeated source key, then the first
    ///   repeated target key; ``HierarchyDiffError/referenceLimitExceeded(siblings:limit:)`` when the table
    ///   would exceed 50,000,000 cells.
    /// - Complexity: O(n·m) time and memory for n source and m target keys.
    public static func changeset(from source: [String], to target: [String]) throws(HierarchyDiffError)
        -> KeyedChangeset
    {
        try changeset(from: source.map(IdentifierKey.init), to: target.map(IdentifierKey.init))
    }

    /// The changeset turning `source` into `target`. Inlinable, like ``FlatListDiff/changeset(from:to:)-([Key],_)``,
    /// so a caller in another module (the harness's integer-keyed pair, an app) runs it specialized for its key
    /// type: timed from the harness, the reference pays no unspecialized generic calls the variant does not.
    ///
    /// - Throws: ``HierarchyDiffError/duplicateKey(_:list:)`` for the first repeated source key, then the first
    ///   repeated target key; ``HierarchyDiffError/referenceLimitExceeded(siblings:limit:)`` when the table
    ///   would exceed 50,000,000 cells.
    /// - Complexity: O(n·m) time and memory for n source and m target keys.
    @inlinable
    public static func changeset<Key: Equatable>(from source: [Key], to target: [Key])
        throws(HierarchyDiffError) -> KeyedChangeset
    {
        if Key.self == String.self {
            return try changeset(from: unsafeBitCast(source, to: [String].self),
                                 to: unsafeBitCast(target, to: [String].self))
        }
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
