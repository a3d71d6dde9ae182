/// Many springs advanced frame by frame with classic fourth-order Runge–Kutta, spring by spring, in an array
/// of structures: the per-frame stepper most engines ship, kept literal as the reference of the frame-step
/// kernel (``ExactStepSpringBatch`` is its optimized variant).
///
/// Each spring keeps its own ``SpringParameters`` and target, and each frame applies
/// ``SpringIntegrator/rungeKutta4`` once to every (x, v) with acc(x, v) = (−k·(x − to) − c·v)/m:
///
///     k₁ = (v, acc(x, v))
///     k₂ = f((x, v) + h/2·k₁),  k₃ = f((x, v) + h/2·k₂),  k₄ = f((x, v) + h·k₃)
///     (x, v)₁ = (x, v) + h/6·(k₁ + 2k₂ + 2k₃ + k₄)
///
/// Source: Press et al., *Numerical Recipes*, §17.1 (classic RK4); local error O(h⁵), global O(h⁴). It is not
/// exact: each step errs by ≈ (ω₀h)⁵/120 of the spring's scale (≤ 1e-5 for UI springs at 120 Hz, ω₀h ≤ 0.26).
/// There is no rest snapping: a settled spring keeps decaying toward its target.
///
/// The loop runs over the state buffer directly (one uniqueness check per frame) and the RK4 step inlines, so
/// the reference pays for RK4, not for a call or a copy per spring.
///
/// Concurrency: a batch mutates its states in place, so it is deliberately not `Sendable`.
public final class ReferenceStepBatch {
    /// The springs at t = 0: parameters, start, target and initial velocity of each.
    public let problems: [SpringProblem]
    /// The timestep every ``step(frames:)`` advances by.
    public let timestep: Double
    /// Position and velocity of every spring, in the order of ``problems``.
    public private(set) var states: [SpringSample]

    /// Builds the batch from problems (the state at t = 0).
    /// - Throws: when the timestep is not finite and positive.
    /// - Complexity: O(n) for n problems.
    public init(problems: [SpringProblem], timestep: Double) throws(SpringParameterError) {
        try SpringParameters.requireFinite("timestep", timestep)
        guard timestep > 0 else { throw .outOfRange(name: "timestep", value: timestep, requirement: "greater than 0") }
        self.problems = problems
        self.timestep = timestep
        states = problems.map { SpringSample(position: $0.from, velocity: $0.initialVelocity) }
    }

    /// Number of springs.
    public var count: Int { states.count }
    /// Position of spring `i`.
    public func position(_ i: Int) -> Double { states[i].position }
    /// Velocity of spring `i`.
    public func velocity(_ i: Int) -> Double { states[i].velocity }
    /// Offset of spring `i` from its target (position − target).
    public func offset(_ i: Int) -> Double { states[i].position - problems[i].to }

    /// Advances every spring by `frames` timesteps, one RK4 step each per frame.
    /// - Complexity: O(n·frames): four acceleration evaluations per spring and frame.
    public func step(frames: Int = 1) {
        for _ in 0..<max(0, frames) { stepOnce() }
    }

    /// Returns every spring to its state at t = 0 (from ``problems``).
    /// - Complexity: O(n).
    public func restart() {
        for i in states.indices { states[i] = SpringSample(position: problems[i].from, velocity: problems[i].initialVelocity) }
    }

    /// One frame over the state buffer directly.
    private func stepOnce() {
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
}
