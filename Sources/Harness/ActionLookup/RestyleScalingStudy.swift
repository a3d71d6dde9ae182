import ActionLookup
import Foundation

/// `action-lookup.restyle-scaling`: what one style change costs the compiled resolver (the change plus the
/// first lookup after it, which repairs the stale entries), against the number of keys changed, the depth
/// of the chain below the changed style, and the number of chains that share it. A relink (whole-table
/// rebuild) is measured beside it for contrast. Each series carries its fitted log-log slope.
package enum RestyleScalingStudy {
    /// Keys changed per restyle.
    package static let keysChanged = [1, 2, 4, 8, 16]
    /// Levels in the chain.
    package static let depths = [1, 2, 4, 8, 16]
    /// Chains extending the changed style.
    package static let sharing = [1, 4, 16, 64]
    /// Keys each level holds actions for (the size of every flat table).
    package static let tableSizes = [16, 64, 256]
    /// Keys each level holds in the other series.
    static let keysPerLevel = 64

    package static let study = Study(
        id: "action-lookup.restyle-scaling", family: .actionLookup,
        title: "Restyle cost against keys changed, chain depth and sharing") { quick in
            let rounds = quick ? 3 : 7
            let minimumSeconds = quick ? 0.002 : 0.01
            func measure(_ scene: Scene) -> Double {
                var samples: [Double] = []
                for _ in 0..<rounds {
                    samples.append(DepthScalingStudy.nanosecondsPerRun(scene.body, minimumSeconds: minimumSeconds))
                }
                return Distribution(samples).median
            }
            var rows: [[String]] = []
            var series: [StudySeries] = []
            func addSeries(_ name: String, _ xLabel: String, _ x: [Int], _ make: (Int) -> Scene) {
                let y = x.map { measure(make($0)) }
                let slope = logLogSlope(x: x.map(Double.init), y: y)
                for (xi, yi) in zip(x, y) {
                    rows.append([name, "\(xi)", String(format: "%.0f", yi), slope.map { String(format: "%.2f", $0) } ?? "–"])
                }
                series.append(StudySeries(name: name, xLabel: xLabel, yLabel: "ns per restyle", logLog: true,
                                          x: x.map(Double.init), y: y))
            }
            addSeries("keys changed at the deepest style (depth 8)", "keys changed", keysChanged) {
                Scene(depth: 8, chains: 1, keysChanged: $0, changeHead: false, keys: keysPerLevel, relink: false)
            }
            addSeries("chain depth below the changed style (1 key)", "chain depth (levels)", depths) {
                Scene(depth: $0, chains: 1, keysChanged: 1, changeHead: true, keys: keysPerLevel, relink: false)
            }
            addSeries("chains sharing the changed style (1 key, depth 4)", "chains sharing the style", sharing) {
                Scene(depth: 4, chains: $0, keysChanged: 1, changeHead: false, keys: keysPerLevel, relink: false)
            }
            addSeries("keys per level (1 key changed, depth 8)", "keys per level", tableSizes) {
                Scene(depth: 8, chains: 1, keysChanged: 1, changeHead: false, keys: $0, relink: false)
            }
            addSeries("relink: whole-table rebuild (depth 8)", "keys per level", tableSizes) {
                Scene(depth: 8, chains: 1, keysChanged: 0, changeHead: false, keys: $0, relink: true)
            }
            return StudyResult(
                id: "action-lookup.restyle-scaling", family: .actionLookup,
                title: "Restyle cost against keys changed, chain depth and sharing",
                note: "Nanoseconds per restyle for the compiled resolver (median of \(rounds) samples): a restyle "
                    + "changes k action keys of one style, then looks one key up through the head of every chain "
                    + "containing it, which repairs the stale entries. Slope = least-squares slope of log(time) "
                    + "against log(x). The repair writes one entry per changed key in each style whose chain "
                    + "contains the changed style, so the expected slopes are about 1 against keys changed and "
                    + "against chains sharing the style, and about 0 against the depth of the chain below the "
                    + "changed style and against the keys each level holds. A relink rebuilds whole tables: its "
                    + "slope against keys per level is about 1 (the cost the key-level scheme avoids for value and "
                    + "action changes).",
                columns: ["series", "x", "ns per restyle", "fitted slope"],
                rows: rows, series: series)
        }

    /// A chain (or several sharing one deepest style) and the timed restyle on it.
    struct Scene {
        let body: TimedBody

        init(depth: Int, chains: Int, keysChanged: Int, changeHead: Bool, keys keyCount: Int, relink: Bool) {
            let keys = (0..<keyCount).map { LayerKey("restyle.key\($0)") }
            let names = keys.map(\.name)
            let pool = (0..<4).map { LayerAction(name: "R\($0)") }
            func level(_ parent: StyleDictionary?, _ salt: Int) -> StyleDictionary {
                StyleDictionary(actions: Dictionary(uniqueKeysWithValues: names.enumerated().map {
                    ($1, ActionEntry.action(pool[($0 + salt) % pool.count]))
                }), style: parent)
            }
            let root = level(nil, 0)
            var layers: [Layer] = []
            var heads: [StyleDictionary] = []
            var attach: [(style: StyleDictionary, parent: StyleDictionary)] = []
            for chain in 0..<chains {
                var head = root
                for step in 1..<max(1, depth) {
                    head = level(head, chain + step)
                    if step == 1 { attach.append((head, root)) }
                }
                heads.append(head)
                layers.append(Layer(style: head))
            }
            let changedStyle = changeHead ? heads[0] : root
            let resolver = CompiledActionLookup()
            for layer in layers { _ = resolver.action(for: layer, forKey: keys[0]) }
            var flip = 0
            let changed = Array(names.prefix(keysChanged))
            let probe = keys[0]
            body = TimedBody {
                flip &+= 1
                if relink {
                    // Cut the chain at its deepest link and restore it: every style above rebuilds its whole table.
                    let (style, parent) = attach.first ?? (root, root)
                    if style !== parent {
                        try? style.setStyle(nil)
                        try? style.setStyle(parent)
                    }
                } else {
                    let action = pool[flip & 3]
                    for name in changed { changedStyle.setAction(.action(action), forKey: name) }
                }
                var folded: UInt = 0
                for layer in layers {
                    if let action = resolver.action(for: layer, forKey: probe) {
                        folded &+= UInt(bitPattern: ObjectIdentifier(action))
                    }
                }
                blackHole(folded)
            }
        }
    }
}
