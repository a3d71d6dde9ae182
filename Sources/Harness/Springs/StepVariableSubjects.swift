import Workloads
import Springs

/// What each subject of `springs.step-variable-f64` (`StepVariablePair`) computes and times. The check's outputs
/// are offsets over each spring's scale Y = max(|y₀|, |v₀|/ω₀), then velocities over ω₀Y, at every frame
/// (spring-major); the timed bodies advance one frame per run, cycling through the workload's intervals.
enum StepVariableSubjects {
    // MARK: closed-form-per-frame (ReferenceClosedFormSolution)

    static func referenceOutput(_ workload: StepVariableWorkload) -> [Double] {
        var offsets: [Double] = [], velocities: [Double] = []
        for p in workload.problems {
            let solution = ReferenceClosedFormSolution(problem: ExactStepSubjects.shifted(p))
            let scale = ExactStepSubjects.scales(p)
            for t in workload.times {
                let s = solution.sample(at: t)
                offsets.append(s.position / scale.position)
                velocities.append(s.velocity / scale.velocity)
            }
        }
        return offsets + velocities
    }

    /// One frame per run: every spring's closed form at the frame's cumulative time, into slots allocated once.
    static func referenceBody(_ workload: StepVariableWorkload) -> TimedBody {
        let solutions = workload.problems.map { ReferenceClosedFormSolution(problem: ExactStepSubjects.shifted($0)) }
        let state = SampleBuffers(times: .allocate(capacity: 1), positions: .allocate(capacity: max(1, solutions.count)),
                                  velocities: .allocate(capacity: max(1, solutions.count)))
        let times = workload.times
        var frame = 0
        return TimedBody {
            let t = times[frame]
            for (i, solution) in solutions.enumerated() {
                let sample = solution.sample(at: t)
                state.positions[i] = sample.position
                state.velocities[i] = sample.velocity
            }
            frame = frame + 1 == times.count ? 0 : frame + 1
            blackHole(state.positions.baseAddress)
        }
    }

    // MARK: exact-soa-f64 (ExactStepSpringBatch<Double>.step(by:))

    static func batch(_ workload: StepVariableWorkload) -> ExactStepSpringBatch<Double> {
        // Safe: generated UI springs (finite, moderate) and a positive timestep.
        try! ExactStepSpringBatch<Double>(problems: workload.problems, timestep: StepVariablePair.timestep,
                                          restThreshold: .subnormalsOnly, layout: .perSpring)
    }

    static func batchOutput(_ workload: StepVariableWorkload) -> [Double] {
        let batch = batch(workload)
        let n = workload.problems.count, frames = workload.intervals.count
        var offsets = [Double](repeating: 0, count: n * frames)
        var velocities = offsets
        for (frame, interval) in workload.intervals.enumerated() {
            // Safe: generated intervals are finite and ≥ 0, and UI springs' matrices finite for them.
            try! batch.step(by: interval)
            for s in 0..<n {
                let scale = ExactStepSubjects.scales(workload.problems[s])
                offsets[s * frames + frame] = batch.offset(s) / scale.position
                velocities[s * frames + frame] = batch.velocity(s) / scale.velocity
            }
        }
        return offsets + velocities
    }

    static func batchBody(_ workload: StepVariableWorkload) -> TimedBody {
        replay(batch(workload), intervals: workload.intervals)
    }

    // MARK: exact-soa-f64-steady (timed only)

    /// The same batch stepped by one interval, 1/120 s rounded to 2⁻³⁰ s (so not the batch's timestep: the
    /// interval cache serves it), replayed over as many frames as the jittered body.
    static func steadyBody(_ workload: StepVariableWorkload) -> TimedBody {
        let steady = FrameIntervalGenerator.quantized(StepVariablePair.timestep)
        return replay(batch(workload), intervals: Array(repeating: steady, count: workload.intervals.count))
    }

    /// Steps by `intervals[frame]` per run and restores the initial state after the last one.
    static func replay(_ batch: ExactStepSpringBatch<Double>, intervals: [Double]) -> TimedBody {
        let initial = batch.snapshot()
        var frame = 0
        return TimedBody {
            if frame == intervals.count {
                // Safe: a snapshot of this batch (same count, finite values).
                try! batch.restore(initial)
                frame = 0
            }
            // Safe: as in `batchOutput`.
            try! batch.step(by: intervals[frame])
            frame += 1
        }
    }
}
