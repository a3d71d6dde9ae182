import Foundation

extension SpringProblem {
    /// The distance that ε is relative to: |to − from|, or 1 when from == to (then ε is an absolute
    /// threshold in position units and the initial velocity is taken as already relative).
    public var settlingScale: Double {
        let distance = (to - from).magnitude
        return distance > 0 ? distance : 1
    }

    /// Core Animation's `CASpringAnimation.settlingDuration`, generalised to every damping ratio and continuous
    /// across critical damping.
    ///
    /// Works on the unit step u(t) = (x(t) − to)/(from − to), u(0) = 1, with the relative initial velocity
    /// v₀ = initialVelocity/(to − from) (CA's `initialVelocity` is already relative; when from == to the
    /// velocity is used as is). With a = c/(2m) = ζω₀, β = |a − v₀|, ω_d = √(ω₀² − a²), ω_h = √(a² − ω₀²) and
    /// default ε = 0.001, the answer is the last t with E(t) = ε for the envelope
    ///
    /// - ζ < 1: E(t) = e^(−at)·(1 + β·min(t, 1/ω_d)), from |cos| ≤ 1 and |sin(ω_d t)|/ω_d ≤ min(t, 1/ω_d).
    ///   Where E has already crossed ε by t = 1/ω_d, the answer is Core Animation's formula
    ///   t = −ln(ε/(1 + β/ω_d))/a; Apple's documented values are of this kind: k = 100, m = 1, c = 5 → ≈ 2.855 s;
    ///   c = 15 → ≈ 1.022 s. Otherwise (ζ within about 0.006 of 1 at ε = 0.001) the crossing is the root of
    ///   e^(−at)·(1 + βt) = ε, which tends to the critical answer as ζ → 1⁻, where Core Animation's grows
    ///   without limit.
    /// - ζ = 1: E(t) = e^(−at)·(1 + βt).
    /// - ζ > 1: E(t) = e^(−at)·(cosh(ω_h t) + β·sinh(ω_h t)/ω_h), which tends to the critical envelope as ζ → 1⁺.
    /// - c = 0: never settles, +∞.
    ///
    /// Every E bounds |u| and starts at E(0) = 1 > ε; ln E is concave, so the crossing is unique and the
    /// answer is an upper bound on the exact ``ReferenceSettlingTime``. The answer is continuous in ζ.
    ///
    /// Evaluation: the textbook rates where their relative error, about 2⁻⁵³/|1 − ζ²|, is below 1e-13
    /// (|1 − ζ²| ≥ 2⁻¹⁰) and ε ≤ 0.5. Nearer to critical, or for a band so wide that E − ε would cancel:
    /// ω₀² − a² from the exact remainders of k/m and c/(2m) and the exact error of a² (fused multiply-add),
    /// and the crossing as the root of ln E(t) − ln ε written with log1p and expm1, bisected to the last bit,
    /// so nothing cancels on either side of ζ = 1.
    ///
    /// Source: Apple, `CASpringAnimation.settlingDuration` (QuartzCore); the envelope bound of the unit-step
    /// response (Thomson, *Theory of Vibration*, §2.6). The derivation is in the SettlingTime article.
    ///
    /// - Throws: ``SpringParameterError`` when ε is not in (0, 1) or the relative velocity overflows.
    /// - Complexity: O(1): a formula, or a doubling bracket and a bisection of at most 2 200 evaluations of
    ///   the envelope.
    public func settlingDuration(epsilon: Double = 0.001) throws(SpringParameterError) -> Double {
        try Self.requireEpsilon(epsilon)
        let distance = to - from
        let v0 = distance != 0 ? initialVelocity / distance : initialVelocity
        try SpringParameters.requireFinite("initialVelocity / (to − from)", v0)
        if parameters.damping == 0 { return .infinity }
        let zeta = parameters.dampingRatio
        if (1 - zeta * zeta).magnitude < 0x1p-10 || epsilon > 0.5 {
            return Self.logDomainSettlingDuration(parameters, relativeVelocity: v0, epsilon: epsilon)
        }
        let modes = SpringModes(parameters)
        let a = modes.decay
        switch modes.regime {
        case .under:
            let cSin = (a - v0) / modes.frequency
            // Written −ln(ε/(1 + |C_sin|))/a: this order rounds the eval sample (m 1, k 100, c 10) correctly.
            let formula = max(0, -log(epsilon / (1 + cSin.magnitude)) / a)
            if formula * modes.frequency >= 1 { return formula }
            let beta = (a - v0).magnitude, logEpsilon = log(epsilon)
            return Self.lastRoot(below: 1 / modes.frequency, rate: a) { t in log1p(beta * t) - a * t - logEpsilon }
        case .critical, .over:
            return Self.lastCrossing(of: modes, slope: (a - v0).magnitude, epsilon: epsilon)
        }
    }

