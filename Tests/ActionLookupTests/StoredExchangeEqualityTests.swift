import Testing
import ActionLookup

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
    ]

    @Test(arguments: pairs.indices)
    func decidesAsEqualityDoesAndLogsAsTheReference(index: Int) {
        let (stored, new) = Self.pairs[index]
        let action = LayerAction(name: "implicit")
        func layer() -> Layer {
            Layer(class: LayerClass(name: "C", defaultActions: ["position": .action(action)]),
                  values: ["position": stored])
        }
        var reference = ActionDispatcher(resolver: ReferenceActionLookup(), sink: DispatchLog())
        reference.set(new, forKey: "position", on: layer())
        var compiled = CompiledActionDispatcher(sink: DispatchLog())
        let compiledLayer = layer()
        compiled.set(new, forKey: LayerKey("position"), on: compiledLayer)
        #expect(reference.sink.entries.isEmpty == (stored == new))
        #expect(reference.sink.entries.map(\.description) == compiled.sink.entries.map(\.description))
        // The value stored afterwards is the new one, or the stored one when equal (compared as text: NaN).
        #expect(compiledLayer.values["position"]?.description == (stored == new ? stored : new).description)
    }
}
