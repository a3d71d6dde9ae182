import Foundation

/// The exact solution of a damped spring, evaluated literally: every call recomputes everything from the
/// parameters. It exists to be trusted, not to be fast.
///
/// With y = x − to, y₀ = from − to, a = ζω₀ and the regime's C(t), S(t):
///
///     y(t)  = y₀·C(t) + (v₀ + a·y₀)·S(t)
///     y′(t) = v₀·C(t) − (a·v₀ + ω₀²·y₀)·S(t)
///
/// - underdamped (ζ < 1), ω_d = ω₀√(1−ζ²): C = e^(−at)·cos(ω_d t), S = e^(−at)·sin(ω_d t)/ω_d
/// - critically damped (ζ = 1):            C = e^(−at),             S = t·e^(−at)
/// - overdamped (ζ > 1), ω_h = ω₀√(ζ²−1):  C = e^(−at)·cosh(ω_h t), S = e^(−at)·sinh(ω_h t)/ω_h
///
/// Source: the standard solution of m·x″ + c·x′ + k·x = 0 (Thomson, *Theory of Vibration*, §2.6), written
/// in the C/S form so that all three regimes share one expression and join continuously at ζ = 1.
public struct ReferenceClosedFormSolution: Sendable {
    /// The spring being evaluated.
    public let problem: SpringProblem

    /// The solution of `problem` (stores it; nothing is precomputed, by design).
    /// - Complexity: O(1).
    public init(problem: SpringProblem) { self.problem = problem }

    /// Position and velocity at time `t` (seconds, t ≥ 0).
    /// - Complexity: O(1): ω₀, ζ and the regime's C(t), S(t) recomputed from the parameters on every call (two
    ///   or three calls of exp, sin, cos or expm1).
    public func sample(at t: Double) -> SpringSample {
        let m = problem.parameters.mass
        let k = problem.parameters.stiffness
        let c = problem.parameters.damping
        let omega0 = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        let a = zeta * omega0
        let y0 = problem.from - problem.to
        let v0 = problem.initialVelocity

        let C: Double
        let S: Double
        if zeta < 1 {
            let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            C = exp(-a * t) * cos(omegaD * t)
            S = exp(-a * t) * sin(omegaD * t) / omegaD
        } else if zeta == 1 {
            C = exp(-a * t)
            S = t * exp(-a * t)
        } else {
            let omegaH = omega0 * (zeta * zeta - 1).squareRoot()
            // e^(−at)·cosh(ω_h t) and e^(−at)·sinh(ω_h t)/ω_h, written with the two decaying modes
            // e^(−(a∓ω_h)t) so that neither overflows for large t; expm1 keeps sinh(ω_h t)/ω_h exact as ω_h → 0.
            let slowDecay = omega0 / (zeta + (zeta * zeta - 1).squareRoot())  // a − ω_h without cancellation
            let slow = exp(-slowDecay * t)
            let fast = exp(-(a + omegaH) * t)
            C = (slow + fast) / 2
            S = -slow * expm1(-2 * omegaH * t) / (2 * omegaH)
        }
        let y = y0 * C + (v0 + a * y0) * S
        let v = v0 * C - (a * v0 + omega0 * omega0 * y0) * S
        return SpringSample(position: problem.to + y, velocity: v)
    }
}