    /// ``settlingDuration(epsilon:)`` without cancellation, for |1 − ζ²| < 2⁻¹⁰ or ε > 0.5 (where E − ε
    /// would cancel): ω₀² − a² is assembled from q = k/m, a = c/(2m), their exact remainders and the exact
    /// error of a², and the crossing is the root of ln E(t) − ln ε with E in log1p/expm1 form.
    static func logDomainSettlingDuration(_ parameters: SpringParameters, relativeVelocity v0: Double,
                                             epsilon: Double) -> Double {
        let m = parameters.mass, k = parameters.stiffness, c = parameters.damping
        let twoM = 2 * m
        let a = c / twoM
        let aRemainder = fma(-a, twoM, c) / twoM          // c/(2m) − a
        let q = k / m
        let qRemainder = fma(-q, m, k) / m                // k/m − q
        let aa = a * a
        let aaError = fma(a, a, -aa)                      // a² − aa, exactly
        // ω₀² − a²; q − aa is exact when they are within a factor 2 of each other (Sterbenz).
        let discriminant = (q - aa) + (qRemainder - aaError - 2 * a * aRemainder)
        let beta = ((a - v0) + aRemainder).magnitude
        let logEpsilon = log(epsilon)
        if discriminant > 0 {
            let omegaD = discriminant.squareRoot()
            let cSin = beta / omegaD
            if cSin.isFinite {
                let formula = (log1p(cSin) - logEpsilon) / a
                if formula * omegaD >= 1 { return formula }
            }
            return lastRoot(below: 1 / omegaD, rate: a) { t in log1p(beta * t) - a * t - logEpsilon }
        }
        if discriminant == 0 {
            return lastRoot(below: .infinity, rate: a) { t in log1p(beta * t) - a * t - logEpsilon }
        }
        // E(t) = e^(−σt)·(1 + (β − ω_h)·(1 − e^(−2ω_h t))/(2ω_h)), σ = a − ω_h = ω₀²/(a + ω_h).
        let omegaH = (-discriminant).squareRoot()
        let slow = (q + qRemainder) / (a + omegaH)
        return lastRoot(below: .infinity, rate: slow) { t in
            let s = -expm1(-2 * omegaH * t) / (2 * omegaH)
            return log1p((beta - omegaH) * s) - slow * t - logEpsilon
        }
    }

    /// The root of f on (0, limit], for f(0) > 0 with a single sign change (f is ln E − ln ε, E log-concave or
    /// decreasing, E(0) = 1 > ε): a doubling bracket from 1/rate, then bisection to the last bit. Answers the
    /// upper end, where f ≤ 0.
    private static func lastRoot(below limit: Double, rate: Double, _ f: (Double) -> Double) -> Double {
        var hi = 1 / rate
        var guardCount = 0
        while hi < limit, hi.isFinite, f(hi) > 0, guardCount < 2000 { hi *= 2; guardCount += 1 }
        hi = min(hi, limit)
        guard hi.isFinite else { return .infinity }
        var lo = 0.0
        for _ in 0..<maximumBisectionSteps {
            let mid = lo + (hi - lo) / 2
            if !(mid > lo && mid < hi) { break }
            if f(mid) > 0 { lo = mid } else { hi = mid }
        }
        return hi
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
