import HierarchyDiff

/// `hierarchy-diff.tree`: the merged hierarchy of two screens (identifier extraction included).
package enum TreePair {
    package typealias Output = Result<MergedHierarchy, HierarchyDiffError>

    package static let pair = KernelPair<ScreenPairWorkload, Output>(
        id: "hierarchy-diff.tree",
        family: .hierarchyDiff,
        summary: "Identifier extraction + diff + merged hierarchy of two screens; size = view nodes per screen, "
            + "about 10 % changed (insertions, deletions, moves within and across parents, untagged layers); "
            + "identifier mix: dotted mix (short inline ids, dotted paths, UUID strings, confusable pairs). "
            + "The reference's cost is Σ k² over sibling lists of k children (lists of up to ~200 here); it is "
            + "timed up to \(referenceLimit.formatted()) nodes. The floor hashes every identifier of both "
            + "screens once and, in the same pass, writes a merged-node array of the result's size, each node "
            + "holding an identifier (one retain, and one release when dropped, as the diff's output pays).",
        operationUnit: "nodes",
        makeWorkload: { seed, size in ScreenPairGenerator.make(seed: seed, size: size, mix: .realistic) },
        edgeCases: TreeDiffEdgeCases.all,
        operationCount: { $0.source.count },
        reference: KernelImplementation(name: "reference", compute: { workload in
            Result { () throws(HierarchyDiffError) in
                try ReferenceTreeDiff.diff(source: workload.source, target: workload.target)
            }
        }),
        variants: [
            KernelImplementation(name: "hash-lis", compute: { workload in
                Result { () throws(HierarchyDiffError) in
                    try IdentifierTreeDiff.diff(source: workload.source, target: workload.target)
                }
            }),
        ],
        timedOnly: [
            .bound("floor: hash ids + write output", kind: .floor, prepare: { workload in
                let outputCount = mergedCount(workload)
                return TimedBody { blackHole(floor(workload, outputCount: outputCount)) }
            }),
        ],
        agreement: .exactElements(
            justification: "A diff is discrete: the merged hierarchy (identifiers, statuses, moved and "
                + "reparented flags, parents, pre-order, view indices) or the error must be identical; the "
                + "tie-break of the moved rule makes the answer unique.",
            { output in rendered(output) }),
        complexity: Complexity(reference: "O(n + Σ sᵢ·tᵢ) (LCS table per sibling list)", variants: "O(n log n) (hash matching + LIS)", kind: .algorithmic),
        checkSizes: [1, 2, 5, 12, 40, 150, 600],
        runSizes: [1_000, 10_000, 100_000, 1_000_000],
        quickSizes: [1_000, 10_000, 100_000],
        referenceTimedUpTo: referenceLimit)

    /// The largest screen the reference is timed on.
    static let referenceLimit = 100_000

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

    /// One line per merged node (or the error), for element-by-element comparison.
    static func rendered(_ output: Output) -> [String] {
        switch output {
        case let .success(merged):
            return merged.nodes.map { node in
                "\(node.identifier ?? "<root>") \(node.status.rawValue) moved=\(node.moved) "
                    + "reparented=\(node.reparented) parent=\(node.parent) "
                    + "views=\(node.sourceView.map(String.init) ?? "-")/\(node.targetView.map(String.init) ?? "-")"
            }
        case let .failure(error):
            return ["error: \(error.description)"]
        }
    }
}
