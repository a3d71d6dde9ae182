import Workloads
import Springs

/// `springs.step-{shared,per-spring}-{f64,f32}`: one 120 Hz frame of thousands to millions of springs.
/// Reference: classic RK4 per spring in an array of structures (`ReferenceStepBatch`, what most engines ship).
/// Variants: the exact transition map in structure-of-arrays SIMD batches (`ExactStepSpringBatch`,
/// `ExactStepSpringBatch<Float>`) and, for the shared double pair, spring by spring (`ScalarExactStepBatch`).
/// Checked comparisons: the same loop in C per instruction set (`CStepYardstick`). Bounds (`SpringStepBounds`):
/// the memory roofline (the step's bytes in its pattern, no arithmetic) and the compute roofline (its
/// operation count at peak multiply-add rate, no memory), the binding one being the slower.
package enum StepPairs {
    package enum Layout: String, Sendable { case shared, perSpring = "per-spring" }
    package enum Precision: String, Sendable { case f64, f32 }

    /// One configuration for every spring, double precision.
    package static let sharedF64 = pair(id: "springs.step-shared-f64", .shared, .f64)
    /// One configuration for every spring, single precision.
    package static let sharedF32 = pair(id: "springs.step-shared-f32", .shared, .f32)
    /// One configuration (one matrix) per spring, double precision.
    package static let perSpringF64 = pair(id: "springs.step-per-spring-f64", .perSpring, .f64)
    /// One configuration (one matrix) per spring, single precision.
    package static let perSpringF32 = pair(id: "springs.step-per-spring-f32", .perSpring, .f32)

    /// The four pairs, shared before per spring, double before single.
    package static var all: [AnyKernelPair] {
        [sharedF64.erased, sharedF32.erased, perSpringF64.erased, perSpringF32.erased]
    }

    /// The pair of a layout and precision.
    package static func pair(_ layout: Layout, _ precision: Precision) -> KernelPair<FrameStepWorkload, FrameStepOutput> {
        switch (layout, precision) {
        case (.shared, .f64): sharedF64
        case (.shared, .f32): sharedF32
        case (.perSpring, .f64): perSpringF64
        case (.perSpring, .f32): perSpringF32
        }
    }

    static let timestep = 1.0 / 120
    static let checkFrames = 120

    /// The pair every id above declares: `id` is its catalog id, `layout` and `precision` its workload.
    static func pair(id: String, _ layout: Layout, _ precision: Precision)
        -> KernelPair<FrameStepWorkload, FrameStepOutput>
    {
        let scalarBytes = precision == .f64 ? 8 : 4
        let perSpring = layout == .perSpring
        let bytesPerStep = SpringStepBounds.bytesPerSpringStep(scalarBytes: scalarBytes, perSpringMatrices: perSpring)
        var variants = [batchVariant(precision, layout)]
        if layout == .shared && precision == .f64 {
            variants.append(KernelImplementation(name: "exact-aos-scalar", compute: StepSubjects.scalarOutput,
                                                 prepare: StepSubjects.scalarBody))
        }
        let springsOf: @Sendable (FrameStepWorkload) -> Int = { $0.problems.count }
        return KernelPair(
            id: id,
            family: .springs,
            summary: "One 120 Hz frame of N springs (size = N) with "
                + (perSpring ? "per-spring parameters (one matrix per spring)" : "one shared configuration")
                + " in \(precision == .f64 ? "double" : "single") precision; \(bytesPerStep) bytes moved and "
                + "\(SpringStepBounds.operationsPerSpringStep) multiplies and adds per spring-step by the batch. Timed "
                + "bodies replay the first second (restore every 120 frames). The reference loop runs over the "
                + "state buffer directly and the RK4 step inlines, so it pays no per-spring call or copy-on-write "
                + "check; it still reads each spring's parameters and target from its array of structures "
                + "(inherent to a per-spring integrator).",
            operationUnit: "spring-steps",
            makeWorkload: { seed, size in makeWorkload(seed: seed, size: size, layout: layout) },
            edgeCases: { edgeCases(layout) },
            operationCount: springsOf,
            reference: KernelImplementation(name: "rk4-aos", compute: StepSubjects.referenceOutput,
                                            prepare: StepSubjects.referenceBody),
            variants: variants,
            comparisons: CStepYardstick.comparisons(layout, precision),
            timedOnly: [
                .bound("memory roofline", kind: .memory) {
                    SpringStepBounds.memory(springs: springsOf($0), scalarBytes: scalarBytes, perSpringMatrices: perSpring)
                },
                .bound("compute roofline", kind: .compute) {
                    SpringStepBounds.compute(springs: springsOf($0), single: precision == .f32)
                },
            ],
            agreement: .tolerance(
                absolute: 3e-4, relative: 0,
                justification: "Compared after 1 s (120 frames) as fractions of each spring's own scale (offset/Y, "
                    + "velocity/(ω₀Y), Y = max(|y₀|, |v₀|/ω₀)). The reference is RK4, not ground truth: its local "
                    + "error is ≈ (ω₀h)⁵/120 ≤ 1e-5 per step at ω₀h ≤ 2π/0.2/120 ≈ 0.26, damped away over the "
                    + "second; rest snapping moves a spring by at most the 0.001 threshold (≤ 1e-4 of Y ≥ 10); "
                    + "single precision adds ~1e-6. Measured worst over 4000 random springs: 2.1e-5 (the exact "
                    + "map alone is at 1e-13, see springs.exact-step). 3e-4 still catches any wrong matrix entry, "
                    + "which errs by O(1).",
                values: { $0.normalized }),
            complexity: Complexity(reference: "O(n) per frame (4 RK4 stages per spring)",
                                   variants: "O(n) per frame (one 2×2 matrix product per spring)", kind: .constantFactor),
            checkSizes: [1, 7, 16, 33, 100],
            runSizes: [1_000, 16_000, 250_000, 1_000_000, 4_000_000],
            quickSizes: [1_000, 64_000, 1_000_000, 4_000_000])
    }

    static func batchVariant(_ precision: Precision, _ layout: Layout)
        -> KernelImplementation<FrameStepWorkload, FrameStepOutput>
    {
        let matrixLayout: SpringMatrixLayout = layout == .shared ? .automatic : .perSpring
        switch precision {
        case .f64:
            return KernelImplementation(name: "exact-soa-f64", compute: { StepSubjects.doubleOutput($0, matrixLayout) },
                                        prepare: { StepSubjects.doubleBody($0, matrixLayout) })
        case .f32:
            return KernelImplementation(name: "exact-soa-f32", compute: { StepSubjects.floatOutput($0, matrixLayout) },
                                        prepare: { StepSubjects.floatBody($0, matrixLayout) })
        }
    }

    static let uiRest: SpringRestThreshold = {
        // Safe: literal, valid thresholds (0.001 point, 0.001 point/s).
        try! SpringRestThreshold(position: 0.001, velocity: 0.001)
    }()

    /// UI springs (`SpringWorkloadFactory.uiParameters(_:)`): one configuration for all (shared) or one per
    /// spring; positions ±500 points, distances 10–500, velocities ±2000 points/s.
    package static func makeWorkload(seed: UInt64, size: Int, layout: Layout) -> FrameStepWorkload {
        var random = SeededGenerator(seed: seed)
        let common = SpringWorkloadFactory.uiParameters(&random)
        var problems: [SpringProblem] = []
        problems.reserveCapacity(size)
        for _ in 0..<size {
            let parameters = layout == .shared ? common : SpringWorkloadFactory.uiParameters(&random)
            problems.append(SpringWorkloadFactory.uiProblem(&random, parameters: parameters))
        }
        return FrameStepWorkload(problems: problems, timestep: timestep, frames: checkFrames, restThreshold: uiRest)
    }

    /// Stiffest and softest UI springs, critical damping, a spring starting inside the rest band, a
    /// velocity-only start, and long runs (10 s) where everything settles and snaps.
    package static func edgeCases(_ layout: Layout) -> [EdgeCase<FrameStepWorkload>] {
        func workload(_ pairs: [(response: Double, zeta: Double, from: Double, to: Double, v: Double)], frames: Int = checkFrames)
            -> FrameStepWorkload
        {
            let shared = pairs.first.map { SpringWorkloadFactory.parameters(response: $0.response, dampingRatio: $0.zeta) }
            let problems = pairs.map { p in
                SpringWorkloadFactory.problem(
                    layout == .shared ? shared! : SpringWorkloadFactory.parameters(response: p.response, dampingRatio: p.zeta),
                    from: p.from, to: p.to, velocity: p.v)
            }
            return FrameStepWorkload(problems: problems, timestep: timestep, frames: frames, restThreshold: uiRest)
        }
        var mixed: [(response: Double, zeta: Double, from: Double, to: Double, v: Double)] = []
        for i in 0..<19 {
            let x = Double(i)
            let response: Double = 0.2 + 0.04 * x
            let zeta: Double = 0.2 + 0.07 * x
            let from: Double = x * 13 - 100
            let v: Double = Double(i % 5) * 300 - 600
            mixed.append((response, zeta, from, 40, v))
        }
        return [
            EdgeCase("stiffest: response 0.2, ζ 0.2", workload([(0.2, 0.2, 0, 500, 0), (0.2, 0.2, 500, -500, 2000)])),
            EdgeCase("critical, 17 springs", workload((0..<17).map { i -> (Double, Double, Double, Double, Double) in
                (0.5, 1.0, Double(i) * 10, 0, -100)
            })),
            EdgeCase("starts inside the rest band", workload([(0.5, 0.8, 3.0005, 3, 0.0005), (0.5, 0.8, 0, 100, 0)])),
            EdgeCase("velocity only", workload([(0.4, 0.6, 7, 7, 1500)])),
            EdgeCase("19 mixed springs, 10 s (all settle)", workload(mixed, frames: 1200)),
        ]
    }
}
