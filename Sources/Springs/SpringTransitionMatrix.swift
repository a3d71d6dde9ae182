import Foundation

/// The exact one-step map of a damped spring: for a fixed timestep h the state (y, v) = (x − to, x′)
/// advances linearly,
///
///     ⎡y₁⎤   ⎡C(h) + a·S(h)      S(h)      ⎤ ⎡y⎤
///     ⎣v₁⎦ = ⎣ −ω₀²·S(h)     C(h) − a·S(h) ⎦ ⎣v⎦
///
/// read off the closed form y(t) = y₀·C + (v₀ + a·y₀)·S, y′(t) = v₀·C − (a·v₀ + ω₀²·y₀)·S (a = ζω₀; C, S as in
/// ``ReferenceClosedFormSolution``). The matrix depends only on (m, k, c, h): compute it once per animation
/// configuration, then each step is four multiplies and two adds, exact up to rounding however large h is
/// (unlike any integrator). Source: the matrix exponential e^(hA) of the system x′ = A·x, A = [[0, 1],
/// [−k/m, −c/m]] (Moler & Van Loan, "Nineteen dubious ways to compute the exponential of a matrix", 2003).
public struct SpringTransitionMatrix: Hashable, Sendable {
    /// Row-major entries: y₁ = m00·y + m01·v, v₁ = m10·y + m11·v.
    public let m00: Double, m01: Double, m10: Double, m11: Double
    /// The timestep the matrix advances by.
    public let timestep: Double

    /// The matrix for `parameters` and timestep h (h ≥ 0 and finite; h = 0 gives the identity).
    /// - Throws: when h is negative or not finite.
    /// - Complexity: O(1): one exp and one sin/cos (or expm1) pair.
    public init(parameters: SpringParameters, timestep h: Double) throws(SpringParameterError) {
        try SpringParameters.requireFinite("timestep", h)
        guard h >= 0 else { throw .outOfRange(name: "timestep", value: h, requirement: "0 or greater") }
        let modes = SpringModes(parameters)
        let (c, s) = modes.cs(h)
        let a = modes.decay
        timestep = h
        m00 = c + a * s
        m01 = s
        m10 = -modes.omega0 * modes.omega0 * s
        m11 = c - a * s
    }

    /// Applies the map to an offset/velocity pair.
    /// - Complexity: O(1): four multiplies and two adds.
    @inlinable
    public func apply(offset y: Double, velocity v: Double) -> (offset: Double, velocity: Double) {
        (m00 * y + m01 * v, m10 * y + m11 * v)
    }

    /// Advances a sample of a spring pulled toward `target` by one timestep.
    /// - Complexity: O(1).
    @inlinable
    public func step(_ state: SpringSample, target: Double) -> SpringSample {
        let (y, v) = apply(offset: state.position - target, velocity: state.velocity)
        return SpringSample(position: target + y, velocity: v)
    }
}
