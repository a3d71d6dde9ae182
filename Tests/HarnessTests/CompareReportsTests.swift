import Foundation
import Testing
@testable import Harness

@Test func regressionOnlyBeyondBothSpreads() {
    let old = Distribution(median: 10, p25: 9, p75: 11, min: 8, max: 12, count: 7)
    // Δ = 3 exceeds both IQRs (2 and 2): regression.
    #expect(RunComparison.verdict(old: old, new: Distribution(median: 13, p25: 12, p75: 14, min: 11, max: 15, count: 7)) == .regression)
    // Δ = 3 but the new run's IQR is 4: within noise.
    #expect(RunComparison.verdict(old: old, new: Distribution(median: 13, p25: 11, p75: 15, min: 10, max: 16, count: 7)) == .withinNoise)
    // Faster beyond both spreads: improvement.
    #expect(RunComparison.verdict(old: old, new: Distribution(median: 7, p25: 6.9, p75: 7.1, min: 6, max: 8, count: 7)) == .improvement)
}

@Test func compareTableNamesKernelSizeSubjectAndVerdict() {
    let old = ReportFixtures.report()
    var new = ReportFixtures.report(fastFactor: 2)  // "fast" twice as slow, spread ±10 %
    new.results[0].timings.removeLast()              // memcpy gone at size 100
    let rows = RunComparison.rows(old: old, new: new)
    let fast = rows.filter { $0.subject == "fast" }
    #expect(fast.count == 2 && fast.allSatisfy { $0.verdict == .regression })
    #expect(rows.filter { $0.subject == "reference" }.allSatisfy { $0.verdict == .withinNoise })
    #expect(rows.contains { $0.subject == "memcpy" && $0.size == 100 && $0.verdict == .removed })
    let text = RunComparison.markdown(old: old, new: new, oldName: "old.json", newName: "new.json")
    #expect(text.contains("| `fake.kernel` | 10000 | `fast` | 10.0 [9.00–11.0] | 20.0 [18.0–22.0] | +100 % | 0 → 0 | **REGRESSION** |"))
    #expect(text.contains("2 regressions, 0 improvements, 3 within noise, 0 new, 1 removed."))
}

@Test func compareNotesRunsThatPagedMemoryDifferently() {
    var old = ReportFixtures.report()
    var new = ReportFixtures.report()
    let note = "**Note:** the runs paged memory differently"
    #expect(!RunComparison.markdown(old: old, new: new, oldName: "a", newName: "b").contains(note))
    old.machine.pageSettings = "kernel THP madvise; jemalloc opt.thp default"
    #expect(!RunComparison.markdown(old: old, new: new, oldName: "a", newName: "b").contains(note),
            "a report that predates the pages row says nothing to compare")
    new.machine.pageSettings = old.machine.pageSettings
    #expect(!RunComparison.markdown(old: old, new: new, oldName: "a", newName: "b").contains(note))
    new.machine.pageSettings = "kernel THP madvise; jemalloc opt.thp default; MALLOC_CONF=thp:always"
    #expect(RunComparison.markdown(old: old, new: new, oldName: "a", newName: "b").contains(
        note + " (old: kernel THP madvise; jemalloc opt.thp default; new: kernel THP madvise; jemalloc opt.thp "
            + "default; MALLOC_CONF=thp:always)"))
}

@Test func compareReportsMissingAndMalformedFilesClearly() throws {
    let directory = ReportFixtures.temporaryDirectory("compare")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    #expect(throws: HarnessError.unreadableInput(path: directory + "/none.json", reason: "no such file")) {
        try RunComparison.load(directory + "/none.json")
    }
    _ = FileManager.default.createFile(atPath: directory + "/empty.json", contents: Data())
    #expect(throws: HarnessError.unreadableInput(path: directory + "/empty.json", reason: "the file is empty")) {
        try RunComparison.load(directory + "/empty.json")
    }
    _ = FileManager.default.createFile(atPath: directory + "/broken.json", contents: Data("{\"format\": 1,".utf8))
    do {
        _ = try RunComparison.load(directory + "/broken.json")
        Issue.record("malformed JSON was accepted")
    } catch {
        let message = String(describing: error)
        #expect(message.contains("broken.json") && message.contains("malformed JSON"))
    }
    _ = FileManager.default.createFile(atPath: directory + "/other.json", contents: Data("{\"format\": 1}".utf8))
    do {
        _ = try RunComparison.load(directory + "/other.json")
        Issue.record("a JSON file that is not a report was accepted")
    } catch {
        let message = String(describing: error)
        #expect(message.contains("not a motionbench run JSON report (missing key"))
    }
}
