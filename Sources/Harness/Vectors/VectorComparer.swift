import RealModule

/// Where and how an implementation's output differs from the expected output.
public struct VectorMismatch: Sendable, Hashable, CustomStringConvertible {
    /// JSON path of the first difference ("$.positions[3]").
    public var path: String
    public var expected: String
    public var actual: String
    /// Extra explanation ("abs 1e-3 > allowed 1e-9", "missing member").
    public var detail: String?

    public var description: String {
        "at \(path): expected \(expected), got \(actual)" + (detail.map { " (\($0))" } ?? "")
    }
}

/// Compares two JSON documents by a family's rule (``VectorComparison``): object members by key in any
/// order, arrays element by element, strings, booleans and null exactly; numbers exactly (as doubles, so
/// `1`, `1.0` and `1e0` are equal) or within |e − a| ≤ max(absolute, relative·max(|e|, |a|))
/// (swift-numerics `isApproximatelyEqual`). Returns the first difference in document order, or nil.
public enum VectorComparer {
    public static func firstMismatch(expected: JSONValue, actual: JSONValue, rule: VectorComparison) -> VectorMismatch? {
        compare(expected, actual, rule: rule, path: "$")
    }

    private static func compare(_ e: JSONValue, _ a: JSONValue, rule: VectorComparison, path: String) -> VectorMismatch? {
        switch (e, a) {
        case let (.number(x), .number(y)):
            switch rule {
            case .exact:
                return x == y ? nil : VectorMismatch(path: path, expected: JSONWriter.format(x), actual: JSONWriter.format(y),
                                                     detail: "exact comparison")
            case let .tolerance(absolute, relative):
                if x.isApproximatelyEqual(to: y, absoluteTolerance: absolute, relativeTolerance: relative) { return nil }
                let allowed = max(absolute, relative * max(x.magnitude, y.magnitude))
                return VectorMismatch(path: path, expected: JSONWriter.format(x), actual: JSONWriter.format(y),
                                      detail: "|Δ| = \(shortScientific((x - y).magnitude)) > allowed \(shortScientific(allowed))")
            }
        case let (.array(xs), .array(ys)):
            for index in 0..<min(xs.count, ys.count) {
                if let mismatch = compare(xs[index], ys[index], rule: rule, path: "\(path)[\(index)]") { return mismatch }
            }
            guard xs.count == ys.count else {
                return VectorMismatch(path: path, expected: "\(xs.count) elements", actual: "\(ys.count) elements")
            }
            return nil
        case let (.object(xs), .object(ys)):
            for (key, value) in xs {
                let childPath = path + member(key)
                guard let other = ys.first(where: { $0.key == key }) else {
                    return VectorMismatch(path: childPath, expected: preview(value), actual: "nothing", detail: "missing member")
                }
                if let mismatch = compare(value, other.value, rule: rule, path: childPath) { return mismatch }
            }
            if let extra = ys.first(where: { y in !xs.contains { $0.key == y.key } }) {
                return VectorMismatch(path: path + member(extra.key), expected: "nothing", actual: preview(extra.value),
                                      detail: "unexpected member")
            }
            return nil
        default:
            return e == a ? nil : VectorMismatch(path: path, expected: preview(e), actual: preview(a))
        }
    }

    /// `.key` for identifier-like keys, `["odd key"]` otherwise.
    private static func member(_ key: String) -> String {
        let simple = !key.isEmpty && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        return simple ? "." + key : "[\(JSONWriter.quoted(key))]"
    }

    /// The value as compact JSON, clipped for messages.
    static func preview(_ value: JSONValue) -> String {
        let text = JSONWriter.write(value, style: .compact).trimmingCharacters(in: .newlines)
        return text.count <= 120 ? text : String(text.prefix(120)) + "…"
    }
}
