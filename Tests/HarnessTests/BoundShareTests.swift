import Foundation
import Testing
@testable import Harness

@Test func shareBelowAtAndAboveTheBound() throws {
    let below = try #require(BoundShare(boundTime: 5, subjectMedian: 10, role: .variant))
    #expect(below.share == 0.5 && below.binding)
    let at = try #require(BoundShare(boundTime: 10, subjectMedian: 10, role: .variant))
    #expect(at.share == 1 && at.binding)
    let noise = try #require(BoundShare(boundTime: 10.5, subjectMedian: 10, role: .comparison))
    #expect(noise.binding, "105 % is still timing noise around a binding bound")
    let above = try #require(BoundShare(boundTime: 10.6, subjectMedian: 10, role: .variant))
    #expect(!above.binding)
    let far = try #require(BoundShare(boundTime: 20, subjectMedian: 10, role: .reference))
    #expect(far.share == 2 && !far.binding)
    let broken = try #require(BoundShare(boundTime: 1, subjectMedian: 0, role: .variant))
    #expect(!broken.binding, "an infinite share is never binding")
    #expect(BoundShare(boundTime: 5, subjectMedian: 10, role: .bound) == nil)
    #expect(BoundShare(boundTime: nil, subjectMedian: 10, role: .variant) == nil)
}

@Test func theBindingBoundIsTheSlowestBoundAtItsBestSample() {
    let roles: [SubjectRole] = [.reference, .variant, .bound, .bound, .comparison]
    let samples: [[Double]] = [[50, 40, 60], [1, 1, 1], [10, 2, 9], [5, 6, 7], [0.5, 0.5, 0.5]]
    // Each bound at its fastest sample (2 and 5), the slower of the two binding; medians would give 9.
    #expect(InterleavedTimer.bindingBoundTime(roles: roles, samples: samples) == 5)
    #expect(InterleavedTimer.bindingBoundTime(roles: [.reference, .variant], samples: [[1], [2]]) == nil)
}

/// A report whose variant ran at 150 % of its bound (flagged) and whose other variant ran at 50 % (not).
private func reportWithShares() -> RunReport {
    var report = ReportFixtures.report()
    for index in report.results.indices {
        var timings = report.results[index].timings
        timings[1].shareOfBound = 1.5
        timings[1].boundBinding = false
        var slow = ReportFixtures.timing("slow", .variant, median: 30, speedup: 1.3)
        slow.shareOfBound = 0.5
        slow.boundBinding = true
        timings.insert(slow, at: 2)
        timings[3].boundKind = .memory
        report.results[index].timings = timings
    }
    return report
}

@Test func aShareAboveTheLimitIsFlaggedEverywhere() throws {
    let report = reportWithShares()
    let console = ConsoleTableWriter.render(report)
    let fastRows = console.split(separator: "\n").filter { $0.contains(" fast ") }
    #expect(!fastRows.isEmpty && fastRows.allSatisfy { $0.hasSuffix(HeadlineTable.notBindingFlag) })
    #expect(console.split(separator: "\n").filter { $0.contains(" slow ") }.allSatisfy { !$0.contains("not binding") })

    let markdown = MarkdownReportWriter.render(report)
    #expect(markdown.contains("150 % ⚠ bound not binding (probe too slow)"))
    #expect(markdown.contains("50.0 % |"))
    #expect(markdown.contains("the probe is too slow to be a limit"))
    #expect(markdown.contains("`memcpy` (memory bound)"))

    let json = try JSONSerialization.jsonObject(with: ReportJSON.encode(report)) as? [String: Any]
    let results = try #require(json?["results"] as? [[String: Any]])
    for result in results {
        let timings = try #require(result["timings"] as? [[String: Any]])
        let byName = Dictionary(uniqueKeysWithValues: timings.map { ($0["name"] as? String ?? "", $0) })
        #expect(byName["fast"]?["boundBinding"] as? Bool == false)
        #expect(byName["slow"]?["boundBinding"] as? Bool == true)
        #expect(byName["memcpy"]?["boundKind"] as? String == "memory")
    }
}

@Test func theTimerFlagsASubjectFasterThanItsBound() {
    // Synthetic bodies: the "bound" sleeps longer than the subject, so the subject beats it (share > 105 %).
    let slowBound = TimedBody { usleep(2_000) }
    let fast = TimedBody { usleep(200) }
    let subjects = TimingSubjects(operationCount: 1, subjects: [
        TimingSubject(name: "reference", role: .reference, body: fast),
        TimingSubject(name: "variant", role: .variant, body: fast),
        TimingSubject(name: "probe", role: .bound, boundKind: .memory, body: slowBound),
    ])
    let timings = InterleavedTimer(options: TimingOptions(minimumSampleSeconds: 0.001, repetitions: 3, warmUpSeconds: 0))
        .measure(subjects)
    let variant = timings[1]
    #expect((variant.shareOfBound ?? 0) > 1.05)
    #expect(variant.boundBinding == false)
    #expect(timings[2].boundKind == .memory && timings[2].shareOfBound == nil)
}
