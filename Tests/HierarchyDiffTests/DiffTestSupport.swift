import Workloads
import HierarchyDiff
import Testing

/// A tree in ``ViewTreeNotation``; a malformed literal fails the calling test.
func tree(_ notation: String, sourceLocation: SourceLocation = #_sourceLocation) -> ViewTree {
    do { return try ViewTreeNotation.parse(notation) } catch {
        Issue.record("bad notation: \(error)", sourceLocation: sourceLocation)
        return ViewTree()
    }
}

/// The two diff implementations, for tests that run every rule on both.
enum DiffImplementation: String, CaseIterable, CustomTestStringConvertible {
    case reference, optimized
    var testDescription: String { rawValue }

    func diff(_ source: ViewTree, _ target: ViewTree) throws(HierarchyDiffError) -> MergedHierarchy {
        switch self {
        case .reference: return try ReferenceTreeDiff.diff(source: source, target: target)
        case .optimized: return try IdentifierTreeDiff.diff(source: source, target: target)
        }
    }

    func diff(_ source: String, _ target: String) throws(HierarchyDiffError) -> MergedHierarchy {
        try diff(tree(source), tree(target))
    }
}

extension MergedHierarchy {
    /// The merged hierarchy in notation-like form with flags: `root(c, a*, b-, d+)` where `+` is added,
    /// `-` removed, `*` moved and `^` reparented.
    var sketch: String {
        let (starts, list) = childLists()
        var out = ""
        var stack: [(node: Int, closing: Bool)] = [(0, false)]
        while let (node, closing) = stack.popLast() {
            if closing { out += ")"; continue }
            let n = nodes[node]
            if node != 0, let last = out.last, last != "(" { out += ", " }
            out += n.identifier ?? "_"
            if n.status == .added { out += "+" }
            if n.status == .removed { out += "-" }
            if n.moved { out += "*" }
            if n.reparented { out += "^" }
            let children = list[starts[node]..<starts[node + 1]]
            if !children.isEmpty {
                out += "("
                stack.append((node, true))
                stack.append(contentsOf: children.reversed().map { ($0, false) })
            }
        }
        return out
    }
}
