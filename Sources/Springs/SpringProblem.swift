/// One spring animation: a value starting at `from` with `initialVelocity`, pulled toward `to`.
public struct SpringProblem: Hashable, Sendable, Codable {
    /// The spring's physical parameters.
    public let parameters: SpringParameters
    /// Position at t = 0.
    public let from: Double
    /// Rest position (the target).
    public let to: Double
    /// Velocity at t = 0, in position units per second.
    public let initialVelocity: Double

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

    private enum CodingKeys: String, CodingKey { case parameters, from, to, initialVelocity }

    /// Decodes through the same validation as ``init(parameters:from:to:initialVelocity:)`` (and the
    /// parameters through theirs); `initialVelocity` defaults to 0.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(parameters: container.decode(SpringParameters.self, forKey: .parameters),
                      from: container.decode(Double.self, forKey: .from),
                      to: container.decode(Double.self, forKey: .to),
                      initialVelocity: container.decodeIfPresent(Double.self, forKey: .initialVelocity) ?? 0)
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
