import Springs

/// What each subject of the frame-step pairs (`StepPairs`) computes and times: the check's output after the
/// workload's frames, and a timed body that advances one frame per run (`FrameReplay`). Every subject is built
/// outside the timing.
enum StepSubjects {
    // MARK: rk4-aos (ReferenceStepBatch)

    static func reference(_ workload: FrameStepWorkload) -> ReferenceStepBatch {
        // Safe: the workload's timestep is 1/120 s by construction.
        try! ReferenceStepBatch(problems: workload.problems, timestep: workload.timestep)
    }

    static func referenceOutput(_ workload: FrameStepWorkload) -> FrameStepOutput {
        let batch = reference(workload)
        batch.step(frames: workload.frames)
        return FrameStepOutput(problems: workload.problems, offsets: (0..<batch.count).map { batch.offset($0) },
                               velocities: (0..<batch.count).map { batch.velocity($0) })
    }

    static func referenceBody(_ workload: FrameStepWorkload) -> TimedBody {
        let batch = reference(workload)
        return FrameReplay(advance: { batch.step() }, restore: { batch.restart() }).body
    }

    // MARK: exact-aos-scalar (ScalarExactStepBatch)

    static func scalar(_ workload: FrameStepWorkload) -> ScalarExactStepBatch {
        // Safe: the workload's timestep is 1/120 s and its springs share one configuration by construction.
        try! ScalarExactStepBatch(problems: workload.problems, timestep: workload.timestep,
                                  restThreshold: workload.restThreshold)
    }

    static func scalarOutput(_ workload: FrameStepWorkload) -> FrameStepOutput {
        let batch = scalar(workload)
        batch.step(frames: workload.frames)
        return FrameStepOutput(problems: workload.problems, offsets: (0..<batch.count).map { batch.offset($0) },
                               velocities: (0..<batch.count).map { batch.velocity($0) })
    }

    static func scalarBody(_ workload: FrameStepWorkload) -> TimedBody {
        let batch = scalar(workload)
        return FrameReplay(advance: { batch.step() }, restore: { batch.restart() }).body
    }

    // MARK: exact-soa-f64, exact-soa-f32 (ExactStepSpringBatch)

    static func makeDouble(_ w: FrameStepWorkload, _ layout: SpringMatrixLayout) -> ExactStepSpringBatch<Double> {
        // Safe: the workload's timestep is 1/120 s by construction.
        try! ExactStepSpringBatch<Double>(problems: w.problems, timestep: w.timestep, restThreshold: w.restThreshold, layout: layout)
    }

    static func makeFloat(_ w: FrameStepWorkload, _ layout: SpringMatrixLayout) -> ExactStepSpringBatch<Float> {
        // Safe: as above.
        try! ExactStepSpringBatch<Float>(problems: w.problems, timestep: w.timestep, restThreshold: w.restThreshold,
                                       layout: layout)
    }

    static func doubleOutput(_ workload: FrameStepWorkload, _ layout: SpringMatrixLayout) -> FrameStepOutput {
        let batch = makeDouble(workload, layout)
        batch.step(frames: workload.frames)
        return FrameStepOutput(problems: workload.problems, offsets: (0..<batch.count).map { batch.offset($0) },
                               velocities: (0..<batch.count).map { batch.velocity($0) })
    }

    static func doubleBody(_ workload: FrameStepWorkload, _ layout: SpringMatrixLayout) -> TimedBody {
        let batch = makeDouble(workload, layout)
        let initial = batch.snapshot()
        return FrameReplay(advance: { batch.step() }, restore: {
            // Safe: a snapshot of this batch (same count, finite values).
            try! batch.restore(initial)
        }).body
    }

    static func floatOutput(_ workload: FrameStepWorkload, _ layout: SpringMatrixLayout) -> FrameStepOutput {
        let batch = makeFloat(workload, layout)
        batch.step(frames: workload.frames)
        return FrameStepOutput(problems: workload.problems,
                               offsets: (0..<batch.count).map { Double(batch.offset($0)) },
                               velocities: (0..<batch.count).map { batch.velocity($0) })
    }

    static func floatBody(_ workload: FrameStepWorkload, _ layout: SpringMatrixLayout) -> TimedBody {
        let batch = makeFloat(workload, layout)
        let initial = batch.snapshot()
        return FrameReplay(advance: { batch.step() }, restore: {
            // Safe: a snapshot of this batch (same count, finite values).
            try! batch.restore(initial)
        }).body
    }
}
