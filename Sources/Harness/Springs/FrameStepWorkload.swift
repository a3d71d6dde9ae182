import Springs

/// Input of the per-frame stepping kernels: springs at t = 0, the frame timestep and the rest threshold.
package struct FrameStepWorkload: Sendable {
    package var problems: [SpringProblem]
    /// The frame duration (1/120 s).
    package var timestep: Double
    /// Frames the agreement check advances (the timed body advances one frame per run).
    package var frames: Int
    package var restThreshold: SpringRestThreshold
}

/// Offsets and velocities after `frames` frames, with each spring's scales for normalized comparison.
package struct FrameStepOutput: Sendable {
    package var offsets: [Double]
    package var velocities: [Double]
    /// Y = max(|y₀|, |v₀|/ω₀): the spring's initial amplitude scale.
    package var amplitude: [Double]
    /// ω₀·Y.
    package var velocityScale: [Double]

    /// Offsets over Y then velocities over ω₀Y: errors as fractions of each spring's own motion.
    package var normalized: [Double] {
        zip(offsets, amplitude).map { $0 / $1 } + zip(velocities, velocityScale).map { $0 / $1 }
    }

    init(problems: [SpringProblem], offsets: [Double], velocities: [Double]) {
        self.offsets = offsets
        self.velocities = velocities
        amplitude = problems.map { p in
            let omega0 = p.parameters.undampedAngularFrequency
            return max((p.from - p.to).magnitude, p.initialVelocity.magnitude / omega0, 1e-300)
        }
        velocityScale = zip(problems, amplitude).map { $0.parameters.undampedAngularFrequency * $1 }
    }
}

/// A timed body that advances one frame per run and replays the first `replayFrames` frames of the
/// animation: every `replayFrames` runs it restores the initial state (a copy amortized over the replay,
/// < 1 % of the time), so that every subject is always timed on springs in flight, never on a batch that
/// has settled (or, for an integrator without snapping, decayed into subnormal numbers).
final class FrameReplay {
    static let replayFrames = 120
    private let advance: () -> Void
    private let restore: () -> Void
    private var frame = 0

    init(advance: @escaping () -> Void, restore: @escaping () -> Void) {
        self.advance = advance
        self.restore = restore
    }

    func run() {
        if frame == Self.replayFrames {
            restore()
            frame = 0
        }
        advance()
        frame += 1
    }

    var body: TimedBody { TimedBody { self.run() } }
}

/// The literal reference: every spring advanced by ``SpringIntegrator/rungeKutta4`` in an array of
/// structures, each with its own parameters and target.
final class RungeKuttaFrameStepper {
    let problems: [SpringProblem]
    let timestep: Double
    var states: [SpringSample]

    init(_ workload: FrameStepWorkload) {
        problems = workload.problems
        timestep = workload.timestep
        states = workload.problems.map { SpringSample(position: $0.from, velocity: $0.initialVelocity) }
    }

    /// One frame. The loop runs over the state buffer directly (one uniqueness check per frame, as the
    /// batches' single call per frame) and ``SpringIntegrator/step(_:by:parameters:target:)`` is inlinable:
    /// the reference pays for RK4, not for the harness.
    func step() {
        let h = timestep
        problems.withUnsafeBufferPointer { problems in
            states.withUnsafeMutableBufferPointer { states in
                for i in 0..<states.count {
                    states[i] = SpringIntegrator.rungeKutta4.step(states[i], by: h, parameters: problems[i].parameters,
                                                                  target: problems[i].to)
                }
            }
        }
    }

    func restore() {
        for i in states.indices { states[i] = SpringSample(position: problems[i].from, velocity: problems[i].initialVelocity) }
    }

    static func compute(_ workload: FrameStepWorkload) -> FrameStepOutput {
        let stepper = RungeKuttaFrameStepper(workload)
        for _ in 0..<workload.frames { stepper.step() }
        return FrameStepOutput(problems: workload.problems,
                               offsets: zip(stepper.states, workload.problems).map { $0.position - $1.to },
                               velocities: stepper.states.map(\.velocity))
    }
}

/// The exact map applied spring by spring to an array of (offset, velocity) structures, with the rest snap
/// and a compare-based subnormal flush: what the batches do, without structure-of-arrays storage or a
/// vectorizable loop, to show what those buy.
final class ScalarExactFrameStepper {
    let matrix: SpringTransitionMatrix
    let initial: [SpringSample]
    var states: [SpringSample]
    let restPosition: Double, restVelocity: Double

    init(_ workload: FrameStepWorkload) {
        // Safe: the workload's parameters and timestep are valid by construction.
        matrix = try! SpringTransitionMatrix(parameters: workload.problems.first?.parameters
                                                 ?? SpringWorkloadFactory.parameters(response: 1, dampingRatio: 1),
                                             timestep: workload.timestep)
        initial = workload.problems.map { SpringSample(position: $0.from - $0.to, velocity: $0.initialVelocity) }
        states = initial
        restPosition = max(workload.restThreshold.position, Double.leastNormalMagnitude)
        restVelocity = max(workload.restThreshold.velocity, Double.leastNormalMagnitude)
    }

    func step() {
        for i in states.indices {
            var (y, v) = matrix.apply(offset: states[i].position, velocity: states[i].velocity)
            if y.magnitude < restPosition && v.magnitude < restVelocity { y = 0; v = 0 }
            if y.magnitude < Double.leastNormalMagnitude { y = 0 }
            if v.magnitude < Double.leastNormalMagnitude { v = 0 }
            states[i] = SpringSample(position: y, velocity: v)
        }
    }

    func restore() { states = initial }

    static func compute(_ workload: FrameStepWorkload) -> FrameStepOutput {
        let stepper = ScalarExactFrameStepper(workload)
        for _ in 0..<workload.frames { stepper.step() }
        return FrameStepOutput(problems: workload.problems, offsets: stepper.states.map(\.position),
                               velocities: stepper.states.map(\.velocity))
    }
}
