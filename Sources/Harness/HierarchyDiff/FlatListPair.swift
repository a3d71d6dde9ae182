import HierarchyDiff

/// `hierarchy-diff.flat-list`: the changeset of two keyed lists, with the standard library's
/// `difference(from:).inferringMoves()` timed beside it for scale.
public enum FlatListPair {
    public typealias Output = Result<KeyedChangeset, HierarchyDiffError>

    public static let pair = KernelPair<KeyedListWorkload, Output>(
        id: "hierarchy-diff.flat-list",
        family: .hierarchyDiff,
        summary: "Changeset (deletes, inserts, minimal moves) of two lists of unique string keys, ~10 % changed; "
            + "size = keys. The reference is O(n²) (linear searches and an n² LCS table), so its sizes stay "
            + "small; 100,000 keys and beyond are measured by the scaling study.",
        operationUnit: "keys",
        makeWorkload: { seed, size in KeyedListGenerator.make(seed: seed, size: size) },
        edgeCases: FlatListEdgeCases.all,
        operationCount: { $0.source.count },
        reference: KernelImplementation(name: "reference", compute: { workload in
            Result { () throws(HierarchyDiffError) in
                try ReferenceListDiff.changeset(from: workload.source, to: workload.target)
            }
        }),
        variants: [
            KernelImplementation(name: "hash-lis", compute: { workload in
                Result { () throws(HierarchyDiffError) in
                    try KeyedListDiff.changeset(from: workload.source, to: workload.target)
                }
            }),
        ],
        timedOnly: [
            .comparison("stdlib difference.inferringMoves", prepare: { workload in
                TimedBody { blackHole(workload.target.difference(from: workload.source).inferringMoves()) }
            }),
        ],
        agreement: .exact(
            justification: "A changeset is discrete: deletes, inserts and moves must be identical (or the same "
                + "error); the tie-break of the moved rule makes the answer unique."),
        complexity: Complexity(reference: "O(n·m) (LCS table)", variants: "O(n log n) (hash matching + LIS)", kind: .algorithmic),
        checkSizes: [0, 1, 2, 7, 30, 200, 800],
        runSizes: [1_000, 4_000],
        quickSizes: [1_000, 2_000])
}
