import Foundation
import Testing
@testable import Harness

/// A pair whose reference is timed only up to size 10 and whose comparison only up to 20.
private let limitedPair = KernelPair<[Int], [Int]>(
    id: "test.limited", family: .hierarchyDiff, summary: "x → x + 1", operationUnit: "elements",
    makeWorkload: { _, size in Array(0..<size) },
    operationCount: { max($0.count, 1) },
    reference: KernelImplementation(name: "reference") { $0.map { $0 + 1 } },
    variants: [KernelImplementation(name: "fast") { $0.map { $0 &+ 1 } }],
    timedOnly: [.comparison("comparison", timedUpTo: 20, prepare: { workload in
        TimedBody { blackHole(workload.map { $0 + 1 }) }
    })],
    agreement: .exact(justification: "integers"),
    complexity: Complexity(reference: "O(n)", variants: "O(n)", kind: .constantFactor),
    checkSizes: [1, 30], runSizes: [5, 15, 30], quickSizes: [5, 15, 30], referenceTimedUpTo: 10)

@Suite struct ReferenceTimedUpToTests {
    static let report = BenchmarkRunner(seed: 1, cases: 2, timing: TimingOptions(
        minimumSampleSeconds: 0.0001, repetitions: 3, warmUpSeconds: 0)).run([limitedPair.erased], sizes: nil,
                                                                           quick: true)

    func result(_ size: Int) throws -> KernelSizeResult {
        try #require(Self.report.results.first { $0.size == size })
    }

    @Test func referenceIsTimedUpToItsLimitOnly() throws {
        #expect(limitedPair.erased.referenceTimedUpTo == 10)
        let small = try result(5)
        #expect(small.timings.map(\.name) == ["reference", "fast", "comparison"])
        #expect(small.speedupBaseline == nil && small.referenceNote == nil)
        #expect(small.timings[1].speedup != nil)
        let middle = try result(15)
        #expect(middle.timings.map(\.name) == ["fast", "comparison"])
        #expect(middle.speedupBaseline == "comparison")
        #expect(middle.timings[0].speedup != nil)
        #expect(middle.timings[1].speedup == nil)  // the baseline itself
        #expect(middle.referenceNote == "reference not timed above 10; speedups against `comparison`")
        let large = try result(30)
        #expect(large.timings.map(\.name) == ["fast"])
        #expect(large.timings[0].speedup == nil && large.speedupBaseline == nil)
        #expect(large.referenceNote?.hasPrefix("reference not timed above 10") == true)
    }

    @Test func agreementIsStillCheckedAtEverySize() throws {
        #expect(try result(30).check.agrees)
        #expect(try result(30).check.variants[0].casesCompared == 2)
    }

    @Test func reportsCarryTheLimit() throws {
        let data = try ReportJSON.encode(Self.report)
        let decoded = try ReportJSON.decode(data, path: "test.json")
        #expect(decoded.results.map(\.referenceTimedUpTo) == [10, 10, 10])
        #expect(decoded.results.map(\.speedupBaseline) == [nil, "comparison", nil])
        let markdown = MarkdownReportWriter.render(Self.report)
        #expect(markdown.contains("Size 15: reference not timed above 10; speedups against `comparison`."))
    }

    /// Above a comparison's limit the row has no comparison figure: the result, the per-kernel notes and the
    /// headline name the comparison and its limit, and the JSON carries it.
    @Test func comparisonLimitIsNamedWhereTheComparisonWasNotTimed() throws {
        #expect(limitedPair.erased.comparisonLimits == [ComparisonLimit(name: "comparison", timedUpTo: 20)])
        #expect(try result(5).comparisonNote == nil && result(15).comparisonNote == nil)
        #expect(try result(30).comparisonNote == "`comparison` timed up to 20")
        let markdown = MarkdownReportWriter.render(Self.report)
        #expect(markdown.contains("Size 30: no comparison timed (`comparison` timed up to 20)."))
        #expect(!markdown.contains("Size 15: no comparison"))
        #expect(HeadlineTable.markdown(Self.report).contains("| — (`comparison` timed up to 20) |"))
        let decoded = try ReportJSON.decode(try ReportJSON.encode(Self.report), path: "test.json")
        #expect(decoded.results.map(\.comparisonLimits) == Array(repeating: [ComparisonLimit(name: "comparison", timedUpTo: 20)], count: 3))
    }

    /// Where the reference was not timed, the headline's allocation column says so, and the JSON holds no
    /// reference figures, only the limit that explains their absence.
    @Test func headlineSaysNotTimedWhereTheReferenceWasNotTimed() throws {
        var report = Self.report
        report.allocationStatus = AllocationStatus(measured: true, allocator: "test", method: "test")
        let figures = AllocationFigures(allocationsPerOperation: 0.5, bytesPerOperation: 8, allocationsPerRun: 1,
                                        bytesPerRun: 16, runs: 1)
        for index in report.results.indices {
            for timing in report.results[index].timings.indices { report.results[index].timings[timing].allocations = figures }
        }
        let markdown = HeadlineTable.markdown(report)
        #expect(markdown.contains("| not timed → 0.5 |"), "\(markdown)")
        #expect(!markdown.contains("? →"))
        let row = try #require(HeadlineTable.rows(report).first)
        #expect(row.size == 30 && !row.referenceTimed && row.referenceAllocations == nil)
        let object = try JSONSerialization.jsonObject(with: try ReportJSON.encode(report)) as? [String: Any]
        let results = try #require(object?["results"] as? [[String: Any]])
        let largest = try #require(results.first { $0["size"] as? Int == 30 })
        #expect(largest["referenceTimedUpTo"] as? Int == 10)
        let names = (largest["timings"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        #expect(names == ["fast"])
    }

    @Test func baselineIsTheReferenceElseTheFastestComparison() {
        #expect(InterleavedTimer.baselineIndex(roles: [.reference, .variant, .comparison], medians: [3, 1, 2]) == 0)
        #expect(InterleavedTimer.baselineIndex(roles: [.variant, .comparison, .comparison, .bound],
                                               medians: [1, 5, 4, 0.5]) == 2)
        #expect(InterleavedTimer.baselineIndex(roles: [.variant, .bound], medians: [1, 2]) == nil)
    }
}
