import Springs

/// What each subject of `springs.exact-step` (`ExactStepPair`) computes and times. The check's outputs are
/// offsets over each spring's scale Y = max(|y₀|, |v₀|/ω₀), then velocities over ω₀Y, at every frame; the timed
/// bodies compute every spring's state at every frame without that normalization or the output arrays.
enum ExactStepSubjects {
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

    // MARK: closed-form-per-frame (ReferenceClosedFormSolution)

    static func referenceOutput(_ workload: TrajectoryWorkload) -> [Double] {
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

    /// Timed like the variant: every spring's state at every frame, kept in n slots allocated once, without
    /// the normalization and output arrays of `referenceOutput` (the variant skips those too).
    static func referenceBody(_ workload: TrajectoryWorkload) -> TimedBody {
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
    }

    // MARK: exact-soa-f64 (ExactStepSpringBatch<Double>)

    static func exactOutput(_ workload: TrajectoryWorkload) -> [Double] {
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

    /// Timed: the 1200 steps themselves (restore, then step), without the normalization of `exactOutput`.
    static func exactBody(_ workload: TrajectoryWorkload) -> TimedBody {
        // Safe: timestep 1/120 by construction.
        let batch = try! ExactStepSpringBatch<Double>(problems: workload.problems, timestep: workload.timestep,
                                              restThreshold: .subnormalsOnly)
        let initial = batch.snapshot()
        return TimedBody {
            // Safe: a snapshot of this batch (same count, finite values).
            try! batch.restore(initial)
            batch.step(frames: workload.frames)
        }
    }
}
