import ArgumentParser
import Foundation
import Harness

struct AllocationsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "allocations",
        abstract: "Show or check the allocation figures of a `motionbench run --json` report.",
        discussion: """
            Subjects are named kernel/subject, e.g. springs.closed-form/reference. With expectations, prints \
            PASS/FAIL per expectation and 'N passed, M failed', and exits 1 on any failure (or when the report \
            has no allocation figures). CI: motionbench run --quick --allocations require --json run.json, then \
            motionbench allocations run.json --expect-allocating K/S --expect-allocation-free K/S.
            """)

    @Argument(help: "A JSON report written by `motionbench run --json`.") var report: String
    @Option(help: "A kernel/subject that must allocate at every size (repeatable).") var expectAllocating: [String] = []
    @Option(help: "A kernel/subject that must allocate nothing at every size (repeatable).")
    var expectAllocationFree: [String] = []

    func run() throws {
        let loaded: RunReport
        do { loaded = try RunComparison.load(report) } catch { fail(error.description) }
        let expectations = expectAllocating.map { ($0, AllocationExpectations.Expectation.allocates) }
            + expectAllocationFree.map { ($0, AllocationExpectations.Expectation.allocationFree) }
        guard !expectations.isEmpty else {
            if let status = loaded.allocationStatus, status.measured {
                print("allocator: \(status.allocator ?? "jemalloc")")
            } else {
                print(MarkdownReportWriter.allocationNote(loaded.allocationStatus))
            }
            for result in loaded.results {
                for timing in result.timings {
                    let figures = timing.allocations?.summary ?? "not measured"
                    print("\(result.id)/\(timing.name) size \(result.size): \(figures)")
                }
            }
            return
        }
        let outcomes = AllocationExpectations.check(loaded, expectations)
        for outcome in outcomes {
            print(outcome.line)
            // A failure (a wrong subject name included) is also said on standard error, where errors go.
            if !outcome.passed { note("motionbench: \(outcome.line)") }
        }
        let failed = outcomes.filter { !$0.passed }.count
        print("\(outcomes.count - failed) passed, \(failed) failed")
        if failed > 0 { throw ExitCode(1) }
    }
}
