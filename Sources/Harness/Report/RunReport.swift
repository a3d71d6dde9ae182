import Foundation

/// Everything one `motionbench run` measured: the data behind the markdown report and the `--json` file.
public struct RunReport: Hashable, Sendable, Codable {
    /// Version of this JSON shape; bumped on incompatible change.
    public var format: Int = 1
    /// When the run started, ISO 8601 in UTC.
    public var date: String
    public var machine: MachineInfo
    public var seed: UInt64
    public var timing: TimingOptions
    public var quick: Bool
    public var results: [KernelSizeResult]
    /// The studies of the selected families.
    public var studies: [StudyResult]
    /// Whether allocation figures were measured, how, or why not (nil in reports made before they existed).
    public var allocationStatus: AllocationStatus?

    public init(date: String, machine: MachineInfo, seed: UInt64, timing: TimingOptions, quick: Bool,
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
    public var allAgree: Bool { results.allSatisfy { $0.check.agrees } }
}

/// One kernel at one size: agreement and timings.
public struct KernelSizeResult: Hashable, Sendable, Codable {
    public var id: String
    public var family: KernelFamily
    public var summary: String
    public var operationUnit: String
    public var size: Int
    /// Operations one run performs at this size.
    public var operationCount: Int
    /// Agreement of every variant (checked before timing, on the random cases and edge cases).
    public var check: PairCheckResult
    /// Reference, variants and bounds, in that order.
    public var timings: [SubjectTiming]
    /// The declared complexity of reference and variants, and so the kind of speedup.
    public var complexity: Complexity
    /// The largest size at which the pair times its reference (nil: every size).
    public var referenceTimedUpTo: Int? = nil
    /// The subject speedups are against when the reference was not timed at this size (nil: the reference).
    public var speedupBaseline: String? = nil
    /// The pair's comparisons that are timed only up to a size (nil or empty: every comparison at every size).
    public var comparisonLimits: [ComparisonLimit]? = nil

    public init(id: String, family: KernelFamily, summary: String, operationUnit: String, size: Int,
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
    public var referenceNote: String? {
        guard !timings.contains(where: { $0.role == .reference }) else { return nil }
        let limit = referenceTimedUpTo.map { "reference not timed above \($0)" } ?? "reference not timed"
        return limit + (speedupBaseline.map { "; speedups against `\($0)`" } ?? "; no speedup baseline timed")
    }

    /// "`stdlib difference` timed up to 10000", naming each comparison not timed at this size (nil: none), so
    /// a row without a comparison figure says why.
    public var comparisonNote: String? {
        let untimed = (comparisonLimits ?? []).filter { size > $0.timedUpTo }
        guard !untimed.isEmpty else { return nil }
        return untimed.map { "`\($0.name)` timed up to \($0.timedUpTo)" }.joined(separator: ", ")
    }

    /// The fastest variant at the median, if any.
    public var bestVariant: SubjectTiming? {
        timings.filter { $0.role == .variant }.min { $0.nanosecondsPerOperation.median < $1.nanosecondsPerOperation.median }
    }
}
