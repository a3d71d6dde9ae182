import Testing
import ActionLookup

/// Both resolvers answer an interned-key and a String-key lookup; every test checks all three agree.
private func lookups(_ layer: Layer, _ key: String) -> [LayerAction?] {
    [ReferenceActionLookup().action(for: layer, forKey: key),
     CompiledActionLookup().action(for: layer, forKey: LayerKey(key)),
     CompiledActionLookup().action(for: layer, forKey: key)]
}

/// The single answer of all resolvers (nil when they disagree is recorded as a test failure).
private func resolved(_ layer: Layer, _ key: String, sourceLocation: SourceLocation = #_sourceLocation) -> LayerAction? {
    let answers = lookups(layer, key)
    #expect(answers.allSatisfy { $0 === answers[0] }, "resolvers disagree on \(key)", sourceLocation: sourceLocation)
    return answers[0]
}

@Suite("action search and value lookup")
struct LookupTests {
    let a = LayerAction(name: "a"), b = LayerAction(name: "b"), c = LayerAction(name: "c"), d = LayerAction(name: "d")

    @Test func eachStepOfTheSearchInOrder() {
        let style = StyleDictionary(actions: ["k": .action(c)])
        let layerClass = LayerClass(name: "C", defaultActions: ["k": .action(d)])
        let delegate = DictionaryActionDelegate(["k": .action(a)])
        let layer = Layer(class: layerClass, delegate: delegate, actions: ["k": .action(b)], style: style)
        #expect(resolved(layer, "k") === a)
        delegate.setAction(nil, forKey: "k")
        #expect(resolved(layer, "k") === b)
        layer.setAction(nil, forKey: "k")
        #expect(resolved(layer, "k") === c)
        style.setAction(nil, forKey: "k")
        #expect(resolved(layer, "k") === d)
    }

    @Test func nullMarkerStopsTheSearchAtEveryStep() {
        let style = StyleDictionary(actions: ["s": .nullMarker, "t": .action(c)])
        let layerClass = LayerClass(name: "C", defaultActions: ["s": .action(d), "t": .action(d), "f": .nullMarker])
        let delegate = DictionaryActionDelegate(["k": .nullMarker])
        let layer = Layer(class: layerClass, delegate: delegate, actions: ["k": .action(b), "t": .nullMarker], style: style)
        #expect(resolved(layer, "k") == nil)  // delegate null marker hides the layer's action
        #expect(resolved(layer, "t") == nil)  // layer null marker hides the style's
        #expect(resolved(layer, "s") == nil)  // style null marker hides the class default
        #expect(resolved(layer, "f") == nil)  // class null marker becomes nil
    }

    @Test func shallowerStyleLevelsWinAndEntriesStopTheWalk() {
        let deep = StyleDictionary(actions: ["x": .action(d), "y": .action(d)])
        let middle = StyleDictionary(actions: ["y": .nullMarker], style: deep)
        let top = StyleDictionary(actions: ["x": .action(a)], style: middle)
        let layer = Layer(style: top)
        #expect(resolved(layer, "x") === a)
        #expect(resolved(layer, "y") == nil)
    }

