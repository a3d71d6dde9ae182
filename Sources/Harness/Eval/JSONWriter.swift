/// Writes ``JSONValue`` documents. Numbers are printed with full round-trip precision (Swift's shortest
/// representation that reads back to the same Double), integral values without a fraction (`1`, not `1.0`);
/// non-finite numbers, which JSON cannot represent, are written as `null`. Iterative, so any depth the
/// value has can be written.
package enum JSONWriter {
    /// Compact (one line) or pretty (two-space indentation) output.
    package enum Style: Sendable { case compact, pretty }

    /// The document as text, followed by a newline.
    package static func write(_ value: JSONValue, style: Style = .pretty) -> String {
        var out = ""
        stream(value, style: style, chunkSize: Int.max) { out += $0 }
        return out
    }

    /// The document as text followed by a newline, handed to `chunk` in pieces of about `chunkSize` bytes,
    /// so a large document is never held whole as text. Stops at the first error `chunk` throws.
    package static func stream(_ value: JSONValue, style: Style, chunkSize: Int = 1 << 16,
                              _ chunk: (String) throws -> Void) rethrows {
        var out = ""
        try write(value, style: style, into: &out, chunkSize: chunkSize, chunk)
        out += "\n"
        try chunk(out)
    }

    /// The pretty text if it is at most `limit` bytes long, else nil (deep documents grow by their depth
    /// on every line when indented; the caller then writes them compact).
    package static func pretty(_ value: JSONValue, limit: Int) -> String? {
        struct TooLong: Error {}
        var out = ""
        do {
            try stream(value, style: .pretty, chunkSize: 1 << 16) { piece in
                out += piece
                if out.utf8.count > limit { throw TooLong() }
            }
        } catch { return nil }
        return out
    }

    /// Formats a number as the writer does.
    package static func format(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(), number.magnitude < 1e15 {
            return number == 0 ? "0" : String(Int64(number))
        }
        return "\(number)"
    }

    private enum Frame {
        case value(JSONValue, indent: Int)
        case text(String)
    }

    private static func write(_ root: JSONValue, style: Style, into out: inout String, chunkSize: Int,
                              _ chunk: (String) throws -> Void) rethrows {
        var stack: [Frame] = [.value(root, indent: 0)]
        func newline(_ indent: Int) -> String {
            style == .pretty ? "\n" + String(repeating: "  ", count: indent) : ""
        }
        let colon = style == .pretty ? ": " : ":"
        while let frame = stack.popLast() {
            if out.utf8.count >= chunkSize {
                try chunk(out)
                out = ""
            }
            switch frame {
            case let .text(text): out += text
            case let .value(value, indent):
                switch value {
                case .null: out += "null"
                case let .bool(b): out += b ? "true" : "false"
                case let .number(n): out += format(n)
                case let .string(s): out += quoted(s)
                case let .array(elements):
                    if elements.isEmpty { out += "[]"; continue }
                    out += "["
                    var pending: [Frame] = []
                    for (i, element) in elements.enumerated() {
                        pending.append(.text((i > 0 ? "," : "") + newline(indent + 1)))
                        pending.append(.value(element, indent: indent + 1))
                    }
                    pending.append(.text(newline(indent) + "]"))
                    stack.append(contentsOf: pending.reversed())
                case let .object(members):
                    if members.isEmpty { out += "{}"; continue }
                    out += "{"
                    var pending: [Frame] = []
                    for (i, member) in members.enumerated() {
                        pending.append(.text((i > 0 ? "," : "") + newline(indent + 1) + quoted(member.key) + colon))
                        pending.append(.value(member.value, indent: indent + 1))
                    }
                    pending.append(.text(newline(indent) + "}"))
                    stack.append(contentsOf: pending.reversed())
                }
            }
        }
    }

    /// A JSON string literal with the required escapes.
    package static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
