/// Text for one-line error messages: user-supplied strings (keys, identifiers, paths) are quoted with every
/// character that could break the line or the terminal escaped, so an error is always exactly one line.
package enum OneLineText {
    /// `text` in single quotes with control characters (C0, DEL, C1), line and paragraph separators and
    /// the quote and backslash escaped: `'a\nb'`, `'\u{85}'`.
    package static func quoted(_ text: String) -> String {
        "'" + escaped(text, escapingQuote: true) + "'"
    }

    /// `message` with every character that would end or break the line escaped (quotes left as they are).
    package static func sanitized(_ message: String) -> String {
        escaped(message, escapingQuote: false)
    }

    private static func escaped(_ text: String, escapingQuote: Bool) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "'" where escapingQuote: out += "\\'"
            case "\\" where escapingQuote: out += "\\\\"
            default:
                let v = scalar.value
                if v < 0x20 || (0x7F...0x9F).contains(v) || v == 0x2028 || v == 0x2029 {
                    out += "\\u{" + String(v, radix: 16) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}

/// A string compared and hashed by its UTF-8 bytes: MotionBench's identity rule for identifiers and JSON
/// object keys (two strings are the same identifier exactly when their UTF-8 bytes are equal; canonically
/// equivalent spellings such as precomposed "é" and "e" + U+0301 are different identifiers).
package struct UTF8Identity: Hashable, Sendable {
    package let string: String
    package init(_ string: String) { self.string = string }

    package static func == (lhs: UTF8Identity, rhs: UTF8Identity) -> Bool {
        lhs.string.utf8.elementsEqual(rhs.string.utf8)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(string.utf8.count)
        let hashed: Void? = string.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        if hashed == nil { for byte in string.utf8 { hasher.combine(byte) } }
    }

    /// Byte-wise order (the order of the UTF-8 bytes, which is also code-point order).
    package static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }
}
