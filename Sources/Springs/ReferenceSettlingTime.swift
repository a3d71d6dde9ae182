import Foundation

/// The exact settling time, found the obvious way: scan the closed form on a fine grid up to a time after
/// which the motion provably stays inside the band, then bisect the last crossing to the last bit.
///
/// Definition: with θ = ε·``SpringProblem/settlingScale`` (ε·|to − from|, or ε when from == to), the settling
/// time is the smallest T ≥ 0 such that |x(t) − to| ≤ θ for every t ≥ T, i.e. the last time |x(t) − to| = θ
/// (0 if the motion never leaves the band; +∞ for an undamped spring whose amplitude exceeds θ).
///
/// Method, literally:
/// 1. Horizon H: |x(t) − to| ≤ (|y₀| + |v₀ + a·y₀|·t)·e^(−σt) in every regime (|cos| ≤ 1, |sin x| ≤ x,
///    sinh x ≤ x·cosh x, cosh(ω_h t)·e^(−at) ≤ e^(−σt)), with σ = ζω₀ (ζ ≤ 1) or ω₀/(ζ + √(ζ² − 1)) (ζ > 1);
///    H doubles from 1/σ until that bound is ≤ θ (it decreases for t ≥ 1/σ).
/// 2. Scan N + 1 equally spaced samples of [0, H], N = max(20 000, 400 samples per damped period), capped at
///    20 000 000; take the last sample above θ.
/// 3. Bisect between it and the next sample until the interval cannot shrink; answer the upper end.
///
/// A crossing pair narrower than the grid (a peak grazing θ by less than ~3e-5 relative) can be missed; the
/// optimized ``SettlingTimeSolver`` finds extrema analytically and does not miss it.
///
/// Source: the settling time of a step response, the time after which it stays within a band around its
/// final value (Ogata, *Modern Control Engineering*, §5-3), over the closed form of
/// ``ReferenceClosedFormSolution`` (Thomson, *Theory of Vibration*, §2.6).
public struct ReferenceSettlingTime: Sendable {
    public let problem: SpringProblem
    public let epsilon: Double

    /// - Throws: when ε is not in (0, 1).
    /// - Complexity: O(1).
    public init(problem: SpringProblem, epsilon: Double = 0.001) throws(SpringParameterError) {
        try SpringProblem.requireEpsilon(epsilon)
        self.problem = problem
        self.epsilon = epsilon
    }

    /// The settling time in seconds (may be +∞ for an undamped spring).
    /// - Complexity: O(N) closed-form evaluations, N = max(20 000, 400 per damped period) ≤ 20 000 000, plus
    ///   the bisection (about 53 halvings from one grid interval to the last bit).
    public func time() -> Double {
        let m = problem.parameters.mass, k = problem.parameters.stiffness, c = problem.parameters.damping
        let omega0 = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        let a = zeta * omega0
        let y0 = problem.from - problem.to
        let v0 = problem.initialVelocity
        let threshold = epsilon * problem.settlingScale
        // The same spring with its target moved to 0, so that positions are offsets x − to without the
        // cancellation of computing to + y − to (the problem is already validated, so this cannot fail).
        let shifted = SpringProblem(unchecked: problem.parameters, from: y0, to: 0, initialVelocity: v0)
        let solution = ReferenceClosedFormSolution(problem: shifted)
        func excess(_ t: Double) -> Double { solution.sample(at: t).position.magnitude - threshold }

        if c == 0 {
            // Undamped: a pure oscillation of amplitude √(y₀² + (v₀/ω₀)²), forever.
            let amplitude = (y0 * y0 + (v0 / omega0) * (v0 / omega0)).squareRoot()
            return amplitude <= threshold ? 0 : .infinity
        }
        let sigma = zeta <= 1 ? a : omega0 / (zeta + (zeta * zeta - 1).squareRoot())
        let b = (v0 + a * y0).magnitude
        func bound(_ t: Double) -> Double { (y0.magnitude + b * t) * exp(-sigma * t) }
        var horizon = 1 / sigma
        var doublings = 0
        while horizon.isFinite, bound(horizon) > threshold, doublings < 2000 { horizon *= 2; doublings += 1 }
        guard horizon.isFinite else { return .infinity }

        var samples = 20_000.0
        if zeta < 1 {
            let period = 2 * Double.pi / (omega0 * (1 - zeta * zeta).squareRoot())
            samples = max(samples, (400 * horizon / period).rounded(.up))
        }
        let n = Int(min(samples, 20_000_000))
        let step = horizon / Double(n)
        var last = -1
        for i in 0...n where excess(Double(i) * step) > 0 { last = i }
        if last < 0 { return 0 }
        var lo = Double(last) * step
        var hi = Double(last + 1) * step
        for _ in 0..<SpringProblem.maximumBisectionSteps {
            let mid = lo + (hi - lo) / 2
            if !(mid > lo && mid < hi) { break }
            if excess(mid) > 0 { lo = mid } else { hi = mid }
        }
        return hi
    }
}
