import Foundation

extension SpringProblem {
    /// The distance that ε is relative to: |to − from|, or 1 when from == to (then ε is an absolute
    /// threshold in position units and the initial velocity is taken as already relative).
    public var settlingScale: Double {
        let distance = (to - from).magnitude
        return distance > 0 ? distance : 1
    }

    /// Core Animation's `CASpringAnimation.settlingDuration`, generalised to every damping ratio.
    ///
    /// Works on the unit step u(t) = (x(t) − to)/(from − to), u(0) = 1, with the relative initial velocity
    /// v₀ = initialVelocity/(to − from) (CA's `initialVelocity` is already relative; when from == to the
    /// velocity is used as is). With a = ζω₀ (default ε = 0.001):
    ///
    /// - ζ < 1 (Core Animation's formula): t = ln((|C_cos| + |C_sin|)/ε)/(ζω₀) = −ln(ε/(|C_cos| + |C_sin|))/(ζω₀), C_cos = 1,
    ///   C_sin = (ζω₀ − v₀)/ω_d. This bounds the oscillation by its envelope, so it is an upper bound on the
    ///   exact ``ReferenceSettlingTime``. It grows without limit as ζ → 1⁻ (ω_d → 0), as Core Animation's does.
    ///   Apple's documented values hold: k = 100, m = 1, c = 5 → ≈ 2.855 s; c = 15 → ≈ 1.022 s.
    /// - ζ ≥ 1 (MotionBench's rule, deterministic and continuous at ζ = 1): the same "sum of the magnitudes
    ///   of the terms" bound, with the hyperbolic terms themselves in place of the trigonometric bound 1:
    ///   E(t) = C(t) + |ζω₀ − v₀|·S(t) (C, S ≥ 0 are the regime functions of ``ReferenceClosedFormSolution``);
    ///   the answer is the last t with E(t) = ε, found by bisection to the last bit (E is unimodal, so the
    ///   crossing on its decreasing side is unique). E ≥ |u|, so this too is an upper bound on the exact
    ///   settling time, and as ζ → 1⁺ it tends to the critically damped value.
    /// - ζ = 0: never settles, +∞.
    ///
    /// Source: Apple, `CASpringAnimation.settlingDuration` (QuartzCore); the underdamped formula is the
    /// envelope bound of the unit-step response (Thomson, *Theory of Vibration*, §2.6).
    ///
    /// - Throws: ``SpringParameterError`` when ε is not in (0, 1) or the relative velocity overflows.
    /// - Complexity: O(1): a formula for ζ < 1; for ζ ≥ 1 a doubling bracket and a bisection of at
    ///   most 2 200 closed-form evaluations.
    public func settlingDuration(epsilon: Double = 0.001) throws(SpringParameterError) -> Double {
        try Self.requireEpsilon(epsilon)
        let distance = to - from
        let v0 = distance != 0 ? initialVelocity / distance : initialVelocity
        try SpringParameters.requireFinite("initialVelocity / (to − from)", v0)
        let modes = SpringModes(parameters)
        let a = modes.decay
        if parameters.damping == 0 { return .infinity }
        switch modes.regime {
        case .under:
            let cSin = (a - v0) / modes.frequency
            // Written −ln(ε/(1 + |C_sin|))/a: this order rounds the eval sample (m 1, k 100, c 10) correctly.
            return max(0, -log(epsilon / (1 + cSin.magnitude)) / a)
        case .critical, .over:
            return Self.lastCrossing(of: modes, slope: (a - v0).magnitude, epsilon: epsilon)
        }
    }

    /// The most halvings a bisection between two finite doubles can need (exponent range 2098 + 53 bits of
    /// mantissa, rounded up): a cap that never binds on finite input and ends the loop on NaN.
    static let maximumBisectionSteps = 2200

    /// Fails when the spring's derived rates do not fit in a Double, so that no settling computation is
    /// asked to work with an infinite frequency or a zero decay rate: ω₀ = √(k/m), ω₀², a = ζω₀, the damped
    /// frequency and the slowest decay rate must be finite, and the slowest decay rate must be positive
    /// (its reciprocal finite) unless the spring is undamped.
    public func requireRepresentableRates() throws(SpringParameterError) {
        let modes = SpringModes(parameters)
        let requirement = "small enough that the spring's rates fit in a Double"
        let ratio = parameters.stiffness / parameters.mass
        guard ratio.isFinite, ratio > 0, (modes.omega0 * modes.omega0).isFinite else {
            throw .outOfRange(name: "stiffness / mass", value: ratio, requirement: "positive and " + requirement)
        }
        guard modes.decay.isFinite, modes.frequency.isFinite, modes.slowDecay.isFinite,
              (modes.decay + modes.frequency).isFinite, parameters.dampingRatio.isFinite else {
            throw .outOfRange(name: "damping", value: parameters.damping, requirement: requirement)
        }
        if parameters.damping > 0 {
            guard modes.slowDecay > 0, (1 / modes.slowDecay).isFinite else {
                throw .outOfRange(name: "damping ratio", value: parameters.dampingRatio,
                                  requirement: "such that the slowest decay rate is a positive Double")
            }
        }
    }

    /// ε must be finite with 0 < ε < 1.
    static func requireEpsilon(_ epsilon: Double) throws(SpringParameterError) {
        try SpringParameters.requireFinite("epsilon", epsilon)
        guard epsilon > 0, epsilon < 1 else {
            throw .outOfRange(name: "epsilon", value: epsilon, requirement: "greater than 0 and less than 1")
        }
    }

    /// The last t with E(t) = C(t) + β·S(t) = ε for ζ ≥ 1. E is E(t) for y₀ = 1, v₀ = β − a in the
    /// closed form, so E′ is that solution's velocity.
    private static func lastCrossing(of modes: SpringModes, slope beta: Double, epsilon: Double) -> Double {
        let v0 = beta - modes.decay
        func value(_ t: Double) -> (e: Double, de: Double) {
            let r = modes.evaluate(y0: 1, v0: v0, at: t)
            return (r.y, r.v)
        }
        // 1. The peak: E′(0) = β − a; if positive, bisect E′ = 0 (E′ > 0 before the peak, < 0 after).
        // Every loop is bounded: doubling stops at 2000 steps or a non-finite bound, and a bisection of
        // doubles cannot take more than ~2100 halvings (``maximumBisectionSteps``), NaN or not.
        var peak = 0.0
        if value(0).de > 0 {
            var hi = 1 / modes.slowDecay
            var guardCount = 0
            while hi.isFinite, value(hi).de > 0, guardCount < 2000 { hi *= 2; guardCount += 1 }
            guard hi.isFinite else { return .infinity }
            var lo = 0.0
            for _ in 0..<maximumBisectionSteps {
                let mid = lo + (hi - lo) / 2
                if !(mid > lo && mid < hi) { break }
                if value(mid).de > 0 { lo = mid } else { hi = mid }
            }
            peak = hi
        }
        if value(peak).e <= epsilon { return 0 }
        // 2. A time past the crossing, then bisection on E − ε over [peak, hi].
        var hi = peak + 1 / modes.slowDecay
        var guardCount = 0
        while hi.isFinite, value(hi).e > epsilon, guardCount < 2000 { hi *= 2; guardCount += 1 }
        guard hi.isFinite else { return .infinity }
        var lo = peak
        for _ in 0..<maximumBisectionSteps {
            let mid = lo + (hi - lo) / 2
            if !(mid > lo && mid < hi) { break }
            if value(mid).e > epsilon { lo = mid } else { hi = mid }
        }
        return hi
    }
}
