/// A JSON document as a value, with object keys kept in document order. The `eval` formats read and write
/// this type so that number formatting, key order, nesting limits and error messages are under our control.
///
/// Strings and object keys are compared by their UTF-8 bytes (``UTF8Identity``), never by Unicode canonical
/// equivalence, so two documents are equal only if every string is spelt with the same bytes.
package enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.string(a), .string(b)): return a.utf8.elementsEqual(b.utf8)
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)):
            guard a.count == b.count else { return false }
            // JSON equality: same keys with equal values, order ignored. Both sides sorted by key bytes and
            // compared in step: O(n log n), not a search per member.
            let left = sortedByKey(a), right = sortedByKey(b)
            for (l, r) in zip(left, right) {
                guard l.key.utf8.elementsEqual(r.key.utf8), l.value == r.value else { return false }
            }
            return true
        default: return false
        }
    }

    package func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case let .bool(b): hasher.combine(b)
        case let .number(n): hasher.combine(n)
        case let .string(s): hasher.combine(UTF8Identity(s))
        case let .array(a): hasher.combine(a)
        case let .object(o):
            hasher.combine(o.count)
            for (key, value) in Self.sortedByKey(o) {
                hasher.combine(UTF8Identity(key))
                hasher.combine(value)
            }
        }
    }

    /// Members in byte order of their keys (stable, so equal keys keep document order).
    static func sortedByKey(_ members: [(key: String, value: JSONValue)]) -> [(key: String, value: JSONValue)] {
        members.enumerated().sorted { l, r in
            if UTF8Identity.precedes(l.element.key, r.element.key) { return true }
            if UTF8Identity.precedes(r.element.key, l.element.key) { return false }
            return l.offset < r.offset
        }.map(\.element)
    }

    /// The member `key` of an object (nil if absent or not an object).
    package subscript(key: String) -> JSONValue? {
        guard case let .object(members) = self else { return nil }
        return members.first(where: { $0.key.utf8.elementsEqual(key.utf8) })?.value
    }

    /// True when this is an object that has `key` (even with a null value).
    package func has(_ key: String) -> Bool { self[key] != nil }

    package var isNull: Bool { if case .null = self { return true } else { return false } }
    package var stringValue: String? { if case let .string(s) = self { return s } else { return nil } }
    package var numberValue: Double? { if case let .number(n) = self { return n } else { return nil } }
    package var boolValue: Bool? { if case let .bool(b) = self { return b } else { return nil } }
    package var arrayValue: [JSONValue]? { if case let .array(a) = self { return a } else { return nil } }
    package var objectValue: [(key: String, value: JSONValue)]? {
        if case let .object(o) = self { return o } else { return nil }
    }

    /// A name for the value's kind, for error messages ("a number", "an object").
    package var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    package init(nilLiteral: ()) { self = .null }
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    package init(floatLiteral value: Double) { self = .number(value) }
    package init(integerLiteral value: Int) { self = .number(Double(value)) }
    package init(stringLiteral value: String) { self = .string(value) }
    package init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    package init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(elements.map { (key: $0.0, value: $0.1) })
    }
}
