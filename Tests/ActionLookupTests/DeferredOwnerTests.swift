import Testing
@testable import ActionLookup

/// A full rebuild (a relink, a new style, too many stale keys) rebuilds a style's action table at once and
/// leaves its value-owner table to the first value lookup that needs it (`ownersDeferred`). These cases
/// check that action lookups leave the owners deferred, that value lookups rebuild every deferred level of
/// the chain deepest first (a shallower level built from a deeper one still deferred would name wrong
/// owners), and that value changes made while the owners are deferred are in the table once it is built.
@Suite("deferred owner tables")
struct DeferredOwnerTests {
    let compiled = CompiledActionLookup()
    let reference = ReferenceActionLookup()
    static let keys = ["opacity", "position", "bounds", "cornerRadius", "borderWidth", "deferredOwners.custom"]

    /// root ← middle ← head, a second root, and a layer styled head; values at every level, some shadowed.
    struct Chain {
        let root = StyleDictionary(name: "root", values: ["opacity": .number(1), "position": .number(2),
                                                          "deferredOwners.custom": .string("root")])
        let otherRoot = StyleDictionary(name: "otherRoot", values: ["opacity": .number(10),
                                                                    "borderWidth": .number(11)])
        let middle: StyleDictionary
        let head: StyleDictionary
        let layer: Layer

        init() {
            middle = StyleDictionary(name: "middle", values: ["position": .number(3)],
                                     actions: ["opacity": .action(LayerAction(name: "middle"))], style: root)
            head = StyleDictionary(name: "head", values: ["cornerRadius": .number(4)], style: middle)
            layer = Layer(style: head)
        }
    }

    func expectAgreement(_ chain: Chain) {
        for key in Self.keys {
            #expect(compiled.value(for: chain.layer, forKey: LayerKey(key)) == reference.value(for: chain.layer, forKey: key))
            #expect(compiled.action(for: chain.layer, forKey: LayerKey(key)) === reference.action(for: chain.layer, forKey: key))
        }
    }

    @Test func actionLookupsLeaveTheOwnersOfARelinkedChainDeferred() throws {
        let chain = Chain()
        expectAgreement(chain)
        #expect(!chain.head.ownersDeferred && !chain.middle.ownersDeferred)
        try chain.middle.setStyle(chain.otherRoot)
        _ = compiled.action(for: chain.layer, forKey: LayerKey("opacity"))
        #expect(chain.middle.ownersDeferred && chain.head.ownersDeferred)
        #expect(chain.otherRoot.ownersDeferred)  // compiled by the relink, rebuilt by the lookup
        // The first value lookup builds both, deepest first, and agrees.
        #expect(compiled.value(for: chain.layer, forKey: LayerKey("opacity")) == .number(10))
        #expect(!chain.middle.ownersDeferred && !chain.head.ownersDeferred)
        expectAgreement(chain)
    }

    @Test func valueChangesWhileDeferredAreInTheTableOnceBuilt() throws {
        let chain = Chain()
        expectAgreement(chain)
        try chain.middle.setStyle(nil)
        _ = compiled.action(for: chain.layer, forKey: LayerKey("position"))
        #expect(chain.head.ownersDeferred)
        // Key changes of values at every level, each repaired by an action lookup (owners skipped).
        chain.head.setValue(.number(40), forKey: LayerKey("opacity"))
        chain.middle.setValue(nil, forKey: "position")
        chain.middle.setValue(.number(30), forKey: LayerKey("bounds"))
        _ = compiled.action(for: chain.layer, forKey: LayerKey("opacity"))
        #expect(chain.head.ownersDeferred && !chain.head.isFlatTableStale)
        expectAgreement(chain)
        try chain.middle.setStyle(chain.root)
        expectAgreement(chain)
    }

    @Test func aParentBuiltAloneLeavesItsDeferredDependentCorrect() throws {
        let chain = Chain()
        let byMiddle = Layer(style: chain.middle)
        expectAgreement(chain)
        try chain.middle.setStyle(chain.otherRoot)
        _ = compiled.action(for: chain.layer, forKey: LayerKey("opacity"))
        // A value lookup through middle builds middle's owners only; head stays deferred.
        #expect(compiled.value(for: byMiddle, forKey: LayerKey("borderWidth")) == .number(11))
        #expect(!chain.middle.ownersDeferred && chain.head.ownersDeferred)
        // A key change of middle now repairs middle's owner entry (its owners are current) and only the
        // action entry of head (whose owners are deferred); head's table, once built, has it.
        chain.middle.setValue(.number(12), forKey: LayerKey("borderWidth"))
        #expect(compiled.value(for: byMiddle, forKey: LayerKey("borderWidth")) == .number(12))
        #expect(compiled.value(for: chain.layer, forKey: LayerKey("borderWidth")) == .number(12))
        expectAgreement(chain)
    }
}
