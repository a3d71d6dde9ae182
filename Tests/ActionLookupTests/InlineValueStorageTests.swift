import Testing
import ActionLookup

/// A layer keeps the values of the keys interned with the key table (the layer properties apps change most)
/// inside its object, and the others in a table of its own. Both storages must behave alike: the compiled
/// dispatcher logs what the reference logs and `values` reads back what was stored, whichever storage a key
/// uses, through the short path (a stored value replaced in place) and the documented order (a first store,
/// a removal, String-keyed changes, a layer compiled late).
@Suite("compiled layer values: inline and table storage")
struct InlineValueStorageTests {
    /// The well-known names, at their fixed indices, all below the inline count.
    static let wellKnown = [
        "bounds", "frame", "position", "zPosition", "anchorPoint", "transform", "opacity", "backgroundColor",
        "cornerRadius", "borderWidth", "borderColor", "shadowOpacity", "shadowRadius", "shadowOffset",
        "shadowColor", "hidden",
    ]

    @Test func wellKnownKeysAreInternedInlineAndOthersAfterThem() {
        #expect(Self.wellKnown.count == LayerKey.inlineCount)
        for (index, name) in Self.wellKnown.enumerated() {
            #expect(LayerKey(name).index == index, "\(name)")
        }
        #expect(LayerKey.bounds == LayerKey("bounds"))
        #expect(LayerKey.frame == LayerKey("frame"))
        #expect(LayerKey("inline-storage-test-custom").index >= LayerKey.inlineCount)
    }

    /// One change of a script: an interned-key set through both dispatchers, or a model change made to both
    /// layers alike.
    enum Change {
        case set(String, PropertyValue)
        case storeByName(String, PropertyValue?)
        case storeByKey(String, PropertyValue?)
    }

    /// Runs `changes` on a reference layer and a compiled one (each created with `initial` values), comparing
    /// the dispatch logs and the `values` both layers read back after every change.
    static func agree(initial: [String: PropertyValue], _ changes: [Change], compileFirst: Bool) {
        let action = LayerAction(name: "implicit")
        let layerClass = LayerClass(name: "C", defaultActions: ["opacity": .action(action), "progress": .action(action)])
        let referenceLayer = Layer(class: layerClass, values: initial)
        let compiledLayer = Layer(class: layerClass, values: initial)
        var reference = ActionDispatcher(resolver: ReferenceActionLookup(), sink: DispatchLog())
        var compiled = CompiledActionDispatcher(sink: DispatchLog())
        if compileFirst { _ = compiled.resolver.action(for: compiledLayer, forKey: LayerKey("opacity")) }
        for (step, change) in changes.enumerated() {
            switch change {
            case let .set(name, value):
                reference.set(value, forKey: name, on: referenceLayer)
                compiled.set(value, forKey: LayerKey(name), on: compiledLayer)
            case let .storeByName(name, value):
                referenceLayer.setValue(value, forKey: name)
                compiledLayer.setValue(value, forKey: name)
            case let .storeByKey(name, value):
                referenceLayer.setValue(value, forKey: name)
                compiledLayer.setValue(value, forKey: LayerKey(name))
            }
            #expect(reference.sink.entries.map(\.description) == compiled.sink.entries.map(\.description),
                    "step \(step)")
            #expect(referenceLayer.values == compiledLayer.values, "step \(step)")
        }
        for name in ["opacity", "position", "progress", "shadowColor", "inline-storage-test-custom"] {
            #expect(compiled.resolver.value(for: compiledLayer, forKey: LayerKey(name))
                == ReferenceActionLookup().value(for: referenceLayer, forKey: name), "\(name)")
        }
    }

    static let point = PropertyValue.array([.number(1), .number(2)])
    static let otherPoint = PropertyValue.array([.number(1), .number(2.5)])

    /// The same script on an inline key (`opacity`, `position`, `shadowColor`: indices below the inline count)
    /// and on keys past them (`progress`, a custom key).
    static let scripts: [[Change]] = ["opacity", "position", "shadowColor", "progress", "inline-storage-test-custom"]
        .map { name in
            [
                .set(name, .number(1)),  // first store: the documented order
                .set(name, .number(1)),  // equal: nothing
                .set(name, point),  // a number replaced by an array, in place
                .set(name, otherPoint),  // an array replaced in place
                .set(name, otherPoint),  // equal
                .storeByKey(name, nil),  // removed by interned key
                .set(name, .string("red")),  // stored again: the documented order
                .storeByName(name, .number(3)),  // a String-keyed store on a compiled layer
                .set(name, .number(3.0)),  // equal to what the String-keyed store wrote
                .set(name, .number(4)),
                .storeByName(name, nil),
                .set(name, .null),
            ]
        }

    @Test(arguments: scripts.indices)
    func inlineAndTableKeysAgreeWithTheReference(index: Int) {
        for compileFirst in [false, true] {
            Self.agree(initial: [:], Self.scripts[index], compileFirst: compileFirst)
            // Values given at creation reach the compiled storage when the layer is compiled.
            Self.agree(initial: ["opacity": .number(0.5), "progress": .number(0.5), "position": Self.point,
                                "inline-storage-test-custom": Self.point],
                       Self.scripts[index], compileFirst: compileFirst)
        }
    }

    /// Keys in both storages on one layer: a change to one never shows under another.
    @Test func keysInBothStoragesStayApart() {
        var changes: [Change] = []
        let names = Self.wellKnown + ["progress", "inline-storage-test-custom", "inline-storage-test-other"]
        for (offset, name) in names.enumerated() { changes.append(.set(name, .number(Double(offset)))) }
        for (offset, name) in names.enumerated().reversed() {
            changes.append(.set(name, .array([.number(Double(offset)), .number(1)])))
        }
        Self.agree(initial: ["hidden": .bool(true)], changes, compileFirst: true)
    }
}
