import HierarchyDiff
import Testing

@Suite struct IdentifierHierarchyTests {
    @Test func untaggedNodesVanishAndTaggedDescendantsKeepDocumentOrder() throws {
        let hierarchy = try IdentifierHierarchy(extracting: tree("root(_(a, _(b)), c(_(d), e))"), screen: .source)
        #expect(hierarchy.identifiers == ["root", "a", "b", "c", "d", "e"])
        #expect(hierarchy.children(of: 0).map { hierarchy.identifiers[$0] } == ["a", "b", "c"])
        #expect(hierarchy.children(of: 3).map { hierarchy.identifiers[$0] } == ["d", "e"])
        #expect(hierarchy.parents == [-1, 0, 0, 0, 3, 3])
    }

    @Test func orderFollowsTheTreeNotInsertionOrder() throws {
        // Node 3 (`a`, under the untagged node 1) is added after `b` but comes first in document order.
        var view = ViewTree(rootIdentifier: "root")
        let layer = try view.addNode(identifier: nil, parent: 0)
        try view.addNode(identifier: "b", parent: 0)
        try view.addNode(identifier: "a", parent: layer)
        let hierarchy = try IdentifierHierarchy(extracting: view, screen: .target)
        #expect(hierarchy.children(of: 0).map { hierarchy.identifiers[$0] } == ["a", "b"])
        #expect(hierarchy.viewIndices == [0, 3, 2])
    }

    @Test func duplicateIdentifierIsAnErrorNamingIt() {
        #expect(throws: HierarchyDiffError.duplicateIdentifier("a", screen: .source)) {
            try IdentifierHierarchy(extracting: tree("root(a, _(b(a)))"), screen: .source)
        }
        #expect(throws: HierarchyDiffError.duplicateIdentifier("root", screen: .target)) {
            try IdentifierHierarchy(extracting: tree("root(x(root))"), screen: .target)
        }
        let message = HierarchyDiffError.duplicateIdentifier("hero", screen: .source).description
        #expect(message.contains("'hero'") && message.contains("source"))
    }

    @Test func emptyIdentifierIsAnError() throws {
        var view = ViewTree(rootIdentifier: "root")
        try view.addNode(identifier: "", parent: 0)
        #expect(throws: HierarchyDiffError.emptyIdentifier(screen: .source)) {
            try IdentifierHierarchy(extracting: view, screen: .source)
        }
    }

    @Test func addingUnderAMissingParentIsAnError() {
        var view = ViewTree()
        #expect(throws: HierarchyDiffError.invalidParent(5, nodeCount: 1)) { try view.addNode(identifier: "a", parent: 5) }
        #expect(throws: HierarchyDiffError.invalidParent(-1, nodeCount: 1)) { try view.addNode(identifier: "a", parent: -1) }
    }

    @Test(arguments: DiffImplementation.allCases)
    func bothDiffsReportTheSameFirstError(_ impl: DiffImplementation) {
        let cases: [(String, String, HierarchyDiffError)] = [
            ("root(a, b(a))", "root(a)", .duplicateIdentifier("a", screen: .source)),
            ("root(a)", "root(a, _(a))", .duplicateIdentifier("a", screen: .target)),
            ("root(a, a)", "root(b, b)", .duplicateIdentifier("a", screen: .source)),
            ("root(a(root))", "root(a)", .duplicateIdentifier("root", screen: .source)),
            ("home(a)", "root(home)", .rootIdentifierReused("home", rootOf: .source, usedIn: .target)),
            ("root(detail)", "detail(a)", .rootIdentifierReused("detail", rootOf: .target, usedIn: .source)),
        ]
        for (source, target, expected) in cases {
            #expect(throws: expected) { try impl.diff(source, target) }
        }
    }
}
