import Foundation

/// Everything one `motionbench run` measured: the data behind the markdown report and the `--json` file.
package struct RunReport: Hashable, Sendable, Codable {
    /// Version of this JSON shape; bumped on incompatible change.
    package var format: Int = 1
    /// When the run started, ISO 8601 in UTC.
    package var date: String
    package var machine: MachineInfo
    package var seed: UInt64
    package var timing: TimingOptions
    package var quick: Bool
    package var results: [KernelSizeResult]
    /// The studies of the selected families.
    package var studies: [StudyResult]
    /// Whether allocation figures were measured, how, or why not (nil in reports made before they existed).
    package var allocationStatus: AllocationStatus?

    package init(date: String, machine: MachineInfo, seed: UInt64, timing: TimingOptions, quick: Bool,
                results: [KernelSizeResult], studies: [StudyResult] = [], allocationStatus: AllocationStatus? = nil) {
        self.date = date
        self.machine = machine
        self.seed = seed
        self.timing = timing
        self.quick = quick
        self.results = results
        self.studies = studies
        self.allocationStatus = allocationStatus
    }

    /// True when every variant agreed with its reference in every result.
    package var allAgree: Bool { results.allSatisfy { $0.check.agrees } }
}

/// One kernel at one size: agreement and timings.
package struct KernelSizeResult: Hashable, Sendable, Codable {
    package var id: String
    package var family: KernelFamily
    package var summary: String
    package var operationUnit: String
    package var size: Int
    /// Operations one run performs at this size.
    package var operationCount: Int
    /// Agreement of every variant (checked before timing, on the random cases and edge cases).
    package var check: PairCheckResult
    /// Reference, variants and bounds, in that order.
    package var timings: [SubjectTiming]
    /// The declared complexity of reference and variants, and so the kind of speedup.
    package var complexity: Complexity
    /// The largest size at which the pair times its reference (nil: every size).
    package var referenceTimedUpTo: Int? = nil
    /// The subject speedups are against when the reference was not timed at this size (nil: the reference).
    package var speedupBaseline: String? = nil
    /// The pair's comparisons that are timed only up to a size (nil or empty: every comparison at every size).
    package var comparisonLimits: [ComparisonLimit]? = nil

    package init(id: String, family: KernelFamily, summary: String, operationUnit: String, size: Int,
                operationCount: Int, check: PairCheckResult, timings: [SubjectTiming], complexity: Complexity,
                referenceTimedUpTo: Int? = nil, comparisonLimits: [ComparisonLimit]? = nil) {
        self.id = id
        self.family = family
        self.summary = summary
        self.operationUnit = operationUnit
        self.size = size
        self.operationCount = operationCount
        self.check = check
        self.timings = timings
        self.complexity = complexity
        self.referenceTimedUpTo = referenceTimedUpTo
        self.comparisonLimits = comparisonLimits
        if !timings.contains(where: { $0.role == .reference }),
           let baseline = InterleavedTimer.baselineIndex(roles: timings.map(\.role),
                                                        medians: timings.map(\.nanosecondsPerOperation.median))
        {
            speedupBaseline = timings[baseline].name
        }
    }

    /// "reference not timed above N; speedups against `baseline`", for sizes where the reference was not timed.
    package var referenceNote: String? {
        guard !timings.contains(where: { $0.role == .reference }) else { return nil }
        let limit = referenceTimedUpTo.map { "reference not timed above \($0)" } ?? "reference not timed"
        return limit + (speedupBaseline.map { "; speedups against `\($0)`" } ?? "; no speedup baseline timed")
    }

    /// "`stdlib difference` timed up to 10000", naming each comparison not timed at this size (nil: none), so
    /// a row without a comparison figure says why.
    package var comparisonNote: String? {
        let untimed = (comparisonLimits ?? []).filter { size > $0.timedUpTo }
        guard !untimed.isEmpty else { return nil }
        return untimed.map { "`\($0.name)` timed up to \($0.timedUpTo)" }.joined(separator: ", ")
    }

    /// The fastest variant at the median, if any.
    package var bestVariant: SubjectTiming? {
        timings.filter { $0.role == .variant }.min { $0.nanosecondsPerOperation.median < $1.nanosecondsPerOperation.median }
    }
}
