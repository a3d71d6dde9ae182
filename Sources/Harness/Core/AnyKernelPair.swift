/// One variant's agreement over all the cases a check ran.
package struct VariantCheck: Hashable, Sendable, Codable {
    /// The variant's name.
    package var variant: String
    /// All cases merged: agrees only if every case agreed; the worst case found.
    package var verdict: AgreementVerdict
    /// How many cases were compared (random workloads plus edge cases).
    package var casesCompared: Int
    /// The cases that disagreed, by name ("seed 7, size 64", "ζ = 1 + 1e-12"), with their verdicts.
    package var failingCases: [FailingCase]
    /// `variant`, or `comparison` for a checked comparison subject (nil in reports made before comparisons
    /// were checked: a variant).
    package var role: SubjectRole?

    package init(variant: String, verdict: AgreementVerdict, casesCompared: Int, failingCases: [FailingCase],
                role: SubjectRole = .variant) {
        self.variant = variant
        self.verdict = verdict
        self.casesCompared = casesCompared
        self.failingCases = failingCases
        self.role = role
    }
}

/// A case on which a variant disagreed with the reference.
package struct FailingCase: Hashable, Sendable, Codable {
    package var name: String
    package var verdict: AgreementVerdict
}

/// The outcome of checking every variant of one pair against its reference.
package struct PairCheckResult: Hashable, Sendable, Codable {
    package var id: String
    package var family: KernelFamily
    /// The rule's statement and justification, as declared with the pair.
    package var rule: String
    package var justification: String
    package var variants: [VariantCheck]
    /// True when every variant (and every checked comparison) agreed on every case.
    package var agrees: Bool { variants.allSatisfy(\.verdict.agrees) }
}

/// What `motionbench run` times for one pair at one size.
public struct TimingSubjects {
    /// Operations performed by one run of any subject.
    public let operationCount: Int
    /// Reference first (absent above the pair's `KernelPair.referenceTimedUpTo`), then the variants, then
    /// bounds and comparisons.
    public let subjects: [TimingSubject]

    package init(operationCount: Int, subjects: [TimingSubject]) {
        self.operationCount = operationCount
        self.subjects = subjects
    }
}

/// One thing to time: the reference, a variant or a machine bound.
public struct TimingSubject {
    public let name: String
    public let role: SubjectRole
    /// For bounds: the limit probed.
    package let boundKind: BoundKind?
    public let body: TimedBody

    package init(name: String, role: SubjectRole, boundKind: BoundKind? = nil, body: TimedBody) {
        self.name = name
        self.role = role
        self.boundKind = boundKind
        self.body = body
    }
}

/// The part a timed subject plays in a pair.
public enum SubjectRole: String, Sendable, Codable, Hashable {
    case reference, variant, bound, comparison
}

/// A `KernelPair` with its workload and output types erased, as the catalog stores it.
public struct AnyKernelPair: Sendable {
    public let id: String
    public let family: KernelFamily
    package let summary: String
    package let operationUnit: String
    package let referenceName: String
    package let variantNames: [String]
    /// Names of the comparison subjects checked for agreement (e.g. the same loop in C).
    package let comparisonNames: [String]
    /// Names of the timed-only subjects (bounds and comparisons).
    package let timedOnlyNames: [String]
    package let ruleStatement: String
    package let ruleJustification: String
    /// The declared complexity of reference and variants.
    package let complexity: Complexity
    package let edgeCaseNames: @Sendable () -> [String]
    package let checkSizes: [Int]
    package let runSizes: [Int]
    public let quickSizes: [Int]
    /// The largest size at which the reference is timed (nil: every size); see ``KernelPair/referenceTimedUpTo``.
    package let referenceTimedUpTo: Int?
    /// The timed-only comparisons that are timed up to a size only (see ``TimedOnlySubject/timedUpTo``).
    package let comparisonLimits: [ComparisonLimit]
    private let checkBody: @Sendable (_ seed: UInt64, _ cases: Int) -> PairCheckResult
    private let subjectsBody: @Sendable (_ seed: UInt64, _ size: Int) -> TimingSubjects
    private let referenceRendering: @Sendable (_ seed: UInt64, _ size: Int) -> String

