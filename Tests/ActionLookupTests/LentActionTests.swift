import Testing
import ActionLookup

/// A delegate whose answers come from user code (a closure), so the compiled resolver must call it.
private final class ClosureDelegate: LayerActionDelegate {
    let answer: (String) -> ActionEntry?
    init(_ answer: @escaping (String) -> ActionEntry?) { self.answer = answer }
    func action(for layer: Layer, forKey key: String) -> ActionEntry? { answer(key) }
}

/// `withAction(for:forKey:_:)` lends the compiled resolver's answer from its tables: it must be the very
/// action (by identity) that `action(for:forKey:)` returns, for every kind of delegate and for a layer the
/// compiled resolver has not read yet, and the reference's default must pass its own answer through.
@Suite("lent lookups")
struct LentActionTests {
    static let keys = ["opacity", "position", "bounds", "onOrderIn", "custom"]

    /// One layer per case: no delegate (not compiled yet), a UIView-like delegate outside and inside an
    /// animation block, a dictionary delegate, a user-code delegate; styles and class defaults behind them.
    static func layers(context: ViewAnimationContext) -> [Layer] {
        let implicit = LayerAction(name: "implicit")
        let styled = LayerAction(name: "styled")
        let own = LayerAction(name: "own")
        let cls = LayerClass(name: "C", defaultActions: ["opacity": .action(implicit), "position": .action(implicit),
                                                         "bounds": .action(implicit)])
        let style = StyleDictionary(actions: ["position": .action(styled), "bounds": .nullMarker])
        let dictionary = DictionaryActionDelegate(["opacity": .action(LayerAction(name: "delegate")),
                                                   "bounds": .nullMarker])
        let custom = ClosureDelegate { $0 == "custom" ? .action(own) : nil }
        return [
            Layer(class: cls, actions: ["onOrderIn": .action(own)], style: style),
            Layer(class: cls, delegate: ViewLikeDelegate(context: context), style: style),
            Layer(class: cls, delegate: dictionary, style: style),
            Layer(class: cls, delegate: custom, actions: ["opacity": .nullMarker], style: style),
        ]
    }

    @Test func compiledLendsTheActionItReturns() throws {
        let context = ViewAnimationContext()
        let resolver = CompiledActionLookup()
        let layers = Self.layers(context: context)
        // Lent first each time: on layers not compiled yet (outside blocks), then, compiled, inside a block
        // whose action nobody asked for yet, then inside a nested block of duration 0.
        for step in 0..<3 {
            if step == 1 { try context.begin(duration: 0.25) }
            if step == 2 { try context.begin(duration: 0) }
            for layer in layers {
                for name in Self.keys {
                    let key = LayerKey(name)
                    let lent = resolver.withAction(for: layer, forKey: key) { $0.map(ObjectIdentifier.init) }
                    let returned = resolver.action(for: layer, forKey: key).map(ObjectIdentifier.init)
                    let delegate = String(describing: layer.delegate)
                    #expect(lent == returned, "step \(step): \(name) on a layer with \(delegate)")
                }
            }
        }
        #expect(resolver.withAction(for: layers[1], forKey: LayerKey("opacity")) { $0 } == nil)
        try context.end()
        let outerDuration = resolver.withAction(for: layers[1], forKey: LayerKey("opacity")) {
            $0?.inheritedAnimationDuration
        }
        #expect(outerDuration == 0.25)
        try context.end()
    }

    @Test func referenceDefaultPassesItsAnswer() throws {
        let context = ViewAnimationContext()
        try context.begin(duration: 0.5)
        let resolver = ReferenceActionLookup()
        let compiled = CompiledActionLookup()
        for layer in Self.layers(context: context) {
            for name in Self.keys {
                let lent = resolver.withAction(for: layer, forKey: name) { $0.map(ObjectIdentifier.init) }
                #expect(lent == resolver.action(for: layer, forKey: name).map(ObjectIdentifier.init))
                // Both resolvers answer alike, lent or returned.
                let compiledLent = compiled.withAction(for: layer, forKey: LayerKey(name)) {
                    $0.map(ObjectIdentifier.init)
                }
                #expect(lent == compiledLent, "\(name)")
            }
        }
    }
}
