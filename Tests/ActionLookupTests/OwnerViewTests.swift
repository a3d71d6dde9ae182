import Testing
import ActionLookup

/// Value lookups read a style's value-owner table through its view, and a repair reads its parent's tables
/// through the parent's views: each view must follow its table when a repair grows it (new storage) or
/// rewrites it, or a lookup reads a stale or freed table.
@Suite("owner views")
struct OwnerViewTests {
    let compiled = CompiledActionLookup()
    let reference = ReferenceActionLookup()

    /// A chain `root ← middle ← head` holding values at the first keys only, so its tables are short.
    private func chain() -> (root: StyleDictionary, middle: StyleDictionary, head: StyleDictionary, layer: Layer) {
        let root = StyleDictionary(name: "root", values: ["cornerRadius": .number(1)])
        let middle = StyleDictionary(name: "middle", values: ["opacity": .number(0.5)], style: root)
        let head = StyleDictionary(name: "head", style: middle)
        let layer = Layer(style: head)
        #expect(compiled.value(for: layer, forKey: LayerKey("cornerRadius")) == .number(1))
        return (root, middle, head, layer)
    }

    private func expectAgreement(_ layer: Layer, _ names: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        for name in names {
            #expect(compiled.value(for: layer, forKey: LayerKey(name)) == reference.value(for: layer, forKey: name),
                    sourceLocation: sourceLocation)
        }
    }

    @Test func aKeyRepairThatGrowsTheTablesIsSeenByValueLookupsBelowIt() {
        let (root, middle, _, layer) = chain()
        // Keys interned now take indices past every table's end: each level's repair grows its tables.
        let late = (0..<40).map { "owner.view.late\($0)" }
        for (index, name) in late.enumerated() { root.setValue(.number(Double(index)), forKey: LayerKey(name)) }
        middle.setValue(.string("middle"), forKey: LayerKey(late[39]))
        expectAgreement(layer, late + ["cornerRadius", "opacity"])
        #expect(compiled.value(for: layer, forKey: LayerKey(late[39])) == .string("middle"))
        #expect(compiled.value(for: layer, forKey: LayerKey(late[0])) == .number(0))
    }

    @Test func aRelinkRebuildsFromTheNewParentsViews() throws {
        let (_, middle, head, layer) = chain()
        let late = (0..<40).map { "owner.view.relink\($0)" }
        let other = StyleDictionary(name: "other",
                                    values: Dictionary(uniqueKeysWithValues: late.map { ($0, PropertyValue.string($0)) }))
        _ = compiled.value(for: Layer(style: other), forKey: LayerKey(late[0]))
        try head.setStyle(other)
        expectAgreement(layer, late + ["cornerRadius", "opacity"])
        #expect(compiled.value(for: layer, forKey: LayerKey(late[20])) == .string(late[20]))
        try head.setStyle(middle)
        expectAgreement(layer, late + ["cornerRadius", "opacity"])
        #expect(compiled.value(for: layer, forKey: LayerKey(late[20])) == .null)
    }
}
