/// The index of a conformance corpus (`manifest.json`): for each eval format its comparison rule and its
/// vectors, each an input file and either an expected output file or the statement that the input must be
/// rejected. Written and read as JSON with MotionBench's own writer and parser; paths are relative to the
/// corpus directory.
package struct VectorManifest: Sendable, Hashable {
    /// One vector: run the implementation with `input` on standard input; compare with `expected`.
    package struct Entry: Sendable, Hashable {
        package var name: String
        package var input: String
        /// Path of the expected output; nil when the input must be rejected.
        package var expected: String?
        /// The reference's error message when the input must be rejected (exit status ≠ 0).
        package var error: String?
    }

    /// One eval format with its vectors.
    package struct Format: Sendable, Hashable {
        package var eval: String
        package var family: String
        package var summary: String
        package var comparison: VectorComparison
        package var vectors: [Entry]
    }

    package var seed: UInt64
    package var randomCount: Int
    package var formats: [Format]

    /// How an implementation is run, stated in every manifest.
    package static let protocolText =
        "For each vector, run the implementation once with the input file's bytes on standard input. It writes one "
        + "JSON document on standard output and exits 0; the document is compared with the expected file by the "
        + "format's comparison rule (exact: JSON equality with numbers compared as doubles, object member order "
        + "ignored; tolerance: the same, except numbers e, a must satisfy |e − a| ≤ max(absolute, "
        + "relative·max(|e|, |a|))). A vector with \"mustReject\": true has invalid input: the implementation must "
        + "exit with a non-zero status (its message is not compared)."

    /// The manifest as a JSON document.
    package var json: JSONValue {
        .object([
            ("format", 1), ("generator", "motionbench vectors export"), ("protocol", .string(Self.protocolText)),
            ("seed", .number(Double(seed))), ("randomCount", .number(Double(randomCount))),
            ("formats", .array(formats.map { format in
                .object([
                    ("eval", .string(format.eval)), ("family", .string(format.family)),
                    ("summary", .string(format.summary)), ("comparison", Self.json(format.comparison)),
                    ("vectors", .array(format.vectors.map { entry in
                        var members: [(key: String, value: JSONValue)] = [("name", .string(entry.name)), ("input", .string(entry.input))]
                        if let expected = entry.expected { members.append(("expected", .string(expected))) }
                        if let error = entry.error {
                            members.append(("mustReject", true))
                            members.append(("referenceError", .string(error)))
                        }
                        return .object(members)
                    })),
                ])
            })),
        ])
    }

    static func json(_ comparison: VectorComparison) -> JSONValue {
        switch comparison {
        case .exact:
            return ["rule": "exact", "statement": "JSON equality; numbers compared as doubles; member order ignored"]
        case let .tolerance(absolute, relative):
            return .object([
                ("rule", "tolerance"), ("absolute", .number(absolute)), ("relative", .number(relative)),
                ("statement", .string("JSON equality except numbers: |e − a| ≤ max(\(shortScientific(absolute)), "
                                      + "\(shortScientific(relative))·max(|e|, |a|))")),
            ])
        }
    }

    /// Reads a manifest document; every problem is an error naming what is wrong.
    package static func parse(_ document: JSONValue, path: String) throws(HarnessError) -> VectorManifest {
        func bad(_ message: String) -> HarnessError { .unreadableInput(path: path, reason: "not a vector manifest: \(message)") }
        guard document["format"]?.numberValue == 1 else { throw bad("missing \"format\": 1") }
        guard let formats = document["formats"]?.arrayValue else { throw bad("missing \"formats\" array") }
        var parsed: [Format] = []
        for (index, format) in formats.enumerated() {
            guard let eval = format["eval"]?.stringValue, let vectors = format["vectors"]?.arrayValue,
                  let comparison = format["comparison"], let rule = comparison["rule"]?.stringValue
            else { throw bad("formats[\(index)] needs \"eval\", \"comparison\" and \"vectors\"") }
            let parsedComparison: VectorComparison
            switch rule {
            case "exact": parsedComparison = .exact
            case "tolerance":
                guard let absolute = comparison["absolute"]?.numberValue, let relative = comparison["relative"]?.numberValue,
                      absolute >= 0, relative >= 0
                else { throw bad("formats[\(index)].comparison needs non-negative \"absolute\" and \"relative\"") }
                parsedComparison = .tolerance(absolute: absolute, relative: relative)
            default: throw bad("formats[\(index)].comparison.rule must be \"exact\" or \"tolerance\", got \"\(rule)\"")
            }
            var entries: [Entry] = []
            for (vectorIndex, vector) in vectors.enumerated() {
                guard let name = vector["name"]?.stringValue, let input = vector["input"]?.stringValue else {
                    throw bad("formats[\(index)].vectors[\(vectorIndex)] needs \"name\" and \"input\"")
                }
                let expected = vector["expected"]?.stringValue
                let mustReject = vector["mustReject"]?.boolValue == true
                guard (expected != nil) != mustReject else {
                    throw bad("formats[\(index)].vectors[\(vectorIndex)] needs either \"expected\" or \"mustReject\": true")
                }
                for file in [input] + (expected.map { [$0] } ?? []) where !isSafeRelativePath(file) {
                    throw bad("vector path '\(file)' must be relative to the corpus and stay inside it")
                }
                entries.append(Entry(name: name, input: input, expected: expected,
                                     error: mustReject ? (vector["referenceError"]?.stringValue ?? "invalid input") : nil))
            }
            parsed.append(Format(eval: eval, family: format["family"]?.stringValue ?? "", summary: format["summary"]?.stringValue ?? "",
                                 comparison: parsedComparison, vectors: entries))
        }
        let seed = document["seed"]?.numberValue ?? 0
        return VectorManifest(seed: seed >= 0 && seed < 1.8e19 ? UInt64(seed) : 0,
                              randomCount: Int(document["randomCount"]?.numberValue ?? 0), formats: parsed)
    }

    /// True for "spring/001-x.input.json"; false for absolute paths and paths with "..".
    static func isSafeRelativePath(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/") && !path.split(separator: "/").contains("..") && !path.contains("\0")
    }
}
