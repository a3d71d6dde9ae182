import HierarchyDiff

// The source screen: root(a, an untagged layer holding b, c).
var source = ViewTree(rootIdentifier: "root")
try source.addNode(identifier: "a", parent: 0)
let layer = try source.addNode(identifier: nil, parent: 0)  // untagged: it vanishes, b takes its place
try source.addNode(identifier: "b", parent: layer)
try source.addNode(identifier: "c", parent: 0)

// The target screen: root(c, a, d).
var target = ViewTree(rootIdentifier: "root")
for identifier in ["c", "a", "d"] { try target.addNode(identifier: identifier, parent: 0) }

let merged = try IdentifierTreeDiff.diff(source: source, target: target)
for node in merged.nodes.dropFirst() {
    print(node.identifier!, node.status, node.moved ? "(moved)" : "")
}
// c shared / a shared (moved) / b removed / d added

// snippet.hide
precondition(merged.childIdentifiers(of: 0) == ["c", "a", "b", "d"])
precondition(merged.nodes[merged.firstIndex(of: "a")!].moved)
let summary = merged.summary
precondition(summary.shared == 2 && summary.added == 1 && summary.removed == 1 && summary.moved == 1)
let reference = try ReferenceTreeDiff.diff(source: source, target: target)
precondition(reference == merged)
