import Foundation

/// The regime functions C(t), S(t) of a damped spring with their constants hoisted, for the optimized code
/// (transition matrices, the settling solver). Same formulas as ``ReferenceClosedFormSolution``:
///
///     y(t)  = y₀·C(t) + (v₀ + a·y₀)·S(t),   y′(t) = v₀·C(t) − (a·v₀ + ω₀²·y₀)·S(t)
///
/// with a = ζω₀ and C = e^(−at)·cos(ω_d t), S = e^(−at)·sin(ω_d t)/ω_d (ζ < 1); C = e^(−at), S = t·e^(−at)
/// (ζ = 1); C = e^(−at)·cosh(ω_h t), S = e^(−at)·sinh(ω_h t)/ω_h (ζ > 1, via the two decaying modes and expm1).
@usableFromInline
struct SpringModes: Sendable {
    @usableFromInline enum Regime: Sendable { case under, critical, over }

    let regime: Regime
    /// ω₀ = √(k/m).
    let omega0: Double
    /// a = ζω₀.
    let decay: Double
    /// ω_d (under) or ω_h (over); 0 when critical.
    let frequency: Double
    /// The slowest decay rate: a for ζ ≤ 1, a − ω_h = ω₀/(ζ + √(ζ² − 1)) for ζ > 1.
    let slowDecay: Double

    init(_ parameters: SpringParameters) {
        let m = parameters.mass, k = parameters.stiffness, c = parameters.damping
        omega0 = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        decay = zeta * omega0
        if zeta < 1 {
            regime = .under
            frequency = omega0 * (1 - zeta * zeta).squareRoot()
            slowDecay = decay
        } else if zeta == 1 {
            regime = .critical
            frequency = 0
            slowDecay = decay
        } else {
            regime = .over
            frequency = omega0 * (zeta * zeta - 1).squareRoot()
            slowDecay = omega0 / (zeta + (zeta * zeta - 1).squareRoot())
        }
    }

    /// (C(t), S(t)).
    func cs(_ t: Double) -> (c: Double, s: Double) {
        switch regime {
        case .under:
            let e = exp(-decay * t)
            return (e * cos(frequency * t), e * sin(frequency * t) / frequency)
        case .critical:
            let e = exp(-decay * t)
            return (e, t * e)
        case .over:
            let slow = exp(-slowDecay * t)
            let fast = exp(-(decay + frequency) * t)
            return ((slow + fast) / 2, -slow * expm1(-2 * frequency * t) / (2 * frequency))
        }
    }

    /// Offset from the target and velocity at `t` for an initial offset y₀ and velocity v₀.
    func evaluate(y0: Double, v0: Double, at t: Double) -> (y: Double, v: Double) {
        let (c, s) = cs(t)
        return (y0 * c + (v0 + decay * y0) * s, v0 * c - (decay * v0 + omega0 * omega0 * y0) * s)
    }
}
