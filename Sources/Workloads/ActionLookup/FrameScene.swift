import ActionLookup

/// The scene of `action-lookup.frame` and `action-lookup.restyle`: what an app's layer tree looks like to
/// Core Animation's action machinery, described by value.
///
/// 1,000 layers of one class whose default actions animate every animatable key (implicit animations);
/// 40 shared styles in chains of depth 0–8 (a style extends an earlier one, so sharing is a forest); a
/// quarter of the layers backed by a UIView-like delegate (no implicit animations outside animation
/// blocks); every layer stores position, opacity, bounds and transform.
package enum FrameScene {
    /// Animatable properties first (indices `animatable`), then the events the scene fires.
    package static let keys: [String] = [
        "position", "opacity", "bounds", "transform", "backgroundColor", "cornerRadius", "zPosition",
        "anchorPoint", "shadowOpacity", "borderWidth", "onOrderIn", "onOrderOut", "transition",
    ]
    /// Indices of the animatable properties in ``keys``.
    package static let animatable = 0..<10
    /// Indices of the events in ``keys``.
    package static let events = 10..<13
    /// Layers in the scene.
    package static let layerCount = 1_000
    /// Shared styles in the scene.
    package static let styleCount = 40
    /// The deepest style chain.
    package static let maximumDepth = 8
    /// Actions in the pool (style and class actions, delegates' answers).
    package static let poolSize = 48

    /// The scene for `seed`.
    package static func world(_ random: inout SeededGenerator) -> ActionWorldSpec {
        var spec = ActionWorldSpec(actions: ActionWorldSpec.pool(poolSize, prefix: "A"), keys: keys)
        // CALayer's defaultActionForKey: an implicit animation for every animatable property.
        spec.classes = [ActionWorldSpec.ClassSpec(
            defaultActions: animatable.map { ($0, .action($0)) },
            defaultValues: [(1, 1), (6, 0), (8, 0), (9, 0)])]
        var depths: [Int] = []
        for index in 0..<styleCount {
            var parent: Int?
            if index >= 4 {  // the first four are theme roots
                let candidate = random.nextInt(in: 0..<index)
                if depths[candidate] < maximumDepth { parent = candidate }
            }
            depths.append(1 + (parent.map { depths[$0] } ?? 0))
            spec.styles.append(ActionWorldSpec.StyleSpec(
                parent: parent,
                actions: (0..<random.nextInt(in: 1...3)).map { _ in
                    // A style overrides an animation, or (1 in 4) turns one off with the null marker.
                    (random.nextInt(in: animatable), random.nextBool(probability: 0.25) ? .null
                        : .action(random.nextInt(in: 10..<poolSize)))
                },
                values: (0..<random.nextInt(in: 1...3)).map { _ in
                    (random.nextElement(of: [4, 5, 8, 9]), value(forKey: random.nextElement(of: [4, 5, 8, 9]), &random))
                }))
        }
        spec.delegates = [.view]
        spec.layers = (0..<layerCount).map { index in
            ActionWorldSpec.LayerSpec(
                style: random.nextBool(probability: 0.9) ? random.nextInt(in: 0..<styleCount) : nil,
                delegate: index % 4 == 0 ? 0 : nil,
                values: [(1, 1)])
        }
        return spec
    }

    /// A plausible value for an animatable key: points, rects and affine transforms as arrays of numbers,
    /// colors as strings, the rest as numbers.
    package static func value(forKey key: Int, _ random: inout SeededGenerator) -> PropertyValue {
        func number(_ range: ClosedRange<Double>) -> PropertyValue {
            .number((random.nextDouble(in: range) * 4).rounded() / 4)
        }
        switch keys[key] {
        case "position", "anchorPoint": return .array([number(0...400), number(0...800)])
        case "bounds": return .array([.number(0), .number(0), number(10...400), number(10...400)])
        case "transform": return .array([number(0.5...1.5), .number(0), .number(0), number(0.5...1.5), number(-20...20), number(-20...20)])
        case "backgroundColor": return .string(random.nextElement(of: ["red", "blue", "systemGray", "clear"]))
        case "opacity", "shadowOpacity": return .number(Double(random.nextInt(in: 0...4)) / 4)
        default: return number(0...16)
        }
    }

    /// Frames of property changes until `changes` sets have been scripted. Each frame: 10 % of the layers
    /// each set 2–6 animatable properties (1 in 10 sets the value already there); 1 frame in 5 runs inside
    /// an animation block (the view-backed layers animate), 1 in 8 inside a transaction that disables
    /// actions; 1 in 3 fires an event on one layer; about once every 50 frames one style changes an
    /// action or a value, or is relinked.
    /// With `steady`, frames only change properties: no animation blocks, transactions, events or
    /// restyles (the steady state of a running animation).
    package static func frameScript(_ random: inout SeededGenerator, world spec: ActionWorldSpec, changes: Int,
                                   steady: Bool = false) -> [ActionScriptOperation]
    {
        var script: [ActionScriptOperation] = []
        var current: [[PropertyValue?]] = Array(repeating: Array(repeating: nil, count: keys.count), count: spec.layers.count)
        var sets = 0
        while sets < changes {
            let animated = !steady && random.nextBool(probability: 0.2)
            let disabled = !steady && random.nextBool(probability: 0.125)
            if animated { script.append(.beginAnimation(duration: random.nextElement(of: [0.25, 0.3, 0.5]))) }
            if disabled { script.append(.begin(disableActions: true)) }
            for _ in 0..<(spec.layers.count / 10) where sets < changes {
                let layer = random.nextInt(in: 0..<spec.layers.count)
                for _ in 0..<random.nextInt(in: 2...6) where sets < changes {
                    let key = random.nextInt(in: animatable)
                    let value = random.nextBool(probability: 0.1) ? (current[layer][key] ?? value(forKey: key, &random))
                        : value(forKey: key, &random)
                    current[layer][key] = value
                    script.append(.set(layer: layer, key: key, value: value))
                    sets += 1
                }
            }
            if disabled { script.append(.commit) }
            if animated { script.append(.endAnimation) }
            if steady { continue }
            if random.nextBool(probability: 1.0 / 3) {
                script.append(.event(layer: random.nextInt(in: 0..<spec.layers.count), key: random.nextInt(in: events)))
            }
            if random.nextBool(probability: 0.02) { script.append(restyle(&random, world: spec)) }
        }
        return script
    }

    /// One style change: an action (1 in 4 the null marker), a value, or (1 in 5) a relink to another style
    /// (a link that would close a cycle is refused, as the model requires).
    package static func restyle(_ random: inout SeededGenerator, world spec: ActionWorldSpec) -> ActionScriptOperation {
        let style = random.nextInt(in: 0..<spec.styles.count)
        let pick = random.nextUnit()
        if pick < 0.2 {
            return .linkStyle(style: style, parent: random.nextBool(probability: 0.2) ? nil : random.nextInt(in: 0..<spec.styles.count))
        }
        if pick < 0.6 {
            let key = random.nextElement(of: [4, 5, 8, 9])
            return .setStyleValue(style: style, key: key, value: value(forKey: key, &random))
        }
        return .setStyleAction(style: style, key: random.nextInt(in: animatable),
                               entry: random.nextBool(probability: 0.25) ? .null : .action(random.nextInt(in: 10..<poolSize)))
    }

    /// `steps` restyles, each followed by the lookups a frame would make on 20 layers that use a style
    /// (2 keys each, one of them the changed key when the change was to an action).
    package static func restyleScript(_ random: inout SeededGenerator, world spec: ActionWorldSpec, steps: Int)
        -> [ActionScriptOperation]
    {
        let styled = spec.layers.indices.filter { spec.layers[$0].style != nil }
        var script: [ActionScriptOperation] = []
        for _ in 0..<steps {
            let change = restyle(&random, world: spec)
            script.append(change)
            var changedKey: Int?
            if case let .setStyleAction(_, key, _) = change { changedKey = key }
            for _ in 0..<20 {
                let layer = random.nextElement(of: styled)
                script.append(.lookup(layer: layer, key: changedKey ?? random.nextInt(in: animatable)))
                script.append(.lookup(layer: layer, key: random.nextInt(in: animatable)))
            }
        }
        return script
    }
}