    @Test func mutatingADeepSharedStyleIsSeenByEveryLayerAndStyleAboveIt() {
        let deep = StyleDictionary(name: "deep")
        var chain = deep
        for level in 1..<8 { chain = StyleDictionary(name: "level\(level)", style: chain) }
        let sibling = StyleDictionary(name: "sibling", style: deep)
        let layers = [Layer(style: chain), Layer(style: chain), Layer(style: sibling)]
        for layer in layers { #expect(resolved(layer, "k") == nil) }  // tables compiled
        deep.setAction(.action(a), forKey: "k")
        for layer in layers { #expect(resolved(layer, "k") === a) }
        deep.setActions(["k": .action(b)])
        for layer in layers { #expect(resolved(layer, "k") === b) }
        deep.setAction(nil, forKey: "k")
        for layer in layers { #expect(resolved(layer, "k") == nil) }
    }

    @Test func relinkingAStyleUpdatesOldAndNewDependents() throws {
        let old = StyleDictionary(name: "old", actions: ["k": .action(a)])
        let new = StyleDictionary(name: "new", actions: ["k": .action(b)])
        let top = StyleDictionary(name: "top", style: old)
        let layer = Layer(style: top)
        #expect(resolved(layer, "k") === a)
        try top.setStyle(new)
        #expect(resolved(layer, "k") === b)
        old.setAction(.action(c), forKey: "k")  // no longer in the chain
        #expect(resolved(layer, "k") === b)
        new.setAction(.action(d), forKey: "k")
        #expect(resolved(layer, "k") === d)
        try top.setStyle(nil)
        #expect(resolved(layer, "k") == nil)
    }

    @Test func settingAStyleThatWouldContainItselfThrowsNamingTheCycleAndChangesNothing() throws {
        let a1 = StyleDictionary(name: "a", actions: ["k": .action(a)])
        let b1 = StyleDictionary(name: "b", style: a1)
        let c1 = StyleDictionary(name: "c", style: b1)
        let layer = Layer(style: c1)
        #expect(resolved(layer, "k") === a)
        #expect(throws: ActionLookupError.styleCycle(["a", "c", "b", "a"])) { try a1.setStyle(c1) }
        #expect(throws: ActionLookupError.styleCycle(["b", "b"])) { try b1.setStyle(b1) }
        #expect(a1.style == nil)
        #expect(c1.chainDepth == 3)
        #expect(resolved(layer, "k") === a)
        #expect(ActionLookupError.styleCycle(["a", "c", "b", "a"]).description == "styles form a cycle: a → c → b → a")
    }

    @Test func rebindingTheLayerStyleAndDelegateIsSeenAtOnce() {
        let first = StyleDictionary(actions: ["k": .action(a)])
        let second = StyleDictionary(actions: ["k": .action(b)])
        let layer = Layer(style: first)
        #expect(resolved(layer, "k") === a)
        layer.style = second
        #expect(resolved(layer, "k") === b)
        layer.style = nil
        #expect(resolved(layer, "k") == nil)
        layer.delegate = DictionaryActionDelegate(["k": .action(c)])
        #expect(resolved(layer, "k") === c)
        layer.delegate = nil
        #expect(resolved(layer, "k") == nil)
    }

    @Test func aKeyNoDictionaryHoldsIsStillAskedOfTheDelegate() {
        final class EchoDelegate: LayerActionDelegate {
            let action = LayerAction(name: "echo")
            func action(for layer: Layer, forKey key: String) -> ActionEntry? { key.hasPrefix("never-") ? .action(action) : nil }
        }
        let delegate = EchoDelegate()
        let layer = Layer(delegate: delegate)
        #expect(resolved(layer, "never-interned-before-\(UInt64.random(in: 0...UInt64.max))") === delegate.action)
        #expect(resolved(layer, "other") == nil)
    }

    @Test func valueLookupWalksTheStyleButNotForBoundsAndFrame() {
        let deep = StyleDictionary(values: ["r": .number(4), "bounds": .number(1), "frame": .number(2), "n": .number(5)])
        let top = StyleDictionary(values: ["n": .null], style: deep)
        let layerClass = LayerClass(name: "C", defaultValues: ["bounds": .string("b"), "n": .number(9), "z": .number(0)])
        let layer = Layer(class: layerClass, style: top, values: ["s": .null])
        for (key, expected) in [("r", PropertyValue.number(4)), ("bounds", .string("b")), ("frame", .null), ("n", .null),
                                ("z", .number(0)), ("s", .null), ("missing", .null)] {
            #expect(ReferenceActionLookup().value(for: layer, forKey: key) == expected, "\(key)")
            #expect(CompiledActionLookup().value(for: layer, forKey: LayerKey(key)) == expected, "\(key)")
        }
        top.setValue(nil, forKey: "n")
        #expect(CompiledActionLookup().value(for: layer, forKey: "n") == .number(5))
    }

    @Test func propertyValuesCompareAsJSON() {
        #expect(PropertyValue.number(1) == .number(1.0))
        #expect(PropertyValue.object([("x", .number(1)), ("y", .null)]) == .object([("y", .null), ("x", .number(1))]))
        #expect(PropertyValue.object([("x", .number(1))]) != .object([("x", .number(2))]))
        #expect(PropertyValue.array([.number(1), .number(2)]) != .array([.number(2), .number(1)]))
        #expect(PropertyValue.null != .bool(false))
    }

    @Test func layerKeysAreInternedOnce() {
        let name = "interned-\(UInt64.random(in: 0...UInt64.max))"
        #expect(LayerKey.existing(name) == nil)
        let key = LayerKey(name)
        #expect(LayerKey(name) == key)
        #expect(LayerKey.existing(name) == key)
        #expect(key.name == name)
    }

    @Test func viewAnimationContextAnswersTheInnermostBlockAndRefusesBadDurations() throws {
        let context = ViewAnimationContext()
        let layer = Layer(delegate: ViewLikeDelegate(context: context), actions: ["k": .action(a)])
        #expect(resolved(layer, "k") == nil)
        try context.begin(duration: 0.25)
        let outer = resolved(layer, "k")
        #expect(outer?.name == "view.animation(0.25)")
        #expect(outer?.inheritedAnimationDuration == 0.25)
        #expect(resolved(layer, "other") === outer)  // same action within a block
        try context.animate(duration: 0) { #expect(resolved(layer, "k") == nil) }
        try context.animate(duration: 1) { #expect(resolved(layer, "k")?.name == "view.animation(1)") }
        #expect(resolved(layer, "k") === outer)
        try context.end()
        #expect(resolved(layer, "k") == nil)
        #expect(throws: ActionLookupError.endWithoutAnimationBlock) { try context.end() }
        #expect(throws: ActionLookupError.invalidAnimationDuration(-1)) { try context.begin(duration: -1) }
        #expect(throws: ActionLookupError.self) { try context.begin(duration: .nan) }
        #expect(context.depth == 0)
    }
}
