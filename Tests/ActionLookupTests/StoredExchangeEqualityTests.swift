import Testing
@_spi(Harness) import ActionLookup

/// The compiled dispatcher compares a new value with the stored one in place (numbers and arrays of numbers
/// as `Double`s, everything else through `==`): on every pair below it must decide exactly as
/// ``PropertyValue``'s `==` does, and log exactly what the reference logs.
@Suite("compiled dispatcher: in-place equality of stored values")
struct StoredExchangeEqualityTests {
    static let nanArray = PropertyValue.array([.number(.nan), .number(1)])

    /// (stored, new): equal and unequal pairs of every kind the in-place comparison treats specially.
    static let pairs: [(PropertyValue, PropertyValue)] = [
        (.number(1), .number(1.0)),
        (.number(-0.0), .number(0)),
        (.number(.nan), .number(.nan)),
        (.number(1), .number(2)),
        (.array([.number(-0.0), .number(1)]), .array([.number(0), .number(1.0)])),
        (.array([.number(1), .number(2)]), .array([.number(1), .number(2), .number(3)])),
        (.array([.number(1), .number(2)]), .array([.number(1), .number(3)])),
        (.array([.number(.nan), .number(1)]), .array([.number(.nan), .number(1)])),  // separate buffers
        (nanArray, nanArray),  // one buffer: equal to itself, as `Array ==` says
        (.array([]), .array([])),
        (.array([.number(1), .string("a")]), .array([.number(1.0), .string("a")])),
        (.array([.number(1), .string("a")]), .array([.number(1), .string("b")])),
        (.array([.array([.number(1)])]), .array([.array([.number(1.0)])])),
        (.number(1), .array([.number(1)])),
        (.array([.number(1)]), .number(1)),
        (.string("red"), .string("red")),
        (.string("red"), .number(0)),
        (.null, .null),
        // A stored number replaced by another kind (the number path of the exchange), and NaN against a number.
        (.number(1), .string("1")),
        (.number(0), .null),
        (.number(1), .bool(true)),
        (.number(.nan), .number(1)),
        (.number(2), .array([.number(2)])),
    ]

    /// A layer holding `stored` at `position`, whose class's default action for `position` is `action`.
    static func layer(storing stored: PropertyValue, action: LayerAction) -> Layer {
        Layer(class: LayerClass(name: "C", defaultActions: ["position": .action(action)]), values: ["position": stored])
    }

    @Test(arguments: pairs.indices)
    func decidesAsEqualityDoesAndLogsAsTheReference(index: Int) {
        let (stored, new) = Self.pairs[index]
        let action = LayerAction(name: "implicit")
        func layer() -> Layer { Self.layer(storing: stored, action: action) }
        var reference = ActionDispatcher(resolver: ReferenceActionLookup(), sink: DispatchLog())
        reference.set(new, forKey: "position", on: layer())
        // Compiled first (the short path), and not (the documented order).
        for compileFirst in [true, false] {
            var compiled = CompiledActionDispatcher(sink: DispatchLog())
            let compiledLayer = layer()
            if compileFirst { _ = compiled.resolver.action(for: compiledLayer, forKey: LayerKey("position")) }
            compiled.set(new, forKey: LayerKey("position"), on: compiledLayer)
            #expect(reference.sink.entries.isEmpty == (stored == new))
            #expect(reference.sink.entries.map(\.description) == compiled.sink.entries.map(\.description))
            // The value stored afterwards is the new one, or the stored one when equal (compared as text: NaN).
            #expect(compiledLayer.values["position"]?.description == (stored == new ? stored : new).description)
        }
    }

    /// The same pairs on a key whose value a layer keeps in its table rather than inside the object (a key not
    /// interned with the key table): both storages take the same compare and exchange.
    @Test(arguments: pairs.indices)
    func decidesAlikeOnAKeyStoredInTheTable(index: Int) {
        let (stored, new) = Self.pairs[index]
        let name = "stored-exchange-table-key"
        #expect(LayerKey(name).index >= LayerKey.inlineCount)
        let action = LayerAction(name: "implicit")
        func layer() -> Layer {
            Layer(class: LayerClass(name: "C", defaultActions: [name: .action(action)]), values: [name: stored])
        }
        var reference = ActionDispatcher(resolver: ReferenceActionLookup(), sink: DispatchLog())
        reference.set(new, forKey: name, on: layer())
        // Compiled first (the short path: the stored value compared and exchanged in place), and not (the
        // documented order).
        for compileFirst in [true, false] {
            var compiled = CompiledActionDispatcher(sink: DispatchLog())
            let compiledLayer = layer()
            if compileFirst { _ = compiled.resolver.action(for: compiledLayer, forKey: LayerKey(name)) }
            compiled.set(new, forKey: LayerKey(name), on: compiledLayer)
            #expect(reference.sink.entries.isEmpty == (stored == new))
            #expect(reference.sink.entries.map(\.description) == compiled.sink.entries.map(\.description))
            #expect(compiledLayer.values[name]?.description == (stored == new ? stored : new).description)
        }
    }

    /// The timing sink folds the same steps on both sides, with and without actions disabled (a replaced
    /// stored number reaches the sink rebuilt from its `Double`, which must fold as the stored value does).
    @Test(arguments: pairs.indices)
    func checksumsAgreeWithTheReference(index: Int) {
        let (stored, new) = Self.pairs[index]
        let action = LayerAction(name: "implicit")
        func layer() -> Layer { Self.layer(storing: stored, action: action) }
        for disabled in [false, true] {
            var reference = ActionDispatcher(resolver: ReferenceActionLookup(), sink: DispatchChecksum())
            var compiled = CompiledActionDispatcher(sink: DispatchChecksum())
            reference.begin(disableActions: disabled)
            compiled.begin(disableActions: disabled)
            reference.set(new, forKey: "position", on: layer())
            compiled.set(new, forKey: LayerKey("position"), on: layer())
            #expect(reference.sink.count == (stored == new ? 0 : disabled ? 1 : 3))
            #expect(reference.sink == compiled.sink)
        }
    }
}
