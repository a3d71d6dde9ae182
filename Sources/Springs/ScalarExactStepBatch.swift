/// Many springs of one configuration advanced by the exact transition map (``SpringTransitionMatrix``) one
/// spring at a time, over an array of (offset, velocity) structures, with the rest snap of
/// ``ExactStepSpringBatch`` and a compare-based subnormal flush: what the batch computes, without
/// structure-of-arrays storage or a vectorizable loop, kept to show what those buy.
///
/// With y = x − to and the matrix M(h) of the shared parameters, each frame computes for every spring
///
///     (y, v)₁ = M(h)·(y, v),  then (y, v)₁ = (0, 0) when |y₁| < ε_x and |v₁| < ε_v,
///     and each of y₁, v₁ below the smallest normal number becomes 0,
///
/// with ε the ``SpringRestThreshold`` (never below the smallest normal `Double`). Source of M(h): the matrix
/// exponential e^(hA) of x′ = A·x, A = [[0, 1], [−k/m, −c/m]] (Moler & Van Loan, "Nineteen dubious ways to
/// compute the exponential of a matrix", 2003), exact up to rounding for any h.
///
/// Concurrency: a batch mutates its states in place, so it is deliberately not `Sendable`.
public final class ScalarExactStepBatch {
    /// The one-step map every spring shares.
    public let matrix: SpringTransitionMatrix
    private let initial: [SpringSample]
    private let targets: [Double]
    private var states: [SpringSample]
    private let restPosition: Double, restVelocity: Double

    /// Builds the batch from problems (the state at t = 0) that share one configuration.
    /// - Precondition: every problem has the parameters of the first.
    /// - Throws: when the timestep is not finite and positive.
    /// - Complexity: O(n) for n problems.
    public init(problems: [SpringProblem], timestep: Double, restThreshold: SpringRestThreshold)
        throws(SpringParameterError)
    {
        try SpringParameters.requireFinite("timestep", timestep)
        guard timestep > 0 else { throw .outOfRange(name: "timestep", value: timestep, requirement: "greater than 0") }
        let parameters: SpringParameters
        if let first = problems.first { parameters = first.parameters } else {
            parameters = try SpringParameters(response: 1, dampingRatio: 1)
        }
        precondition(problems.allSatisfy { $0.parameters == parameters },
                     "every spring of a ScalarExactStepBatch shares the first one's parameters")
        matrix = try SpringTransitionMatrix(parameters: parameters, timestep: timestep)
        initial = problems.map { SpringSample(position: $0.from - $0.to, velocity: $0.initialVelocity) }
        targets = problems.map(\.to)
        states = initial
        restPosition = max(restThreshold.position, Double.leastNormalMagnitude)
        restVelocity = max(restThreshold.velocity, Double.leastNormalMagnitude)
    }

    /// Number of springs.
    public var count: Int { states.count }
    /// Offset of spring `i` from its target (position − target).
    public func offset(_ i: Int) -> Double { states[i].position }
    /// Velocity of spring `i`.
    public func velocity(_ i: Int) -> Double { states[i].velocity }
    /// Position of spring `i` (target + offset).
    public func position(_ i: Int) -> Double { targets[i] + states[i].position }

    /// Advances every spring by `frames` timesteps.
    /// - Complexity: O(n·frames): one 2×2 matrix product, a rest test and two flushes per spring and frame.
    public func step(frames: Int = 1) {
        for _ in 0..<max(0, frames) { stepOnce() }
    }

    /// Returns every spring to its state at t = 0.
    /// - Complexity: O(n).
    public func restart() { states = initial }

    private func stepOnce() {
        for i in states.indices {
            var (y, v) = matrix.apply(offset: states[i].position, velocity: states[i].velocity)
            if y.magnitude < restPosition && v.magnitude < restVelocity { y = 0; v = 0 }
            if y.magnitude < Double.leastNormalMagnitude { y = 0 }
            if v.magnitude < Double.leastNormalMagnitude { v = 0 }
            states[i] = SpringSample(position: y, velocity: v)
        }
    }
}
