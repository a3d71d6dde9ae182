import ArgumentParser
import Foundation
import Harness

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Check agreement, then time reference and variants (interleaved); print a table and write a report.",
        discussion: "Exits with status 1 if any variant disagrees with its reference (the report is still written).")

    @Option(help: "Only this family (springs, action-lookup, hierarchy-diff).") var family: String?
    @Option(help: "Only this kernel identifier (see `motionbench list`).") var kernel: String?
    @Option(help: "Comma-separated workload sizes, e.g. 1000,100000 (default: each kernel's own).") var sizes: String?
    @Flag(help: "Fewer, shorter samples (and each kernel's quick sizes).") var quick = false
    @Option(help: "Markdown report path (default: Reports/<date>-<host>.md).") var output: String?
    @Option(help: "Also write the report's data as JSON to this path.") var json: String?
    @Option(help: "Seed of the random workloads.") var seed: UInt64 = 1
    @Option(help: "Random agreement cases per pair, besides the edge cases.") var cases: Int = 10

    func run() throws {
        do {
            let pairs = try Catalog.select(family: family, kernel: kernel)
            let parsedSizes = try sizes.map { text throws(HarnessError) in try Catalog.parseSizes(text) }
            guard cases >= 0, cases <= 100_000 else {
                throw HarnessError.invalidArgument("--cases must be between 0 and 100000, got \(cases)")
            }
            let reportPath: String
            if let output {
                reportPath = output
            } else {
                try? FileManager.default.createDirectory(atPath: "Reports", withIntermediateDirectories: true)
                reportPath = ReportPaths.defaultReportPath()
            }
            try ReportPaths.validateWritable(reportPath)
            if let json { try ReportPaths.validateWritable(json) }

            let runner = BenchmarkRunner(seed: seed, cases: cases, timing: quick ? .quick : .standard)
            let studies = Catalog.studies.filter { study in
                (family == nil || study.family.rawValue == family) && kernel == nil
            }
            let report = runner.run(pairs, studies: studies, sizes: parsedSizes, quick: quick,
                                    progress: TerminalProgress.make())
            print(ConsoleTableWriter.render(report), terminator: "")
            for study in report.studies { print("\nstudy \(study.id): \(study.rows.count) rows (see the report)") }
            try AtomicFileWriter.write(Data(MarkdownReportWriter.render(report).utf8), to: reportPath)
            print("report: \(reportPath)")
            if let json {
                try AtomicFileWriter.write(try ReportJSON.encode(report), to: json)
                print("json: \(json)")
            }
            if !report.allAgree {
                FileHandle.standardError.write(Data("motionbench: some variants disagree with their reference\n".utf8))
                throw ExitCode(1)
            }
        } catch let error as HarnessError {
            fail(error.description)
        }
    }
}
