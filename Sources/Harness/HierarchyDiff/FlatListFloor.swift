@_spi(Harness) import HierarchyDiff

/// The floor of the keyed-list changeset pairs (and of the scaling study's list rows): every key of both lists
/// hashed once (`IdentifierHash`, the diffs' own hash and loop), on one thread or two, and an array of the
/// changeset's size written. No matching, no order: what any hash-based changeset must at least pay.
enum FlatListFloor {
    /// Entries of the changeset (deletes + inserts + moves), 0 for an error.
    static func changesetCount(_ source: [String], _ target: [String]) -> Int {
        guard let changeset = try? FlatListDiff.changeset(from: source, to: target) else { return 0 }
        return changeset.deletes.count + changeset.inserts.count + changeset.moves.count
    }

    /// The floor probe: every key of both lists hashed once (`IdentifierHash`), and an output array of
    /// `outputCount` entries written. `threads`: 2 hashes the target on a second thread while the calling one
    /// hashes the source (`DispatchQueue.concurrentPerform`, as `FlatListDiff.changesetOnTwoThreads(from:to:minimumKeys:)`).
    static func floor(_ source: [String], _ target: [String], outputCount: Int, threads: Int = 1) -> [Int] {
        let sum: UInt64
        if threads == 2 {
            sum = IdentifierHash.sumOnTwoThreads(source, target)
        } else {
            sum = IdentifierHash.sum(source) &+ IdentifierHash.sum(target)
        }
        var output = [Int](repeating: 0, count: max(outputCount, 1))
        output[0] = Int(truncatingIfNeeded: sum)
        return output
    }
}
