import Foundation

/// The settling time of ``ReferenceSettlingTime`` (same definition), found by analytic bracketing and
/// safeguarded Newton iteration instead of a scan: a few dozen closed-form evaluations instead of ~20 000.
///
/// Bracketing, with y = x − to and θ the band half-width:
/// - ζ < 1: y(t) = R·e^(−at)·cos(ω_d t − φ), R = √(y₀² + (B/ω_d)²), φ = atan2(B/ω_d, y₀), B = v₀ + a·y₀.
///   Extrema sit at ω_d t_k − φ = kπ − atan(a/ω_d) with |y(t_k)| = R·(ω_d/ω₀)·e^(−a t_k), decreasing in k, so
///   the last extremum above θ has k* = ⌈(ω_d T − φ + atan(a/ω_d))/π⌉ − 1 with T = ln(R·ω_d/(ω₀θ))/a.
///   |y| decreases monotonically from t_k* to the next zero z = (φ + k*π + π/2)/ω_d: the crossing is in
///   [max(t_k*, 0), z].
/// - ζ ≥ 1: y has at most one zero (S/C = −y₀/B) and one extremum (S/C = v₀/(a·v₀ + ω₀²·y₀)), where
///   S/C = tanh(ω_h t)/ω_h (t when critical); past the extremum |y| decreases forever, before it the
///   crossing (if any) lies in [0, zero].
/// Inside the bracket y keeps one sign and |y| is monotone, so Newton on s·y(t) − θ (s the sign) with a
/// bisection fallback whenever a step leaves the bracket converges in a handful of iterations.
///
/// Source: the closed form of ``ReferenceClosedFormSolution`` (Thomson, *Theory of Vibration*, §2.6) for the
/// extrema and zeros; Newton's method safeguarded by bisection as in `rtsafe` (Press et al., *Numerical
/// Recipes*, §9.4).
public struct SettlingTimeSolver: Sendable {
    let modes: SpringModes
    let y0: Double, v0: Double, threshold: Double, undamped: Bool

    /// - Throws: when ε is not in (0, 1).
    /// - Complexity: O(1).
    public init(problem: SpringProblem, epsilon: Double = 0.001) throws(SpringParameterError) {
        try SpringProblem.requireEpsilon(epsilon)
        modes = SpringModes(problem.parameters)
        y0 = problem.from - problem.to
        v0 = problem.initialVelocity
        threshold = epsilon * problem.settlingScale
        undamped = problem.parameters.damping == 0
    }

    /// The most half-periods before settling that the solver resolves: beyond 2⁵², consecutive extrema
    /// k and k + 1 are the same Double and the bracket cannot be located.
    public static let maximumHalfPeriods = 0x1p52

    /// The settling time in seconds (may be +∞ for an undamped spring), or NaN when the spring oscillates
    /// more than ``maximumHalfPeriods`` half-periods before settling (ζ below about 1e-13), which double
    /// precision cannot resolve.
    /// - Complexity: O(1) closed-form evaluations in practice: an analytic bracket, then Newton steps
    ///   (quadratic convergence) with bisection as fallback, at most 200 iterations.
    public func time() -> Double {
        let a = modes.decay
        let b = v0 + a * y0
        if undamped {
            let amplitude = (y0 * y0 + (v0 / modes.omega0) * (v0 / modes.omega0)).squareRoot()
            return amplitude <= threshold ? 0 : .infinity
        }
        guard let (lo, hi) = modes.regime == .under ? underdampedBracket(b: b) : monotoneBracket(b: b) else {
            return 0
        }
        if lo.isNaN { return .nan }
        return solve(lo: lo, hi: hi)
    }

    private func y(_ t: Double) -> (y: Double, v: Double) { modes.evaluate(y0: y0, v0: v0, at: t) }

    private func underdampedBracket(b: Double) -> (Double, Double)? {
        let w = modes.frequency, a = modes.decay
        let amplitude = (y0 * y0 + (b / w) * (b / w)).squareRoot()
        if amplitude == 0 { return nil }
        let phase = atan2(b / w, y0)
        let lag = atan(a / w)
        let lastPeakTime = log(amplitude * w / (modes.omega0 * threshold)) / a
        var k = ((w * lastPeakTime - phase + lag) / Double.pi).rounded(.up) - 1
        if k.magnitude >= Self.maximumHalfPeriods { return (.nan, .nan) }
        // The formula is exact in real arithmetic; confirm k against the extremum values it predicts.
        func peakTime(_ k: Double) -> Double { (phase - lag + k * Double.pi) / w }
        func peakValue(_ k: Double) -> Double { amplitude * (w / modes.omega0) * exp(-a * peakTime(k)) }
        // Bounded: past 2⁵² the step k ± 1 no longer changes k, and the formula is off by at most a few.
        var steps = 0
        while k.isFinite, peakValue(k + 1) > threshold, steps < 64 { k += 1; steps += 1 }
        steps = 0
        while k.isFinite, peakValue(k) <= threshold, peakTime(k) > 0, steps < 64 { k -= 1; steps += 1 }
        guard k.isFinite else { return nil }
        let zero = (phase + k * Double.pi + Double.pi / 2) / w
        if zero <= 0 { return nil }
        let lo = max(peakTime(k), 0)
        // The last peak above θ exceeds it by a factor of at most e^(aπ/ω_d); when ζ is tiny that margin is
        // below the rounding of y(t) at large t, and the crossing is the peak itself to that precision.
        if (y(lo).y).magnitude <= threshold { return lo > 0 ? (lo, lo) : nil }
        return (lo, zero)
    }

    private func monotoneBracket(b: Double) -> (Double, Double)? {
        let a = modes.decay, w = modes.frequency
        // t with S(t)/C(t) = q, if any: tanh(ω_h t)/ω_h = q, or t = q when critical.
        func timeOfRatio(_ q: Double) -> Double? {
            guard q > 0, q.isFinite else { return nil }
            if modes.regime == .critical { return q }
            let x = q * w
            guard x < 1 else { return nil }
            return atanh(x) / w
        }
        let extremum = timeOfRatio(v0 / (a * v0 + modes.omega0 * modes.omega0 * y0))
        let zero = timeOfRatio(-y0 / b)
        let start = max(extremum ?? 0, 0)
        if (y(start).y).magnitude > threshold {
            var hi = start + 1 / modes.slowDecay
            var count = 0
            while hi.isFinite, (y(hi).y).magnitude > threshold, count < 2000 { hi *= 2; count += 1 }
            return hi.isFinite ? (start, hi) : nil
        }
        if let zero, zero < start, y0.magnitude > threshold { return (0, zero) }
        return nil
    }

    /// Safeguarded Newton on g(t) = s·y(t) − θ over [lo, hi] with g(lo) > 0 ≥ g(hi).
    private func solve(lo: Double, hi: Double) -> Double {
        var lo = lo, hi = hi
        let sign: Double = y(lo).y < 0 ? -1 : 1
        var t = lo
        for _ in 0..<200 where lo.isFinite && hi.isFinite {
            let (value, slope) = y(t)
            let g = sign * value - threshold
            if g > 0 { lo = max(lo, t) } else { hi = min(hi, t) }
            if hi - lo <= 2 * hi.ulp { break }
            var next = t - g / (sign * slope)
            if !(next > lo && next < hi) { next = lo + (hi - lo) / 2 }
            if (next - t).magnitude <= 2 * t.ulp {
                t = next
                break
            }
            t = next
        }
        return t
    }
}
