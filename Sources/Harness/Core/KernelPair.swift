/// One full run of an implementation on a prepared workload, ready to be timed. Set-up work happens before
/// the body is made; the body performs exactly the pair's `operationCount` operations and consumes its result
/// (see ``blackHole(_:)``) so the optimizer cannot delete the work.
public struct TimedBody {
    /// Performs one run.
    public let run: () -> Void
    package init(_ run: @escaping () -> Void) { self.run = run }
}

/// One implementation of a kernel: the reference or an optimized variant.
package struct KernelImplementation<Workload, Output>: Sendable {
    /// Short name shown in tables ("reference", "batch-soa").
    package let name: String
    /// Computes the output compared by the agreement rule.
    package let compute: @Sendable (Workload) -> Output
    /// Makes the timed body for a workload (set-up excluded from timing).
    package let prepare: @Sendable (Workload) -> TimedBody

    /// An implementation timed as `compute` itself (its result is consumed).
    package init(name: String, compute: @escaping @Sendable (Workload) -> Output) {
        self.name = name
        self.compute = compute
        self.prepare = { workload in TimedBody { blackHole(compute(workload)) } }
    }

    /// An implementation with its own timed body, e.g. one that reuses output buffers across runs.
    package init(name: String, compute: @escaping @Sendable (Workload) -> Output,
                prepare: @escaping @Sendable (Workload) -> TimedBody) {
        self.name = name
        self.compute = compute
        self.prepare = prepare
    }
}

/// Something timed beside the reference and variants but not checked for agreement:
/// - a **bound** measures what the machine allows for the workload, never with the kernel's own code (e.g.
///   moving exactly the bytes a step moves, in its pattern, with none of its arithmetic); reports show each variant as a share of the binding bound (the slowest one: a kernel must pay
///   for all its memory traffic and all its arithmetic, as in a roofline);
/// - a **comparison** is a third-party way of doing the same job, shown for scale (e.g. the standard
///   library's `difference(from:).inferringMoves()`), with its speedup over the reference. A comparison that
///   produces the pair's own output belongs in ``KernelPair/comparisons`` instead, where it is checked.
package struct TimedOnlySubject<Workload>: Sendable {
    /// Name shown in tables ("memory roofline", "stdlib difference").
    package let name: String
    /// `.bound` or `.comparison`.
    package let role: SubjectRole
    /// Which machine limit a bound probes (nil for comparisons).
    package let boundKind: BoundKind?
    /// Makes the timed body for a workload; it performs work equivalent to `operationCount` operations.
    package let prepare: @Sendable (Workload) -> TimedBody
    /// The largest size at which the subject is timed (nil: every size), for comparisons whose cost grows
    /// too fast to time at the largest sizes.
    package let timedUpTo: Int?

    /// A machine bound of the given kind: a probe of one limit, never the kernel's own code.
    package static func bound(_ name: String, kind: BoundKind,
                             prepare: @escaping @Sendable (Workload) -> TimedBody) -> Self {
        Self(name: name, role: .bound, boundKind: kind, prepare: prepare)
    }

    /// A comparison subject, timed at sizes up to `timedUpTo` (nil: every size).
    package static func comparison(_ name: String, timedUpTo: Int? = nil,
                                  prepare: @escaping @Sendable (Workload) -> TimedBody) -> Self {
        Self(name: name, role: .comparison, boundKind: nil, prepare: prepare, timedUpTo: timedUpTo)
    }

    private init(name: String, role: SubjectRole, boundKind: BoundKind?,
                 prepare: @escaping @Sendable (Workload) -> TimedBody, timedUpTo: Int? = nil) {
        self.name = name
        self.role = role
        self.boundKind = boundKind
        self.prepare = prepare
        self.timedUpTo = timedUpTo
    }
}

/// A named input that exercises a corner of the kernel's domain (critical damping, an empty tree, a cycle).
package struct EdgeCase<Workload>: Sendable where Workload: Sendable {
    /// What the case is, for people ("ζ = 1 + 1e-12").
    package let name: String
    /// The input.
    package let workload: Workload

    package init(_ name: String, _ workload: Workload) {
        self.name = name
        self.workload = workload
    }
}

