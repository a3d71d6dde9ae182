import HierarchyDiff

// Two versions of a list of unique keys: "b" deleted, "x" inserted, "d" moved to the front.
let source = ["a", "b", "c", "d"]
let target = ["d", "x", "a", "c"]

let changeset = try FlatListDiff.changeset(from: source, to: target)
// changeset.deletes == [1]          source index of "b"
// changeset.inserts == [1]          target index of "x"
// changeset.moves   == [3→0]        "d": source index 3 ends at target index 0

// Applying the changeset to the source yields the target.
let rebuilt = changeset.applied(to: source) { target[$0] }

// snippet.hide
precondition(changeset == KeyedChangeset(deletes: [1], inserts: [1], moves: [ListMove(from: 3, to: 0)]))
precondition(rebuilt == target)
let reference = try ReferenceFlatListDiff.changeset(from: source, to: target)
precondition(reference == changeset)
print("ok: \(changeset.deletes) \(changeset.inserts) \(changeset.moves)")
