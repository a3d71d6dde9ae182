import Testing
@_spi(Harness) import HierarchyDiff

/// The tree floor's loop (`IdentifierHash.sumWritingNodes`): it must hash every identifier once and write
/// exactly `count` nodes holding the identifiers in order, or it is no floor of the diff's output.
@Suite struct FloorLoopTests {
    @Test func hashesEveryIdentifierAndWritesNodesWithThem() {
        let long = "feed.section.3.cell.42.avatar.image.container"
        let target: [String?] = [nil, "a", long, nil, "b"]
        let source: [String?] = ["c", nil, "d"]
        let expectedSum = IdentifierHash.sum(target) &+ IdentifierHash.sum(source)
        let (sum, nodes) = IdentifierHash.sumWritingNodes(target, then: source, count: 4)
        #expect(sum == expectedSum)
        #expect(nodes.map(\.identifier) == ["a", long, "b", "c"])
        #expect(nodes.allSatisfy { $0.status == .shared && $0.parent == -1 })
    }

    @Test func padsWithUntaggedNodesWhenIdentifiersRunOut() {
        let (sum, nodes) = IdentifierHash.sumWritingNodes(["a"], then: [], count: 3)
        #expect(sum == IdentifierHash.sum(["a"] as [String?]))
        #expect(nodes.map(\.identifier) == ["a", nil, nil])
    }
}
