import Testing
@testable import ActionLookup

/// The compiled search's answer for each kind of delegate that runs no user code, where a faster search could
/// go wrong: a dictionary delegate's table that grows after layers have read it (they must see its new
/// storage), a UIView-like delegate's answer that must win over every table for every key, a layer without a
/// style, and a stale style behind a UIView-like delegate, which the lookup must leave for one that needs it
/// (the UIView-like answer never reads the tables).
@Suite("delegate answers")
struct DelegateAnswerTests {
    static let base = ["opacity", "position", "bounds", "onOrderIn"]

    /// Every key's action, compiled and reference, by name (nil for none).
    static func answers(_ layer: Layer, keys: [String]) -> (compiled: [String?], reference: [String?]) {
        let compiled = CompiledActionLookup(), reference = ReferenceActionLookup()
        return (keys.map { compiled.action(for: layer, forKey: LayerKey($0))?.name },
                keys.map { reference.action(for: layer, forKey: $0)?.name })
    }

    @Test func aDictionaryDelegatesGrowingTableIsSeenByItsLayers() {
        let cls = LayerClass(name: "C", defaultActions: ["opacity": .action(LayerAction(name: "class"))])
        let style = StyleDictionary(actions: ["position": .action(LayerAction(name: "styled"))])
        let delegate = DictionaryActionDelegate(["bounds": .nullMarker])
        let layers = [Layer(class: cls, delegate: delegate, style: style),
                      Layer(class: cls, delegate: delegate, actions: ["opacity": .action(LayerAction(name: "own"))])]
        for layer in layers {
            let (compiled, reference) = Self.answers(layer, keys: Self.base)
            #expect(compiled == reference)
        }
        // Keys interned now lie past the delegate's table: storing them moves the table to larger storage,
        // which the layers must read (not the storage they first read).
        let late = (0..<40).map { "delegateAnswers.late\($0)" }
        for (offset, name) in late.enumerated() {
            let entry: ActionEntry = offset % 3 == 0 ? .nullMarker : .action(LayerAction(name: "late\(offset)"))
            if offset % 2 == 0 {
                delegate.setAction(entry, forKey: LayerKey(name))
            } else {
                delegate.setAction(entry, forKey: name)
            }
        }
        delegate.setAction(.action(LayerAction(name: "delegate.opacity")), forKey: LayerKey("opacity"))
        delegate.setAction(nil, forKey: LayerKey("bounds"))
        for layer in layers {
            let (compiled, reference) = Self.answers(layer, keys: Self.base + late)
            #expect(compiled == reference)
            #expect(compiled.first == "delegate.opacity")  // the delegate's word wins over the layer's and class's
        }
        // A null marker from the delegate stops the search even where every table has an action.
        delegate.setAction(.nullMarker, forKey: LayerKey("position"))
        #expect(CompiledActionLookup().action(for: layers[0], forKey: LayerKey("position")) == nil)
    }

    @Test func aUIViewLikeAnswerWinsOverEveryTableForEveryKey() throws {
        let context = ViewAnimationContext()
        let action = LayerAction(name: "everywhere")
        let cls = LayerClass(name: "C", defaultActions: ["opacity": .action(action), "bounds": .action(action)])
        let style = StyleDictionary(actions: ["position": .action(action)])
        let layer = Layer(class: cls, delegate: ViewLikeDelegate(context: context),
                          actions: ["onOrderIn": .action(action)], style: style)
        // Past the end of every table too (a key no dictionary holds).
        let keys = Self.base + ["delegateAnswers.unheldKey"]
        let outside = Self.answers(layer, keys: keys)
        #expect(outside.compiled == outside.reference)
        #expect(outside.compiled.allSatisfy { $0 == nil })  // the null marker outside blocks
        try context.begin(duration: 0.25)
        let inside = Self.answers(layer, keys: keys)
        #expect(inside.compiled == inside.reference)
        #expect(inside.compiled.allSatisfy { $0 == ViewAnimationContext.actionName(forDuration: 0.25) })
        try context.begin(duration: 0)
        #expect(Self.answers(layer, keys: keys).compiled.allSatisfy { $0 == nil })
        try context.end()
        try context.end()
        // Without the delegate the tables answer again.
        layer.delegate = nil
        let plain = Self.answers(layer, keys: keys)
        #expect(plain.compiled == plain.reference)
        #expect(plain.compiled == ["everywhere", "everywhere", "everywhere", "everywhere", nil])
    }

    @Test func aLayerWithoutAStyleAnswersFromItsOwnAndItsClasssTables() {
        let cls = LayerClass(name: "C", defaultActions: ["opacity": .action(LayerAction(name: "class"))],
                             defaultValues: ["position": .number(3)])
        let style = StyleDictionary(values: ["position": .number(7)],
                                    actions: ["opacity": .action(LayerAction(name: "styled"))])
        let layer = Layer(class: cls, actions: ["onOrderIn": .nullMarker])
        let compiled = CompiledActionLookup()
        #expect(Self.answers(layer, keys: Self.base).compiled == ["class", nil, nil, nil])
        #expect(compiled.value(for: layer, forKey: LayerKey("position")) == .number(3))
        layer.style = style
        #expect(Self.answers(layer, keys: Self.base).compiled == ["styled", nil, nil, nil])
        #expect(compiled.value(for: layer, forKey: LayerKey("position")) == .number(7))
        layer.style = nil
        let (answers, reference) = Self.answers(layer, keys: Self.base)
        #expect(answers == reference)
        #expect(answers == ["class", nil, nil, nil])
        #expect(compiled.value(for: layer, forKey: LayerKey("position")) == .number(3))
    }

    @Test func aStaleStyleBehindAUIViewLikeDelegateIsLeftForALookupThatNeedsIt() throws {
        let context = ViewAnimationContext()
        let style = StyleDictionary(actions: ["position": .action(LayerAction(name: "first"))])
        let view = Layer(style: style)
        let compiled = CompiledActionLookup()
        #expect(compiled.action(for: view, forKey: LayerKey("position"))?.name == "first")  // compiles, repairs
        view.delegate = ViewLikeDelegate(context: context)
        #expect(compiled.action(for: view, forKey: LayerKey("position")) == nil)
        let writes = style.rebuildEntryWrites
        style.setAction(.action(LayerAction(name: "second")), forKey: LayerKey("position"))
        #expect(style.isFlatTableStale)
        try context.begin(duration: 1)
        #expect(compiled.action(for: view, forKey: LayerKey("position"))?.name
            == ViewAnimationContext.actionName(forDuration: 1))
        try context.end()
        #expect(compiled.action(for: view, forKey: LayerKey("position")) == nil)
        #expect(style.isFlatTableStale)  // the UIView-like answer never needed the style's table
        #expect(style.rebuildEntryWrites == writes)
        view.delegate = nil
        #expect(compiled.action(for: view, forKey: LayerKey("position"))?.name == "second")
        #expect(!style.isFlatTableStale)
    }
}
