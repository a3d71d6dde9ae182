import Foundation
import Testing
import Harness

/// Every catalog id (kernel pairs and studies), every `eval` format and every `motionbench` subcommand is
/// named in the documentation: README.md, ARCHITECTURE.md or a DocC article under `Sources/*/*.docc/`.
/// The files are read from the repository this test was compiled from.
enum DocumentationCoverage {
    /// The repository root: three levels above this file (`Tests/HarnessTests/<file>`).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The text of README.md, ARCHITECTURE.md and every DocC article, concatenated.
    static func documentation() throws -> String {
        var files = [root.appendingPathComponent("README.md"), root.appendingPathComponent("ARCHITECTURE.md")]
        let sources = root.appendingPathComponent("Sources")
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
            let catalog = sources.appendingPathComponent(module).appendingPathComponent("\(module).docc")
            guard let articles = try? FileManager.default.contentsOfDirectory(atPath: catalog.path) else { continue }
            files += articles.filter { $0.hasSuffix(".md") }.sorted().map { catalog.appendingPathComponent($0) }
        }
        return try files.map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
    }

    /// The subcommands of `motionbench`, as typed (`vectors export`), derived from `Sources/motionbench/`:
    /// starting at the command named `motionbench`, each command's `subcommands:` list of types, each type's
    /// `commandName:`, recursively.
    static func subcommands() throws -> [String] {
        let directory = root.appendingPathComponent("Sources/motionbench")
        let text = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }
            .sorted().map { try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8) }
            .joined(separator: "\n")
        // Each command type's declaration runs to the next command type's declaration.
        let declaration = /struct\s+(\w+)\s*:[^{]*ParsableCommand\s*\{/
        let starts = text.matches(of: declaration)
        var commands: [String: (name: String, subcommands: [String])] = [:]
        for (index, match) in starts.enumerated() {
            let end = index + 1 < starts.count ? starts[index + 1].range.lowerBound : text.endIndex
            let body = text[match.range.lowerBound..<end]
            guard let name = body.firstMatch(of: /commandName:\s*"([^"]+)"/)?.output.1 else { continue }
            let children = body.firstMatch(of: /subcommands:\s*\[([^\]]*)\]/).map { list in
                list.output.1.matches(of: /(\w+)\.self/).map { String($0.output.1) }
            } ?? []
            commands[String(match.output.1)] = (String(name), children)
        }
        guard let rootType = commands.first(where: { $0.value.name == "motionbench" })?.key else { return [] }
        var result: [String] = []
        func visit(_ type: String, prefix: String) {
            for child in commands[type]?.subcommands ?? [] {
                guard let command = commands[child] else { result.append(prefix + child); continue }
                let path = prefix + command.name
                result.append(path)
                visit(child, prefix: path + " ")
            }
        }
        visit(rootType, prefix: "")
        return result
    }

    /// The terms that `text` never names. A term counts only as a whole word: not preceded by a letter,
    /// digit, `.`, `-` or `_`, not followed by a letter, digit, `-` or `_` (so `springs.closed-form-x`
    /// does not document `springs.closed-form`).
    static func undocumented(_ terms: [String], in text: String) -> [String] {
        func isWordCharacter(_ character: Character) -> Bool {
            character.isLetter || character.isNumber || character == "-" || character == "_"
        }
        return terms.filter { term in
            var searchStart = text.startIndex
            while let range = text.range(of: term, range: searchStart..<text.endIndex) {
                let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
                let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
                if before.map({ !isWordCharacter($0) && $0 != "." }) ?? true, after.map({ !isWordCharacter($0) }) ?? true {
                    return false
                }
                searchStart = text.index(after: range.lowerBound)
            }
            return true
        }
    }
}

@Suite struct DocumentationCoverageTests {
    @Test func everyKernelAndStudyIdIsDocumented() throws {
        let ids = Catalog.all.map(\.id) + Catalog.studies.map(\.id)
        #expect(ids.count >= 20)
        #expect(DocumentationCoverage.undocumented(ids, in: try DocumentationCoverage.documentation()) == [])
    }

    @Test func everyEvalFormatIsDocumented() throws {
        let formats = EvalRegistry.handlers.map { "motionbench eval \($0.name)" }
        #expect(formats.count == 3)
        #expect(DocumentationCoverage.undocumented(formats, in: try DocumentationCoverage.documentation()) == [])
    }

    @Test func everySubcommandIsDocumented() throws {
        let subcommands = try DocumentationCoverage.subcommands()
        for known in ["list", "check", "run", "eval", "compare", "allocations", "vectors", "vectors export"] {
            #expect(subcommands.contains(known), "\(subcommands)")
        }
        let terms = subcommands.map { "motionbench \($0)" }
        #expect(DocumentationCoverage.undocumented(terms, in: try DocumentationCoverage.documentation()) == [])
    }

    /// The check can fail: an id nowhere in the text, or only inside a longer id, is reported.
    @Test func anUndocumentedIdIsReported() {
        let text = "Run `springs.closed-form-x` or springs.exact-step, then `motionbench vectors export DIR`."
        #expect(DocumentationCoverage.undocumented(["springs.exact-step", "fake.kernel-nowhere"], in: text)
                == ["fake.kernel-nowhere"])
        #expect(DocumentationCoverage.undocumented(["springs.closed-form"], in: text) == ["springs.closed-form"])
        #expect(DocumentationCoverage.undocumented(["exact-step"], in: text) == ["exact-step"])
        #expect(DocumentationCoverage.undocumented(["motionbench vectors export", "motionbench vectors verify"], in: text)
                == ["motionbench vectors verify"])
    }
}
