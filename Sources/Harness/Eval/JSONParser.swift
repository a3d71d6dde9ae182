/// Why a JSON document could not be read: the message names the line and column.
package struct JSONParseError: Error, Equatable, CustomStringConvertible, Sendable {
    package let message: String
    package let line: Int
    package let column: Int
    package var description: String { "invalid JSON at line \(line), column \(column): \(message)" }
}

/// A strict RFC 8259 JSON reader with a nesting limit, so hostile or degenerate input fails with a clear
/// error instead of exhausting the stack. Duplicate keys in one object are rejected; keys are the same key
/// exactly when their UTF-8 bytes are equal (``UTF8Identity``), so `"\u00e9"` and `"e\u0301"` are two keys.
/// Text must be valid UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF): an invalid
/// byte is an error naming its byte offset, never replaced by U+FFFD. Messages quote what they echo with
/// ``OneLineText`` so that an error is always one line.
package struct JSONParser {
    /// The default nesting limit, the common one among JSON readers.
    package static let defaultMaximumDepth = 512

    private let bytes: [UInt8]
    private var index = 0
    private let maximumDepth: Int

    /// Parses a whole document; trailing content other than white space is an error.
    package static func parse(_ bytes: [UInt8], maximumDepth: Int = defaultMaximumDepth) throws(JSONParseError)
        -> JSONValue
    {
        var parser = JSONParser(bytes: bytes, maximumDepth: maximumDepth)
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 1)
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw parser.error("unexpected content after the document") }
        return value
    }

    /// Parses a string.
    package static func parse(_ text: String, maximumDepth: Int = defaultMaximumDepth) throws(JSONParseError)
        -> JSONValue
    {
        try parse(Array(text.utf8), maximumDepth: maximumDepth)
    }

    private init(bytes: [UInt8], maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    private func error(_ message: String) -> JSONParseError {
        var line = 1, column = 1
        for byte in bytes[..<min(index, bytes.count)] {
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return JSONParseError(message: message, line: line, column: column)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    private mutating func parseValue(depth: Int) throws(JSONParseError) -> JSONValue {
        guard index < bytes.count else { throw error("unexpected end of input, expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error(unexpected(bytes[index]))
        }
    }

    /// "unexpected character 'x'" for printable ASCII, the byte in hex otherwise.
    private func unexpected(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte)
            ? "unexpected character '\(Character(Unicode.Scalar(byte)))'"
            : "unexpected byte 0x\(String(byte, radix: 16, uppercase: true)) at byte offset \(index)"
    }

    private mutating func expectLiteral(_ literal: String) throws(JSONParseError) {
        let utf8 = Array(literal.utf8)
        guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
            throw error("invalid literal, expected '\(literal)'")
        }
        index += utf8.count
    }

    private mutating func enter(_ depth: Int) throws(JSONParseError) {
        guard depth <= maximumDepth else {
            throw error("nesting deeper than the limit of \(maximumDepth) levels")
        }
    }

    private mutating func parseObject(depth: Int) throws(JSONParseError) -> JSONValue {
        try enter(depth)
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        var seen = Set<UTF8Identity>()
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key string") }
            let key = try parseString()
            guard seen.insert(UTF8Identity(key)).inserted else { throw error("duplicate key \(OneLineText.quoted(key))") }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after key") }
            index += 1
            skipWhitespace()
            members.append((key, try parseValue(depth: depth + 1)))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of input in an object") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            throw error("expected ',' or '}' in an object")
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONParseError) -> JSONValue {
        try enter(depth)
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of input in an array") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
            throw error("expected ',' or ']' in an array")
        }
    }

    private mutating func parseNumber() throws(JSONParseError) -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        func digits(_ p: inout JSONParser) -> Int {
            let s = p.index
            while p.index < p.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(p.bytes[p.index]) { p.index += 1 }
            return p.index - s
        }
        let intStart = index
        let intDigits = digits(&self)
        guard intDigits > 0 else { throw error("expected digits in a number") }
        if intDigits > 1 && bytes[intStart] == UInt8(ascii: "0") { throw error("leading zeros are not allowed") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits(&self) > 0 else { throw error("expected digits after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits(&self) > 0 else { throw error("expected digits in an exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw error("number '\(text)' is out of range") }
        return value
    }

    private mutating func parseString() throws(JSONParseError) -> String {
        index += 1  // opening quote
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flush(_ p: JSONParser, _ from: Int, _ to: Int, _ into: inout String.UnicodeScalarView) {
            if to > from { into.append(contentsOf: String(decoding: p.bytes[from..<to], as: UTF8.self).unicodeScalars) }
        }
        while true {
            guard index < bytes.count else { throw error("unterminated string") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                flush(self, runStart, index, &scalars)
                index += 1
                return String(scalars)
            }
            if byte < 0x20 { throw error("control character in a string (escape it)") }
            if byte >= 0x80 {
                let length = Self.validUTF8SequenceLength(bytes, at: index)
                guard length > 0 else {
                    throw error("invalid UTF-8 at byte offset \(index) (byte 0x\(String(byte, radix: 16, uppercase: true)))")
                }
                index += length
                continue
            }
            if byte == UInt8(ascii: "\\") {
                flush(self, runStart, index, &scalars)
                index += 1
                guard index < bytes.count else { throw error("unterminated escape") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try parseHex4()
                    if (0xD800...0xDBFF).contains(code) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                        else { throw error("unpaired surrogate in a \\u escape") }
                        index += 2
                        let low = try parseHex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid low surrogate") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(code) {
                        throw error("unpaired surrogate in a \\u escape")
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
                    scalars.append(scalar)
                default: throw error("invalid escape \(OneLineText.quoted("\\" + String(Character(Unicode.Scalar(escape)))))")
                }
                runStart = index
                continue
            }
            index += 1
        }
    }

    /// The length of the well-formed UTF-8 sequence starting at `i` (a lead byte ≥ 0x80), or 0 if it is
    /// ill-formed (RFC 3629, table 3-7 of the Unicode Standard).
    static func validUTF8SequenceLength(_ bytes: [UInt8], at i: Int) -> Int {
        let b0 = bytes[i]
        func continuation(_ k: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            i + k < bytes.count && range.contains(bytes[i + k])
        }
        switch b0 {
        case 0xC2...0xDF: return continuation(1) ? 2 : 0
        case 0xE0: return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF: return continuation(1) && continuation(2) ? 3 : 0
        case 0xED: return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : 0
        case 0xF0: return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4: return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default: return 0
        }
    }

    private mutating func parseHex4() throws(JSONParseError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("incomplete \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("invalid hex digit in a \\u escape")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }
}
