import Workloads
import HierarchyDiff
import Testing

/// Degenerate depth: both diffs are iterative, so a chain a million deep neither recurses nor overflows (the
/// eval format's nesting limit is tested in HarnessTests, `DiffEvalTests`).
@Suite struct DeepTreeTests {
    @Test(arguments: DiffImplementation.allCases)
    func chainAMillionDeepDiffsWithoutRecursion(_ impl: DiffImplementation) throws {
        let depth = 1_000_000
        let source = ViewTreeNotation.chain(depth: depth)
        var target = source
        try target.addNode(identifier: "new", parent: depth)  // one leaf added at the bottom
        let merged = try impl.diff(source, target)
        #expect(merged.nodes.count == depth + 2)
        #expect(merged.nodes.last?.identifier == "new" && merged.nodes.last?.parent == depth)
        #expect(merged.summary.shared == depth && merged.summary.added == 1)
    }

    @Test func reversedChainIsAllReparentedOnBothDiffs() throws {
        let source = ViewTreeNotation.chain(depth: 50_000)
        let target = ViewTreeNotation.chain(depth: 50_000, reversed: true)
        let reference = try ReferenceTreeDiff.diff(source: source, target: target)
        let optimized = try IdentifierTreeDiff.diff(source: source, target: target)
        #expect(reference == optimized)
        #expect(optimized.summary.reparented == 50_000)
    }
}
