import Workloads
import Testing
import ActionLookup

/// Changes that leave a compiled entry as it was (the same action again, the null marker again, removing an
/// absent entry, replacing a style value the style already holds) mark nothing stale, and whole replacements
/// of a layer's `actions` release exactly the entries it held: answers stay the reference's.
@Suite("unchanged entries and whole replacements")
struct UnchangedEntryTests {
    let resolver = CompiledActionLookup()
    let reference = ReferenceActionLookup()

    /// `root ← middle ← head`, each compiled, with a layer on `head`.
    private func chain() -> (root: StyleDictionary, middle: StyleDictionary, head: StyleDictionary, layer: Layer) {
        let root = StyleDictionary(actions: ["opacity": .action(LayerAction(name: "r"))], style: nil)
        let middle = StyleDictionary(values: ["cornerRadius": .number(2)], style: root)
        let head = StyleDictionary(style: middle)
        let layer = Layer(style: head)
        // Both tables of every level built (a value lookup builds the owner tables a full rebuild defers).
        _ = resolver.action(for: layer, forKey: LayerKey("opacity"))
        _ = resolver.value(for: layer, forKey: LayerKey("opacity"))
        return (root, middle, head, layer)
    }

    private func writes(_ styles: StyleDictionary...) -> Int { styles.map(\.rebuildEntryWrites).reduce(0, +) }

    @Test func anActionEntryStoredAgainMarksNothingStale() {
        let (root, middle, head, layer) = chain()
        let action = root.actions["opacity"]
        let before = writes(root, middle, head)
        root.setAction(action, forKey: LayerKey("opacity"))       // the same action
        root.setAction(action, forKey: "opacity")                  // by String too
        middle.setAction(nil, forKey: LayerKey("position"))        // removing an absent entry
        head.setAction(.nullMarker, forKey: LayerKey("bounds"))    // a real change: one key, head only
        head.setAction(.nullMarker, forKey: LayerKey("bounds"))    // and again: nothing more
        for key in ["opacity", "position", "bounds"] {
            #expect(resolver.action(for: layer, forKey: LayerKey(key)) === reference.action(for: layer, forKey: key))
        }
        #expect(writes(root, middle, head) - before == 1)
    }

    @Test func aStyleValueReplacedWherePresentMarksNothingStaleAndIsSeen() {
        let (root, middle, head, layer) = chain()
        let before = writes(root, middle, head)
        middle.setValue(.number(5), forKey: LayerKey("cornerRadius"))   // present before: owner unchanged
        middle.setValue(.string("x"), forKey: "cornerRadius")
        root.setValue(nil, forKey: LayerKey("borderWidth"))             // absent before
        #expect(resolver.value(for: layer, forKey: LayerKey("cornerRadius")) == .string("x"))
        #expect(reference.value(for: layer, forKey: "cornerRadius") == .string("x"))
        #expect(writes(root, middle, head) == before)
        // Presence changes still mark the key: removed from middle (middle and head repair it), then held by
        // root (root, middle and head).
        middle.setValue(nil, forKey: LayerKey("cornerRadius"))
        #expect(resolver.value(for: layer, forKey: LayerKey("cornerRadius")) == .null)
        root.setValue(.number(9), forKey: LayerKey("cornerRadius"))
        #expect(resolver.value(for: layer, forKey: LayerKey("cornerRadius")) == .number(9))
        #expect(reference.value(for: layer, forKey: "cornerRadius") == .number(9))
        #expect(writes(root, middle, head) - before == 2 + 3)
    }

    /// Random key-level changes and whole replacements (interned and String-keyed) on one layer, with keys
    /// below and beyond index 64 (so both the mask and the scan release entries): after every step the
    /// compiled answer for every key is the reference's, and `actions` is the dictionary the steps built.
    @Test(arguments: [false, true])
    func wholeReplacementsReleaseExactlyTheHeldEntries(beyondMask: Bool) {
        // The well-known keys have indices below 16; 80 new names reach index 64 or more, whatever else the
        // process has interned.
        let wellKnown = ["bounds", "frame", "position", "opacity", "cornerRadius", "hidden", "transform", "zPosition"]
        let names = wellKnown + (beyondMask ? (0..<80).map { "replace.key\($0)" } : [])
        let keys = names.map(LayerKey.init)
        let pool = (0..<4).map { LayerAction(name: "p\($0)") }
        let usable = Array(keys.indices)
        var random = SeededGenerator(seed: beyondMask ? 11 : 7)
        let layer = Layer(actions: [names[usable[0]]: .nullMarker])
        var model: [String: ActionEntry] = [names[usable[0]]: .nullMarker]
        func entry() -> ActionEntry? {
            let pick = random.nextInt(in: 0..<6)
            return pick == 0 ? nil : pick == 1 ? .nullMarker : .action(pool[pick - 2])
        }
        for step in 0..<400 {
            let key = usable[random.nextInt(in: 0..<usable.count)]
            switch random.nextInt(in: 0..<4) {
            case 0:
                let value = entry()
                layer.setAction(value, forKey: keys[key])
                model[names[key]] = value
            case 1:
                var pairs: [(key: LayerKey, entry: ActionEntry)] = []
                model = [:]
                for _ in 0..<random.nextInt(in: 0...3) {
                    let index = usable[random.nextInt(in: 0..<usable.count)], value = entry() ?? .nullMarker
                    pairs.append((keys[index], value))
                    model[names[index]] = value
                }
                layer.setActions(pairs)
            case 2:
                var dictionary: [String: ActionEntry] = [:]
                for _ in 0..<random.nextInt(in: 0...2) {
                    dictionary[names[usable[random.nextInt(in: 0..<usable.count)]]] = entry() ?? .nullMarker
                }
                layer.setActions(dictionary)
                model = dictionary
            default:
                let value = entry()
                layer.setAction(value, forKey: names[key])
                model[names[key]] = value
            }
            for index in usable {
                #expect(resolver.action(for: layer, forKey: keys[index])
                        === reference.action(for: layer, forKey: names[index]), "step \(step), key \(index)")
            }
            #expect(Set(layer.actions.keys) == Set(model.keys), "step \(step)")
        }
        #expect(keys.contains { $0.index >= 64 } == beyondMask)
    }
}
