import HierarchyDiff

// A keyed list before and after an edit: "b" deleted, "e" inserted, "d" moved to the front.
let before = ["a", "b", "c", "d"]
let after = ["d", "a", "c", "e"]
let changeset = try FlatListDiff.changeset(from: before, to: after)
print("deletes", changeset.deletes, "inserts", changeset.inserts, "moves", changeset.moves)

// Applying it to the old list gives the new one, with one move (the fewest possible).
let applied = changeset.applied(to: before) { after[$0] }
precondition(applied == after && changeset.moves.count == 1)

// Two screens' tagged view trees diffed into one merged hierarchy.
var list = ViewTree(rootIdentifier: "screen")
let card = try list.addNode(identifier: "card", parent: 0)
_ = try list.addNode(identifier: "photo", parent: card)
var detail = ViewTree(rootIdentifier: "screen")
_ = try detail.addNode(identifier: "photo", parent: 0)
_ = try detail.addNode(identifier: "caption", parent: 0)
let merged = try IdentifierTreeDiff.diff(source: list, target: detail)
for node in merged.nodes { print(node) }
precondition(merged.nodes[merged.firstIndex(of: "photo")!].reparented)
