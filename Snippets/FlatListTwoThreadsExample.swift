import HierarchyDiff

// Two versions of a long list: every tenth key replaced, the first key moved to the end.
let source = (0..<50_000).map { "feed.row.\($0)" }
var target = source.enumerated().map { $0.offset % 10 == 5 ? "feed.new.\($0.offset)" : $0.element }
target.append(target.removeFirst())

// The same changeset as `changeset(from:to:)`; lists of `twoThreadMinimum` source keys or more
// split the pass along the lists' shared order across the calling thread and one of the pool.
let changeset = try FlatListDiff.changesetOnTwoThreads(from: source, to: target)

// snippet.hide
precondition(source.count >= FlatListDiff.twoThreadMinimum)
let oneThread = try FlatListDiff.changeset(from: source, to: target)
precondition(changeset == oneThread)
precondition(changeset.deletes.count == 5_000 && changeset.inserts.count == 5_000)
precondition(changeset.moves == [ListMove(from: 0, to: 49_999)])
precondition(changeset.applied(to: source) { target[$0] } == target)
