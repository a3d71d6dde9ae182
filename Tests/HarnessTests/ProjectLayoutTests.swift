import Foundation
import Testing
import Harness

/// The rules that keep the project readable, checked against the repository this test was compiled from:
/// short articles and README, compiled README examples, a small harness surface, family tests without the
/// harness, few committed runs, figures that match the cited run, and catalog ids a reader can grep.
enum ProjectLayout {
    /// The repository root (this file is `Tests/HarnessTests/ProjectLayoutTests.swift`).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let families = ["Springs", "ActionLookup", "HierarchyDiff"]

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Files under `directory` (recursively) whose names end with `suffix`, relative to the root.
    static func files(under directory: String, suffix: String) -> [String] {
        let base = root.appendingPathComponent(directory)
        guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(suffix) }.sorted()
            .map { "\(directory)/\($0)" }
    }

    static func lineCount(_ text: String) -> Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
    }

    /// The `public` declarations of Swift `source`: lines whose code starts with `public` after attributes,
    /// not counting one with `@_spi(…)` on its line or on the line above.
    static func publicDeclarations(in source: String) -> Int {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        var count = 0
        for (index, line) in lines.enumerated() where !line.hasPrefix("//") {
            guard line.contains(/^(@[\w()".: ,]+\s+)*public\b/) else { continue }
            let spi = line.contains("@_spi(") || (index > 0 && lines[index - 1].hasPrefix("@_spi("))
            if !spi { count += 1 }
        }
        return count
    }

    /// The fenced blocks of `markdown` whose info string is `language`.
    static func codeBlocks(_ markdown: String, language: String) -> [String] {
        var blocks: [String] = [], current: [Substring]? = nil
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if let lines = current {
                if line == "```" { blocks.append(lines.map { $0 + "\n" }.joined()); current = nil } else { current = lines + [line] }
            } else if line == "```\(language)" {
                current = []
            }
        }
        return blocks
    }
}

@Suite("project layout")
struct ProjectLayoutTests {
    @Test func everyDocCArticleIsAtMost250Lines() throws {
        let articles = ProjectLayout.files(under: "Sources", suffix: ".md").filter { $0.contains(".docc/") }
        #expect(articles.count >= 20)
        for article in articles {
            let lines = ProjectLayout.lineCount(try ProjectLayout.text(article))
            #expect(lines <= 250, "\(article): \(lines) lines")
        }
    }

    @Test func readmeIsAnEntryPageWithCompiledExamples() throws {
        let readme = try ProjectLayout.text("README.md")
        #expect(ProjectLayout.lineCount(readme) <= 150)
        let examples = ProjectLayout.codeBlocks(readme, language: "swift")
        #expect(examples.count >= 3)
        let snippets = try ProjectLayout.files(under: "Snippets", suffix: ".swift").map { try ProjectLayout.text($0) }
        var imported: Set<String> = []
        for example in examples {
            // Each example is a snippet file to the byte: `swift build` compiles it as a program's main file
            // and CI runs it.
            #expect(snippets.contains(example), "a README example that is no file of Snippets/:\n\(example)")
            let families = ProjectLayout.families.filter { example.contains("import \($0)\n") }
            #expect(families.count == 1, "an example imports exactly one family: \(families)")
            #expect(!example.contains("import Harness"))
            imported.formUnion(families)
        }
        #expect(imported == Set(ProjectLayout.families))
    }

    @Test func harnessHasAtMost300PublicDeclarations() throws {
        let sources = ProjectLayout.files(under: "Sources/Harness", suffix: ".swift")
        let count = try sources.reduce(0) { $0 + ProjectLayout.publicDeclarations(in: try ProjectLayout.text($1)) }
        #expect(count <= 300, "\(count) public declarations in Harness")
        #expect(ProjectLayout.publicDeclarations(in: "public struct A {}\n@_spi(Harness)\npublic func b()\n"
            + "@_spi(Harness) public var c = 0\n/// public d\n@inlinable public func e()") == 2)
    }

    @Test func familyTestsDoNotDependOnTheHarness() throws {
        let manifest = try ProjectLayout.text("Package.swift")
        for family in ProjectLayout.families {
            let target = try #require(manifest.matches(of: /\.testTarget\(\s*name:\s*"(\w+)",\s*dependencies:\s*\[([^\]]*)\]/)
                .first { $0.output.1 == "\(family)Tests" }, "Package.swift declares \(family)Tests")
            #expect(!target.output.2.contains("\"Harness\""), "\(family)Tests depends on Harness")
            for file in ProjectLayout.files(under: "Tests/\(family)Tests", suffix: ".swift") {
                #expect(!(try ProjectLayout.text(file)).contains(/import\s+Harness\b/), "\(file) imports Harness")
            }
        }
    }

    @Test func everyRepositoryPathTheDocsCiteExists() throws {
        let documents = ["README.md", "ARCHITECTURE.md"] + DocumentFigures.documents(root: ProjectLayout.root)
            .filter { $0 != "README.md" }
        var cited = 0
        for document in Set(documents) {
            let text = try ProjectLayout.text(document)
            for match in text.matches(of: /`((?:Sources|Tests|Benchmarks|Snippets|Fuzz)\/[A-Za-z0-9_\/.+-]+\.(?:swift|md|c|h|sh))`/) {
                let path = String(match.output.1)
                guard !path.contains("<"), !path.contains("…") else { continue }
                cited += 1
                #expect(FileManager.default.fileExists(atPath: ProjectLayout.root.appendingPathComponent(path).path),
                        "\(document) cites \(path), which does not exist")
            }
        }
        #expect(cited >= 50)
    }

    @Test func reportsHoldAtMostFiveRuns() {
        let runs = ProjectLayout.files(under: "Reports", suffix: ".json")
        #expect(!runs.isEmpty && runs.count <= 5, "\(runs)")
    }

    @Test func documentedFiguresAreTheCitedRuns() throws {
        let run = try DocumentFigures.citedRun(root: ProjectLayout.root)
        var blocks = 0
        for path in DocumentFigures.documents(root: ProjectLayout.root) {
            let text = try ProjectLayout.text(path)
            blocks += text.components(separatedBy: DocumentFigures.figuresPrefix).count - 1
            let filled = try DocumentFigures.fill(text, report: run.report, reportName: run.name)
            #expect(filled == text, "\(path) differs from \(run.name): run `motionbench figures`")
        }
        #expect(blocks >= 10)
    }

    @Test func everyCatalogIdIsOneLiteralInItsPairFile() throws {
        let sources = ProjectLayout.files(under: "Sources", suffix: ".swift")
        // Code lines only: a comment may name an id as an example.
        let texts = try sources.map { path in
            (path, try ProjectLayout.text(path).split(separator: "\n")
                .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n"))
        }
        for id in Catalog.all.map(\.id) where !id.hasPrefix("selftest.") {
            let holders = texts.filter { $0.1.contains("\"\(id)\"") }.map(\.0)
            #expect(holders.count == 1, "\(id) is a literal in \(holders)")
            let file = try #require(holders.first).split(separator: "/").last.map(String.init) ?? ""
            #expect(file.hasSuffix("Pair.swift") || file.hasSuffix("Pairs.swift"), "\(id) is declared in \(file)")
        }
    }
}

@Suite("document figures")
struct DocumentFiguresTests {
    @Test func aBlockIsRewrittenFromTheRunAndAnUnknownIdIsAnError() throws {
        let run = try DocumentFigures.citedRun(root: ProjectLayout.root)
        let id = try #require(run.report.results.first?.id)
        let stale = "intro\n<!-- figures: \(id) -->\n| old | table |\n<!-- /figures -->\nafter\n"
        let filled = try DocumentFigures.fill(stale, report: run.report, reportName: run.name)
        #expect(!filled.contains("| old | table |"))
        #expect(filled.hasPrefix("intro\n<!-- figures: \(id) -->\nCommitted run `Reports/\(run.name).md`"))
        #expect(filled.hasSuffix("|\n<!-- /figures -->\nafter\n"))
        #expect(try DocumentFigures.fill(filled, report: run.report, reportName: run.name) == filled)
        #expect(throws: HarnessError.self) {
            try DocumentFigures.fill("<!-- figures: springs.warp-drive -->\n<!-- /figures -->", report: run.report,
                                     reportName: run.name)
        }
        #expect(throws: HarnessError.self) {
            try DocumentFigures.fill("<!-- figures: \(id) -->\nno end", report: run.report, reportName: run.name)
        }
    }
}
