import ActionLookup

/// Seeded random worlds and scripts for the lookup and dispatch agreement pairs.
package enum RandomActionWorkloads {
    /// Real layer keys and events first, then generic ones.
    package static let keys: [String] = [
        "opacity", "position", "bounds", "frame", "contents", "hidden", "cornerRadius", "borderWidth",
        "onOrderIn", "onOrderOut", "transition", "activate", "deactivate", "progress",
    ] + (0..<10).map { "key\($0)" }

    /// The deepest style chain a generated world starts with.
    package static let maximumStyleDepth = 16

    /// Values drawn for stores and style values: a few numbers (so equal stores happen), 1 written as 1.0's
    /// twin, a string, an array and the null marker.
    package static let values: [PropertyValue] = [
        .number(0), .number(0.5), .number(1), .number(2), .string("red"), .null, .array([.number(1), .number(2)]),
        .bool(true),
    ]

    /// A world of 20 shared styles (chains of 0–16 levels), 3 dictionary delegates and one UIView-like
    /// delegate, 2 layer classes and 8 layers, over a pool of 16 actions.
    package static func world(_ random: inout SeededGenerator) -> ActionWorldSpec {
        var spec = ActionWorldSpec(actions: ActionWorldSpec.pool(16), keys: keys)
        func entries(_ count: ClosedRange<Int>) -> [(key: Int, entry: ActionRef)] {
            (0..<random.nextInt(in: count)).map { _ in
                (random.nextInt(in: 0..<keys.count), random.nextBool(probability: 0.25) ? .null : .action(random.nextInt(in: 0..<16)))
            }
        }
        spec.classes = (0..<2).map { _ in
            ActionWorldSpec.ClassSpec(defaultActions: entries(0...4),
                                      defaultValues: (0..<random.nextInt(in: 0...3)).map { _ in
                                          (random.nextInt(in: 0..<keys.count), Double(random.nextInt(in: 0...3)))
                                      })
        }
        var depths: [Int] = []
        for index in 0..<20 {
            var parent: Int?
            if index > 0 {
                let candidate = random.nextBool(probability: 0.8) ? index - 1 : random.nextInt(in: 0..<index)
                if random.nextBool(probability: 0.9), depths[candidate] < maximumStyleDepth { parent = candidate }
            }
            depths.append(1 + (parent.map { depths[$0] } ?? 0))
            spec.styles.append(ActionWorldSpec.StyleSpec(
                parent: parent, actions: entries(0...4),
                values: (0..<random.nextInt(in: 0...3)).map { _ in
                    (random.nextInt(in: 0..<keys.count), random.nextElement(of: values))
                }))
        }
        spec.delegates = (0..<3).map { _ in .dictionary(entries(0...4)) } + [.view]
        spec.layers = (0..<8).map { _ in
            ActionWorldSpec.LayerSpec(
                layerClass: random.nextInt(in: 0...1),
                style: random.nextBool(probability: 0.85) ? random.nextInt(in: 0..<20) : nil,
                delegate: random.nextBool(probability: 0.5) ? random.nextInt(in: 0..<4) : nil,
                actions: entries(0...3),
                values: (0..<random.nextInt(in: 0...3)).map { _ in
                    (random.nextInt(in: 0..<keys.count), Double(random.nextInt(in: 0...2)))
                })
        }
        return spec
    }

    /// What a script mostly does.
    package enum Mix: Sendable {
        /// Lookups interleaved with mutations of every cached thing and animation blocks.
        case lookups
        /// Property changes and events inside transactions and animation blocks, with mutations.
        case dispatch
    }

    /// A script of `count` steps over `spec`.
    package static func script(_ random: inout SeededGenerator, world spec: ActionWorldSpec, count: Int, mix: Mix)
        -> [ActionScriptOperation]
    {
        var script: [ActionScriptOperation] = []
        script.reserveCapacity(count)
        var openBlocks = 0, openTransactions = 0
        let layerCount = spec.layers.count, styleCount = spec.styles.count, keyCount = spec.keys.count
        func layer() -> Int { random.nextInt(in: 0..<layerCount) }
        func key() -> Int { random.nextInt(in: 0..<keyCount) }
        func ref() -> ActionRef? {
            let pick = random.nextUnit()
            return pick < 0.2 ? nil : pick < 0.4 ? .null : .action(random.nextInt(in: 0..<spec.actions.count))
        }
        for _ in 0..<count {
            let pick = random.nextUnit()
            let lookupShare = mix == .lookups ? 0.6 : 0.15
            let dispatchShare = mix == .lookups ? 0.0 : 0.45
            if pick < lookupShare {
                script.append(random.nextBool(probability: 0.85) ? .lookup(layer: layer(), key: key())
                                                                 : .valueLookup(layer: layer(), key: key()))
                continue
            }
            if pick < lookupShare + dispatchShare {
                let what = random.nextUnit()
                if what < 0.6 {
                    script.append(.set(layer: layer(), key: key(), value: random.nextElement(of: values)))
                } else if what < 0.8 {
                    script.append(.event(layer: layer(), key: key()))
                } else if what < 0.9 || openTransactions == 0 {
                    openTransactions += 1
                    script.append(.begin(disableActions: random.nextBool(probability: 0.5)))
                } else {
                    openTransactions -= 1
                    script.append(.commit)
                }
                continue
            }
            switch random.nextInt(in: 0...11) {
            case 0: script.append(.setLayerAction(layer: layer(), key: key(), entry: ref()))
            case 1:
                script.append(.replaceLayerActions(layer: layer(), actions: (0..<random.nextInt(in: 0...3)).map { _ in
                    (key(), ref() ?? .null)
                }))
            case 2, 3: script.append(.setStyleAction(style: random.nextInt(in: 0..<styleCount), key: key(), entry: ref()))
            case 4:
                script.append(.setStyleValue(style: random.nextInt(in: 0..<styleCount), key: key(),
                                             value: random.nextBool(probability: 0.2) ? nil : random.nextElement(of: values)))
            case 5:
                // Any parent, later ones included: some links would close a cycle and must be refused.
                script.append(.linkStyle(style: random.nextInt(in: 0..<styleCount),
                                         parent: random.nextBool(probability: 0.15) ? nil : random.nextInt(in: 0..<styleCount)))
            case 6: script.append(.bindStyle(layer: layer(), style: random.nextBool(probability: 0.15) ? nil : random.nextInt(in: 0..<styleCount)))
            case 7: script.append(.bindDelegate(layer: layer(), delegate: random.nextBool(probability: 0.3) ? nil : random.nextInt(in: 0..<spec.delegates.count)))
            case 8: script.append(.setDelegateAction(delegate: random.nextInt(in: 0..<spec.delegates.count), key: key(), entry: ref()))
            case 9, 10:
                if openBlocks > 0 && random.nextBool() {
                    openBlocks -= 1
                    script.append(.endAnimation)
                } else {
                    openBlocks += 1
                    script.append(.beginAnimation(duration: random.nextElement(of: [0, 0.25, 1, 1.5, 0.1])))
                }
            default:
                if openBlocks > 0 {
                    openBlocks -= 1
                    script.append(.endAnimation)
                } else {
                    script.append(.lookup(layer: layer(), key: key()))
                }
            }
        }
        return script
    }
}
