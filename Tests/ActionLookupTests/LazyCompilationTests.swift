import Testing
import ActionLookup

/// Layers, styles and dictionary delegates build their compiled state only when the compiled resolver (or a
/// change by interned key) first uses them: a model only the reference reads pays for no compiled
/// bookkeeping, and a model compiled late, or partly, still answers exactly as the reference does.
@Suite("lazy compilation")
struct LazyCompilationTests {
    let actions = (0..<4).map { LayerAction(name: "L\($0)") }
    let keys = ["opacity", "position", "bounds", "cornerRadius", "borderWidth", "onOrderIn"]

    /// Every key's action and value through `layer`, compiled against reference.
    func expectAgreement(_ layer: Layer, sourceLocation: SourceLocation = #_sourceLocation) {
        let reference = ReferenceActionLookup(), compiled = CompiledActionLookup()
        for key in keys {
            #expect(reference.action(for: layer, forKey: key) === compiled.action(for: layer, forKey: LayerKey(key)),
                    sourceLocation: sourceLocation)
            #expect(reference.value(for: layer, forKey: key) == compiled.value(for: layer, forKey: LayerKey(key)),
                    sourceLocation: sourceLocation)
        }
    }

    @Test func aModelOnlyTheReferenceReadsIsNeverCompiled() throws {
        let root = StyleDictionary(values: ["cornerRadius": .number(1)], actions: ["opacity": .action(actions[0])])
        let head = StyleDictionary(actions: ["position": .nullMarker], style: root)
        let delegate = DictionaryActionDelegate(["onOrderIn": .action(actions[1])])
        let layer = Layer(delegate: delegate, style: head)
        let reference = ReferenceActionLookup()
        var dispatcher = ActionDispatcher(resolver: reference, sink: DispatchLog())
        root.setAction(.action(actions[2]), forKey: "opacity")
        root.setValue(.number(3), forKey: "borderWidth")
        head.setActions(["bounds": .action(actions[3])])
        try head.setStyle(nil)
        try head.setStyle(root)
        delegate.setAction(nil, forKey: "onOrderIn")
        layer.setAction(.nullMarker, forKey: "position")
        layer.setActions(["opacity": .action(actions[1])])
        dispatcher.set(.number(0.5), forKey: "opacity", on: layer)
        dispatcher.event("onOrderIn", on: layer)
        #expect(reference.action(for: layer, forKey: "bounds") === actions[3])
        #expect(!root.isCompiled && !head.isCompiled && !delegate.isCompiled && !layer.isCompiled)
        // The first compiled lookup compiles what it reads, and agrees.
        expectAgreement(layer)
        #expect(root.isCompiled && head.isCompiled && delegate.isCompiled && layer.isCompiled)
    }

    @Test func aChainCompiledPartlyAgreesAfterChangesOnEitherSide() throws {
        let root = StyleDictionary(values: ["cornerRadius": .number(1)], actions: ["opacity": .action(actions[0])])
        let middle = StyleDictionary(actions: ["position": .action(actions[1])], style: root)
        let head = StyleDictionary(values: ["borderWidth": .number(2)], style: middle)
        let shortLayer = Layer(style: middle)
        let longLayer = Layer(style: head)
        // Compiles root and middle only.
        expectAgreement(shortLayer)
        #expect(root.isCompiled && middle.isCompiled && !head.isCompiled)
        root.setAction(.nullMarker, forKey: "opacity")
        head.setValue(.number(5), forKey: "cornerRadius")
        expectAgreement(longLayer)
        expectAgreement(shortLayer)
        // A compiled style relinked to an uncompiled one compiles it and sees its later String changes.
        let loose = StyleDictionary(actions: ["bounds": .action(actions[2])])
        try middle.setStyle(loose)
        #expect(loose.isCompiled)
        loose.setAction(.action(actions[3]), forKey: "bounds")
        loose.setValue(.null, forKey: "cornerRadius")
        expectAgreement(longLayer)
        expectAgreement(shortLayer)
        // An uncompiled style relinked under a compiled chain, then changed, then compiled.
        let late = StyleDictionary(actions: ["onOrderIn": .nullMarker])
        try late.setStyle(head)
        late.setAction(.action(actions[0]), forKey: "onOrderIn")
        #expect(!late.isCompiled)
        let lateLayer = Layer(style: late)
        expectAgreement(lateLayer)
        head.setAction(.action(actions[1]), forKey: "onOrderIn")
        late.setAction(nil, forKey: "onOrderIn")
        expectAgreement(lateLayer)
    }

    @Test func aLayerChangedByStringBeforeCompilingAgreesAndDispatchesAlike() {
        let viewLike = ViewLikeDelegate(context: ViewAnimationContext())
        let make = { (delegate: (any LayerActionDelegate)?) in
            Layer(delegate: delegate, actions: ["opacity": .action(self.actions[0])], values: ["opacity": .number(1)])
        }
        for delegate in [nil, viewLike] as [(any LayerActionDelegate)?] {
            let referenceLayer = make(delegate), compiledLayer = make(delegate)
            for layer in [referenceLayer, compiledLayer] {
                layer.setValue(.number(0.25), forKey: "opacity")
                layer.setAction(.action(actions[1]), forKey: "position")
                layer.delegate = delegate
            }
            #expect(!compiledLayer.isCompiled)
            var reference = ActionDispatcher(resolver: ReferenceActionLookup(), sink: DispatchLog())
            var compiled = CompiledActionDispatcher(sink: DispatchLog())
            for (key, value) in [("opacity", 0.5), ("opacity", 0.5), ("position", 2.0), ("cornerRadius", 1.0)] {
                reference.set(.number(value), forKey: key, on: referenceLayer)
                compiled.set(.number(value), forKey: LayerKey(key), on: compiledLayer)
            }
            #expect(compiledLayer.isCompiled)
            #expect(reference.log == compiled.log)
            expectAgreement(compiledLayer)
        }
    }

    @Test func aDictionaryDelegateReadFromItsTableAnswersAsItsProtocolMethodDoes() {
        let first = DictionaryActionDelegate(["opacity": .action(actions[0]), "position": .nullMarker])
        let second = DictionaryActionDelegate(["bounds": .action(actions[1])])
        let style = StyleDictionary(actions: ["position": .action(actions[2]), "bounds": .action(actions[3])])
        let referenceLayer = Layer(delegate: first, style: style, values: ["opacity": .number(1)])
        let compiledLayer = Layer(delegate: first, style: style, values: ["opacity": .number(1)])
        var reference = ActionDispatcher(resolver: ReferenceActionLookup(), sink: DispatchLog())
        var compiled = CompiledActionDispatcher(sink: DispatchLog())
        var step = 0.0
        func changeEveryKey() {
            for key in ["opacity", "position", "bounds"] {
                step += 1
                reference.set(.number(step), forKey: key, on: referenceLayer)
                compiled.set(.number(step), forKey: LayerKey(key), on: compiledLayer)
                reference.event("onOrderIn", on: referenceLayer)
                compiled.event(LayerKey("onOrderIn"), on: compiledLayer)
            }
        }
        changeEveryKey()
        first.setAction(nil, forKey: "opacity")
        first.setAction(.action(actions[3]), forKey: LayerKey("onOrderIn"))
        changeEveryKey()
        for layer in [referenceLayer, compiledLayer] { layer.delegate = second }
        changeEveryKey()
        second.setAction(.nullMarker, forKey: "bounds")
        for layer in [referenceLayer, compiledLayer] { layer.delegate = nil }
        changeEveryKey()
        for layer in [referenceLayer, compiledLayer] { layer.delegate = second }
        changeEveryKey()
        #expect(reference.log.count > 30)
        #expect(reference.log == compiled.log)
        expectAgreement(compiledLayer)
    }
}
