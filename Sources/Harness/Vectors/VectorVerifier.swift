import Foundation

/// `motionbench vectors verify DIR --command CMD`: runs an implementation on every vector of a corpus and
/// compares its output with the expected output by the format's rule.
package struct VectorVerifier {
    /// The result of one vector.
    package struct Outcome: Sendable, Hashable {
        /// "spring/003-critical" (the input path without its suffix).
        package var id: String
        package var name: String
        package var passed: Bool
        /// Why it failed ("at $.x[2]: expected 1, got 2 (…)", "timed out after 10 s").
        package var reason: String?

        /// "PASS spring/003-critical (ζ = 1)" or "FAIL … : reason".
        package var line: String {
            passed ? "PASS \(id) (\(name))" : "FAIL \(id) (\(name)): \(reason ?? "failed")"
        }
    }

    package let directory: String
    package let program: any VectorProgram
    /// Seconds each vector may take before the program is killed.
    package let timeLimit: Double
    /// Only these eval formats (all when empty).
    package let formats: [String]

    package init(directory: String, program: any VectorProgram, timeLimit: Double = 10, formats: [String] = []) {
        self.directory = directory
        self.program = program
        self.timeLimit = timeLimit
        self.formats = formats
    }

    /// Reads the manifest and checks the selection is not empty (verifying nothing must not pass).
    package func loadManifest() throws(HarnessError) -> VectorManifest {
        let path = directory + "/manifest.json"
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadableInput(path: path, reason: "no manifest; create a corpus with `motionbench vectors export \(directory)`")
        }
        let document: JSONValue
        do { document = try JSONParser.parse([UInt8](data)) } catch { throw .unreadableInput(path: path, reason: error.description) }
        var manifest = try VectorManifest.parse(document, path: path)
        if !formats.isEmpty {
            let known = manifest.formats.map(\.eval)
            for name in formats where !known.contains(name) {
                throw .invalidArgument("the corpus has no format '\(name)'; it has: \(known.isEmpty ? "none" : known.joined(separator: ", "))")
            }
            manifest.formats = manifest.formats.filter { formats.contains($0.eval) }
        }
        guard manifest.formats.contains(where: { !$0.vectors.isEmpty }) else {
            throw .invalidInput("the corpus at '\(directory)' has no vectors to verify")
        }
        return manifest
    }

    /// Verifies every selected vector, calling `report` after each (for printing as it goes).
    package func verify(report: (Outcome) -> Void = { _ in }) throws(HarnessError) -> [Outcome] {
        let manifest = try loadManifest()
        var outcomes: [Outcome] = []
        for format in manifest.formats {
            for entry in format.vectors {
                let outcome = verify(entry, format: format)
                report(outcome)
                outcomes.append(outcome)
            }
        }
        return outcomes
    }

    /// Verifies one vector.
    package func verify(_ entry: VectorManifest.Entry, format: VectorManifest.Format) -> Outcome {
        let id = entry.input.hasSuffix(".input.json") ? String(entry.input.dropLast(".input.json".count)) : entry.input
        func fail(_ reason: String) -> Outcome { Outcome(id: id, name: entry.name, passed: false, reason: reason) }
        guard let input = FileManager.default.contents(atPath: directory + "/" + entry.input) else {
            return fail("cannot read the corpus file \(entry.input)")
        }
        let outcome = program.run(input: [UInt8](input), format: format.eval, timeLimit: timeLimit)
        let stderrLine = String(decoding: outcome.standardError, as: UTF8.self)
            .split(separator: "\n").first.map { ": " + OneLineText.sanitized(String($0.prefix(200))) } ?? ""
        switch outcome.termination {
        case let .couldNotStart(reason): return fail("the program could not run: \(reason)")
        case let .outputExceeded(limit): return fail("output exceeds \(limit) bytes (killed)")
        case let .timedOut(seconds): return fail("no answer within \(MarkdownReportWriter.fixed(seconds)) s (killed; see --time-limit)")
        case let .signaled(signal): return fail("the program crashed (signal \(signal))\(stderrLine)")
        case let .exited(status):
            if let error = entry.error {
                return status != 0 ? Outcome(id: id, name: entry.name, passed: true, reason: nil)
                    : fail("the input is invalid and must be rejected with a non-zero exit (reference: \(error)), but the program exited 0")
            }
            guard status == 0 else { return fail("the program exited with status \(status)\(stderrLine)") }
        }
        guard let expectedPath = entry.expected,
              let expectedData = FileManager.default.contents(atPath: directory + "/" + expectedPath)
        else { return fail("cannot read the corpus file \(entry.expected ?? "(none)")") }
        let expected: JSONValue, actual: JSONValue
        do { expected = try JSONParser.parse([UInt8](expectedData)) } catch {
            return fail("the corpus file \(expectedPath) is not JSON: \(error.description)")
        }
        do { actual = try JSONParser.parse(outcome.standardOutput) } catch {
            return fail("the output is not one JSON document: \(error.description)")
        }
        if let mismatch = VectorComparer.firstMismatch(expected: expected, actual: actual, rule: format.comparison) {
            return fail(mismatch.description)
        }
        return Outcome(id: id, name: entry.name, passed: true, reason: nil)
    }
}
