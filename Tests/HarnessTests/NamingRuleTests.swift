import Foundation
import Testing
import Harness

/// The naming rule of ARCHITECTURE.md ("From a catalog id to its files"), checked against the repository:
/// for every catalog id, the pair, reference, variant, tests, DocC article, study and benchmark files the rule
/// predicts exist. The rule is written once here, as code; ARCHITECTURE.md states it in words.
enum NamingRule {
    /// The repository root (this file is `Tests/HarnessTests/NamingRuleTests.swift`).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Kernels measured with another kernel's implementations: what they lack is that kernel's (the closed
    /// form is the reference of exact stepping and of stepping by measured intervals; the scripted lookups reuse the lookup kernel; dispatch runs the
    /// generic `ActionDispatcher` over the lookup kernel's reference; the frame scenes reuse dispatch).
    static let sharedWith: [String: String] = [
        "springs.ExactStep": "ClosedForm", "springs.StepVariable": "ClosedForm",
        "action-lookup.Interleaved": "Lookup", "action-lookup.Dispatch": "Lookup",
        "action-lookup.Frame": "Dispatch", "action-lookup.Set": "Dispatch", "action-lookup.Restyle": "Dispatch",
    ]

    /// `closed-form` → `ClosedForm`, `action-lookup` → `ActionLookup`.
    static func upperCamel(_ text: some StringProtocol) -> String {
        text.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The files of `directory` (recursively), relative names.
    static func files(in directory: String) -> [String] {
        let base = root.appendingPathComponent(directory)
        guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [] }
        return enumerator.compactMap { $0 as? String }
    }

    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    static func text(_ path: String) -> String {
        (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    /// The pair file of `kernel` in `Sources/Harness/<Family>/`: `<Kernel>Pair.swift`, or a `…Pairs.swift`
    /// whose name contains the Kernel (several ids declared in one file).
    static func pairFile(family: String, kernel: String) -> String? {
        let folder = "Sources/Harness/\(family)"
        if exists("\(folder)/\(kernel)Pair.swift") { return "\(folder)/\(kernel)Pair.swift" }
        return files(in: folder).first { $0.hasSuffix("Pairs.swift") && $0.contains(kernel) }.map { "\(folder)/\($0)" }
    }

    /// What the rule predicts for a catalog id and is missing from the repository (empty: the rule holds).
    static func missing(for id: String, isStudy: Bool = false) -> [String] {
        let parts = id.split(separator: ".", maxSplits: 1)
        guard parts.count == 2 else { return ["'\(id)' is not <family>.<kernel>"] }
        let family = upperCamel(parts[0])
        let words = parts[1].split(separator: "-")
        var problems: [String] = []
        if isStudy {
            let study = "Sources/Harness/\(family)/\(upperCamel(parts[1]))Study.swift"
            if !text(study).contains("\"\(id)\"") { problems.append("\(study) declaring \"\(id)\"") }
            return problems
        }
        // The Kernel: the longest leading part of the name that has a pair file (`step-shared-f64` → `Step`).
        let candidates = (1...words.count).reversed().map { upperCamel(words.prefix($0).joined(separator: "-")) }
        guard let kernel = candidates.first(where: { pairFile(family: family, kernel: $0) != nil }),
              let pair = pairFile(family: family, kernel: kernel)
        else {
            return problems + ["Sources/Harness/\(family)/\(candidates[0])Pair.swift"]
        }
        // The id is a literal of its pair file, and of the benchmark file named like it
        // (`StepPairs.swift` → `Benchmarks/SpringsBenchmarks/StepBenchmarks.swift`).
        if !text(pair).contains("\"\(id)\"") { problems.append("\(pair) declaring \"\(id)\"") }
        let pairName = (pair as NSString).lastPathComponent
        let stem = pairName.hasSuffix("Pairs.swift") ? pairName.dropLast("Pairs.swift".count) : pairName.dropLast("Pair.swift".count)
        let benchmark = "Benchmarks/\(family)Benchmarks/\(stem)Benchmarks.swift"
        if !text(benchmark).contains("\"\(id)\"") { problems.append("\(benchmark) registering \"\(id)\"") }
        var owners = [kernel]
        while let next = sharedWith["\(parts[0]).\(owners.last!)"], !owners.contains(next) { owners.append(next) }
        // Family-wide files (`ActionLookup.swift`, `ActionLookupKernels.md`) name no kernel.
        func some(_ folder: String, _ matches: (String, String) -> Bool) -> Bool {
            let names = files(in: folder).map { ($0 as NSString).lastPathComponent }.filter { !$0.hasPrefix(family) }
            return owners.contains { owner in names.contains { matches($0, owner) } }
        }
        let module = "Sources/\(family)"
        let hasReference = some(module) { $0.hasPrefix("Reference") && $0.hasSuffix(".swift") && $0.contains($1) }
        if !hasReference { problems.append("\(module)/…/Reference…\(kernel)….swift") }
        if !some(module, { !$0.hasPrefix("Reference") && $0.hasSuffix(".swift") && $0.contains($1) }) {
            problems.append("\(module)/…/…\(kernel)….swift (a variant)")
        }
        // Tests are the kernel's own, whatever it shares: `Tests/<Family>Tests/<Kernel>Tests.swift`.
        if !exists("Tests/\(family)Tests/\(kernel)Tests.swift") { problems.append("Tests/\(family)Tests/\(kernel)Tests.swift") }
        if !some("\(module)/\(family).docc", { $0.hasSuffix(".md") && $0.contains($1) }) {
            problems.append("\(module)/\(family).docc/…\(kernel)….md")
        }
        return problems
    }
}

@Suite("naming rule (ARCHITECTURE.md)")
struct NamingRuleTests {
    @Test func everyCatalogIdLeadsToItsFiles() {
        let pairs = Catalog.all.map(\.id).filter { !$0.hasPrefix("selftest.") }
        #expect(pairs.count >= 16)
        for id in pairs { #expect(NamingRule.missing(for: id) == [], "\(id)") }
        for id in Catalog.studies.map(\.id) { #expect(NamingRule.missing(for: id, isStudy: true) == [], "\(id)") }
    }

    @Test func anIdTheRuleCannotPlaceFails() {
        #expect(!NamingRule.missing(for: "springs.warp-drive").isEmpty)
        #expect(!NamingRule.missing(for: "hierarchy-diff.tree-shaking").isEmpty)
        #expect(!NamingRule.missing(for: "fluids.closed-form").isEmpty)
        #expect(!NamingRule.missing(for: "springs.lunar-scaling", isStudy: true).isEmpty)
        #expect(!NamingRule.missing(for: "no-family").isEmpty)
    }
}
