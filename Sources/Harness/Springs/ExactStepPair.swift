import Springs

/// Input of the exact-stepping accuracy kernel: springs stepped for `frames` frames of `timestep`.
package struct TrajectoryWorkload: Sendable {
    package var problems: [SpringProblem]
    package var timestep: Double
    package var frames: Int
}

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
        reference: KernelImplementation(name: "closed-form-per-frame", compute: reference) { workload in
            // Timed like the variant: every spring's state at every frame, kept in n slots allocated once,
            // without the normalization and output arrays of `reference` (the variant skips those too).
            let solutions = workload.problems.map { ReferenceClosedFormSolution(problem: shifted($0)) }
            let state = SampleBuffers(times: .allocate(capacity: 1), positions: .allocate(capacity: max(1, solutions.count)),
                                      velocities: .allocate(capacity: max(1, solutions.count)))
            let (frames, h) = (workload.frames, workload.timestep)
            return TimedBody {
                for (i, solution) in solutions.enumerated() {
                    for n in 1...frames {
                        let sample = solution.sample(at: Double(n) * h)
                        state.positions[i] = sample.position
                        state.velocities[i] = sample.velocity
                    }
                }
                blackHole(state.positions.baseAddress)
            }
        },
        variants: [KernelImplementation(name: "exact-soa-f64", compute: exact) { workload in
            // Timed: the 1200 steps themselves (restore, then step), without the normalization of `exact`.
            let batch = try! ExactStepSpringBatch<Double>(problems: workload.problems, timestep: workload.timestep,
                                                  restThreshold: .subnormalsOnly)
            let initial = batch.snapshot()
            return TimedBody {
                batch.restore(initial)
                batch.step(frames: workload.frames)
            }
        }],
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

    static func scales(_ p: SpringProblem) -> (position: Double, velocity: Double) {
        let omega0 = p.parameters.undampedAngularFrequency
        let y = max((p.from - p.to).magnitude, p.initialVelocity.magnitude / omega0, 1e-300)
        return (y, omega0 * y)
    }

    /// The problem with its target moved to 0, so the closed form yields offsets directly.
    static func shifted(_ p: SpringProblem) -> SpringProblem {
        // Safe: values finite by construction.
        try! SpringProblem(parameters: p.parameters, from: p.from - p.to, to: 0, initialVelocity: p.initialVelocity)
    }

    static func reference(_ workload: TrajectoryWorkload) -> [Double] {
        var offsets: [Double] = [], velocities: [Double] = []
        for p in workload.problems {
            let solution = ReferenceClosedFormSolution(problem: shifted(p))
            let scale = scales(p)
            for n in 1...workload.frames {
                let s = solution.sample(at: Double(n) * workload.timestep)
                offsets.append(s.position / scale.position)
                velocities.append(s.velocity / scale.velocity)
            }
        }
        return offsets + velocities
    }

    static func exact(_ workload: TrajectoryWorkload) -> [Double] {
        // Safe: timestep 1/120 by construction.
        let batch = try! ExactStepSpringBatch<Double>(problems: workload.problems, timestep: workload.timestep,
                                              restThreshold: .subnormalsOnly)
        let n = workload.problems.count
        var offsets = [Double](repeating: 0, count: n * workload.frames)
        var velocities = offsets
        for frame in 0..<workload.frames {
            batch.step()
            for s in 0..<n {
                let scale = scales(workload.problems[s])
                offsets[s * workload.frames + frame] = batch.offset(s) / scale.position
                velocities[s * workload.frames + frame] = batch.velocity(s) / scale.velocity
            }
        }
        return offsets + velocities
    }

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