    package init<W, O>(_ pair: KernelPair<W, O>) {
        id = pair.id
        family = pair.family
        summary = pair.summary
        operationUnit = pair.operationUnit
        referenceName = pair.reference.name
        variantNames = pair.variants.map(\.name)
        comparisonNames = pair.comparisons.map(\.name)
        timedOnlyNames = pair.timedOnly.map(\.name)
        ruleStatement = pair.agreement.statement
        ruleJustification = pair.agreement.justification
        complexity = pair.complexity
        edgeCaseNames = { pair.edgeCases().map(\.name) }
        checkSizes = pair.checkSizes
        runSizes = pair.runSizes
        quickSizes = pair.quickSizes
        referenceTimedUpTo = pair.referenceTimedUpTo
        comparisonLimits = pair.timedOnly.compactMap { subject in
            subject.role == .comparison ? subject.timedUpTo.map { ComparisonLimit(name: subject.name, timedUpTo: $0) } : nil
        }
        referenceRendering = { seed, size in String(describing: pair.reference.compute(pair.makeWorkload(seed, size))) }
        checkBody = { seed, cases in AnyKernelPair.check(pair, seed: seed, cases: cases) }
        subjectsBody = { seed, size in
            let workload = pair.makeWorkload(seed, size)
            var subjects: [TimingSubject] = []
            if pair.referenceTimedUpTo.map({ size <= $0 }) ?? true {
                subjects.append(TimingSubject(name: pair.reference.name, role: .reference,
                                              body: pair.reference.prepare(workload)))
            }
            subjects += pair.variants.map { TimingSubject(name: $0.name, role: .variant, body: $0.prepare(workload)) }
            subjects += pair.comparisons.map {
                TimingSubject(name: $0.name, role: .comparison, body: $0.prepare(workload))
            }
            subjects += pair.timedOnly.filter { subject in subject.timedUpTo.map { size <= $0 } ?? true }.map {
                TimingSubject(name: $0.name, role: $0.role, boundKind: $0.boundKind, body: $0.prepare(workload))
            }
            return TimingSubjects(operationCount: pair.operationCount(workload), subjects: subjects)
        }
    }

    /// Checks every variant and checked comparison against the reference on `cases` seeded random workloads (case i uses seed
    /// `seed + i` and size `checkSizes[i % checkSizes.count]`) and on every edge case.
    package func check(seed: UInt64, cases: Int) -> PairCheckResult { checkBody(seed, cases) }

    /// The reference's output on the workload (seed, size), rendered as text: tests use it to prove that
    /// workloads are pure functions of (seed, size).
    package func renderedReferenceOutput(seed: UInt64, size: Int) -> String { referenceRendering(seed, size) }

    /// Builds the workload of one size and prepares every subject for timing.
    public func timingSubjects(seed: UInt64, size: Int) -> TimingSubjects { subjectsBody(seed, size) }

    private static func check<W, O>(_ pair: KernelPair<W, O>, seed: UInt64, cases: Int) -> PairCheckResult {
        var named: [(String, W)] = []
        for i in 0..<max(0, cases) {
            let size = pair.checkSizes.isEmpty ? 100 : pair.checkSizes[i % pair.checkSizes.count]
            let caseSeed = seed &+ UInt64(i)
            named.append(("seed \(caseSeed), size \(size)", pair.makeWorkload(caseSeed, size)))
        }
        named += pair.edgeCases().map { ($0.name, $0.workload) }
        let checked = pair.variants.map { ($0.name, SubjectRole.variant) } + pair.comparisons.map { ($0.name, .comparison) }
        var verdicts = [[AgreementVerdict]](repeating: [], count: checked.count)
        var failures = [[FailingCase]](repeating: [], count: checked.count)
        for (name, workload) in named {
            for (index, result) in pair.compare(workload).enumerated() {
                verdicts[index].append(result.verdict)
                if !result.verdict.agrees { failures[index].append(FailingCase(name: name, verdict: result.verdict)) }
            }
        }
        let variants = checked.indices.map { index in
            VariantCheck(variant: checked[index].0, verdict: .merged(verdicts[index]),
                         casesCompared: named.count, failingCases: failures[index], role: checked[index].1)
        }
        return PairCheckResult(id: pair.id, family: pair.family, rule: pair.agreement.statement,
                               justification: pair.agreement.justification, variants: variants)
    }
}
