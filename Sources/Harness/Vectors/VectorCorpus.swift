import Foundation

/// `motionbench vectors export DIR`: a language-neutral conformance corpus. For every eval format, its
/// ``EvalHandler/vectorInputs`` (all edge cases plus a seeded random sample) are written as input files,
/// each with the output `motionbench eval` gives for it (or, for invalid input, the reference's error),
/// and `manifest.json` lists them with the format's comparison rule. Every file is written atomically and
/// the manifest last, so a corpus is never listed before its files exist.
package enum VectorCorpus {
    /// Layout: `DIR/manifest.json`, `DIR/<eval>/<NNN>-<slug>.input.json` and `….expected.json`.
    @discardableResult
    package static func export(handlers: [EvalHandler] = EvalRegistry.handlers, seed: UInt64 = 1, randomCount: Int = 20,
                              to directory: String) throws(HarnessError) -> VectorManifest {
        guard randomCount >= 0, randomCount <= 100_000 else {
            throw .invalidArgument("the random vector count must be between 0 and 100000, got \(randomCount)")
        }
        try makeDirectory(directory)
        var formats: [VectorManifest.Format] = []
        for handler in handlers {
            let folder = slug(handler.name)
            try makeDirectory(directory + "/" + folder)
            var entries: [VectorManifest.Entry] = []
            for (index, named) in handler.vectorInputs(seed, randomCount).enumerated() {
                let base = "\(folder)/" + String(format: "%03d", index) + "-" + slug(named.name)
                let inputText = JSONWriter.write(named.document)
                try AtomicFileWriter.write(Data(inputText.utf8), to: "\(directory)/\(base).input.json")
                // Evaluate the written bytes, exactly as `motionbench eval` would read them.
                do {
                    let output = try EvalRegistry.evaluate(handler: handler, input: Array(inputText.utf8))
                    try AtomicFileWriter.write(Data(output.utf8), to: "\(directory)/\(base).expected.json")
                    entries.append(.init(name: named.name, input: "\(base).input.json", expected: "\(base).expected.json", error: nil))
                } catch let error where error.isInvalidInput {
                    entries.append(.init(name: named.name, input: "\(base).input.json", expected: nil, error: error.description))
                }
            }
            formats.append(.init(eval: handler.name, family: handler.family.rawValue, summary: handler.summary,
                                 comparison: handler.comparison, vectors: entries))
        }
        let manifest = VectorManifest(seed: seed, randomCount: randomCount, formats: formats)
        try AtomicFileWriter.write(Data(JSONWriter.write(manifest.json).utf8), to: directory + "/manifest.json")
        return manifest
    }

    /// "ζ = 1 + 1e-12" → "z-1-1e-12": lower-case ASCII letters, digits and single dashes, at most 48.
    static func slug(_ name: String) -> String {
        var out = ""
        for scalar in name.lowercased().unicodeScalars {
            if (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9") || scalar == "." {
                out.unicodeScalars.append(scalar)
            } else if !out.hasSuffix("-") {
                out += "-"
            }
        }
        let trimmed = String(out.trimmingCharacters(in: CharacterSet(charactersIn: "-.")).prefix(48))
        return trimmed.isEmpty ? "vector" : trimmed
    }

    private static func makeDirectory(_ path: String) throws(HarnessError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw .unwritableOutput(path: path, reason: "it is a file, not a directory") }
            return
        }
        do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) } catch {
            throw .unwritableOutput(path: path, reason: "cannot create the directory (\(error.localizedDescription))")
        }
    }
}

extension HarnessError {
    /// True for ``invalidInput(_:)``: the input was rejected (a must-reject vector), not an I/O failure.
    var isInvalidInput: Bool { if case .invalidInput = self { return true } else { return false } }
}
