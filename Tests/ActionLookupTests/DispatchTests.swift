import Testing
import ActionLookup

/// A recorder an action body writes into (actions run synchronously on the test's thread).
private final class Seen: @unchecked Sendable { var values: [(PropertyValue, PropertyValue, PropertyValue)] = [] }

@Suite("dispatch")
struct DispatchTests {
    @Test func actionIsLookedUpBeforeTheStoreAndSeesOldAndNewWhenItRuns() {
        let seen = Seen()
        let action = LayerAction(name: "spy") { invocation in
            seen.values.append((invocation.oldValue, invocation.newValue, invocation.layer.values[invocation.key] ?? .null))
        }
        // The delegate answers from the stored value at lookup time: it must still see the old one.
        final class OldValueDelegate: LayerActionDelegate {
            let action: LayerAction
            var storedAtLookup: [PropertyValue] = []
            init(_ action: LayerAction) { self.action = action }
            func action(for layer: Layer, forKey key: String) -> ActionEntry? {
                storedAtLookup.append(layer.values[key] ?? .null)
                return .action(action)
            }
        }
        let delegate = OldValueDelegate(action)
        let layer = Layer(delegate: delegate, values: ["o": .number(1)])
        var dispatcher = ActionDispatcher(resolver: ReferenceActionLookup(), sink: DispatchLog())
        dispatcher.set(.number(2), forKey: "o", on: layer)
        #expect(delegate.storedAtLookup == [.number(1)])
        #expect(seen.values.count == 1)
        #expect(seen.values.first.map { [$0.0, $0.1, $0.2] } == [.number(1), .number(2), .number(2)])
        #expect(dispatcher.log == [.lookup(key: "o", action: action), .store(key: "o", old: .number(1), new: .number(2)),
                                   .run(action: action, key: "o", old: .number(1), new: .number(2))])
    }

    @Test func disabledActionsStoreOnlyAndNestedTransactionsCount() throws {
        let action = LayerAction(name: "a")
        let layer = Layer(actions: ["o": .action(action)])
        var dispatcher = ActionDispatcher(resolver: CompiledActionLookup(), sink: DispatchLog())
        dispatcher.begin(disableActions: true)
        dispatcher.begin()
        #expect(dispatcher.actionsDisabled)
        dispatcher.set(.number(1), forKey: "o", on: layer)
        try dispatcher.commit()
        #expect(dispatcher.actionsDisabled)
        try dispatcher.commit()
        #expect(!dispatcher.actionsDisabled)
        #expect(throws: ActionLookupError.commitWithoutTransaction) { try dispatcher.commit() }
        dispatcher.set(.number(1), forKey: "o", on: layer)  // equal: nothing
        dispatcher.event("o", on: layer)
        #expect(dispatcher.log == [.store(key: "o", old: .null, new: .number(1)), .lookup(key: "o", action: action),
                                   .run(action: action, key: "o", old: .number(1), new: .number(1))])
    }

    @Test func bothResolversProduceTheSameLogOnAScriptedScene() throws {
        func scene<R: ActionResolver>(_ resolver: R, actions: [LayerAction]) throws -> [DispatchLogEntry] {
            let context = ViewAnimationContext()
            let theme = StyleDictionary(name: "theme", values: ["o": .number(1)], actions: ["o": .action(actions[0])])
            let layer = Layer(class: LayerClass(name: "C", defaultActions: ["onOrderIn": .action(actions[1])]),
                              style: StyleDictionary(style: theme))
            var dispatcher = ActionDispatcher(resolver: resolver, sink: DispatchLog())
            dispatcher.set(.number(0.5), forKey: "o", on: layer)
            dispatcher.event("onOrderIn", on: layer)
            theme.setAction(.nullMarker, forKey: "o")
            dispatcher.set(.number(0.25), forKey: "o", on: layer)
            layer.delegate = ViewLikeDelegate(context: context)
            try context.begin(duration: 0)
            dispatcher.set(.number(0.75), forKey: "o", on: layer)
            try context.end()
            return dispatcher.log.map { entry in
                // Animation actions are made per run; compare them by name through a shared stand-in.
                if case let .lookup(key, action?) = entry, action.name.hasPrefix("view.") { return .lookup(key: key, action: actions[2]) }
                return entry
            }
        }
        let actions = [LayerAction(name: "theme.o"), LayerAction(name: "in"), LayerAction(name: "view")]
        let reference = try scene(ReferenceActionLookup(), actions: actions)
        let compiled = try scene(CompiledActionLookup(), actions: actions)
        #expect(reference == compiled)
        #expect(reference.count == 9)  // 3 + 2 + 2 + 2: set, event, set to a null marker, set in a 0 block
    }
}
