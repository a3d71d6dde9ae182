import Foundation

/// Why an `eval` input was rejected: one sentence a person can act on.
package struct EvalError: Error, Equatable, CustomStringConvertible, Sendable {
    package let message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}

/// An eval input document with a name, as the conformance corpus stores it.
package struct NamedDocument: Sendable {
    package let name: String
    package let document: JSONValue
    package init(name: String, document: JSONValue) {
        self.name = name
        self.document = document
    }
}

/// How an external implementation's eval output is compared with MotionBench's.
package enum VectorComparison: Sendable, Hashable, Codable {
    /// JSON equality (numbers compared numerically, object key order ignored).
    case exact
    /// JSON equality except numbers, which must satisfy |e − a| ≤ max(absolute, relative·max(|e|, |a|)).
    case tolerance(absolute: Double, relative: Double)
}

/// One `motionbench eval <name>` format: reads a JSON document, answers with one (always `"format": 1`).
package struct EvalHandler: Sendable {
    /// The word after `eval` ("spring", "actions", "diff").
    package let name: String
    package let family: KernelFamily
    /// One line for `motionbench eval --help` and the docs.
    package let summary: String
    /// Evaluates one input document.
    package let evaluate: @Sendable (JSONValue) throws -> JSONValue
    /// Inputs for the conformance corpus: the edge cases plus `randomCount` seeded random documents.
    package let vectorInputs: @Sendable (_ seed: UInt64, _ randomCount: Int) -> [NamedDocument]
    /// How outputs are compared when verifying another implementation.
    package let comparison: VectorComparison

    package init(name: String, family: KernelFamily, summary: String,
                evaluate: @escaping @Sendable (JSONValue) throws -> JSONValue,
                vectorInputs: @escaping @Sendable (UInt64, Int) -> [NamedDocument],
                comparison: VectorComparison) {
        self.name = name
        self.family = family
        self.summary = summary
        self.evaluate = evaluate
        self.vectorInputs = vectorInputs
        self.comparison = comparison
    }
}

/// All eval formats; each family declares its own in its catalog file.
package enum EvalRegistry {
    package static var handlers: [EvalHandler] {
        SpringsCatalog.evalHandlers + ActionLookupCatalog.evalHandlers + HierarchyDiffCatalog.evalHandlers
    }

    /// The handler for `name`, or an error listing the known ones.
    package static func handler(named name: String) throws(HarnessError) -> EvalHandler {
        guard let handler = handlers.first(where: { $0.name == name }) else {
            let known = handlers.map(\.name)
            throw .invalidArgument(
                "unknown eval format \(OneLineText.quoted(name)); known formats: \(known.isEmpty ? "none yet" : known.joined(separator: ", "))")
        }
        return handler
    }

    /// Parses `bytes`, evaluates with the named handler and returns the output document as text.
    /// Every failure (unknown format, malformed JSON, invalid input) is a ``HarnessError/invalidInput(_:)``
    /// or ``HarnessError/invalidArgument(_:)`` with one clear sentence.
    package static func evaluate(name: String, input bytes: [UInt8]) throws(HarnessError) -> String {
        try evaluate(handler: handler(named: name), input: bytes)
    }

    /// Parses `bytes` and evaluates them with `handler`, returning the output text exactly as
    /// `motionbench eval` prints it by default (``OutputStyle/automatic``); bad input is
    /// ``HarnessError/invalidInput(_:)``.
    package static func evaluate(handler: EvalHandler, input bytes: [UInt8]) throws(HarnessError) -> String {
        let value = try evaluateValue(handler: handler, input: bytes)
        var text = ""
        render(value, style: .automatic) { text += $0 }
        return text
    }

    /// Parses `bytes` and evaluates them with `handler`, returning the output document.
    ///
    /// Every format accepts an optional top-level `"format": 1` in its input (the version of the format the
    /// document was written for); any other value is an error. The member is removed before the handler
    /// sees the document. Error messages are one line: whatever they echo from the input is escaped
    /// (``OneLineText``).
    package static func evaluateValue(handler: EvalHandler, input bytes: [UInt8]) throws(HarnessError) -> JSONValue {
        var document: JSONValue
        do { document = try JSONParser.parse(bytes) } catch {
            throw .invalidInput(OneLineText.sanitized(error.description))
        }
        if case let .object(members) = document, let format = document["format"] {
            guard format == .number(1) else {
                throw .invalidInput(OneLineText.sanitized("invalid \(handler.name) input: \"format\" must be 1, got "
                    + JSONWriter.write(format, style: .compact).trimmingCharacters(in: .newlines)))
            }
            document = .object(members.filter { !$0.key.utf8.elementsEqual("format".utf8) })
        }
        do {
            return try handler.evaluate(document)
        } catch let error as EvalError {
            throw .invalidInput(OneLineText.sanitized("invalid \(handler.name) input: \(error.message)"))
        } catch {
            throw .invalidInput(OneLineText.sanitized("invalid \(handler.name) input: \(error)"))
        }
    }

    /// How `motionbench eval` lays out its output. Compact and pretty differ only in white space.
    package enum OutputStyle: String, Sendable, CaseIterable {
        /// Pretty (two-space indentation) while the pretty text is at most ``prettyLimit`` bytes, compact
        /// (one line) beyond: indentation grows with depth on every line and would dominate a large output.
        case automatic
        /// Always one line.
        case compact
        /// Always indented, whatever the size.
        case pretty
    }

    /// The largest output written pretty by ``OutputStyle/automatic``: 1 MiB.
    package static let prettyLimit = 1 << 20

    /// Writes `value` in `style`, followed by a newline, handing the text to `chunk` piece by piece
    /// (about 64 KiB at a time when compact, so a large output is never held whole as text).
    package static func render(_ value: JSONValue, style: OutputStyle, _ chunk: (String) throws -> Void) rethrows {
        switch style {
        case .pretty: try JSONWriter.stream(value, style: .pretty, chunk)
        case .compact: try JSONWriter.stream(value, style: .compact, chunk)
        case .automatic:
            if let text = JSONWriter.pretty(value, limit: prettyLimit) {
                try chunk(text)
            } else {
                try JSONWriter.stream(value, style: .compact, chunk)
            }
        }
    }
}
