import Workloads
import ActionLookup

/// `action-lookup.lookup`: the headline measurement. Lookups on a steady world: 64 keys, 64 layers on four
/// shared style chains of 8 levels, a quarter of the layers with a dictionary delegate.
package enum LookupPair {
    /// Levels of each style chain.
    package static let styleDepth = 8
    /// Distinct keys in play.
    package static let keyCount = 64
    static let chains = 4, layerCount = 64, poolSize = 32

    package static let keys: [String] = RandomActionWorkloads.keys.prefix(14)
        + (14..<keyCount).map { "prop\($0)" }

    package static let pair = KernelPair<LookupWorkload, [ScriptOutcome]>(
        id: "action-lookup.lookup",
        family: .actionLookup,
        summary: "Action lookup at style depth \(styleDepth) with \(keyCount) keys: 64 layers on 4 shared chains, "
            + "1 in 4 with a dictionary delegate; size = lookups. Reference: String keys, walks the chain; "
            + "compiled: interned keys, flat tables (built before timing).",
        operationUnit: "lookups",
        makeWorkload: makeWorkload,
        edgeCases: {
            ActionEdgeCases.lookupCases().compactMap { edge in
                // The edge cases whose scripts only look up keep their meaning here.
                let targets = edge.workload.script.compactMap { operation -> (layer: Int, key: Int)? in
                    if case let .lookup(layer, key) = operation { return (layer, key) }
                    return nil
                }
                guard targets.count == edge.workload.script.count else { return nil }
                return EdgeCase(edge.name, LookupWorkload(world: edge.workload.world, targets: targets))
            }
        },
        operationCount: { $0.targets.count },
        reference: KernelImplementation(name: "reference", compute: { compute($0, .reference) },
                                        prepare: prepareReference),
        variants: [KernelImplementation(name: "compiled", compute: { compute($0, .compiled) },
                                        prepare: prepareCompiled)],
        agreement: .exactElements(
            justification: "Action lookup is discrete: the compiled resolver must return the very action "
                + "the reference returns (same identity pattern, same name) or nil with it, after every mutation, and "
                + "dispatch must log the same lookups, stores and runs with equal values. Any difference is a stale "
                + "or wrong table, so nothing but exact agreement is acceptable.") { $0 },
        complexity: Complexity(reference: "O(d) per lookup (d = style-chain depth)", variants: "O(1) per lookup (flat table per chain)", kind: .algorithmic),
        checkSizes: [1, 7, 64, 1_000],
        runSizes: [4_096, 65_536],
        // Both sizes even in quick runs: at 4096 lookups the branch predictor learns the repeated pattern, at
        // 65536 it cannot, so the larger size is the honest per-lookup figure.
        quickSizes: [4_096, 65_536])

    /// Chain c holds styles c·8 … c·8+7 (c·8 deepest, c·8+7 the head); each level has 6 action entries
    /// (1 in 10 a null marker) and 4 values; the class has 8 default actions; each layer 2 actions.
    package static func makeWorkload(seed: UInt64, size: Int) -> LookupWorkload {
        makeWorkload(seed: seed, size: size, depth: styleDepth)
    }

    /// The same world with chains of `depth` levels (0: layers without style).
    static func makeWorkload(seed: UInt64, size: Int, depth styleDepth: Int) -> LookupWorkload {
        var random = SeededGenerator(seed: seed)
        var spec = ActionWorldSpec(actions: ActionWorldSpec.pool(poolSize), keys: keys)
        func entries(_ count: Int) -> [(key: Int, entry: ActionRef)] {
            (0..<count).map { _ in
                (random.nextInt(in: 0..<keyCount),
                 random.nextBool(probability: 0.1) ? .null : .action(random.nextInt(in: 0..<poolSize)))
            }
        }
        spec.classes = [ActionWorldSpec.ClassSpec(defaultActions: entries(8))]
        for chain in 0..<chains {
            for level in 0..<styleDepth {
                spec.styles.append(ActionWorldSpec.StyleSpec(
                    parent: level == 0 ? nil : chain * styleDepth + level - 1, actions: entries(6),
                    values: (0..<4).map { _ in (random.nextInt(in: 0..<keyCount), .number(Double(random.nextInt(in: 0...9)))) }))
            }
        }
        spec.delegates = (0..<4).map { _ in .dictionary(entries(4)) }
        spec.layers = (0..<layerCount).map { index in
            ActionWorldSpec.LayerSpec(style: styleDepth == 0 ? nil : (index % chains) * styleDepth + styleDepth - 1,
                                      delegate: index % 4 == 0 ? (index / 4) % 4 : nil, actions: entries(2))
        }
        let targets = (0..<size).map { _ in (layer: random.nextInt(in: 0..<layerCount), key: random.nextInt(in: 0..<keyCount)) }
        return LookupWorkload(world: spec, targets: targets)
    }
}
