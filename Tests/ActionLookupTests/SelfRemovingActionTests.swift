import Testing
@_spi(Harness) import ActionLookup

/// The compiled dispatcher lends a layer's action to the sink and to the action's body without retaining it
/// (the layer's tables hold it). An action whose body removes or replaces itself drops the last strong
/// reference while it runs: the dispatcher must not touch the action afterwards (AddressSanitizer, in CI,
/// reports any such use), and both dispatchers must log the same steps, the removed action's run included.
@Suite("actions that remove themselves")
struct SelfRemovingActionTests {
    /// The actions: `opacity`'s and `onOrderIn`'s remove themselves, `position`'s replaces itself with a plain
    /// one.
    static func actions() -> [String: ActionEntry] {
        let removeSelf: @Sendable (ActionInvocation) -> Void = { $0.layer.setAction(nil, forKey: $0.key) }
        let plain = LayerAction(name: "plain")
        let replaceSelf: @Sendable (ActionInvocation) -> Void = { $0.layer.setAction(.action(plain), forKey: $0.key) }
        return ["opacity": .action(LayerAction(name: "once", body: removeSelf)),
                "onOrderIn": .action(LayerAction(name: "once-event", body: removeSelf)),
                "position": .action(LayerAction(name: "swap", body: replaceSelf))]
    }

    /// A layer with no delegate (so the compiled short path applies once compiled) and `actions`.
    static func layer(_ actions: [String: ActionEntry]) -> Layer {
        Layer(actions: actions, values: ["opacity": .number(0), "position": .array([.number(0), .number(0)])])
    }

    /// The steps, by key name (nil: an event): the first change compiles the layer, every later one takes the
    /// short path.
    static let steps: [(key: String, value: PropertyValue?)] = [
        ("bounds", .number(1)), ("opacity", .number(0.5)), ("opacity", .number(0.25)), ("onOrderIn", nil),
        ("onOrderIn", nil), ("position", .array([.number(1), .number(2)])), ("position", .number(3)),
        ("position", .number(4)),
    ]

    /// Runs the steps through both dispatchers.
    static func run<R: ActionResolver, A: DispatchLogSink, B: KeyedDispatchLogSink>(
        _ reference: inout ActionDispatcher<R, A>, on referenceLayer: Layer,
        _ compiled: inout CompiledActionDispatcher<B>, on compiledLayer: Layer
    ) {
        for step in steps {
            if let value = step.value {
                reference.set(value, forKey: step.key, on: referenceLayer)
                compiled.set(value, forKey: LayerKey(step.key), on: compiledLayer)
            } else {
                reference.event(step.key, on: referenceLayer)
                compiled.event(LayerKey(step.key), on: compiledLayer)
            }
        }
    }

    /// The action `layer` holds for `key`, nil if none.
    static func action(forKey key: String, of layer: Layer) -> LayerAction? {
        if case let .action(action)? = layer.actions[key] { return action }
        return nil
    }

    /// The layers' actions after the steps: the self-removing ones gone, `position`'s replaced.
    static func expectFinalActions(_ layer: Layer) {
        #expect(layer.actions["opacity"] == nil)
        #expect(layer.actions["onOrderIn"] == nil)
        if case let .action(action)? = layer.actions["position"] {
            #expect(action.name == "plain")
        } else {
            Issue.record("position: expected the replacing action")
        }
    }

    @Test func bothDispatchersLogTheSameSteps() {
        // The same action objects on both sides (logs compare actions by identity).
        let actions = Self.actions()
        let referenceLayer = Self.layer(actions), compiledLayer = Self.layer(actions)
        var reference = ActionDispatcher(resolver: ReferenceActionLookup(), sink: DispatchLog())
        var compiled = CompiledActionDispatcher(sink: DispatchLog())
        Self.run(&reference, on: referenceLayer, &compiled, on: compiledLayer)
        #expect(compiled.log == reference.log)
        let runs = compiled.log.compactMap { entry -> String? in
            if case let .run(action, key, _, _) = entry { return "\(action.name) \(key)" } else { return nil }
        }
        // Each self-removing action runs once; the swapped-in action runs on the next change.
        #expect(runs.filter { $0 == "once opacity" }.count == 1)
        #expect(runs.filter { $0 == "once-event onOrderIn" }.count == 1)
        #expect(runs.filter { $0 == "swap position" }.count == 1)
        #expect(runs.filter { $0 == "plain position" }.count == 2)
        Self.expectFinalActions(referenceLayer)
        Self.expectFinalActions(compiledLayer)
    }

    @Test func actionsFreedWhileRunningAreNotTouchedAfterwards() {
        // Each side its own actions, held by its layer only: the checksum sink keeps no action, so a
        // self-removing action's last reference goes while its body runs.
        let referenceLayer = Self.layer(Self.actions()), compiledLayer = Self.layer(Self.actions())
        weak let once = Self.action(forKey: "opacity", of: compiledLayer)
        #expect(once != nil)
        var reference = ActionDispatcher(resolver: ReferenceActionLookup(), sink: DispatchChecksum())
        var compiled = CompiledActionDispatcher(sink: DispatchChecksum())
        Self.run(&reference, on: referenceLayer, &compiled, on: compiledLayer)
        #expect(once == nil, "the self-removing action was freed")
        #expect(compiled.sink.count == reference.sink.count)
        Self.expectFinalActions(referenceLayer)
        Self.expectFinalActions(compiledLayer)
    }
}
