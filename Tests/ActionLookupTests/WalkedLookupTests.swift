import Testing
@testable import ActionLookup

/// A style marked for a full rebuild (a relink, too many stale keys) and marked again before any lookup
/// rebuilt it answers its next lookups by walking its chain's own entries (`walkedActionWord(at:)`,
/// `walkedOwner(at:)`) until they have read `walkBudgetPerRebuild` levels; the lookup after that rebuilds.
/// These cases check that a walked answer is the reference's for every key (an action deep in the chain,
/// one shadowed by a shallower null marker, a key no level holds, values owned at every depth), that key
/// changes still pending in the chain's levels are seen, that walks write no table and end in a rebuild,
/// and that a style looked up between its marks is rebuilt at once.
@Suite("walked lookups before a full rebuild")
struct WalkedLookupTests {
    let compiled = CompiledActionLookup()
    let reference = ReferenceActionLookup()
    static let keys = ["opacity", "position", "bounds", "cornerRadius", "borderWidth", "walkedLookup.custom",
                       "walkedLookup.absent"]

    /// root ← middle ← head, a second root, and a layer styled head. `position` has an action at root and a
    /// null marker at middle; `opacity` actions at root and head; `walkedLookup.custom` only at root; values
    /// at every level, some shadowed.
    struct Chain {
        let root = StyleDictionary(
            name: "root", values: ["opacity": .number(1), "position": .number(2), "walkedLookup.custom": .string("root")],
            actions: ["opacity": .action(LayerAction(name: "root.opacity")),
                      "position": .action(LayerAction(name: "root.position")),
                      "walkedLookup.custom": .action(LayerAction(name: "root.custom"))])
        let otherRoot = StyleDictionary(
            name: "otherRoot", values: ["opacity": .number(10), "borderWidth": .number(11)],
            actions: ["bounds": .action(LayerAction(name: "otherRoot.bounds")),
                      "walkedLookup.custom": .nullMarker])
        let middle: StyleDictionary
        let head: StyleDictionary
        let layer: Layer

        init() {
            middle = StyleDictionary(name: "middle", values: ["position": .number(3)],
                                     actions: ["position": .nullMarker], style: root)
            head = StyleDictionary(name: "head", values: ["cornerRadius": .number(4)],
                                   actions: ["opacity": .action(LayerAction(name: "head.opacity"))], style: middle)
            layer = Layer(style: head)
        }

        var styles: [StyleDictionary] { [root, otherRoot, middle, head] }
        var writes: Int { styles.map(\.rebuildEntryWrites).reduce(0, +) }
    }

    /// Links middle to `parent`, then relinks head away and back: head is marked for a full rebuild twice
    /// with no lookup between, so it has walks.
    func remark(_ chain: Chain, to parent: StyleDictionary) throws {
        try chain.middle.setStyle(parent)
        try chain.head.setStyle(nil)
        try chain.head.setStyle(chain.middle)
        #expect(chain.head.needsFullRebuild && chain.head.walkBudget == StyleDictionary.walkBudgetPerRebuild)
    }

