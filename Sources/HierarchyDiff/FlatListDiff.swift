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
/// specialized for its key type (without that, every hash and comparison goes through witness tables: 9× slower
/// on 10,000 `Int` keys).
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
        try changeset(from: source, to: target, splitMinimum: nil)
    }

    /// The fewest source keys at which ``changesetOnTwoThreads(from:to:minimumKeys:)`` splits its work by default:
    /// 32,768, the size from which the one-thread changeset asks for keys ahead. Waking the pool's thread took about
    /// 50 µs on the 2-core VM the reports come from, a tenth of the aligned pass at this size; splits of smaller
    /// lists were not timed.
    public static var twoThreadMinimum: Int { 32_768 }

    /// `changeset(from:to:)` (the same changeset, the same errors) with the pass along the lists' common order
    /// split across two threads, the caller's and one of the system's pool (`DispatchQueue.concurrentPerform`),
    /// for lists of `minimumKeys` source keys or more (at least 2) and up to 1,048,576 keys a list; the rest of
    /// the work stays on the calling thread. For a caller with a core to spare: on a loaded machine the second
    /// half waits for a core. Method and measurements: the FlatListChangesets article, "Two threads".
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
