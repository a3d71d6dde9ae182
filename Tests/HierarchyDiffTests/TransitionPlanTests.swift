import HierarchyDiff
import Testing

@Suite struct TransitionPlanTests {
    static func frame(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> ViewFrame {
        ViewFrame(x: x, y: y, width: w, height: h)
    }

    /// Source: hero, title, badge, old, gone. Target: hero (moved and grown), title, caption, sheet, toolbar,
    /// plain (no frame). Containers 400 × 800 at the origin in both screens.
    static func screens() throws -> (ViewTree, ViewTree) {
        var source = ViewTree(rootIdentifier: "root", rootFrame: frame(0, 0, 400, 800))
        try source.addNode(identifier: "hero", frame: frame(20, 100, 360, 200), parent: 0)
        try source.addNode(identifier: "title", frame: frame(20, 320, 200, 40), parent: 0)
        try source.addNode(identifier: "badge", frame: frame(30, 110, 40, 20), parent: 0)
        try source.addNode(identifier: "old", frame: frame(0, 0, 400, 44), parent: 0)
        try source.addNode(identifier: "gone", frame: frame(10, 10, 50, 50), parent: 0)
        var target = ViewTree(rootIdentifier: "root", rootFrame: frame(0, 0, 400, 800))
        try target.addNode(identifier: "hero", frame: frame(0, 0, 400, 300), parent: 0)
        try target.addNode(identifier: "title", frame: frame(20, 320, 360, 40), parent: 0)
        try target.addNode(identifier: "caption", frame: frame(20, 250, 200, 30), parent: 0)
        try target.addNode(identifier: "sheet", frame: frame(0, 600, 400, 200), parent: 0)
        try target.addNode(identifier: "toolbar", frame: frame(10, 0, 380, 44), parent: 0)
        try target.addNode(identifier: "plain", parent: 0)
        return (source, target)
    }

    static func plan(_ entries: [(String, TransitionAnimation)]) throws -> [String: PlannedElement] {
        let (source, target) = try screens()
        let merged = try IdentifierTreeDiff.diff(source: source, target: target)
        let plan = try TransitionPlanner.plan(merged: merged, source: source, target: target,
                                              definition: TransitionDefinition(entries.map { ($0.0, $0.1) }))
        var byID: [String: PlannedElement] = [:]
        for (node, element) in zip(merged.nodes, plan.elements) { byID[node.identifier ?? ""] = element }
        return byID
    }

    @Test func defaultsAreSharedElementForSharedAndCrossfadeForAddedAndRemoved() throws {
        let plan = try Self.plan([])
        #expect(plan["hero"]?.animation == .sharedElement)
        #expect(plan["root"]?.animation == .sharedElement)
        #expect(plan["caption"]?.animation == .crossfade && plan["gone"]?.animation == .crossfade)
    }

    @Test func sharedElementMovesFromItsSourceFrameToItsTargetFrame() throws {
        let hero = try #require(try Self.plan([]) ["hero"])
        #expect(hero.from == ElementState(frame: Self.frame(20, 100, 360, 200), opacity: 1))
        #expect(hero.to == ElementState(frame: Self.frame(0, 0, 400, 300), opacity: 1))
    }

    @Test func crossfadeAndBlurFadeInPlace() throws {
        let plan = try Self.plan([("gone", .blur), ("title", .crossfade)])
        #expect(plan["caption"]?.from == ElementState(frame: Self.frame(20, 250, 200, 30), opacity: 0))
        #expect(plan["caption"]?.to == ElementState(frame: Self.frame(20, 250, 200, 30), opacity: 1))
        #expect(plan["gone"]?.from == ElementState(frame: Self.frame(10, 10, 50, 50), opacity: 1))
        #expect(plan["gone"]?.to == ElementState(frame: Self.frame(10, 10, 50, 50), opacity: 0))
        // A shared element with an appearance animation enters like an added one, at its target frame.
        #expect(plan["title"]?.from == ElementState(frame: Self.frame(20, 320, 360, 40), opacity: 0))
    }

    @Test func edgeTranslationStartsOrEndsJustOutsideTheContainerEdge() throws {
        let plan = try Self.plan([("sheet", .edgeTranslation(.bottom)), ("old", .edgeTranslation(.top)),
                                  ("toolbar", .edgeTranslation(.leading)), ("caption", .edgeTranslation(.trailing))])
        #expect(plan["sheet"]?.from == ElementState(frame: Self.frame(0, 800, 400, 200), opacity: 1))
        #expect(plan["sheet"]?.to == ElementState(frame: Self.frame(0, 600, 400, 200), opacity: 1))
        #expect(plan["old"]?.from == ElementState(frame: Self.frame(0, 0, 400, 44), opacity: 1))
        #expect(plan["old"]?.to == ElementState(frame: Self.frame(0, -44, 400, 44), opacity: 1))
        #expect(plan["toolbar"]?.from?.frame == Self.frame(-380, 0, 380, 44))
        #expect(plan["caption"]?.from?.frame == Self.frame(400, 250, 200, 30))
    }

    @Test func translateYOffsetsByDy() throws {
        let plan = try Self.plan([("caption", .translateY(40)), ("gone", .translateY(-12))])
        #expect(plan["caption"]?.from == ElementState(frame: Self.frame(20, 290, 200, 30), opacity: 1))
        #expect(plan["caption"]?.to == ElementState(frame: Self.frame(20, 250, 200, 30), opacity: 1))
        #expect(plan["gone"]?.to == ElementState(frame: Self.frame(10, -2, 50, 50), opacity: 1))
    }

    @Test func anchorTranslationFollowsTheAnchorsDisplacement() throws {
        // hero's origin moves by (−20, −100).
        let plan = try Self.plan([("caption", .anchorTranslation(relativeTo: "hero")),
                                  ("badge", .anchorTranslation(relativeTo: "hero"))])
        #expect(plan["caption"]?.from == ElementState(frame: Self.frame(40, 350, 200, 30), opacity: 1))
        #expect(plan["caption"]?.to == ElementState(frame: Self.frame(20, 250, 200, 30), opacity: 1))
        #expect(plan["badge"]?.from == ElementState(frame: Self.frame(30, 110, 40, 20), opacity: 1))
        #expect(plan["badge"]?.to == ElementState(frame: Self.frame(10, 10, 40, 20), opacity: 1))
    }

    @Test func anchorThatIsNotSharedIsAnError() {
        #expect(throws: HierarchyDiffError.anchorNotShared(node: "caption", anchor: "sheet")) {
            try Self.plan([("caption", .anchorTranslation(relativeTo: "sheet"))])
        }
        #expect(throws: HierarchyDiffError.anchorNotShared(node: "caption", anchor: "nowhere")) {
            try Self.plan([("caption", .anchorTranslation(relativeTo: "nowhere"))])
        }
    }

    @Test func definitionErrorsNameTheIdentifier() {
        #expect(throws: HierarchyDiffError.sharedElementNotShared("sheet", status: .added)) {
            try Self.plan([("sheet", .sharedElement)])
        }
        #expect(throws: HierarchyDiffError.unknownDefinitionIdentifier("ghost")) { try Self.plan([("ghost", .blur)]) }
        #expect(throws: HierarchyDiffError.duplicateDefinitionIdentifier("hero")) {
            try Self.plan([("hero", .blur), ("hero", .crossfade)])
        }
        #expect(throws: HierarchyDiffError.invalidOffset(node: "caption")) {
            try Self.plan([("caption", .translateY(.infinity))])
        }
    }

    @Test func statesAreOmittedWhenANeededFrameIsMissing() throws {
        let plan = try Self.plan([("plain", .edgeTranslation(.bottom))])
        #expect(plan["plain"]?.animation == .edgeTranslation(.bottom))
        #expect(plan["plain"]?.from == nil && plan["plain"]?.to == nil)
    }
}
