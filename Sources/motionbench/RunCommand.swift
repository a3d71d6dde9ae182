import ArgumentParser
import Foundation
import Harness

/// Whether `motionbench run` measures allocations (see the Harness DocC article "Allocations").
enum AllocationMode: String, ExpressibleByArgument, CaseIterable {
    /// Measure when jemalloc is available (re-executing with LD_PRELOAD if installed but not loaded).
    case auto
    /// Like auto, but fail before the run if jemalloc cannot be used (CI).
    case require
    /// Do not measure; the report says so.
    case off
}

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Check agreement, then time reference and variants (interleaved); print a table and write a report.",
        discussion: """
            Writes the markdown report with its SVG charts (in a directory named after the report) and the run's \
            data as JSON beside it (same name, .json; `motionbench compare` reads two of them) and, when the \
            report lands in a directory named Reports, regenerates Reports/README.md. Allocations per operation \
            are measured with jemalloc when it is installed (the process re-executes itself with LD_PRELOAD). \
            Exits with status 1 if any variant disagrees with its reference (the report is still written).
            """)

    @Option(help: "Only this family (springs, action-lookup, hierarchy-diff).") var family: String?
    @Option(help: "Only this kernel identifier (see `motionbench list`).") var kernel: String?
    @Option(parsing: .unconditional, help: "Comma-separated workload sizes, e.g. 1000,100000 (default: each kernel's own).")
    var sizes: String?
    @Flag(help: "Run sizes above a pair's reference size limit (10× its largest declared size).") var force = false
    @Flag(help: "Fewer, shorter samples (and each kernel's quick sizes).") var quick = false
    @Option(help: "Markdown report path (default: Reports/<date>-<host>.md).") var output: String?
    @Option(help: "Write the report's data as JSON to this path (default: beside the report, same name, .json).")
    var json: String?
    @Flag(name: .customLong("no-json"), help: "Do not write the JSON data (compare and allocations read it).") var noJSON = false
    @Option(help: "Seed of the random workloads.") var seed: UInt64 = 1
    @Option(help: "Random agreement cases per pair, besides the edge cases.") var cases: Int = 10
    @Option(help: "Allocation figures via jemalloc: auto (when installed), require (fail without), off.")
    var allocations: AllocationMode = .auto

    func run() throws {
        let meter = allocationMeter()
        var createdReports = false
        do {
            let pairs = try Catalog.select(family: family, kernel: kernel)
            let parsedSizes = try sizes.map { text throws(HarnessError) in try Catalog.parseSizes(text) }
            guard cases >= 0, cases <= 100_000 else {
                throw HarnessError.invalidArgument("--cases must be between 0 and 100000, got \(cases)")
            }
            if let parsedSizes, !force { try RunSizeLimit.check(parsedSizes, pairs: pairs) }
            let reportPath: String
            if let output {
                reportPath = output
            } else {
                if !FileManager.default.fileExists(atPath: "Reports") {
                    createdReports = mkdir("Reports", 0o755) == 0
                }
                reportPath = ReportPaths.defaultReportPath()
            }
            // Every destination is checked before the run, and all are written together after it.
            if noJSON, json != nil { throw HarnessError.invalidArgument("--json and --no-json contradict each other") }
            let jsonPath = noJSON ? nil : json ?? ReportPaths.defaultJSONPath(forReport: reportPath)
            let outputs = try RunOutputPlan(reportPath: reportPath, jsonPath: jsonPath)
            let runner = BenchmarkRunner(seed: seed, cases: cases, timing: quick ? .quick : .standard)
            let studies = Catalog.studies.filter { study in
                (family == nil || study.family.rawValue == family) && kernel == nil
            }
            var report = runner.run(pairs, studies: studies, sizes: parsedSizes, quick: quick,
                                    progress: TerminalProgress.make())
            switch meter {
            case let .success(meter)?:
                meter.annotate(&report, pairs: pairs, progress: TerminalProgress.make())
                report.allocationStatus = AllocationStatus(
                    measured: true, allocator: meter.allocatorDescription, method: AllocationStatus.methodDescription)
            case let .failure(unavailable)?:
                report.allocationStatus = unavailable.status
            case nil:
                report.allocationStatus = .disabled
            }
            print(ConsoleTableWriter.render(report), terminator: "")
            if let status = report.allocationStatus, !status.measured {
                print("allocations: \(MarkdownReportWriter.allocationNote(status))")
            }
            for study in report.studies { print("\nstudy \(study.id): \(study.rows.count) rows (see the report)") }
            let written = try outputs.write(report)
            print("report: \(written.reportPath) (\(written.chartPaths.count) charts in "
                  + "\(ReportBundleWriter.chartDirectory(forReport: reportPath).path))")
            if let jsonPath { print("json: \(jsonPath)") }
            let reportDirectory = URL(fileURLWithPath: reportPath).deletingLastPathComponent()
            if reportDirectory.lastPathComponent == "Reports" {
                let index = reportDirectory.appendingPathComponent("README.md").path
                try ReportIndexWriter.write(latest: report, latestReportPath: reportPath, indexPath: index)
                print("index: \(index)")
            }
            if !report.allAgree {
                note("motionbench: some variants disagree with their reference")
                throw ExitCode(1)
            }
        } catch let error as HarnessError {
            if createdReports { rmdir("Reports") }  // only if still empty: nothing of this run is left behind
            fail(error.description)
        }
    }

    /// Loads jemalloc if needed (by re-executing this process with LD_PRELOAD, which does not return on
    /// success) and makes the meter; nil when allocations are off.
    private func allocationMeter() -> Result<AllocationMeter, AllocationUnavailable>? {
        guard allocations != .off else { return nil }
        var result: Result<AllocationMeter, AllocationUnavailable>
        // Under AddressSanitizer jemalloc would see no allocation: unavailable, never a false zero.
        let decision: JemallocPreload.Decision = JemallocPreload.addressSanitizerIsActive
            ? .unavailable(reason: JemallocPreload.addressSanitizerReason)
            : JemallocPreload.decide(loaded: JemallocControl.loaded() != nil)
        switch decision {
        case .loaded:
            result = AllocationMeter.make()
        case let .reexecute(library):
            result = .failure(AllocationUnavailable(reason: JemallocPreload.reexecute(library: library)))
        case let .unavailable(reason):
            result = .failure(AllocationUnavailable(reason: reason))
        }
        if allocations == .require, case let .failure(unavailable) = result {
            fail("--allocations require: \(unavailable.reason); \(AllocationStatus.installRemedy)")
        }
        return result
    }
}
