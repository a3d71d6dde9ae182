import Foundation

/// The designer-facing ways of describing a spring, mapped to and from mass, stiffness and damping.
///
/// - response/dampingRatio (UIKit `UISpringTimingParameters(dampingRatio:)`, SwiftUI
///   `.spring(response:dampingFraction:)`, and the "damping/response" initializer in *Building Fluid
///   Interfaces*, WWDC 2018): k = (2π/response)²·m, c = 4π·ζ·m/response.
/// - duration/bounce (SwiftUI `Spring(duration:bounce:)`, UIKit iOS 17): response = duration,
///   ζ = 1 − bounce for bounce ≥ 0, ζ = 1/(1 + bounce) for bounce < 0; inverse bounce = 1 − ζ when ζ ≤ 1,
///   else 1/ζ − 1.
///
/// Sources: Apple Developer Documentation, `UISpringTimingParameters` (`init(dampingRatio:initialVelocity:)`) and
/// SwiftUI `Spring` (`init(duration:bounce:)`, `init(response:dampingRatio:)`); *Building Fluid Interfaces*
/// (Nathan Gitter, 2018). Every map is O(1).
///
/// Apple's published examples hold (see the tests): duration 0.5, bounce 0.3 → stiffness ≈ 157.9,
/// damping ≈ 17.6; mass 1, stiffness 100, damping 10 → duration ≈ 0.63, bounce 0.5.
extension SpringParameters {
    /// Parameters from a response (the undamped period, seconds) and a damping ratio ζ:
    /// k = (2π/response)²·m, c = 4π·ζ·m/response.
    ///
    /// The reported ``dampingRatio`` is ζ exactly whenever a double within two ulps of c makes it so, and always
    /// for ζ = 1: asked for critical damping, at any mass, the spring is critically damped, so its settling
    /// figures are those of the same motion at any other mass.
    ///
    /// Requires response > 0, ζ ≥ 0, m > 0, all finite.
    /// - Complexity: O(1).
    public init(response: Double, dampingRatio: Double, mass: Double = 1) throws(SpringParameterError) {
        try Self.requireFinite("response", response)
        try Self.requireFinite("dampingRatio", dampingRatio)
        try Self.requireFinite("mass", mass)
        guard response > 0 else {
            throw .outOfRange(name: "response", value: response, requirement: "greater than 0")
        }
        guard dampingRatio >= 0 else {
            throw .outOfRange(name: "dampingRatio", value: dampingRatio, requirement: "0 or greater")
        }
        let omega0 = 2 * Double.pi / response
        let stiffness = omega0 * omega0 * mass
        let damping = Self.damping(ratio: dampingRatio, stiffness: stiffness, mass: mass,
                                   nominal: 4 * Double.pi * dampingRatio * mass / response)
        try self.init(mass: mass, stiffness: stiffness, damping: damping)
    }

    /// The damping c whose ``dampingRatio`` c/(2·√(k·m)), evaluated in Double as everywhere in the module, is
    /// exactly `zeta`: the nominal 4π·ζ·m/response when it already is, else the nearest of 2ζ·√(k·m) and the
    /// doubles within two ulps of the nominal value that is. ζ = 1 always round-trips, as c = 2·√(k·m), so a
    /// spring asked to be critically damped is classified as critical by every solver, at any mass. The
    /// nominal value rounds c, k and √(k·m) independently, which leaves ζ = 1 one ulp below 1 for about a
    /// quarter of mass/duration pairs; the correction moves c by a few ulps at most.
    static func damping(ratio zeta: Double, stiffness: Double, mass: Double, nominal: Double) -> Double {
        let denominator = 2 * (stiffness * mass).squareRoot()
        func roundTrips(_ c: Double) -> Bool { c.isFinite && c >= 0 && c / denominator == zeta }
        if roundTrips(nominal) || !denominator.isFinite || denominator == 0 { return nominal }
        if zeta == 1 { return denominator }
        let candidates = [zeta * denominator, nominal.nextDown, nominal.nextUp,
                          nominal.nextDown.nextDown, nominal.nextUp.nextUp]
        return candidates.filter(roundTrips).min { ($0 - nominal).magnitude < ($1 - nominal).magnitude } ?? nominal
    }

    /// Parameters from SwiftUI's perceptual duration (= response, seconds) and bounce:
    /// ζ = 1 − bounce (bounce ≥ 0) or 1/(1 + bounce) (bounce < 0), then as ``init(response:dampingRatio:mass:)``.
    /// bounce = 0 gives ζ = 1 exactly, so the spring is critically damped at any mass.
    ///
    /// Requires duration > 0 and −1 < bounce ≤ 1 (bounce = −1 would mean infinite damping: the value never
    /// moves), all finite.
    /// - Complexity: O(1).
    public init(duration: Double, bounce: Double, mass: Double = 1) throws(SpringParameterError) {
        try Self.requireFinite("duration", duration)
        try Self.requireFinite("bounce", bounce)
        guard duration > 0 else {
            throw .outOfRange(name: "duration", value: duration, requirement: "greater than 0")
        }
        guard bounce > -1, bounce <= 1 else {
            throw .outOfRange(name: "bounce", value: bounce,
                              requirement: "greater than -1 and at most 1 (-1 would mean infinite damping)")
        }
        let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        try self.init(response: duration, dampingRatio: zeta, mass: mass)
    }

    /// The response: the undamped period 2π/ω₀ = 2π·√(m/k), in seconds.
    public var response: Double { 2 * Double.pi / undampedAngularFrequency }

    /// SwiftUI's perceptual duration, equal to ``response``.
    public var duration: Double { response }

    /// SwiftUI's bounce: 1 − ζ when ζ ≤ 1 (0 = critically damped, 1 = undamped), else 1/ζ − 1 (in (−1, 0)).
    public var bounce: Double {
        let zeta = dampingRatio
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }
}
