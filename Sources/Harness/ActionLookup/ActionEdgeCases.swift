import Workloads
import ActionLookup

/// Named edge cases of the action search, value lookup and dispatch, each a small world and a script.
package enum ActionEdgeCases {
    static let keys = RandomActionWorkloads.keys

    /// The index of a key of ``RandomActionWorkloads/keys``.
    static func k(_ name: String) -> Int { keys.firstIndex(of: name) ?? 0 }

    /// A world with `styles` levels in one chain (style 0 deepest, the last one the head), no layers yet.
    static func world(chain levels: Int = 0) -> ActionWorldSpec {
        var spec = ActionWorldSpec(actions: ActionWorldSpec.pool(8), keys: keys)
        for index in 0..<levels {
            spec.styles.append(ActionWorldSpec.StyleSpec(parent: index == 0 ? nil : index - 1))
        }
        return spec
    }

    static func lookups(_ layer: Int = 0, _ names: String...) -> [ActionScriptOperation] {
        names.map { .lookup(layer: layer, key: k($0)) }
    }

    package static func lookupCases() -> [EdgeCase<ActionScriptWorkload>] {
        var cases: [EdgeCase<ActionScriptWorkload>] = []
        func add(_ name: String, _ spec: ActionWorldSpec, _ script: [ActionScriptOperation]) {
            cases.append(EdgeCase(name, ActionScriptWorkload(world: spec, script: script)))
        }
        let opacity = k("opacity")

        var spec = world(chain: 1)
        spec.styles[0].actions = [(opacity, .action(2))]
        spec.classes[0].defaultActions = [(opacity, .action(3))]
        spec.delegates = [.dictionary([(opacity, .action(0))])]
        spec.layers = [.init(style: 0, delegate: 0, actions: [(opacity, .action(1))])]
        add("delegate action wins over layer, style and class", spec, lookups(0, "opacity"))

        spec.delegates = [.dictionary([(opacity, .null)])]
        add("delegate null marker stops the search", spec, lookups(0, "opacity"))

        spec.delegates = []
        spec.layers = [.init(style: 0, actions: [(opacity, .null)])]
        add("layer null marker stops before the style", spec, lookups(0, "opacity"))

        spec = world(chain: 6)
        spec.styles[2].actions = [(k("contents"), .null)]  // level 3 from the head (style 5)
        spec.styles[0].actions = [(k("contents"), .action(4)), (k("hidden"), .action(5))]
        spec.styles[4].actions = [(k("hidden"), .action(6))]
        spec.layers = [.init(style: 5)]
        add("null marker at style level 3 hides a deeper action; shallower level wins", spec,
            lookups(0, "contents", "hidden"))

        spec = world(chain: 16)
        spec.classes[0].defaultActions = [(k("onOrderIn"), .action(5)), (k("onOrderOut"), .null)]
        spec.layers = [.init(style: 15)]
        add("class default after an empty 16-level chain; class null marker is nil", spec,
            lookups(0, "onOrderIn", "onOrderOut", "transition"))

        spec = world(chain: 8)
        spec.layers = [.init(style: 7), .init(style: 7), .init(style: 3)]
        add("deep shared style mutated: every layer on the chain sees it", spec,
            lookups(0, "position") + [.setStyleAction(style: 0, key: k("position"), entry: .action(1))]
                + lookups(0, "position") + lookups(1, "position") + lookups(2, "position")
                + [.setStyleAction(style: 5, key: k("position"), entry: .null)]
                + lookups(0, "position") + lookups(2, "position")
                + [.setStyleAction(style: 5, key: k("position"), entry: nil)] + lookups(0, "position")
                + [.setStyleAction(style: 0, key: k("position"), entry: nil)] + lookups(1, "position"))

        spec = world(chain: 8)
        spec.styles[1].actions = [(k("bounds"), .action(2))]
        spec.styles.append(.init(parent: nil, actions: [(k("bounds"), .action(3))]))
        spec.layers = [.init(style: 7)]
        add("relinking a style mid-chain, then cutting the chain", spec,
            lookups(0, "bounds") + [.linkStyle(style: 4, parent: 8)] + lookups(0, "bounds")
                + [.linkStyle(style: 6, parent: nil)] + lookups(0, "bounds") + [.linkStyle(style: 6, parent: 5)]
                + lookups(0, "bounds"))

        spec = world(chain: 4)
        spec.styles[0].actions = [(k("frame"), .action(1))]
        spec.layers = [.init(style: 3)]
        add("cycles refused (self and through the chain); tables unchanged", spec,
            lookups(0, "frame") + [.linkStyle(style: 0, parent: 3), .linkStyle(style: 2, parent: 2)]
                + lookups(0, "frame") + [.setStyleAction(style: 0, key: k("frame"), entry: .action(2))]
                + lookups(0, "frame"))

        spec = world(chain: 1)
        spec.styles[0].actions = [(opacity, .action(1))]
        spec.delegates = [.view]
        spec.layers = [.init(style: 0, delegate: 0, actions: [(k("position"), .action(2))])]
        add("UIView-like delegate: null outside blocks, innermost block decides, 0 animates nothing", spec,
            lookups(0, "opacity", "onOrderIn") + [.beginAnimation(duration: 0.25)] + lookups(0, "opacity", "position")
                + [.beginAnimation(duration: 0)] + lookups(0, "opacity") + [.beginAnimation(duration: 1)]
                + lookups(0, "activate") + [.endAnimation, .endAnimation] + lookups(0, "opacity")
                + [.endAnimation] + lookups(0, "opacity") + [.beginAnimation(duration: -1), .endAnimation])

        spec = world(chain: 2)
        spec.styles[0].actions = [(opacity, .action(3))]
        spec.delegates = [.dictionary([(opacity, .action(0))]), .view]
        spec.layers = [.init(style: 1, delegate: 0)]
        add("delegate unbound, rebound, swapped and its dictionary mutated", spec,
            lookups(0, "opacity") + [.bindDelegate(layer: 0, delegate: nil)] + lookups(0, "opacity")
                + [.bindDelegate(layer: 0, delegate: 1)] + lookups(0, "opacity")
                + [.bindDelegate(layer: 0, delegate: 0), .setDelegateAction(delegate: 0, key: opacity, entry: .null)]
                + lookups(0, "opacity") + [.setDelegateAction(delegate: 0, key: opacity, entry: nil)]
                + lookups(0, "opacity"))

        spec = world(chain: 2)
        spec.styles[1].actions = [(k("hidden"), .action(4))]
        spec.styles.append(.init(parent: nil, actions: [(k("hidden"), .action(5))]))
        spec.layers = [.init(style: 1, actions: [(k("hidden"), .action(1))])]
        add("layer actions replaced wholesale; style rebound to another chain and to none", spec,
            lookups(0, "hidden") + [.replaceLayerActions(layer: 0, actions: [(opacity, .action(2))])]
                + lookups(0, "hidden", "opacity") + [.bindStyle(layer: 0, style: 2)] + lookups(0, "hidden")
                + [.bindStyle(layer: 0, style: nil)] + lookups(0, "hidden")
                + [.replaceLayerActions(layer: 0, actions: [])] + lookups(0, "opacity"))

        spec = world(chain: 3)
        spec.styles[0].values = [(k("bounds"), .number(5)), (k("frame"), .number(6)), (k("cornerRadius"), .number(4)),
                                 (k("borderWidth"), .number(3))]
        spec.styles[2].values = [(k("borderWidth"), .null)]
        spec.classes[0].defaultValues = [(k("bounds"), 1), (k("borderWidth"), 7), (k("key0"), 8)]
        spec.layers = [.init(style: 2, values: [(k("opacity"), 0.5)])]
        add("values: bounds and frame skip the style; a style null stops before the class default", spec,
            ["bounds", "frame", "cornerRadius", "borderWidth", "key0", "opacity", "key1"].map {
                .valueLookup(layer: 0, key: k($0))
            } + [.setStyleValue(style: 2, key: k("borderWidth"), value: nil), .valueLookup(layer: 0, key: k("borderWidth"))])

        spec = world(chain: 1)
        spec.layers = [.init(style: 0)]
        add("a key no dictionary holds", spec, lookups(0, "key9", "transition"))
        return cases
    }

    package static func dispatchCases() -> [EdgeCase<ActionScriptWorkload>] {
        var cases: [EdgeCase<ActionScriptWorkload>] = []
        func add(_ name: String, _ spec: ActionWorldSpec, _ script: [ActionScriptOperation]) {
            cases.append(EdgeCase(name, ActionScriptWorkload(world: spec, script: script)))
        }
        let opacity = k("opacity")
        var spec = world(chain: 1)
        spec.styles[0].values = [(opacity, .number(1))]
        spec.layers = [.init(style: 0, actions: [(opacity, .action(1)), (k("onOrderIn"), .action(2))])]
        add("set: lookup before store, the action sees old and new", spec,
            [.set(layer: 0, key: opacity, value: .number(0.5)), .set(layer: 0, key: opacity, value: .number(0.25))])
        add("set to an equal value (1 and 1.0) does nothing, even with actions disabled", spec,
            [.set(layer: 0, key: opacity, value: .number(1.0)), .begin(disableActions: true),
             .set(layer: 0, key: opacity, value: .number(1)), .commit])
        add("nested transactions: disabled while any open one disables", spec,
            [.begin(disableActions: true), .begin(disableActions: false), .set(layer: 0, key: opacity, value: .number(0.2)),
             .commit, .set(layer: 0, key: opacity, value: .number(0.3)), .commit,
             .set(layer: 0, key: opacity, value: .number(0.4))])
        add("events are looked up and run with no store, even with actions disabled", spec,
            [.begin(disableActions: true), .event(layer: 0, key: k("onOrderIn")), .event(layer: 0, key: k("activate")),
             .commit, .event(layer: 0, key: k("onOrderIn"))])
        add("commit without an open transaction is refused", spec,
            [.commit, .begin(disableActions: false), .commit, .commit, .set(layer: 0, key: opacity, value: .null)])
        spec.delegates = [.view]
        spec.layers[0].delegate = 0
        add("UIView-like delegate animates only inside blocks", spec,
            [.set(layer: 0, key: opacity, value: .number(0)), .beginAnimation(duration: 0.25),
             .set(layer: 0, key: opacity, value: .number(1)), .event(layer: 0, key: k("onOrderOut")),
             .beginAnimation(duration: 0), .set(layer: 0, key: opacity, value: .number(0.5)), .endAnimation,
             .endAnimation, .set(layer: 0, key: opacity, value: .number(0.7))])
        return cases
    }
}
