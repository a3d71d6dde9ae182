/// The optimized changeset of two keyed lists: one hash map (target key → index), one pass over the source,
/// and the algorithm of ``LongestIncreasingSubsequence/lexicographicallySmallest(_:)`` on the target indices
/// of the shared keys in source order, run by the list's own copy over the counterpart arrays in place.
/// O(n + m + k log k); same output and same errors, in the same order, as ``ReferenceFlatListDiff``.
///
/// String keys (the `eval diff` lists, most UI identifiers) take a specialised overload built on
/// `StringKeyMatcher` (keys along the two lists' common order matched byte for byte on the spot, the rest by a
/// hash join, in one table up to 1,048,576 keys a list and in partitions beyond: `matchAligned`) and follow the
/// identifier rule (same iff same UTF-8 bytes, ``IdentifierKey``), also when they reach the generic entry point; other
/// `Hashable` keys use `Dictionary`. The generic entry point is `@inlinable`, so a caller in another module gets it
/// specialized for its key type (without that, every hash and comparison goes through witness tables).
///
/// Sources: keys matched through one hash table, one pass over each list, as Heckel matches the unique lines of
/// two files (Heckel, "A technique for isolating differences between files", Commun. ACM 21(4), 1978); the
/// kept keys are the lexicographically smallest longest increasing subsequence of the shared keys' target
/// indices in source order (patience sorting: Fredman, "On computing the length of longest increasing
/// subsequences", Discrete Math. 11, 1975), which for unique keys is the longest common subsequence the
/// reference computes. The standard library's `difference(from:)` is Myers's O((n + m)·d) algorithm
/// (Myers, "An O(ND) difference algorithm and its variations", Algorithmica 1, 1986): a different output,
/// with no minimal-moves rule.
public enum FlatListDiff {
    /// The changeset turning `source` into `target`: the same changeset and errors as
    /// ``ReferenceFlatListDiff``.
    ///
    /// - Throws: ``HierarchyDiffError/duplicateKey(_:list:)`` for the first repeated source key, then the first
    ///   repeated target key.
    /// - Complexity: O(n + m + k log k) expected time and O(n + m) memory, for n source and m target keys of
    ///   which k are shared (O(n + m) when the shared keys keep their order).
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

    /// The changeset turning `source` into `target` (string keys, `StringKeyMatcher`; UTF-8 byte identity).
    ///
    /// - Throws: ``HierarchyDiffError/duplicateKey(_:list:)`` for the first repeated source key, then the first
    ///   repeated target key.
    /// - Complexity: O(n + m + k log k) expected time and O(n + m) memory, for n source and m target keys of
    ///   which k are shared (O(n + m) when the shared keys keep their order); every key's bytes read once or twice.
    public static func changeset(from source: [String], to target: [String]) throws(HierarchyDiffError)
        -> KeyedChangeset
    {
        try changeset(from: source, to: target, splitMinimum: nil)
    }

    /// The fewest source keys at which ``changesetOnTwoThreads(from:to:minimumKeys:)`` splits its work by default:
    /// 32,768, the size from which the one-thread changeset asks for keys ahead; below it, waking the pool's
    /// thread is a large share of the pass (<doc:TwoThreadFlatList>).
    public static var twoThreadMinimum: Int { 32_768 }

    /// `changeset(from:to:)` (the same changeset, the same errors) with the pass along the lists' common order
    /// split across two threads, the caller's and one of the system's pool (`DispatchQueue.concurrentPerform`),
    /// for lists of `minimumKeys` source keys or more (at least 2) and up to 1,048,576 keys a list; the rest of
    /// the work stays on the calling thread. For a caller with a core to spare: on a loaded machine the second
    /// half waits for a core. Method: <doc:TwoThreadFlatList>.
    ///
    /// - Parameters:
    ///   - source: The list before the change (unique keys).
    ///   - target: The list after it (unique keys).
    ///   - minimumKeys: The fewest source keys at which the pass is split (at least 2).
    /// - Throws: ``HierarchyDiffError/duplicateKey(_:list:)``, as the string `changeset(from:to:)`.
    /// - Complexity: As the string `changeset(from:to:)`: O(n + m + k log k) expected work for n source, m
    ///   target and k shared keys; the aligned pass's wall-clock time at best halved when a second core is free.
    public static func changesetOnTwoThreads(from source: [String], to target: [String],
                                             minimumKeys: Int = twoThreadMinimum)
        throws(HierarchyDiffError) -> KeyedChangeset
    {
        try changeset(from: source, to: target, splitMinimum: max(minimumKeys, 2))
    }

    /// `changeset(from:to:)` with the aligned pass on two threads from `splitMinimum` source keys on (nil:
    /// never; tests split small lists with it).
    static func changeset(from source: [String], to target: [String], splitMinimum: Int?)
        throws(HierarchyDiffError) -> KeyedChangeset
    {
        // Keys along the lists' common order are matched on the spot, the rest joined; a target that repeats a
        // key takes the full join, which finds the source's first duplicate exactly.
        var matched = StringKeyMatcher.matchAligned(source: source, target: target, splitMinimum: splitMinimum)
            ?? StringKeyMatcher.match(source: StringColumn(keys: source), sourceRange: 0..<source.count,
                                      target: StringColumn(keys: target), targetRange: 0..<target.count,
                                      findsEmpty: false)  // an empty key is a key like any other here
        if let i = matched.firstSourceDuplicate { throw .duplicateKey(source[i], list: .source) }
        if let j = matched.firstTargetDuplicate { throw .duplicateKey(target[j], list: .target) }
        let result = matched.sourceToTarget.withUnsafeBufferPointer { sourceToTarget in
            matched.targetToSource.withUnsafeMutableBufferPointer { targetToSource in
                Self.changeset(sourceToTarget: sourceToTarget, targetToSource: targetToSource)
            }
        }
        DiffScratch.keepCounterparts(&matched.sourceToTarget, &matched.targetToSource)
        return result
    }

    /// The generic path's pass over the source (hash map look-ups, duplicates), then
    /// ``output(sourceToTarget:targetToSource:)``.
    @inlinable @inline(__always)
    static func finish<Key>(source: [Key], targetCount: Int, targetDuplicate: String?,
                            lookup: (Key) -> Int?, isNewDeletion: (Key) -> Bool)
        throws(HierarchyDiffError) -> KeyedChangeset
    {
        var targetToSource = [Int32](repeating: -1, count: targetCount)
        var sourceToTarget = [Int32](repeating: -1, count: source.count)
        for (i, key) in source.enumerated() {
            if let j = lookup(key) {
                if targetToSource[j] >= 0 { throw .duplicateKey(String(describing: key), list: .source) }
                targetToSource[j] = Int32(truncatingIfNeeded: i)
                sourceToTarget[i] = Int32(truncatingIfNeeded: j)
            } else if !isNewDeletion(key) {
                throw .duplicateKey(String(describing: key), list: .source)
            }
        }
        if let targetDuplicate { throw .duplicateKey(targetDuplicate, list: .target) }
        return output(sourceToTarget: sourceToTarget, targetToSource: targetToSource)
    }

    /// ``changeset(sourceToTarget:targetToSource:)`` of the generic path's counterpart arrays.
    @usableFromInline
    static func output(sourceToTarget: [Int32], targetToSource: consuming [Int32]) -> KeyedChangeset {
        sourceToTarget.withUnsafeBufferPointer { sourceToTarget in
            targetToSource.withUnsafeMutableBufferPointer { targetToSource in
                changeset(sourceToTarget: sourceToTarget, targetToSource: targetToSource)
            }
        }
    }
}
