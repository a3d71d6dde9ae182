/// A JSON document as a value, with object keys kept in document order. The `eval` formats read and write
/// this type so that number formatting, key order, nesting limits and error messages are under our control.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)):
            guard a.count == b.count else { return false }
            // JSON equality: same keys with equal values, order ignored.
            for (key, value) in a {
                guard let other = b.first(where: { $0.key == key }), other.value == value else { return false }
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
        case let .object(o):
            hasher.combine(o.count)
            for (key, value) in o.sorted(by: { $0.key < $1.key }) {
                hasher.combine(key)
                hasher.combine(value)
            }
        }
    }

    /// The member `key` of an object (nil if absent or not an object).
    public subscript(key: String) -> JSONValue? {
        guard case let .object(members) = self else { return nil }
        return members.first(where: { $0.key == key })?.value
    }

    /// True when this is an object that has `key` (even with a null value).
    public func has(_ key: String) -> Bool { self[key] != nil }

    public var isNull: Bool { if case .null = self { return true } else { return false } }
    public var stringValue: String? { if case let .string(s) = self { return s } else { return nil } }
    public var numberValue: Double? { if case let .number(n) = self { return n } else { return nil } }
    public var boolValue: Bool? { if case let .bool(b) = self { return b } else { return nil } }
    public var arrayValue: [JSONValue]? { if case let .array(a) = self { return a } else { return nil } }
    public var objectValue: [(key: String, value: JSONValue)]? {
        if case let .object(o) = self { return o } else { return nil }
    }

    /// A name for the value's kind, for error messages ("a number", "an object").
    public var kindName: String {
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
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(elements.map { (key: $0.0, value: $0.1) })
    }
}
