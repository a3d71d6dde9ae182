import Foundation
import Testing
@testable import Harness

@Test func preloadDecision() {
    let installed = "/usr/lib/x86_64-linux-gnu/libjemalloc.so.2"
    let exists: (String) -> Bool = { $0 == installed }
    #expect(JemallocPreload.decide(loaded: true, environment: [:], fileExists: { _ in false }) == .loaded)
    #if os(Linux)
    #expect(JemallocPreload.decide(loaded: false, environment: [:], fileExists: exists) == .reexecute(library: installed))
    // Already re-executed once and still no jemalloc: never loop.
    if case .unavailable(let reason) = JemallocPreload.decide(loaded: false, environment: [JemallocPreload.markerVariable: "1"], fileExists: exists) {
        #expect(reason.contains("still missing"))
    } else {
        Issue.record("re-executed process must not re-execute again")
    }
    if case .unavailable(let reason) = JemallocPreload.decide(loaded: false, environment: [:], fileExists: { _ in false }) {
        #expect(reason.contains("not installed"))
    } else {
        Issue.record("without the library there is nothing to preload")
    }
    #expect(JemallocPreload.decide(loaded: false, environment: [JemallocPreload.libraryVariable: "/opt/je.so"],
                                   fileExists: { $0 == "/opt/je.so" }) == .reexecute(library: "/opt/je.so"))
    #endif
}

@Test func expectationsCheckEverySize() {
    let report = ReportFixtures.report()
    let outcomes = AllocationExpectations.check(report, [
        ("fake.kernel/reference", .allocates), ("fake.kernel/fast", .allocationFree),
        ("fake.kernel/fast", .allocates), ("fake.kernel/nope", .allocates), ("other/reference", .allocates), ("bad", .allocates),
    ])
    #expect(outcomes.map(\.passed) == [true, true, false, false, false, false])
    #expect(outcomes[0].line == "PASS fake.kernel/reference allocates: size 100: 2.00 allocs/run, 64.0 B/run; size 10000: 2.00 allocs/run, 64.0 B/run")
    #expect(outcomes[3].line.contains("no subject 'nope'"))
    let unmeasured = AllocationExpectations.check(ReportFixtures.report(measured: false), [("fake.kernel/reference", .allocates)])
    #expect(unmeasured[0].passed == false && unmeasured[0].line.contains("apt-get install libjemalloc2"))
}

@Test func expectationsCheckOnlyTheSizesWhereASubjectRan() {
    // A reference timed only up to a size (absent above it) is checked where it ran, not failed where it did not.
    var report = ReportFixtures.report()
    report.results[1].timings.removeAll { $0.name == "reference" }
    let outcomes = AllocationExpectations.check(report, [("fake.kernel/reference", .allocates)])
    #expect(outcomes[0].passed)
    #expect(outcomes[0].line == "PASS fake.kernel/reference allocates: size 100: 2.00 allocs/run, 64.0 B/run")
    report.results[0].timings.removeAll { $0.name == "reference" }
    let nowhere = AllocationExpectations.check(report, [("fake.kernel/reference", .allocates)])
    #expect(!nowhere[0].passed && nowhere[0].line.contains("no subject 'reference'"))
}

/// The whole path through the CLI: `motionbench run --json` measures allocations when jemalloc is installed
/// (the closed-form reference builds arrays, the prepared batch variant writes into preallocated buffers),
/// and otherwise records why not.
@Test func runMeasuresAllocationsWithJemallocOrSaysWhyNot() throws {
    let executable = try #require(ReportFixtures.motionbenchExecutable, "build the motionbench executable first (swift build)")
    let directory = ReportFixtures.temporaryDirectory("alloc")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = ["run", "--kernel", "springs.closed-form", "--sizes", "16", "--quick", "--cases", "1",
                         "--output", directory + "/r.md", "--json", directory + "/r.json"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let report = try RunComparison.load(directory + "/r.json")
    let status = try #require(report.allocationStatus)
    if JemallocPreload.addressSanitizerIsActive {
        #expect(!status.measured && status.reason?.contains("AddressSanitizer") == true)
    } else if JemallocPreload.libraryPath() != nil {
        #expect(status.measured, "jemalloc is installed, so allocations must be measured: \(status.reason ?? "")")
        let outcomes = AllocationExpectations.check(report, [
            ("springs.closed-form/reference", .allocates), ("springs.closed-form/batch-soa", .allocationFree),
        ])
        #expect(outcomes.allSatisfy { $0.passed }, "\(outcomes.map(\.line))")
        // jemalloc 5.3's `thread.peak` controls: the reference builds arrays, so its peak is above zero.
        let reference = report.results.flatMap(\.timings).first { $0.name == "reference" }
        #expect((reference?.allocations?.peakBytesPerRun ?? 0) > 0, "peak bytes per run must be measured")
    } else {
        #expect(!status.measured && status.remedy?.contains("apt-get install libjemalloc2") == true)
    }
    #expect(try String(contentsOfFile: directory + "/r.md", encoding: .utf8).contains("## Allocations"))
}

@Test func consoleSummaryShowsThePeakOnlyWhenMeasured() {
    var figures = AllocationFigures(allocationsPerOperation: 0.5, bytesPerOperation: 128, allocationsPerRun: 50,
                                    bytesPerRun: 12_800, runs: 3)
    #expect(!figures.summary.contains("peak"))
    #expect(figures.summary.contains("allocs/op") && figures.summary.contains("B/op"))
    figures.peakBytesPerRun = 6_550_000
    #expect(figures.summary.hasSuffix(", peak \(MarkdownReportWriter.engineering(6_550_000))B/run"))
}
