import RealModule

/// Where and how an implementation's output differs from the expected output.
package struct VectorMismatch: Sendable, Hashable, CustomStringConvertible {
    /// JSON path of the first difference ("$.positions[3]").
    package var path: String
    package var expected: String
    package var actual: String
    /// Extra explanation ("abs 1e-3 > allowed 1e-9", "missing member").
    package var detail: String?

    package var description: String {
        "at \(path): expected \(expected), got \(actual)" + (detail.map { " (\($0))" } ?? "")
    }
}

/// Compares two JSON documents by a family's rule (``VectorComparison``): object members by key in any
/// order, arrays element by element, strings, booleans and null exactly; numbers exactly (as doubles, so
/// `1`, `1.0` and `1e0` are equal) or within |e − a| ≤ max(absolute, relative·max(|e|, |a|))
/// (swift-numerics `isApproximatelyEqual`). Returns the first difference in document order, or nil.
package enum VectorComparer {
    /// Linear in the documents' size (objects are matched through a table of their keys' bytes, and the
    /// path is rendered only for the difference reported), so comparison stays inside the time limit.
    package static func firstMismatch(expected: JSONValue, actual: JSONValue, rule: VectorComparison) -> VectorMismatch? {
        var path: [PathStep] = []
        return compare(expected, actual, rule: rule, path: &path)
    }

    enum PathStep { case index(Int), key(String) }

    private static func render(_ path: [PathStep]) -> String {
        path.reduce("$") { text, step in
            switch step {
            case let .index(i): return text + "[\(i)]"
            case let .key(k): return text + member(k)
            }
        }
    }

    private static func compare(_ e: JSONValue, _ a: JSONValue, rule: VectorComparison, path: inout [PathStep])
        -> VectorMismatch?
    {
        switch (e, a) {
        case let (.number(x), .number(y)):
            switch rule {
            case .exact:
                return x == y ? nil : VectorMismatch(path: render(path), expected: JSONWriter.format(x),
                                                     actual: JSONWriter.format(y), detail: "exact comparison")
            case let .tolerance(absolute, relative):
                if x.isApproximatelyEqual(to: y, absoluteTolerance: absolute, relativeTolerance: relative) { return nil }
                let allowed = max(absolute, relative * max(x.magnitude, y.magnitude))
                return VectorMismatch(path: render(path), expected: JSONWriter.format(x), actual: JSONWriter.format(y),
                                      detail: "|Δ| = \(shortScientific((x - y).magnitude)) > allowed \(shortScientific(allowed))")
            }
        case let (.array(xs), .array(ys)):
            for index in 0..<min(xs.count, ys.count) {
                path.append(.index(index))
                if let mismatch = compare(xs[index], ys[index], rule: rule, path: &path) { return mismatch }
                path.removeLast()
            }
            guard xs.count == ys.count else {
                return VectorMismatch(path: render(path), expected: "\(xs.count) elements", actual: "\(ys.count) elements")
            }
            return nil
        case let (.object(xs), .object(ys)):
            var actualByKey: [UTF8Identity: Int] = [:]
            for (index, member) in ys.enumerated() where actualByKey[UTF8Identity(member.key)] == nil {
                actualByKey[UTF8Identity(member.key)] = index
            }
            var expectedKeys = Set<UTF8Identity>()
            for (key, value) in xs {
                expectedKeys.insert(UTF8Identity(key))
                path.append(.key(key))
                guard let index = actualByKey[UTF8Identity(key)] else {
                    return VectorMismatch(path: render(path), expected: preview(value), actual: "nothing", detail: "missing member")
                }
                if let mismatch = compare(value, ys[index].value, rule: rule, path: &path) { return mismatch }
                path.removeLast()
            }
            if let extra = ys.first(where: { !expectedKeys.contains(UTF8Identity($0.key)) }) {
                return VectorMismatch(path: render(path + [.key(extra.key)]), expected: "nothing",
                                      actual: preview(extra.value), detail: "unexpected member")
            }
            return nil
        default:
            return e == a ? nil : VectorMismatch(path: render(path), expected: preview(e), actual: preview(a))
        }
    }

    /// `.key` for identifier-like keys, `["odd key"]` otherwise.
    private static func member(_ key: String) -> String {
        let simple = !key.isEmpty && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        return simple ? "." + key : "[\(JSONWriter.quoted(key))]"
    }

    /// The value as compact JSON, clipped for messages.
    static func preview(_ value: JSONValue) -> String {
        struct Enough: Error {}
        var text = ""
        try? JSONWriter.stream(value, style: .compact, chunkSize: 256) { piece in
            text += piece
            if text.utf8.count > 512 { throw Enough() }
        }
        text = text.trimmingCharacters(in: .newlines)
        return OneLineText.sanitized(text.count <= 120 ? text : String(text.prefix(120)) + "…")
    }
}
