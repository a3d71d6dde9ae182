/// Springs that cannot be invalid, built without `try`: SwiftUI's presets and Android's `SpringForce` constants.
///
/// Each is computed from literals that satisfy every check of the throwing initializers (m = 1 > 0, k > 0,
/// c ≥ 0, all finite), by the same formulas in the same order, so it equals what the throwing map returns for
/// the same literals; only the checks are skipped.
extension SpringParameters {
    /// SwiftUI's `Spring.smooth`: duration 0.5 s, bounce 0, mass 1 (critically damped: ``dampingRatio`` is
    /// exactly 1 and ``bounce`` exactly 0).
    ///
    /// Equals `try SpringParameters(duration: 0.5, bounce: 0)`: k = (2π/0.5)² = 16π², c = 4π·1/0.5 = 8π.
    /// Source: Apple Developer Documentation, SwiftUI `Spring.smooth` ("a smooth spring with a predefined
    /// duration and no bounce") and `Spring.smooth(duration:extraBounce:)` (duration 0.5 by default, base
    /// bounce 0).
    /// - Complexity: O(1).
    public static var smooth: SpringParameters { SpringParameters(presetDuration: 0.5, bounce: 0) }

    /// SwiftUI's `Spring.snappy`: duration 0.5 s, bounce 0.15, mass 1 (ζ = 0.85).
    ///
    /// Equals `try SpringParameters(duration: 0.5, bounce: 0.15)`. Source: Apple Developer Documentation,
    /// SwiftUI `Spring.snappy` and `Spring.snappy(duration:extraBounce:)` (duration 0.5 by default, base
    /// bounce 0.15).
    /// - Complexity: O(1).
    public static var snappy: SpringParameters { SpringParameters(presetDuration: 0.5, bounce: 0.15) }

    /// SwiftUI's `Spring.bouncy`: duration 0.5 s, bounce 0.3, mass 1 (ζ = 0.7; Apple's own example,
    /// k ≈ 157.9, c ≈ 17.6).
    ///
    /// Equals `try SpringParameters(duration: 0.5, bounce: 0.3)`. Source: Apple Developer Documentation,
    /// SwiftUI `Spring.bouncy` and `Spring.bouncy(duration:extraBounce:)` (duration 0.5 by default, base
    /// bounce 0.3).
    /// - Complexity: O(1).
    public static var bouncy: SpringParameters { SpringParameters(presetDuration: 0.5, bounce: 0.3) }

    /// Android's `SpringForce` stiffness constants (`STIFFNESS_HIGH` … `STIFFNESS_VERY_LOW`), for a
    /// unit mass. Source: androidx `SpringForce` reference and source (`androidx.dynamicanimation.animation`).
    public enum SpringForceStiffness: Double, CaseIterable, Sendable {
        /// `STIFFNESS_HIGH` = 10 000: an extremely stiff spring.
        case high = 10_000
        /// `STIFFNESS_MEDIUM` = 1500: Android's default stiffness.
        case medium = 1500
        /// `STIFFNESS_LOW` = 200.
        case low = 200
        /// `STIFFNESS_VERY_LOW` = 50.
        case veryLow = 50
    }

    /// Android's `SpringForce` damping-ratio constants (`DAMPING_RATIO_HIGH_BOUNCY` … `DAMPING_RATIO_NO_BOUNCY`).
    /// Source: androidx `SpringForce` reference and source (`androidx.dynamicanimation.animation`).
    public enum SpringForceDampingRatio: Double, CaseIterable, Sendable {
        /// `DAMPING_RATIO_HIGH_BOUNCY` = 0.2: a very bouncy spring.
        case highBouncy = 0.2
        /// `DAMPING_RATIO_MEDIUM_BOUNCY` = 0.5: Android's default damping ratio.
        case mediumBouncy = 0.5
        /// `DAMPING_RATIO_LOW_BOUNCY` = 0.75.
        case lowBouncy = 0.75
        /// `DAMPING_RATIO_NO_BOUNCY` = 1: critically damped.
        case noBouncy = 1
    }

    /// The spring of Android's `SpringForce` with one of its stiffness and damping-ratio constants (defaults:
    /// Android's, `STIFFNESS_MEDIUM` and `DAMPING_RATIO_MEDIUM_BOUNCY`).
    ///
    /// `SpringForce` assumes a unit mass and takes ω₀ = √k, c = 2·ω₀·ζ, so this is m = 1, k = stiffness,
    /// c = 2·√k·ζ, equal to `try SpringParameters(mass: 1, stiffness: k, damping: 2 * k.squareRoot() * ζ)`.
    /// ``dampingRatio`` is exactly 1 for ``SpringForceDampingRatio/noBouncy``. Source: androidx
    /// `SpringForce` (`getAcceleration`: k = ω₀², c = 2·ω₀·ζ).
    /// - Complexity: O(1).
    public static func springForce(stiffness: SpringForceStiffness = .medium,
                                   dampingRatio: SpringForceDampingRatio = .mediumBouncy) -> SpringParameters {
        let k = stiffness.rawValue
        return SpringParameters(presetMass: 1, stiffness: k, damping: 2 * k.squareRoot() * dampingRatio.rawValue)
    }

    /// SwiftUI's duration/bounce map for a duration > 0 and a bounce in [0, 1] given as literals, with mass 1:
    /// ζ = 1 − bounce, then k = (2π/duration)²·m, c = 4π·ζ·m/duration, in the order of
    /// ``init(duration:bounce:mass:)`` and ``init(response:dampingRatio:mass:)``.
    private init(presetDuration duration: Double, bounce: Double) {
        let mass = 1.0
        let dampingRatio = 1 - bounce
        let omega0 = 2 * Double.pi / duration
        self.init(presetMass: mass, stiffness: omega0 * omega0 * mass,
                  damping: 4 * Double.pi * dampingRatio * mass / duration)
    }

    /// Stores values known to pass the checks of ``init(mass:stiffness:damping:)`` (finite, m > 0, k > 0,
    /// c ≥ 0): the presets' literals only.
    private init(presetMass mass: Double, stiffness: Double, damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }
}
