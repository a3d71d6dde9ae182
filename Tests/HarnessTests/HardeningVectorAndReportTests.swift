import Foundation
import Testing
@testable import Harness

/// `vectors verify` cannot be escaped by the implementation, and report files are written all or nothing.
@Suite(.serialized) struct HardeningVectorAndReportTests {
    /// True while a process whose command line contains `marker` is alive.
    static func running(_ marker: String) -> Bool {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.contains { entry in
            guard Int32(entry) != nil, let data = try? ByteStreams.readFile("/proc/\(entry)/cmdline", limit: 1 << 20) else {
                return false
            }
            return String(decoding: data.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self).contains(marker)
        }
    }

    @Test func backgroundChildHoldingTheOutputIsATimeoutAndIsKilled() {
        let marker = "4\(Int.random(in: 100_000...999_999)).5"
        let program = ShellCommandProgram(command: "sleep \(marker) & echo '{\"format\": 1}'")
        let started = Date()
        let outcome = program.run(input: [], format: "spring", timeLimit: 1)
        #expect(outcome.termination == .timedOut(seconds: 1), "\(outcome.termination)")
        #expect(Date().timeIntervalSince(started) < 20)
        usleep(100_000)
        #expect(!Self.running("sleep \(marker)"), "the background child must not outlive the run")
    }

    @Test func backgroundChildThatLetGoOfTheOutputIsKilledAfterTheRun() {
        let marker = "5\(Int.random(in: 100_000...999_999)).5"
        let program = ShellCommandProgram(command: "sleep \(marker) >/dev/null 2>&1 & echo '{\"format\": 1}'")
        let outcome = program.run(input: [], format: "spring", timeLimit: 10)
        #expect(outcome.termination == .exited(0), "\(outcome.termination)")
        usleep(100_000)
        #expect(!Self.running("sleep \(marker)"))
    }

    @Test func descendantInItsOwnProcessGroupIsKilledToo() {
        let marker = "6\(Int.random(in: 100_000...999_999)).5"
        // `set -m` puts the background job in a process group of its own; it keeps the output open.
        let program = ShellCommandProgram(command: "set -m; sleep \(marker) & echo '{\"format\": 1}'")
        let outcome = program.run(input: [], format: "spring", timeLimit: 1)
        #expect(outcome.termination == .timedOut(seconds: 1), "\(outcome.termination)")
        usleep(100_000)
        #expect(!Self.running("sleep \(marker)"))
    }

    @Test func outputBeyondTheCapIsReportedAsSuch() throws {
        let program = ShellCommandProgram(command: "head -c \(ShellCommandProgram.outputLimit + 100_000) /dev/zero")
        let outcome = program.run(input: [], format: "spring", timeLimit: 60)
        #expect(outcome.termination == .outputExceeded(limit: ShellCommandProgram.outputLimit))
        let directory = ReportFixtures.temporaryDirectory("output-cap")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try VectorCorpus.export(handlers: [ReportFixtures.echoHandler], seed: 3, randomCount: 0, to: directory)
        let outcomes = try VectorVerifier(directory: directory, program: program, timeLimit: 60).verify()
        #expect(outcomes.first?.reason == "output exceeds \(ShellCommandProgram.outputLimit) bytes (killed)")
    }

    @Test func failedReportWriteRemovesTheJSONToo() throws {
        let directory = ReportFixtures.temporaryDirectory("rollback-json")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let reportPath = directory + "/blocked.md"
        try FileManager.default.createDirectory(atPath: reportPath, withIntermediateDirectories: false)
        #expect(throws: HarnessError.self) {
            try ReportBundleWriter.write(ReportFixtures.report(), to: reportPath,
                                         json: (directory + "/run.json", Data("{}".utf8)))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["blocked.md"])
    }

    @Test func outputPlanRefusesCollidingDestinations() throws {
        let directory = ReportFixtures.temporaryDirectory("plan")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(throws: HarnessError.self) { try RunOutputPlan(reportPath: directory + "/r.md", jsonPath: directory + "/./r.md") }
        #expect(throws: HarnessError.self) { try RunOutputPlan(reportPath: directory + "/r.json.md", jsonPath: directory + "/r.json") }
        _ = try RunOutputPlan(reportPath: directory + "/r.md", jsonPath: directory + "/r.json")
    }

    @Test func everyPairHasASizeLimitAboveItsDeclaredSizes() throws {
        for pair in Catalog.all {
            let limit = RunSizeLimit.limit(for: pair)
            #expect((pair.runSizes + pair.quickSizes).allSatisfy { $0 <= limit }, "\(pair.id)")
            #expect(throws: HarnessError.self) { try RunSizeLimit.check([limit + 1], pairs: [pair]) }
        }
    }
}
