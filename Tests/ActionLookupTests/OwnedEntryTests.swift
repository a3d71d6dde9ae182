import Testing
import ActionLookup

/// The interned-key mutators take their entry owned and move it into the table that keeps it: the table
/// must then hold the only reference (the action stays alive and is answered after the caller's copy is
/// gone) and must release it when the entry is replaced or removed (no reference left behind).
@Suite("owned entries")
struct OwnedEntryTests {
    let compiled = CompiledActionLookup()
    let reference = ReferenceActionLookup()
    let key = LayerKey("owned.entry.key")

    /// Stores a fresh action (the table's is its only strong reference once `store` returns) and gives back a
    /// weak reference to it.
    private func storeFresh(_ name: String, _ store: (ActionEntry?) -> Void) -> WeakAction {
        let action = LayerAction(name: name)
        store(.action(action))
        return WeakAction(action)
    }

    private func expectReleasedOnReplacement(_ store: (ActionEntry?) -> Void, answer: () -> LayerAction?,
                                             sourceLocation: SourceLocation = #_sourceLocation) {
        let first = storeFresh("first", store)
        #expect(first.action != nil, "the table keeps the stored action alive", sourceLocation: sourceLocation)
        #expect(answer()?.name == "first", sourceLocation: sourceLocation)
        let second = storeFresh("second", store)
        #expect(first.action == nil, "a replaced action is released", sourceLocation: sourceLocation)
        #expect(answer()?.name == "second", sourceLocation: sourceLocation)
        store(nil)
        #expect(second.action == nil, "a removed action is released", sourceLocation: sourceLocation)
        #expect(answer() == nil, sourceLocation: sourceLocation)
    }

    @Test func aStyleTableOwnsItsEntries() {
        let style = StyleDictionary()
        let layer = Layer(style: style)
        expectReleasedOnReplacement({ style.setAction($0, forKey: key) }) { compiled.action(for: layer, forKey: key) }
        #expect(reference.action(for: layer, forKey: key.name) == nil)
    }

    @Test func aLayerTableOwnsItsEntries() {
        let layer = Layer()
        expectReleasedOnReplacement({ layer.setAction($0, forKey: key) }) { compiled.action(for: layer, forKey: key) }
    }

    @Test func aDictionaryDelegateOwnsItsEntries() {
        let delegate = DictionaryActionDelegate()
        let layer = Layer(delegate: delegate)
        expectReleasedOnReplacement({ delegate.setAction($0, forKey: key) }) { compiled.action(for: layer, forKey: key) }
    }

    @Test func aWholeReplacementOwnsItsEntries() {
        let layer = Layer()
        let first = storeFresh("first") { entry in layer.setActions([(key: key, entry: entry!)]) }
        #expect(first.action != nil)
        #expect(compiled.action(for: layer, forKey: key)?.name == "first")
        let second = storeFresh("second") { entry in layer.setActions([(key: key, entry: entry!)]) }
        #expect(first.action == nil)
        #expect(compiled.action(for: layer, forKey: key)?.name == "second")
        layer.setActions([(key: LayerKey, entry: ActionEntry)]())
        #expect(second.action == nil)
        #expect(compiled.action(for: layer, forKey: key) == nil)
    }
}

/// A weak reference to an action, to observe when its last strong reference goes.
private final class WeakAction {
    weak var action: LayerAction?
    init(_ action: LayerAction) { self.action = action }
}
