/// Checks a run report's allocation figures against expectations, for CI: "this reference allocates",
/// "this optimized variant allocates nothing". A subject is named `kernel/subject`
/// ("springs.closed-form/batch-soa") and the expectation must hold at every size the report measured.
package enum AllocationExpectations {
    /// What a subject must show.
    package enum Expectation: Sendable, Hashable {
        /// At least one allocation per run at every size.
        case allocates
        /// Exactly zero allocations at every size.
        case allocationFree
    }

    /// One checked expectation: passed or not, with a line for people.
    package struct Outcome: Sendable, Hashable {
        package var passed: Bool
        package var line: String
    }

    /// Checks each (subject, expectation); the report must carry allocation figures.
    package static func check(_ report: RunReport, _ expectations: [(subject: String, expectation: Expectation)])
        -> [Outcome]
    {
        expectations.map { subject, expectation in
            let wanted = expectation == .allocates ? "allocates" : "allocates nothing"
            func outcome(_ passed: Bool, _ detail: String) -> Outcome {
                Outcome(passed: passed, line: "\(passed ? "PASS" : "FAIL") \(subject) \(wanted): \(detail)")
            }
            guard let slash = subject.firstIndex(of: "/") else {
                return outcome(false, "name subjects as kernel/subject, e.g. springs.closed-form/reference")
            }
            let kernel = String(subject[..<slash]), name = String(subject[subject.index(after: slash)...])
            let results = report.results.filter { $0.id == kernel }
            guard !results.isEmpty else {
                let known = Set(report.results.map(\.id)).sorted()
                return outcome(false, "kernel '\(kernel)' is not in the report (it has: \(known.joined(separator: ", ")))")
            }
            // A subject may be timed only up to a size (a reference too slow above it): check the sizes
            // where it ran, and fail only when it ran at none.
            let timed = results.compactMap { result in
                result.timings.first(where: { $0.name == name }).map { (result, $0) }
            }
            guard !timed.isEmpty else {
                let known = Set(results.flatMap { $0.timings.map(\.name) }).sorted().joined(separator: ", ")
                return outcome(false, "no subject '\(name)' in \(kernel) (it has: \(known))")
            }
            var details: [String] = []
            var passed = true
            for (result, timing) in timed {
                guard let figures = timing.allocations else {
                    return outcome(false, "no allocation figures at size \(result.size): "
                                   + MarkdownReportWriter.allocationNote(report.allocationStatus))
                }
                let ok = expectation == .allocates ? figures.allocationsPerRun > 0 : figures.allocationsPerRun == 0
                passed = passed && ok
                details.append("size \(result.size): \(MarkdownReportWriter.fixed(figures.allocationsPerRun)) allocs/run, "
                               + "\(MarkdownReportWriter.fixed(figures.bytesPerRun)) B/run")
            }
            return outcome(passed, details.joined(separator: "; "))
        }
    }
}
