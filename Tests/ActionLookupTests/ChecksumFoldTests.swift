import Testing
@_spi(Harness) import ActionLookup

/// ``DispatchChecksum`` folds each entry's terms at once; the word must be the documented term-by-term fold
/// (`checksum = checksum · 31 + term`, wrapping), whichever entry point (String-keyed `record`, the interned
/// `lookup`, `store`, `run`, or the fused `change` and `fire` the compiled dispatcher calls) wrote the steps.
@Suite("dispatch checksum: the documented fold")
struct ChecksumFoldTests {
    static let action = LayerAction(name: "implicit")
    static let values: [PropertyValue] = [
        .number(0.5), .number(-0.0), .number(.nan), .number(1e300), .bool(true), .bool(false), .null,
        .string("red"), .array([.number(1)]), .object([(key: "a", value: .number(1))]),
    ]

    /// The term of a value, as the checksum's documentation states it.
    static func term(_ value: PropertyValue) -> UInt {
        switch value {
        case let .number(number): return UInt(truncatingIfNeeded: number.bitPattern)
        case let .bool(flag): return flag ? 3 : 2
        case .null: return 1
        case .string: return 4
        case .array: return 5
        case .object: return 6
        }
    }

    static func term(_ action: LayerAction?) -> UInt { action.map { UInt(bitPattern: ObjectIdentifier($0)) } ?? 0 }

    /// The fold one term at a time.
    static func folded(_ terms: [UInt]) -> UInt { terms.reduce(0) { $0 &* 31 &+ $1 } }

    /// The changes both tests replay: every value as the old one, the value seven on as the new one, and an
    /// action found on two changes in three.
    static let changes: [(old: PropertyValue, new: PropertyValue, action: LayerAction?)] =
        values.indices.map { index in
            (values[index], values[(index * 7 + 3) % values.count], index % 3 == 0 ? nil : action)
        }

    @Test func everyEntryPointFoldsTermByTerm() {
        var terms: [UInt] = []
        var keyed = DispatchChecksum(), named = DispatchChecksum()
        let key = LayerKey("opacity")
        for (index, (old, new, action)) in Self.changes.enumerated() {
            keyed.lookup(key: key, action: action)
            named.record(.lookup(key: "opacity", action: action))
            terms += [1, Self.term(action)]
            keyed.store(key: key, old: old, new: new)
            named.record(.store(key: "opacity", old: old, new: new))
            terms += [2, Self.term(old), Self.term(new)]
            keyed.run(action: Self.action, key: key, old: old, new: new)
            named.record(.run(action: Self.action, key: "opacity", old: old, new: new))
            terms += [3, Self.term(Self.action), Self.term(old), Self.term(new)]
            #expect(keyed.checksum == Self.folded(terms), "after value \(index)")
            #expect(named == keyed)
        }
        #expect(keyed.count == 3 * Self.values.count)
    }

    /// `change` (lookup, store, and the run only with an action) and `fire` (lookup and run) fold the same word and
    /// count as the separate calls; the steps are interleaved with single calls so every fused fold starts from a
    /// word that is not zero.
    @Test func fusedEntryPointsFoldTermByTerm() {
        var terms: [UInt] = []
        var fused = DispatchChecksum(), separate = DispatchChecksum()
        let key = LayerKey("opacity")
        for (index, (old, new, action)) in Self.changes.enumerated() {
            fused.change(key: key, action: action, old: old, new: new)
            separate.lookup(key: key, action: action)
            separate.store(key: key, old: old, new: new)
            terms += [1, Self.term(action), 2, Self.term(old), Self.term(new)]
            if let action {
                separate.run(action: action, key: key, old: old, new: new)
                terms += [3, Self.term(action), Self.term(old), Self.term(new)]
            }
            #expect(fused.checksum == Self.folded(terms), "change after value \(index)")
            fused.fire(key: key, action: Self.action, current: new)
            separate.lookup(key: key, action: Self.action)
            separate.run(action: Self.action, key: key, old: new, new: new)
            terms += [1, Self.term(Self.action), 3, Self.term(Self.action), Self.term(new), Self.term(new)]
            #expect(fused.checksum == Self.folded(terms), "fire after value \(index)")
            #expect(fused == separate)
        }
        #expect(fused.count == separate.count)
        #expect(fused.count == 4 * Self.values.count + Self.values.count - (Self.values.count + 2) / 3)
    }
}
