import Workloads
import Springs

/// `springs.step-variable-f64`: many springs, one configuration each, advanced frame by frame by the intervals
/// an engine measures (120 Hz with ±20 % jitter and a 250 ms hitch every 2 s). Reference: the closed form per
/// spring per frame at the cumulative time (`ReferenceClosedFormSolution`). Variant: the double-precision batch
/// stepping by each interval (`ExactStepSpringBatch.step(by:)`, per-spring matrices recomputed with the
/// vectorized exp and sincos whenever the interval changes). Timed only: the same batch at a steady cadence
/// through the same entry point (cached matrices).
package enum StepVariablePair {
    package static let pair = KernelPair<StepVariableWorkload, [Double]>(
        id: "springs.step-variable-f64",
        family: .springs,
        summary: "One display frame of N springs (size = N) with per-spring parameters, stepped by the measured "
            + "interval: 120 Hz with ±20 % uniform jitter and a 250 ms hitch every 2 s, in double precision. "
            + "Timed bodies advance one frame per run through \(checkFrames) recorded intervals and then start "
            + "over (the batch restores its initial state, the reference starts from t = 0 again). The reference "
            + "evaluates the closed form of every spring at the frame's cumulative time; the batch computes every "
            + "spring's matrix for the new interval, then steps. `exact-soa-f64-steady` is the same batch stepped "
            + "by one fixed interval through the same entry point (its matrices cached after the first frame).",
        operationUnit: "spring-steps",
        makeWorkload: makeWorkload,
        edgeCases: edgeCases,
        operationCount: { $0.problems.count },
        reference: KernelImplementation(name: "closed-form-per-frame", compute: StepVariableSubjects.referenceOutput,
                                        prepare: StepVariableSubjects.referenceBody),
        variants: [KernelImplementation(name: "exact-soa-f64", compute: StepVariableSubjects.batchOutput,
                                        prepare: StepVariableSubjects.batchBody)],
        timedOnly: [.comparison("exact-soa-f64-steady", prepare: StepVariableSubjects.steadyBody)],
        agreement: .tolerance(
            absolute: 1e-10, relative: 0,
            justification: "Offsets over each spring's scale Y = max(|y₀|, |v₀|/ω₀) and velocities over ω₀Y, at "
                + "every frame. The intervals' maps compose exactly, so the difference is rounding only, bounded "
                + "(ExactStepSpringBatch's documentation, tested) by ((n + 1)·64·(2.5 + ζ²) + 8·ω₀T)·2⁻⁵³ after n "
                + "steps: at most 2.3e-11 here (n ≤ 500, ζ ≤ 2, ω₀ ≤ 32 rad/s, T ≤ 5 s); rest snapping is off. "
                + "Cumulative times are exact (intervals are multiples of 2⁻³⁰ s). 1e-10 holds the bound with "
                + "margin and still catches a wrong matrix entry or an interval off by 5 ns, which err by ≥ 1e-7.",
            values: { $0 }),
        complexity: Complexity(reference: "O(n) per frame (the closed form per spring: exp and sin/cos or expm1)",
                               variants: "O(n) per frame (one matrix and one 2×2 product per spring)",
                               kind: .constantFactor),
        checkSizes: [1, 7, 16, 33, 100],
        runSizes: [1_000, 100_000, 1_000_000],
        quickSizes: [1_000, 100_000])

    /// Frames the check compares (about 4.4 s: two hitches).
    static let checkFrames = 500
    /// The batch's timestep (the `step(frames:)` interval), never equal to a measured interval here.
    static let timestep = 1.0 / 120

    /// UI springs (`SpringWorkloadFactory.uiParameters(_:)`, one configuration per spring) and jittered 120 Hz
    /// intervals with a 250 ms hitch every 2 s (`FrameIntervalGenerator`).
    package static func makeWorkload(seed: UInt64, size: Int) -> StepVariableWorkload {
        var random = SeededGenerator(seed: seed)
        var problems: [SpringProblem] = []
        problems.reserveCapacity(size)
        for _ in 0..<size {
            problems.append(SpringWorkloadFactory.uiProblem(&random, parameters: SpringWorkloadFactory.uiParameters(&random)))
        }
        let intervals = FrameIntervalGenerator.intervals(&random, count: checkFrames)
        return workload(problems, intervals)
    }

    static func workload(_ problems: [SpringProblem], _ intervals: [Double]) -> StepVariableWorkload {
        StepVariableWorkload(problems: problems, intervals: intervals,
                             times: FrameIntervalGenerator.cumulativeTimes(intervals))
    }

    /// Repeated timestamps (intervals of 0), the batch's own timestep between jittered frames, one 30 s hitch,
    /// critical and near-critical springs, and stiff overdamped ones (ζ = 2).
    package static func edgeCases() -> [EdgeCase<StepVariableWorkload>] {
        var random = SeededGenerator(seed: 39)
        let jittered = FrameIntervalGenerator.intervals(&random, count: 120)
        func springs(_ zetas: [Double], response: Double = 0.4) -> [SpringProblem] {
            zetas.enumerated().map { i, zeta in
                SpringWorkloadFactory.problem(SpringWorkloadFactory.parameters(response: response, dampingRatio: zeta),
                                              from: Double(i) * 37 - 100, to: 50, velocity: Double(i % 3) * 700 - 700)
            }
        }
        let mixed = springs([0, 0.2, 0.5, 0.9, 1, 1.2, 2])
        var zeros = jittered
        for k in stride(from: 3, to: zeros.count, by: 7) { zeros[k] = 0 }
        var withTimestep = jittered
        for k in stride(from: 0, to: withTimestep.count, by: 3) { withTimestep[k] = timestep }
        let hitch = Array(jittered.prefix(30)) + [30] + Array(jittered.prefix(30))
        return [
            EdgeCase("repeated timestamps (intervals of 0)", workload(mixed, zeros)),
            EdgeCase("the timestep 1/120 s between jittered frames", workload(mixed, withTimestep)),
            EdgeCase("one 30 s hitch", workload(mixed, hitch)),
            EdgeCase("critical and ζ = 1 ± 1e-9", workload(springs([1, 1 - 1e-9, 1 + 1e-9, 1], response: 0.2), jittered)),
            EdgeCase("stiff, ζ = 2, steady 60 Hz", workload(springs([2, 2, 2], response: 0.2),
                                                             Array(repeating: FrameIntervalGenerator.quantized(1.0 / 60), count: 90))),
        ]
    }
}
