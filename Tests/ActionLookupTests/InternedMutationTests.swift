import Testing
import ActionLookup

/// Mutations by interned key write only the compiled tables; the String dictionaries the reference reads
/// catch up when next read, and both resolvers keep agreeing.
@Suite("interned-key mutations")
struct InternedMutationTests {
    let actions = (0..<3).map { LayerAction(name: "A\($0)") }

    @Test func stylesLayersAndDelegatesShowInternedChangesInTheirDictionaries() {
        let style = StyleDictionary(values: ["cornerRadius": .number(4)], actions: ["opacity": .action(actions[0])])
        style.setAction(.action(actions[1]), forKey: LayerKey("position"))
        style.setAction(nil, forKey: LayerKey("opacity"))
        style.setValue(.number(2), forKey: LayerKey("borderWidth"))
        style.setValue(nil, forKey: LayerKey("cornerRadius"))
        #expect(style.actions == ["position": .action(actions[1])])
        #expect(style.values == ["borderWidth": .number(2)])
        // A String change after a read keeps the dictionary current; one after an interned change too.
        style.setAction(.nullMarker, forKey: "bounds")
        style.setAction(.action(actions[2]), forKey: LayerKey("hidden"))
        style.setAction(nil, forKey: "position")
        #expect(style.actions == ["bounds": .nullMarker, "hidden": .action(actions[2])])

        let layer = Layer(actions: ["opacity": .action(actions[0])], style: style)
        layer.setAction(.nullMarker, forKey: LayerKey("opacity"))
        layer.setAction(.action(actions[1]), forKey: LayerKey("zPosition"))
        #expect(layer.actions == ["opacity": .nullMarker, "zPosition": .action(actions[1])])
        let replaced = Layer(actions: ["hidden": .action(actions[0])])
        replaced.setActions([(LayerKey("bounds"), .nullMarker), (LayerKey("bounds"), .action(actions[2]))])
        #expect(replaced.actions == ["bounds": .action(actions[2])])
        #expect(CompiledActionLookup().action(for: replaced, forKey: LayerKey("hidden")) == nil)
        #expect(CompiledActionLookup().action(for: replaced, forKey: LayerKey("bounds")) === actions[2])
        // Replacing again empties the tables in place: keys of the previous replacement are gone.
        replaced.setActions([(LayerKey("hidden"), .action(actions[1]))])
        #expect(replaced.actions == ["hidden": .action(actions[1])])
        #expect(CompiledActionLookup().action(for: replaced, forKey: LayerKey("bounds")) == nil)
        replaced.setActions(["opacity": .nullMarker])
        #expect(replaced.actions == ["opacity": .nullMarker])
        #expect(CompiledActionLookup().action(for: replaced, forKey: LayerKey("hidden")) == nil)
        replaced.setActions([(key: LayerKey, entry: ActionEntry)]())
        #expect(replaced.actions.isEmpty && CompiledActionLookup().action(for: replaced, forKey: LayerKey("opacity")) == nil)

        let delegate = DictionaryActionDelegate(["onOrderIn": .action(actions[2])])
        delegate.setAction(nil, forKey: LayerKey("onOrderIn"))
        delegate.setAction(.action(actions[0]), forKey: LayerKey("onOrderOut"))
        #expect(delegate.entries == ["onOrderOut": .action(actions[0])])
        layer.delegate = delegate

        let reference = ReferenceActionLookup(), compiled = CompiledActionLookup()
        for key in ["opacity", "zPosition", "position", "bounds", "hidden", "onOrderIn", "onOrderOut"] {
            #expect(reference.action(for: layer, forKey: key) === compiled.action(for: layer, forKey: LayerKey(key)))
        }
        for key in ["cornerRadius", "borderWidth"] {
            #expect(reference.value(for: layer, forKey: key) == compiled.value(for: layer, forKey: LayerKey(key)))
        }
    }

    @Test func anActionReplacedByInternedKeyIsReleasedAndNeverAnsweredAgain() {
        weak var released: LayerAction?
        let style = StyleDictionary()
        let layer = Layer(style: style)
        let key = LayerKey("opacity")
        do {
            let temporary = LayerAction(name: "temporary")
            released = temporary
            style.setAction(.action(temporary), forKey: key)
            #expect(CompiledActionLookup().action(for: layer, forKey: key) === temporary)
        }
        style.setAction(.action(actions[0]), forKey: key)
        #expect(released == nil)
        #expect(CompiledActionLookup().action(for: layer, forKey: key) === actions[0])
    }

    /// Replacing a layer's whole `actions` by interned key releases every previous entry (the tables release
    /// the keys whose word is present), including one set by interned key after the last replacement and one
    /// at a key interned late (a high index).
    @Test func replacingLayerActionsReleasesEveryPreviousAction() {
        weak var first: LayerAction?, second: LayerAction?
        let layer = Layer()
        let late = LayerKey("replacement-test-late-key")
        do {
            let a = LayerAction(name: "first"), b = LayerAction(name: "second")
            first = a
            second = b
            layer.setActions([(LayerKey("opacity"), .action(a))])
            layer.setAction(.action(b), forKey: late)
            #expect(CompiledActionLookup().action(for: layer, forKey: late) === b)
        }
        layer.setActions([(LayerKey("position"), .action(actions[1]))])
        #expect(first == nil && second == nil)
        #expect(CompiledActionLookup().action(for: layer, forKey: late) == nil)
        #expect(layer.actions == ["position": .action(actions[1])])
    }
}
