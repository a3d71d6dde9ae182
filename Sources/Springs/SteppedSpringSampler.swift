/// How a spring is advanced in fixed timesteps: one of the reference integrators, or the exact transition
/// matrix (``SpringTransitionMatrix``).
public enum SpringSteppingMethod: Hashable, Sendable {
    /// A reference integrator (``SpringIntegrator/step(_:by:parameters:target:)``).
    case integrator(SpringIntegrator)
    /// The exact transition map for h (and for each shorter last step).
    case exact
}

/// Samples a stepped spring at arbitrary times, as `motionbench eval spring` does.
///
/// Rule (so that a value depends only on its own time, not on which other times were asked for): the
/// simulation runs on the grid tₙ = n·h anchored at 0 (tₙ computed as n·h, never by accumulation); the
/// value at time t is the grid state at the last tₙ ≤ t followed by one shorter step of t − tₙ when t is not
/// on the grid. Times may come in any order and repeat; the grid is walked once, up to the largest time.
public enum SteppedSpringSampler {
    /// The most grid steps one request may take (10⁷, ~1 s of work for RK4): guards against a hang on a tiny
    /// timestep or a huge time.
    public static let maximumSteps = 10_000_000

    /// Position and velocity at each of `times` (seconds, finite, ≥ 0), in the order given.
    ///
    /// - Throws: ``SpringParameterError`` for a timestep that is not finite and positive, a negative or
    ///   non-finite time, or a request needing more than ``maximumSteps`` steps.
    /// - Complexity: O(m·log m + S) for m times and S = (largest time)/h grid steps
    ///   (S ≤ ``maximumSteps``).
    public static func sample(_ problem: SpringProblem, method: SpringSteppingMethod, timestep h: Double,
                              times: [Double]) throws(SpringParameterError) -> [SpringSample]
    {
        try SpringParameters.requireFinite("timestep", h)
        guard h > 0 else { throw .outOfRange(name: "timestep", value: h, requirement: "greater than 0") }
        var latest = 0.0
        for t in times {
            try SpringParameters.requireFinite("time", t)
            guard t >= 0 else { throw .outOfRange(name: "time", value: t, requirement: "0 or greater") }
            latest = max(latest, t)
        }
        guard latest / h <= Double(maximumSteps) else {
            throw .outOfRange(name: "time", value: latest,
                              requirement: "at most \(maximumSteps) timesteps of \(h) s from 0")
        }
        let fullStep: (SpringSample) throws(SpringParameterError) -> SpringSample
        let partialStep: (SpringSample, Double) throws(SpringParameterError) -> SpringSample
        switch method {
        case let .integrator(integrator):
            fullStep = { integrator.step($0, by: h, parameters: problem.parameters, target: problem.to) }
            partialStep = { integrator.step($0, by: $1, parameters: problem.parameters, target: problem.to) }
        case .exact:
            let matrix = try SpringTransitionMatrix(parameters: problem.parameters, timestep: h)
            fullStep = { matrix.step($0, target: problem.to) }
            partialStep = { state, r throws(SpringParameterError) in
                try SpringTransitionMatrix(parameters: problem.parameters, timestep: r).step(state, target: problem.to)
            }
        }
        let order = times.indices.sorted { times[$0] < times[$1] }
        var result = [SpringSample](repeating: SpringSample(position: 0, velocity: 0), count: times.count)
        var state = SpringSample(position: problem.from, velocity: problem.initialVelocity)
        var n = 0
        for index in order {
            let t = times[index]
            while Double(n + 1) * h <= t {
                state = try fullStep(state)
                n += 1
            }
            let remainder = t - Double(n) * h
            result[index] = remainder > 0 ? try partialStep(state, remainder) : state
        }
        return result
    }
}
