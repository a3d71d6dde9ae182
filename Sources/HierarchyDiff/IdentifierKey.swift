/// The identity rule for identifiers and list keys: two identifiers are the same iff their UTF-8 bytes are
/// the same. Swift's `String ==` is not this rule — it uses Unicode canonical equivalence, so `"\u{e9}"` (é)
/// equals `"e\u{301}"` (e + combining acute) — and neither is any normalization: `"a"` (Latin) and `"а"`
/// (Cyrillic) are different identifiers, and so are the two spellings of é. See <doc:IdentifierIdentity>.
///
/// `IdentifierKey` wraps a string so that `Dictionary`, `Set`, `==` and `contains` follow the rule; the
/// references use it literally, the optimized diffs compare bytes directly (``same(_:_:)``).
public struct IdentifierKey: Hashable, Sendable, CustomStringConvertible {
    /// The identifier.
    public let string: String

    public init(_ string: String) { self.string = string }

    /// True iff `a` and `b` have the same UTF-8 bytes.
    @inlinable
    public static func same(_ a: String, _ b: String) -> Bool {
        a.utf8.elementsEqual(b.utf8)
    }

    public static func == (lhs: IdentifierKey, rhs: IdentifierKey) -> Bool { same(lhs.string, rhs.string) }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(string.utf8.count)
        for byte in string.utf8 { hasher.combine(byte) }
    }

    /// The identifier itself, so error messages built with `String(describing:)` name it as written.
    public var description: String { string }
}
