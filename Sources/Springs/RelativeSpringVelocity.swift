/// The initial velocity a unit-step spring animation (UIKit `UISpringTimingParameters(initialVelocity:)`,
/// `CASpringAnimation.initialVelocity`) expects: the gesture velocity divided by the distance still to travel,
///
///     relative = v / (target − current)
///
/// and 0 when current == target (no distance: the spring has nothing to scale by; the gesture's momentum is
/// dropped rather than turned into an infinite relative velocity). Source: *Designing Fluid Interfaces*, WWDC
/// 2018 (`relativeVelocity(forVelocity:from:to:)`).
public func relativeInitialVelocity(velocity: Double, current: Double, target: Double) -> Double {
    let distance = target - current
    guard distance != 0 else { return 0 }
    return velocity / distance
}
