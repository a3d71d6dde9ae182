import Testing
import ActionLookup

/// A chain `root ← middle ← head` with `keys` action keys per level, and `siblings` more heads on `root`.
private struct Chain {
    let keys: [String]
    let actions = (0..<4).map { LayerAction(name: "a\($0)") }
    let root: StyleDictionary, middle: StyleDictionary, head: StyleDictionary
    let siblings: [StyleDictionary]
    let other: StyleDictionary
    let layer: Layer, otherLayer: Layer

    init(keys count: Int, siblings siblingCount: Int = 0) {
        let keys = (0..<count).map { "inv.key\($0)" }
        let actions = self.actions
        func level(_ parent: StyleDictionary?, _ salt: Int) -> StyleDictionary {
            StyleDictionary(actions: Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, .action(actions[($0 + salt) % 4])) }),
                            style: parent)
        }
        let root = level(nil, 0), middle = level(root, 1)
        let head = level(middle, 2)
        let siblings = (0..<siblingCount).map { level(root, $0) }
        let other = level(nil, 3)
        self.keys = keys
        self.root = root
        self.middle = middle
        self.head = head
        self.siblings = siblings
        self.other = other
        layer = Layer(style: head)
        otherLayer = Layer(style: other)
        // Every table built before a test counts writes: an action lookup builds the action tables, a value
        // lookup the owner tables (which a full rebuild defers to it).
        for style in [head, other] + siblings {
            _ = CompiledActionLookup().action(for: Layer(style: style), forKey: LayerKey(keys[0]))
            _ = CompiledActionLookup().value(for: Layer(style: style), forKey: LayerKey(keys[0]))
        }
    }

    var writes: Int { ([root, middle, head, other] + siblings).map(\.rebuildEntryWrites).reduce(0, +) }
}

@Suite("incremental invalidation")
struct IncrementalInvalidationTests {
    let resolver = CompiledActionLookup()
    let reference = ReferenceActionLookup()

    @Test func aOneKeyChangeRepairsOneEntryPerStyleOfTheChainsContainingIt() {
        let chain = Chain(keys: 64, siblings: 3)
        let before = chain.writes, otherBefore = chain.other.rebuildEntryWrites
        chain.root.setAction(.nullMarker, forKey: chain.keys[5])
        // The head, middle and root each repair one entry; so does each sibling chain when looked up.
        _ = resolver.action(for: chain.layer, forKey: LayerKey(chain.keys[5]))
        #expect(chain.writes - before == 3)
        for sibling in chain.siblings { _ = resolver.action(for: Layer(style: sibling), forKey: LayerKey(chain.keys[0])) }
        #expect(chain.writes - before == 6)
        // A style outside the changed chains is never touched.
        _ = resolver.action(for: chain.otherLayer, forKey: LayerKey(chain.keys[5]))
        #expect(chain.other.rebuildEntryWrites == otherBefore)
        #expect(resolver.action(for: chain.layer, forKey: LayerKey(chain.keys[5]))
                === reference.action(for: chain.layer, forKey: chain.keys[5]))
    }

    @Test func aChangeHiddenByAShallowerLevelStillAgreesAndAValueChangeRepairsOnlyItsKey() {
        let chain = Chain(keys: 16)
        let before = chain.writes
        chain.root.setValue(.number(4), forKey: "cornerRadius")
        chain.middle.setValue(.number(6), forKey: "cornerRadius")
        #expect(resolver.value(for: chain.layer, forKey: LayerKey("cornerRadius")) == .number(6))
        chain.middle.setValue(nil, forKey: "cornerRadius")
        #expect(resolver.value(for: chain.layer, forKey: LayerKey("cornerRadius")) == .number(4))
        #expect(reference.value(for: chain.layer, forKey: "cornerRadius") == .number(4))
        // The second mark finds the key already stale in middle (and so in head): each style holds it once.
        // The first lookup repairs it once in root, middle and head; the second once in middle and head.
        // Nothing else is written.
        #expect(chain.writes - before == 1 + 1 + 1 + 2)
    }

    @Test func aRelinkRebuildsWholeTables() {
        let chain = Chain(keys: 64)
        let before = chain.middle.rebuildEntryWrites
        try? chain.middle.setStyle(nil)
        _ = resolver.action(for: chain.layer, forKey: LayerKey(chain.keys[0]))
        #expect(chain.middle.rebuildEntryWrites - before >= 64)
        for key in chain.keys {
            #expect(resolver.action(for: chain.layer, forKey: LayerKey(key)) === reference.action(for: chain.layer, forKey: key))
        }
    }

    @Test func manyStaleKeysFallBackToAWholeRebuildAndStillAgree() {
        let chain = Chain(keys: 64)
        for (index, key) in chain.keys.enumerated() { chain.root.setAction(.action(chain.actions[(index + 3) % 4]), forKey: key) }
        chain.root.setActions([chain.keys[1]: .nullMarker])
        for key in chain.keys {
            #expect(resolver.action(for: chain.layer, forKey: LayerKey(key)) === reference.action(for: chain.layer, forKey: key))
        }
    }

    @Test func stylesThatDieOrAreRelinkedLeaveTheirParentsDependents() throws {
        let action = LayerAction(name: "late")
        let root = StyleDictionary(actions: ["opacity": .action(LayerAction(name: "early"))])
        weak var gone: StyleDictionary?
        do {
            let child = StyleDictionary(style: root)
            gone = child
            _ = CompiledActionLookup().action(for: Layer(style: child), forKey: LayerKey("opacity"))
        }
        #expect(gone == nil)
        let kept = StyleDictionary(style: root)
        let moved = StyleDictionary(style: root)
        try moved.setStyle(nil)
        // Invalidation walks the dependents: only `kept` is left, and it sees the change.
        root.setAction(.action(action), forKey: LayerKey("opacity"))
        let layer = Layer(style: kept)
        #expect(CompiledActionLookup().action(for: layer, forKey: LayerKey("opacity")) === action)
        #expect(ReferenceActionLookup().action(for: layer, forKey: "opacity") === action)
        #expect(CompiledActionLookup().action(for: Layer(style: moved), forKey: LayerKey("opacity")) == nil)
    }
}
