/// When a stepped spring counts as at rest: |x − to| < `position` and |x′| < `velocity`. A batch snaps such a
/// spring exactly onto its target (offset and velocity 0), so settled springs stay bit-for-bit at rest and
/// never decay into subnormal numbers (which cost far more per operation than normal numbers on x86).
///
/// Typical UI values: 0.001 of the animated distance and 0.001 of it per second (Core Animation's 0.001 unit
/// step; POP and Rebound use 0.001–0.005 absolute). Batches never use a threshold below 2^-969 (2^-102 in
/// single precision), so even a zero threshold ends in exact zeros.
public struct SpringRestThreshold: Hashable, Sendable {
    /// Position band half-width, in position units.
    public let position: Double
    /// Velocity band half-width, in position units per second.
    public let velocity: Double

    /// - Throws: when a threshold is negative or not finite.
    public init(position: Double, velocity: Double) throws(SpringParameterError) {
        try SpringParameters.requireFinite("rest position threshold", position)
        try SpringParameters.requireFinite("rest velocity threshold", velocity)
        guard position >= 0 else {
            throw .outOfRange(name: "rest position threshold", value: position, requirement: "0 or greater")
        }
        guard velocity >= 0 else {
            throw .outOfRange(name: "rest velocity threshold", value: velocity, requirement: "0 or greater")
        }
        self.position = position
        self.velocity = velocity
    }

    /// The default band: 0.001 in position units and 0.001 position units per second, about a thousandth of
    /// a point on screen (Core Animation's 0.001 unit step; POP and Rebound use 0.001–0.005 absolute). What a
    /// batch snaps to rest unless given a threshold.
    public static let `default` = SpringRestThreshold(uncheckedPosition: 0.001, velocity: 0.001)

    /// No snapping beyond flushing subnormal states to zero (the exact-stepping accuracy checks use this).
    public static let subnormalsOnly = SpringRestThreshold(uncheckedPosition: 0, velocity: 0)

    private init(uncheckedPosition: Double, velocity: Double) {
        position = uncheckedPosition
        self.velocity = velocity
    }
}

/// Whether a batch shares one transition matrix or keeps one per spring.
public enum SpringMatrixLayout: String, Hashable, Sendable {
    /// Shared when every spring has the same parameters, else per spring.
    case automatic
    /// One matrix per spring, even when all are equal (to measure the heterogeneous kernel).
    case perSpring
}
