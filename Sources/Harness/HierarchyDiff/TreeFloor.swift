@_spi(Harness) import HierarchyDiff
import Workloads

/// The floor of `hierarchy-diff.tree` (and of the scaling study's tree rows): every identifier of both screens
/// hashed once (`IdentifierHash`, the diffs' own hash and loop), and an array of the merged hierarchy's size
/// written, each node holding an identifier. No matching, no order: what any hash-based diff must at least pay.
enum TreeFloor {
    /// Nodes of the merged hierarchy (the floor's output size), 1 for an error.
    static func mergedCount(_ workload: ScreenPairWorkload) -> Int {
        (try? IdentifierTreeDiff.diff(source: workload.source, target: workload.target))?.nodes.count ?? 1
    }

    /// The floor probe: every identifier of both screens hashed once (`IdentifierHash`), and an array of
    /// `outputCount` merged nodes written, each carrying an identifier (the target's, then the source's, in
    /// the one pass that hashes them), since every node of the result holds its identifier: one retain when
    /// written and one release when the result is dropped, as the diff's own output pays.
    static func floor(_ workload: ScreenPairWorkload, outputCount: Int) -> [MergedNode] {
        let (sum, nodes) = IdentifierHash.sumWritingNodes(workload.target.identifiers,
                                                         then: workload.source.identifiers,
                                                         count: max(outputCount, 1))
        blackHole(sum)
        return nodes
    }
}
