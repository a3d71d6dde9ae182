/// Where a flicked value comes to rest under `UIScrollView`-style deceleration: the velocity is multiplied by
/// the deceleration rate r every millisecond, so the distance travelled is the geometric series
///
///     distance = Σₙ≥₁ (v/1000)·rⁿ = (v/1000)·r/(1 − r)
///
/// (v in units per second). Source: *Designing Fluid Interfaces*, WWDC 2018, session 803 (`project(initialVelocity:
/// decelerationRate:)`); `UIScrollView.DecelerationRate.normal` = 0.998, `.fast` = 0.99.
public struct MomentumProjection: Hashable, Sendable {
    /// The per-millisecond velocity factor r, 0 < r < 1.
    public let decelerationRate: Double

    /// `UIScrollView.DecelerationRate.normal`.
    public static let normal = MomentumProjection(uncheckedRate: 0.998)
    /// `UIScrollView.DecelerationRate.fast`.
    public static let fast = MomentumProjection(uncheckedRate: 0.99)

    /// - Throws: unless 0 < r < 1.
    /// - Complexity: O(1).
    public init(decelerationRate: Double) throws(SpringParameterError) {
        try SpringParameters.requireFinite("decelerationRate", decelerationRate)
        guard decelerationRate > 0, decelerationRate < 1 else {
            throw .outOfRange(name: "decelerationRate", value: decelerationRate,
                              requirement: "greater than 0 and less than 1")
        }
        self.decelerationRate = decelerationRate
    }

    private init(uncheckedRate: Double) { decelerationRate = uncheckedRate }

    /// The distance travelled from a release velocity (units per second), with its sign.
    /// - Complexity: O(1): the closed sum of the geometric series.
    public func distance(velocity: Double) -> Double {
        (velocity / 1000) * decelerationRate / (1 - decelerationRate)
    }

    /// The resting position of a value at `position` released at `velocity`.
    /// - Complexity: O(1).
    public func project(position: Double, velocity: Double) -> Double {
        position + distance(velocity: velocity)
    }
}
