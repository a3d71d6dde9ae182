import Harness
import HierarchyDiff
import Testing

/// Degenerate depth: both diffs are iterative, so a chain a million deep neither recurses nor overflows;
/// JSON input stops at the reader's nesting limit with a message naming it.
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

    @Test func evalNestingBeyondTheReaderLimitNamesTheLimit() {
        let depth = 400  // 400 tree levels = 800 JSON levels
        let node = String(repeating: #"{"id": "n", "children": ["#, count: depth) + "{}" + String(repeating: "]}", count: depth)
        let input = #"{"source": "# + node + #", "target": {}}"#
        #expect {
            _ = try EvalRegistry.evaluate(name: "diff", input: Array(input.utf8))
        } throws: { error in
            "\(error)".contains("512")
        }
    }

    @Test func evalHandlesNestingWithinTheLimit() throws {
        let depth = 250  // 500 JSON levels + the document object
        var node = "{}"
        for level in 0..<depth { node = #"{"id": "n\#(level)", "children": ["# + node + "]}" }
        let output = try EvalRegistry.evaluate(name: "diff", input: Array(#"{"source": \#(node), "target": \#(node)}"#.utf8))
        #expect(output.contains(#""shared": 249"#))  // 250 tagged levels, the outermost is the root
    }
}