    /// Looks `key` up until head is rebuilt, checking each answer and that walks write no table; the lookups made.
    func lookUpUntilRebuilt(_ chain: Chain, _ key: String, values: Bool) -> Int {
        let writes = chain.writes
        var lookups = 0
        while chain.head.isFlatTableStale && lookups <= StyleDictionary.walkBudgetPerRebuild {
            if values {
                #expect(compiled.value(for: chain.layer, forKey: LayerKey(key)) == reference.value(for: chain.layer, forKey: key))
            } else {
                #expect(compiled.action(for: chain.layer, forKey: LayerKey(key)) === reference.action(for: chain.layer, forKey: key))
            }
            lookups += 1
            if chain.head.isFlatTableStale { #expect(chain.writes == writes, "a walk writes no table") }
        }
        #expect(!chain.head.isFlatTableStale && chain.writes > writes && chain.head.walkBudget == 0)
        return lookups
    }

    @Test(arguments: [false, true])
    func aWalkedActionIsTheReferencesForEveryKey(otherParent: Bool) throws {
        let chain = Chain()
        let parent = otherParent ? chain.otherRoot : chain.root
        for key in Self.keys {
            _ = compiled.action(for: chain.layer, forKey: LayerKey(key))  // compiled and clean
            try remark(chain, to: parent)
            let lookups = lookUpUntilRebuilt(chain, key, values: false)
            #expect(lookups > 1 && lookups <= StyleDictionary.walkBudgetPerRebuild + 1)
            #expect(compiled.action(for: chain.layer, forKey: LayerKey(key)) === reference.action(for: chain.layer, forKey: key))
        }
    }

    @Test(arguments: [false, true])
    func aWalkedValueIsTheReferencesForEveryKey(otherParent: Bool) throws {
        let chain = Chain()
        let parent = otherParent ? chain.otherRoot : chain.root
        // `bounds` is answered from the layer's frame, never from its style.
        for key in Self.keys where key != "bounds" {
            _ = compiled.value(for: chain.layer, forKey: LayerKey(key))
            try remark(chain, to: parent)
            let lookups = lookUpUntilRebuilt(chain, key, values: true)
            #expect(lookups > 1 && lookups <= StyleDictionary.walkBudgetPerRebuild + 1)
            #expect(compiled.value(for: chain.layer, forKey: LayerKey(key)) == reference.value(for: chain.layer, forKey: key))
        }
    }

    @Test func aStyleLookedUpBetweenItsMarksIsRebuiltAtOnce() throws {
        let chain = Chain()
        _ = compiled.action(for: chain.layer, forKey: LayerKey("opacity"))
        try chain.head.setStyle(nil)
        let writes = chain.writes
        #expect(chain.head.needsFullRebuild && chain.head.walkBudget == 0)
        #expect(compiled.action(for: chain.layer, forKey: LayerKey("opacity")) === reference.action(for: chain.layer, forKey: "opacity"))
        #expect(!chain.head.isFlatTableStale && chain.writes > writes)
    }

    @Test func aWalkSeesKeyChangesPendingInTheChain() throws {
        let chain = Chain()
        for key in Self.keys { _ = compiled.action(for: chain.layer, forKey: LayerKey(key)) }
        try remark(chain, to: chain.root)
        // Changes at every level after the relink, none repaired yet.
        chain.root.setAction(.action(LayerAction(name: "root.bounds")), forKey: LayerKey("bounds"))
        chain.middle.setAction(nil, forKey: LayerKey("position"))
        chain.head.setAction(.nullMarker, forKey: LayerKey("opacity"))
        chain.root.setValue(.number(20), forKey: LayerKey("bounds"))
        chain.middle.setValue(nil, forKey: LayerKey("position"))
        for key in Self.keys {
            try remark(chain, to: chain.root)
            #expect(compiled.action(for: chain.layer, forKey: LayerKey(key)) === reference.action(for: chain.layer, forKey: key))
            try remark(chain, to: chain.root)
            #expect(compiled.value(for: chain.layer, forKey: LayerKey(key)) == reference.value(for: chain.layer, forKey: key))
        }
        for key in Self.keys {
            #expect(compiled.action(for: chain.layer, forKey: LayerKey(key)) === reference.action(for: chain.layer, forKey: key))
            #expect(compiled.value(for: chain.layer, forKey: LayerKey(key)) == reference.value(for: chain.layer, forKey: key))
        }
    }

    @Test func aChainRelinkedTwiceAboveAStyleGivesItWalks() throws {
        let chain = Chain()
        _ = compiled.action(for: chain.layer, forKey: LayerKey("opacity"))
        try chain.middle.setStyle(chain.otherRoot)
        #expect(chain.head.needsFullRebuild && chain.head.walkBudget == 0)
        try chain.middle.setStyle(chain.root)
        #expect(chain.middle.walkBudget == StyleDictionary.walkBudgetPerRebuild)
        #expect(chain.head.walkBudget == StyleDictionary.walkBudgetPerRebuild)
        #expect(lookUpUntilRebuilt(chain, "position", values: false) > 1)
    }

    @Test func aStyleWithOnlyStaleKeysIsRepairedNotWalked() throws {
        let chain = Chain()
        _ = compiled.action(for: chain.layer, forKey: LayerKey("opacity"))
        chain.root.setAction(.nullMarker, forKey: LayerKey("opacity"))
        let writes = chain.writes
        #expect(chain.head.isFlatTableStale && !chain.head.needsFullRebuild)
        #expect(compiled.action(for: chain.layer, forKey: LayerKey("bounds")) == nil)
        #expect(chain.writes > writes && !chain.head.isFlatTableStale)
    }
}