/// A kernel declared once: how to make seeded workloads, the reference, the optimized variants, how many
/// operations a run performs, and the rule by which the variants must agree with the reference.
///
/// Tests, the `motionbench` CLI and the Benchmarks package all consume pairs through ``Catalog``.
package struct KernelPair<Workload: Sendable, Output>: Sendable {
    /// Stable identifier, `family.kernel` ("springs.closed-form").
    package let id: String
    /// The family the kernel belongs to.
    package let family: KernelFamily
    /// One line saying what the kernel computes.
    package let summary: String
    /// What one operation is, plural ("samples", "spring-steps", "lookups", "nodes").
    package let operationUnit: String
    /// Builds the input of a given size; a pure function of (seed, size).
    package let makeWorkload: @Sendable (_ seed: UInt64, _ size: Int) -> Workload
    /// The edge cases every check runs besides the random workloads.
    package let edgeCases: @Sendable () -> [EdgeCase<Workload>]
    /// How many operations one run on this workload performs.
    package let operationCount: @Sendable (Workload) -> Int
    /// The literal, trusted implementation.
    package let reference: KernelImplementation<Workload, Output>
    /// The optimized implementations, each gated by `agreement`.
    package let variants: [KernelImplementation<Workload, Output>]
    /// Other implementations of the same job that produce the pair's output (e.g. the same loop in C):
    /// timed with role `comparison` and gated by `agreement` exactly like the variants.
    package let comparisons: [KernelImplementation<Workload, Output>]
    /// Machine bounds and comparison subjects, timed but not checked.
    package let timedOnly: [TimedOnlySubject<Workload>]
    /// How a variant's output must relate to the reference's.
    package let agreement: AgreementRule<Output>
    /// The asymptotic cost of the reference and of the variants, and so what kind of speedup the pair shows.
    package let complexity: Complexity
    /// Sizes that agreement checks cycle through (small, odd and moderate sizes catch remainder loops).
    package let checkSizes: [Int]
    /// Sizes timed by `motionbench run` by default and with `--quick`.
    package let runSizes: [Int]
    package let quickSizes: [Int]
    /// The largest size at which the reference is timed (nil: every size). Above it the reference is not run
    /// (agreement is still checked at every check size), and speedups are against the fastest comparison
    /// subject timed at that size.
    package let referenceTimedUpTo: Int?

    package init(
        id: String, family: KernelFamily, summary: String, operationUnit: String,
        makeWorkload: @escaping @Sendable (UInt64, Int) -> Workload,
        edgeCases: @escaping @Sendable () -> [EdgeCase<Workload>] = { [] },
        operationCount: @escaping @Sendable (Workload) -> Int,
        reference: KernelImplementation<Workload, Output>,
        variants: [KernelImplementation<Workload, Output>],
        comparisons: [KernelImplementation<Workload, Output>] = [],
        timedOnly: [TimedOnlySubject<Workload>] = [],
        agreement: AgreementRule<Output>,
        complexity: Complexity,
        checkSizes: [Int], runSizes: [Int], quickSizes: [Int], referenceTimedUpTo: Int? = nil
    ) {
        self.id = id
        self.family = family
        self.summary = summary
        self.operationUnit = operationUnit
        self.makeWorkload = makeWorkload
        self.edgeCases = edgeCases
        self.operationCount = operationCount
        self.reference = reference
        self.variants = variants
        self.comparisons = comparisons
        self.timedOnly = timedOnly
        self.agreement = agreement
        self.complexity = complexity
        self.checkSizes = checkSizes
        self.runSizes = runSizes
        self.quickSizes = quickSizes
        self.referenceTimedUpTo = referenceTimedUpTo
    }

    /// Compares every variant, then every checked comparison, with the reference on one workload.
    package func compare(_ workload: Workload) -> [(variant: String, verdict: AgreementVerdict)] {
        let expected = reference.compute(workload)
        return (variants + comparisons).map { variant in
            (variant.name, agreement.compare(expected, variant.compute(workload)))
        }
    }

    /// The type-erased form stored in the catalog.
    package var erased: AnyKernelPair { AnyKernelPair(self) }
}
