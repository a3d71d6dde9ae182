import Testing
import ActionLookup

/// A shared style `shared` on `root`, with `heads` chains below it (each head a layer's style), and a second
/// root `other` that differs from `root` in `differing` action keys and one value. Every level also has
/// keys of its own, so a relink has entries that must survive it untouched.
private struct SharedScene {
    let keys = (0..<48).map { LayerKey("relink.key\($0)") }
    let actions = (0..<5).map { LayerAction(name: "r\($0)") }
    let root: StyleDictionary, other: StyleDictionary, shared: StyleDictionary
    let heads: [StyleDictionary]
    let layers: [Layer]

    init(heads headCount: Int, differing: Int) {
        let keys = self.keys, actions = self.actions
        func entries(_ range: Range<Int>, _ salt: Int) -> [String: ActionEntry] {
            Dictionary(uniqueKeysWithValues: range.map { (keys[$0].name, .action(actions[($0 + salt) % 5])) })
        }
        root = StyleDictionary(name: "root", values: ["cornerRadius": .number(2)], actions: entries(0..<40, 0))
        var otherActions = entries(0..<40, 0)
        for index in 0..<differing { otherActions[keys[index].name] = index.isMultiple(of: 2) ? .nullMarker : .action(actions[4]) }
        other = StyleDictionary(name: "other", values: ["cornerRadius": .number(3)], actions: otherActions)
        let shared = StyleDictionary(name: "shared", actions: entries(40..<44, 1), style: root)
        self.shared = shared
        heads = (0..<headCount).map { StyleDictionary(actions: entries((44 + $0 % 4)..<(45 + $0 % 4), 2), style: shared) }
        layers = heads.map { Layer(style: $0) }
        for layer in layers { _ = CompiledActionLookup().action(for: layer, forKey: keys[0]) }
    }

    var writes: Int { ([root, other, shared] + heads).map(\.rebuildEntryWrites).reduce(0, +) }

    /// Every key and value through every layer: the compiled answer equals the reference's, and equals
    /// the answer of the same chain built from scratch (new styles with the same dictionaries).
    func expectAgreement(sourceLocation: SourceLocation = #_sourceLocation) {
        let compiled = CompiledActionLookup(), reference = ReferenceActionLookup()
        for (layer, head) in zip(layers, heads) {
            let fresh = Layer(style: Self.rebuiltFromScratch(head))
            for key in keys + [LayerKey("cornerRadius")] {
                let action = compiled.action(for: layer, forKey: key)
                #expect(action === reference.action(for: layer, forKey: key.name), sourceLocation: sourceLocation)
                #expect(action === compiled.action(for: fresh, forKey: key), sourceLocation: sourceLocation)
            }
            let value = compiled.value(for: layer, forKey: LayerKey("cornerRadius"))
            #expect(value == reference.value(for: layer, forKey: "cornerRadius"), sourceLocation: sourceLocation)
            #expect(value == compiled.value(for: fresh, forKey: LayerKey("cornerRadius")), sourceLocation: sourceLocation)
        }
    }

    static func rebuiltFromScratch(_ style: StyleDictionary?) -> StyleDictionary? {
        guard let style else { return nil }
        return StyleDictionary(name: style.name, values: style.values, actions: style.actions,
                               style: rebuiltFromScratch(style.style))
    }
}

@Suite("relinks")
struct RelinkAgreementTests {
    @Test func aRelinkOfAStyleSharedByManyChainsAgreesInEveryChain() throws {
        let scene = SharedScene(heads: 20, differing: 3)
        // Both of the new parent's tables built (a value lookup builds the owner table a full rebuild defers).
        _ = CompiledActionLookup().action(for: Layer(style: scene.other), forKey: scene.keys[0])
        _ = CompiledActionLookup().value(for: Layer(style: scene.other), forKey: LayerKey("cornerRadius"))
        let otherWrites = scene.other.rebuildEntryWrites
        try scene.shared.setStyle(scene.other)
        scene.expectAgreement()
        // The new parent's own tables were clean and stay untouched.
        #expect(scene.other.rebuildEntryWrites == otherWrites)
    }

    @Test func aRelinkBackAndForthAgreesAtEveryStep() throws {
        let scene = SharedScene(heads: 6, differing: 12)
        for parent in [scene.other, scene.root, nil, scene.other, nil, scene.root] {
            try scene.shared.setStyle(parent)
            scene.expectAgreement()
        }
    }

    @Test func aRelinkToNilAgrees() throws {
        let scene = SharedScene(heads: 4, differing: 0)
        try scene.shared.setStyle(nil)
        scene.expectAgreement()
        try scene.shared.setStyle(StyleDictionary(actions: [scene.keys[0].name: .nullMarker]))
        scene.expectAgreement()
        try scene.shared.setStyle(nil)
        scene.expectAgreement()
    }

    @Test func aRelinkThatWouldCloseACycleThrowsAndLeavesTheTablesIntact() {
        let scene = SharedScene(heads: 5, differing: 3)
        scene.expectAgreement()
        let before = scene.writes
        #expect(throws: ActionLookupError.self) { try scene.root.setStyle(scene.heads[2]) }
        #expect(throws: ActionLookupError.self) { try scene.shared.setStyle(scene.shared) }
        #expect(scene.root.style == nil && scene.shared.style === scene.root)
        scene.expectAgreement()
        #expect(scene.writes == before)
    }

    @Test func aRelinkAfterPendingKeyChangesAgrees() throws {
        let scene = SharedScene(heads: 8, differing: 2)
        scene.root.setAction(.nullMarker, forKey: scene.keys[30])
        scene.shared.setAction(.action(scene.actions[3]), forKey: scene.keys[1])
        scene.other.setValue(nil, forKey: "cornerRadius")
        try scene.shared.setStyle(scene.other)
        scene.expectAgreement()
        scene.other.setAction(nil, forKey: scene.keys[5])
        try scene.heads[0].setStyle(scene.root)
        scene.expectAgreement()
    }
}
