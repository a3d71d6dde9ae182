/// The velocity a unit-step spring animation expects from a gesture.
public enum RelativeSpringVelocity {
    /// The initial velocity a unit-step spring animation (UIKit `UISpringTimingParameters(initialVelocity:)`,
    /// `CASpringAnimation.initialVelocity`) expects: the gesture velocity divided by the distance still to
    /// travel,
    ///
    ///     relative = v / (target − current)
    ///
    /// Source: *Designing Fluid Interfaces*, WWDC 2018 (`relativeVelocity(forVelocity:from:to:)`).
    ///
    /// - Returns: 0 when `current == target` (also when both are the same infinity: no distance, so the
    ///   gesture's momentum is dropped rather than turned into an infinite relative velocity); 0 when the
    ///   distance is infinite and `velocity` finite; NaN when any input is NaN, or when `velocity` is infinite
    ///   and the distance is infinite too.
    /// - Complexity: O(1).
    public static func initialVelocity(velocity: Double, current: Double, target: Double) -> Double {
        guard current != target else { return velocity.isNaN ? .nan : 0 }
        return velocity / (target - current)
    }
}
