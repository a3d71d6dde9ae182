/// One spring animation: a value starting at `from` with `initialVelocity`, pulled toward `to`.
public struct SpringProblem: Hashable, Sendable, Codable {
    /// The spring's physical parameters.
    public var parameters: SpringParameters
    /// Position at t = 0.
    public var from: Double
    /// Rest position (the target).
    public var to: Double
    /// Velocity at t = 0, in position units per second.
    public var initialVelocity: Double

    /// Creates a problem; positions and velocity must be finite.
    public init(parameters: SpringParameters, from: Double, to: Double, initialVelocity: Double = 0)
        throws(SpringParameterError)
    {
        try SpringParameters.requireFinite("from", from)
        try SpringParameters.requireFinite("to", to)
        try SpringParameters.requireFinite("initialVelocity", initialVelocity)
        self.parameters = parameters
        self.from = from
        self.to = to
        self.initialVelocity = initialVelocity
    }
}

extension SpringProblem {
    /// For values derived from an already validated problem (no checks).
    init(unchecked parameters: SpringParameters, from: Double, to: Double, initialVelocity: Double) {
        self.parameters = parameters
        self.from = from
        self.to = to
        self.initialVelocity = initialVelocity
    }
}

/// Position and velocity of a spring at one instant.
public struct SpringSample: Hashable, Sendable, Codable {
    /// Position x(t).
    public var position: Double
    /// Velocity x′(t).
    public var velocity: Double

    @inlinable
    public init(position: Double, velocity: Double) {
        self.position = position
        self.velocity = velocity
    }
}
