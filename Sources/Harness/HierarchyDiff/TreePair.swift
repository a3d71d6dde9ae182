import HierarchyDiff
import Workloads

/// `hierarchy-diff.tree`: the merged hierarchy of two screens (identifier extraction included), `ReferenceTreeDiff`
/// against `IdentifierTreeDiff`. Floor: `TreeFloor`.
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
        edgeCases: edgeCases,
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
                let outputCount = TreeFloor.mergedCount(workload)
                return TimedBody { blackHole(TreeFloor.floor(workload, outputCount: outputCount)) }
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

    /// Named edge cases, (name, source, target) in notation (`ViewTreeNotation`), also vectors of the
    /// conformance corpus.
    package static let notatedEdgeCases: [(String, String, String)] = [
        ("worked example: a, b under _, c → c, a, d", "root(a, _(b), c)", "root(c, a, d)"),
        ("both screens empty", "root", "root"),
        ("source empty", "root", "root(a(b), c)"),
        ("target empty", "root(a(b), c)", "root"),
        ("disjoint screens", "root(a(b, c), d)", "root(x(y), z)"),
        ("identical screens", "root(a(b, _(c, d)), e(f))", "root(a(b, _(c, d)), e(f))"),
        ("reversed siblings", "root(a, b, c, d, e, f, g, h)", "root(h, g, f, e, d, c, b, a)"),
        ("two equal-length kept subsequences", "root(a, b, c, d)", "root(c, d, a, b)"),
        ("untagged layers change only", "root(a, b(c, d))", "root(_(a), _(b(_(c), d)))"),
        ("reparent into an added wrapper", "root(a, b, c)", "root(w(a, b), c)"),
        ("removed chain under a shared node", "root(a(x(y(z))), b)", "root(b, a)"),
        ("removed nodes between moved ones", "root(x1, a, x2, b, x3, c)", "root(c, b, a)"),
        ("removed node first, no preceding sibling", "root(x, a, b)", "root(b, a)"),
        ("removed after a sibling that moved away", "root(p, a, x, b)", "root(p(a), b)"),
        ("shared children of a removed node", "root(r(a, b))", "root(a, b)"),
        ("swap across parents", "root(p(a), q(b))", "root(p(b), q(a))"),
        ("parent and child exchange", "root(a(b))", "root(b(a))"),
        ("untagged roots", "_(a, b)", "_(b, a)"),
        ("different root identifiers", "home(a, b)", "detail(b, a, c)"),
        ("duplicate identifier in the source", "root(a, b(a))", "root(a)"),
        ("duplicate identifier in the target", "root(a)", "root(a, _(a))"),
        ("duplicates in both screens (source reported)", "root(a, a)", "root(b, b)"),
        ("root identifier repeated inside its screen", "root(a(root))", "root(a)"),
        ("source root identifier tags a target node", "home(a)", "root(home)"),
        ("target root identifier tags a source node", "root(detail)", "detail(a)"),
    ]

    /// The edge cases every check runs: the notated ones, then built ones (identical random screens, a
    /// shuffled flat list, chains 20,000 deep).
    package static func edgeCases() -> [EdgeCase<ScreenPairWorkload>] {
        var cases = notatedEdgeCases.map { name, source, target in
            EdgeCase(name, ScreenPairWorkload(source: ViewTreeNotation.literal(source),
                                              target: ViewTreeNotation.literal(target)))
        }
        let random = ScreenPairGenerator.make(seed: 99, size: 300)
        cases.append(EdgeCase("identical random screens (300 nodes)",
                              ScreenPairWorkload(source: random.source, target: random.source)))
        var permuted = ViewTree(rootIdentifier: "root"), list = ViewTree(rootIdentifier: "root")
        var generator = SeededGenerator(seed: 5)
        var order = Array(0..<500)
        generator.shuffle(&order)
        for k in 0..<500 {
            _ = try? list.addNode(identifier: "k\(k)", parent: 0)
            _ = try? permuted.addNode(identifier: "k\(order[k])", parent: 0)
        }
        cases.append(EdgeCase("one flat list of 500, shuffled", ScreenPairWorkload(source: list, target: permuted)))
        cases.append(EdgeCase("chain 20,000 deep, identical",
                              ScreenPairWorkload(source: ViewTreeNotation.chain(depth: 20_000),
                                                 target: ViewTreeNotation.chain(depth: 20_000))))
        cases.append(EdgeCase("chain 20,000 deep, reversed (all reparented)",
                              ScreenPairWorkload(source: ViewTreeNotation.chain(depth: 20_000),
                                                 target: ViewTreeNotation.chain(depth: 20_000, reversed: true))))
        return cases
    }
}
