import Foundation
import Testing
@testable import Harness

@Test func reportOpensWithMachineAndHeadline() throws {
    let text = MarkdownReportWriter.render(ReportFixtures.report())
    let machine = try #require(text.range(of: "## Machine"))
    let headline = try #require(text.range(of: "## Headline"))
    let kernels = try #require(text.range(of: "## Kernels"))
    #expect(machine.lowerBound < headline.lowerBound && headline.lowerBound < kernels.lowerBound)
    for expected in ["Test CPU", "L1d 32K", "TestOS", "| Swift | 6.3 |", "swift build -c release: -O", "2025-01-02T03:04:05Z",
                     "jemalloc 5.3.0"] {
        #expect(text.contains(expected), "report lacks \(expected)")
    }
    // Headline: best variant, its speedup with spread, allocations reference → best, worst error.
    #expect(text.contains("| `fake.kernel` | O(n) | 10000 | `fast` | **4.00×** (3.60–4.40) | no bound | — | — | — | 0.02 → 0 |"))
    #expect(text.contains("agrees, worst abs 2.2e-16, rel 2.2e-16"))
    // Pipes inside cells are escaped so the table keeps its columns.
    let headlineRow = try #require(text.split(separator: "\n").first { $0.hasPrefix("| `fake.kernel` | O(n) | 10000") })
    #expect(headlineRow.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count == 12)
}

@Test func disagreementIsHeadlined() {
    let text = HeadlineTable.markdown(ReportFixtures.report(agrees: false))
    #expect(text.contains("**DISAGREES** at #3: expected 1.0, got 2.0"))
}

@Test func missingAllocationsSayWhyAndHow() {
    let text = MarkdownReportWriter.render(ReportFixtures.report(measured: false))
    #expect(text.contains("not measured¹"))
    #expect(text.contains("libjemalloc.so.2 is not installed"))
    #expect(text.contains("apt-get install libjemalloc2"))
}

@Test func bundleWritesChartsBesideTheReportWithRelativeLinks() throws {
    let directory = ReportFixtures.temporaryDirectory("bundle")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let reportPath = directory + "/2025-01-02T030405Z-test.md"
    let written = try ReportBundleWriter.write(ReportFixtures.report(), to: reportPath)
    #expect(written.chartPaths.count == 3)
    let markdown = try String(contentsOfFile: reportPath, encoding: .utf8)
    for chart in written.chartPaths {
        let link = "2025-01-02T030405Z-test/" + URL(fileURLWithPath: chart).lastPathComponent
        #expect(markdown.contains("](\(link))"), "report does not embed \(link)")
        #expect(FileManager.default.fileExists(atPath: directory + "/" + link))
    }
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory + "/2025-01-02T030405Z-test")
    #expect(!leftovers.contains { $0.hasSuffix(".tmp") })
}

@Test func failedReportWriteLeavesNoCharts() throws {
    let directory = ReportFixtures.temporaryDirectory("rollback")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    // A directory where the report should go: the charts are written, then the report's rename fails.
    let reportPath = directory + "/blocked.md"
    try FileManager.default.createDirectory(atPath: reportPath, withIntermediateDirectories: false)
    #expect(throws: HarnessError.self) { try ReportBundleWriter.write(ReportFixtures.report(), to: reportPath) }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["blocked.md"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: reportPath).isEmpty)
}

@Test func chartsDirectoryBlockedByAFileFailsBeforeWritingAnything() throws {
    let directory = ReportFixtures.temporaryDirectory("blocked")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    _ = FileManager.default.createFile(atPath: directory + "/run", contents: Data("x".utf8))
    #expect(throws: HarnessError.self) { try ReportBundleWriter.write(ReportFixtures.report(), to: directory + "/run.md") }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["run"])
}

