/// A move in a keyed list: the element at source index `from` ends at target index `to`.
public struct ListMove: Hashable, Sendable, CustomStringConvertible {
    public var from: Int
    public var to: Int
    public init(from: Int, to: Int) {
        self.from = from
        self.to = to
    }
    public var description: String { "\(from)→\(to)" }
}

/// The changes that turn a source list of unique keys into a target list (the one-level case of the
/// hierarchy diff):
/// - `deletes`: exactly the source indices of keys absent from the target, ascending;
/// - `inserts`: exactly the target indices of keys absent from the source, ascending;
/// - `moves`: (source index, target index) of the shared keys off the kept subsequence (the longest common
///   subsequence with the lexicographically smallest target positions), ascending by target index.
/// Every other shared key is unchanged: it keeps its relative order.
public struct KeyedChangeset: Hashable, Sendable {
    public var deletes: [Int]
    public var inserts: [Int]
    public var moves: [ListMove]

    public init(deletes: [Int], inserts: [Int], moves: [ListMove]) {
        self.deletes = deletes
        self.inserts = inserts
        self.moves = moves
    }

    /// Applies the changeset to `source`: removes the deleted and moved elements, then places, in ascending
    /// target index, each inserted element (`inserted(targetIndex)`) and each moved one (from `source`).
    /// Returns nil when an index does not fit `source` (a changeset made for another list).
    ///
    /// - Complexity: O(n + p log p + p·m) for n source and m result elements and p inserted or moved ones
    ///   (each placed by an array insertion).
    public func applied<Element>(to source: [Element], inserted: (Int) -> Element) -> [Element]? {
        var removed = [Bool](repeating: false, count: source.count)
        for index in deletes + moves.map(\.from) {
            guard index >= 0, index < source.count, !removed[index] else { return nil }
            removed[index] = true
        }
        var result: [Element] = []
        result.reserveCapacity(source.count - deletes.count + inserts.count)
        for (index, element) in source.enumerated() where !removed[index] { result.append(element) }
        var placements = inserts.map { (to: $0, element: inserted($0)) }
        placements += moves.map { (to: $0.to, element: source[$0.from]) }
        placements.sort { $0.to < $1.to }
        for placement in placements {
            guard placement.to >= 0, placement.to <= result.count else { return nil }
            result.insert(placement.element, at: placement.to)
        }
        return result
    }
}
