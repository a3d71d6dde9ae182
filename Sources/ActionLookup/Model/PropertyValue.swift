/// A layer property or style value: the JSON-like values a style dictionary can hold.
///
/// Equality is JSON equality: numbers compare numerically (`1` equals `1.0`), object members compare
/// regardless of order. `.null` is a stored null marker (`NSNull`), which counts as a value.
public enum PropertyValue: Sendable, Hashable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([PropertyValue])
    case object([(key: String, value: PropertyValue)])

    public static func == (lhs: PropertyValue, rhs: PropertyValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)):
            guard a.count == b.count else { return false }
            // Both sides sorted by the keys' UTF-8 bytes and compared in step: O(n log n), not a search per
            // member (keys are identical exactly when their bytes are).
            for (l, r) in zip(sortedByKey(a), sortedByKey(b)) {
                guard l.key.utf8.elementsEqual(r.key.utf8), l.value == r.value else { return false }
            }
            return true
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case let .bool(b): hasher.combine(b)
        case let .number(n): hasher.combine(n)
        case let .string(s): hasher.combine(s)
        case let .array(a): hasher.combine(a)
        case let .object(members):
            hasher.combine(members.count)
            for (key, value) in Self.sortedByKey(members) {
                hasher.combine(key)
                hasher.combine(value)
            }
        }
    }

    /// Members in the byte order of their keys (stable for equal keys).
    static func sortedByKey(_ members: [(key: String, value: PropertyValue)]) -> [(key: String, value: PropertyValue)] {
        members.enumerated().sorted { l, r in
            if l.element.key.utf8.lexicographicallyPrecedes(r.element.key.utf8) { return true }
            if r.element.key.utf8.lexicographicallyPrecedes(l.element.key.utf8) { return false }
            return l.offset < r.offset
        }.map(\.element)
    }

    public var description: String {
        switch self {
        case .null: return "null"
        case let .bool(b): return b ? "true" : "false"
        case let .number(n): return DurationFormatting.shortest(n)
        case let .string(s): return "\"\(s)\""
        case let .array(a): return "[" + a.map(\.description).joined(separator: ", ") + "]"
        case let .object(members):
            return "{" + members.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "}"
        }
    }
}