@Test func indexListsReportsNewestFirstWithTheLatestHeadline() throws {
    let directory = ReportFixtures.temporaryDirectory("index")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    _ = FileManager.default.createFile(atPath: directory + "/2024-01-01T000000Z-old.md", contents: Data("# old\n".utf8))
    let latest = directory + "/2025-01-02T030405Z-test.md"
    _ = try ReportBundleWriter.write(ReportFixtures.report(), to: latest)
    try ReportIndexWriter.write(latest: ReportFixtures.report(), latestReportPath: latest, indexPath: directory + "/README.md")
    let index = try String(contentsOfFile: directory + "/README.md", encoding: .utf8)
    #expect(index.contains("## Latest run: [2025-01-02T030405Z-test.md](2025-01-02T030405Z-test.md)"))
    #expect(index.contains("| `fake.kernel` | O(n) | 10000 | `fast` |"))
    let newer = try #require(index.range(of: "- [2025-01-02T030405Z-test.md]"))
    let older = try #require(index.range(of: "- [2024-01-01T000000Z-old.md]"))
    #expect(newer.lowerBound < older.lowerBound)
    #expect(!index.contains("- [README.md]"))
}

@Test func indexListsEachReportWithItsJSON() throws {
    let directory = ReportFixtures.temporaryDirectory("index-json")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    _ = FileManager.default.createFile(atPath: directory + "/2024-01-01T000000Z-old.md", contents: Data("# old\n".utf8))
    let latest = directory + "/2025-01-02T030405Z-test.md"
    let json = ReportPaths.defaultJSONPath(forReport: latest)
    #expect(json == directory + "/2025-01-02T030405Z-test.json")
    _ = try ReportBundleWriter.write(ReportFixtures.report(), to: latest, json: (json, try ReportJSON.encode(ReportFixtures.report())))
    try ReportIndexWriter.write(latest: ReportFixtures.report(), latestReportPath: latest, indexPath: directory + "/README.md")
    let index = try String(contentsOfFile: directory + "/README.md", encoding: .utf8)
    #expect(index.contains("- [2025-01-02T030405Z-test.md](2025-01-02T030405Z-test.md) · data: "
                           + "[2025-01-02T030405Z-test.json](2025-01-02T030405Z-test.json) (latest)"), "\(index)")
    #expect(index.contains("- [2024-01-01T000000Z-old.md](2024-01-01T000000Z-old.md)\n"))  // no JSON beside it
}

@Test func defaultJSONPathSitsBesideTheReport() {
    #expect(ReportPaths.defaultJSONPath(forReport: "Reports/2025-01-02T030405Z-vm.md") == "Reports/2025-01-02T030405Z-vm.json")
    #expect(ReportPaths.defaultJSONPath(forReport: "r.md") == "r.json")
    #expect(ReportPaths.defaultJSONPath(forReport: "/tmp/run") == "/tmp/run.json")
    #expect(ReportPaths.defaultJSONPath(forReport: "/tmp/r.json.md") == "/tmp/r.json.json")
    #expect(ReportPaths.defaultJSONPath(forReport: "out/r.json") == "out/r.json.json")  // never the report itself
}

@Test func jsonRoundTripsAllocationsAndReadsOlderReports() throws {
    let report = ReportFixtures.report()
    let decoded = try ReportJSON.decode(try ReportJSON.encode(report), path: "x.json")
    #expect(decoded == report)
    #expect(decoded.results[0].timings[0].allocations?.allocationsPerRun == 2)
    // A report written before allocation figures existed still reads (the new fields are optional).
    var object = try #require(try JSONSerialization.jsonObject(with: try ReportJSON.encode(report)) as? [String: Any])
    object.removeValue(forKey: "allocationStatus")
    let older = try ReportJSON.decode(try JSONSerialization.data(withJSONObject: object), path: "old.json")
    #expect(older.allocationStatus == nil)
}

/// The headline's agreement cell goes through the machine table's cell escaping: a disagreement message with a `|`
/// or a line break stays one cell of one row.
@Test func anAgreementMessageStaysOneTableCell() {
    let verdict = AgreementVerdict(agrees: false, comparedCount: 3, message: "expected a|b\ngot c")
    #expect(HeadlineTable.agreementText(verdict, rule: "exact", hasVariants: true)
            == "**DISAGREES**: expected a\\|b got c")
}
