/// The fixed-substep scheme of POP (`POPAnimator`), Rebound (`SpringSystem`) and Advance: the spring is
/// integrated with a fixed internal step whatever the display's frame duration; leftover time is carried in
/// an accumulator, and the displayed state is interpolated between the last two internal states.
///
/// Per frame of duration Δ: accumulator += min(Δ, maximumFrameDuration); while accumulator ≥ h: previous =
/// current, current = step(current, h), accumulator −= h; display = previous + (current − previous)·α with
/// α = accumulator/h. Source: Rebound `SpringSystem.loop` / `Spring.advance` (SOLVER_TIMESTEP_SEC = 0.001,
/// MAX_DELTA_TIME_SEC = 0.064) and Glenn Fiedler, "Fix Your Timestep!" (2004).
///
/// Note for readers of the accuracy study: interpolating between previous and current shows the state of
/// time t − h, one internal step late, by construction; that lag, not the integrator, dominates this
/// scheme's error against the closed form.
public struct FixedSubstepSpringAnimator: Sendable {
    public let problem: SpringProblem
    public let integrator: SpringIntegrator
    /// The internal step h in seconds.
    public let internalStep: Double
    /// Frames longer than this are clamped (the animation slows down instead of jumping).
    public let maximumFrameDuration: Double
    private var previous: SpringSample
    private var current: SpringSample
    private var accumulator = 0.0

    /// - Throws: when the internal step or the maximum frame duration is not finite and positive.
    /// - Complexity: O(1).
    public init(problem: SpringProblem, integrator: SpringIntegrator = .rungeKutta4, internalStep: Double = 0.001,
                maximumFrameDuration: Double = 0.064) throws(SpringParameterError)
    {
        try SpringParameters.requireFinite("internalStep", internalStep)
        try SpringParameters.requireFinite("maximumFrameDuration", maximumFrameDuration)
        guard internalStep > 0 else {
            throw .outOfRange(name: "internalStep", value: internalStep, requirement: "greater than 0")
        }
        guard maximumFrameDuration > 0 else {
            throw .outOfRange(name: "maximumFrameDuration", value: maximumFrameDuration, requirement: "greater than 0")
        }
        self.problem = problem
        self.integrator = integrator
        self.internalStep = internalStep
        self.maximumFrameDuration = maximumFrameDuration
        let start = SpringSample(position: problem.from, velocity: problem.initialVelocity)
        previous = start
        current = start
    }

    /// Advances by one display frame of `frameDuration` seconds (negative or NaN durations count as 0) and
    /// returns the state to display.
    /// - Complexity: O(min(Δ, maximumFrameDuration)/h) integrator steps for a frame of Δ seconds.
    public mutating func advance(by frameDuration: Double) -> SpringSample {
        accumulator += frameDuration > 0 ? min(frameDuration, maximumFrameDuration) : 0
        while accumulator >= internalStep {
            previous = current
            current = integrator.step(current, by: internalStep, parameters: problem.parameters, target: problem.to)
            accumulator -= internalStep
        }
        let alpha = accumulator / internalStep
        return SpringSample(position: previous.position + (current.position - previous.position) * alpha,
                            velocity: previous.velocity + (current.velocity - previous.velocity) * alpha)
    }
}
