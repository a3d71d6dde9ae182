import Springs

/// `springs.exact-step`: the exact transition map iterated 1200 times (10 s at 120 Hz) against the closed
/// form evaluated at every frame time n·h. This is the accuracy claim of exact stepping, checked on every
/// regime including near-critical, undamped and stiff springs (ω₀h up to 0.8).
package enum ExactStepPair {
    package static let pair = KernelPair<TrajectoryWorkload, [Double]>(
        id: "springs.exact-step",
        family: .springs,
        summary: "Trajectories of N springs (size = N) over 10 s at 120 Hz, every frame: closed form at t = n·h "
            + "(reference) vs the exact 2×2 map iterated in a double-precision SoA batch (snapping only subnormals).",
        operationUnit: "spring-steps",
        makeWorkload: makeWorkload,
        edgeCases: edgeCases,
        operationCount: { $0.problems.count * $0.frames },
        reference: KernelImplementation(name: "closed-form-per-frame", compute: ExactStepSubjects.referenceOutput,
                                        prepare: ExactStepSubjects.referenceBody),
        variants: [KernelImplementation(name: "exact-soa-f64", compute: ExactStepSubjects.exactOutput,
                                        prepare: ExactStepSubjects.exactBody)],
        agreement: .tolerance(
            absolute: 1e-12, relative: 0,
            justification: "Values are offsets over each spring's scale Y = max(|y₀|, |v₀|/ω₀) and velocities over "
                + "ω₀Y, at every frame. The map is exact in real arithmetic, so the difference is rounding only: "
                + "each step adds a few ulps (≈ 2e-16 of Y) to a state whose map has norm ≤ 1 for damped "
                + "springs, so 1200 steps accumulate ≤ ~3e-13 of Y; the matrix entries themselves carry one "
                + "rounding of exp/sin/cos, amplified at most linearly by the step count (measured worst ≈ 1e-13). "
                + "1e-12 is the ~1e-12 relative accuracy the Exact stepping article states; any wrong entry errs by ≥ 1e-8.",
            values: { $0 }),
        complexity: Complexity(reference: "O(n·f) (closed form at each of f frames)", variants: "O(n·f) (exact 2×2 step per frame)", kind: .constantFactor),
        checkSizes: [1, 5, 16],
        runSizes: [1_000],
        quickSizes: [1_000])

    static let timestep = 1.0 / 120
    static let frames = 1200

    /// The closed-form pair's population (all regimes, ω₀ up to 100 rad/s), with independent parameters per
    /// spring.
    package static func makeWorkload(seed: UInt64, size: Int) -> TrajectoryWorkload {
        TrajectoryWorkload(problems: ClosedFormPair.makeWorkload(seed: seed, size: size).problems,
                           timestep: timestep, frames: frames)
    }

    /// The closed-form pair's edge cases (near-critical both sides, undamped, ζ = 50 stiff, at rest, …).
    package static func edgeCases() -> [EdgeCase<TrajectoryWorkload>] {
        ClosedFormPair.edgeCases().map {
            EdgeCase($0.name, TrajectoryWorkload(problems: $0.workload.problems, timestep: timestep, frames: frames))
        }
    }
}
