import Foundation

/// The two loops of ``ExactStepSpringBatch``, written once for any ``ExactStepScalar`` and specialized by the
/// compiler inside this module where the `Double` and `Float` conformances call them.
enum ExactStepLoops {
    /// One step of springs [0, n) with a shared matrix: y₁ = m00·y + m01·v, v₁ = m10·y + m11·v, flushed, then
    /// snapped to (0, 0) when |y₁| < ex and |v₁| < ev. Written as a branch-free scalar loop that LLVM
    /// vectorizes (measured faster than explicit `SIMD8` code with `SIMDMask` selects on baseline x86-64).
    @inline(__always)
    static func shared<S: ExactStepScalar>(_ y: UnsafeMutablePointer<S>, _ v: UnsafeMutablePointer<S>, _ n: Int,
                                          _ m: (S, S, S, S), _ ex: S, _ ev: S) {
        let (m00, m01, m10, m11) = m
        let f = S.subnormalFlush
        let zero = S.zero  // a literal 0 here would stay a per-element conversion and block vectorization
        for i in 0..<n {
            let y0 = y[i], v0 = v[i]
            let y1 = (m00 * y0 + m01 * v0 + f) - f
            let v1 = (m10 * y0 + m11 * v0 + f) - f
            let rest = y1.magnitude < ex && v1.magnitude < ev
            y[i] = rest ? zero : y1
            v[i] = rest ? zero : v1
        }
    }

    /// One step with per-spring matrices (same arithmetic as ``shared(_:_:_:_:_:_:)``).
    @inline(__always)
    static func perSpring<S: ExactStepScalar>(_ y: UnsafeMutablePointer<S>, _ v: UnsafeMutablePointer<S>, _ n: Int,
                                             _ m00: UnsafeMutablePointer<S>, _ m01: UnsafeMutablePointer<S>,
                                             _ m10: UnsafeMutablePointer<S>, _ m11: UnsafeMutablePointer<S>,
                                             _ ex: S, _ ev: S) {
        let f = S.subnormalFlush
        let zero = S.zero  // a literal 0 here would stay a per-element conversion and block vectorization
        for i in 0..<n {
            let y0 = y[i], v0 = v[i]
            let y1 = (m00[i] * y0 + m01[i] * v0 + f) - f
            let v1 = (m10[i] * y0 + m11[i] * v0 + f) - f
            let rest = y1.magnitude < ex && v1.magnitude < ev
            y[i] = rest ? zero : y1
            v[i] = rest ? zero : v1
        }
    }
}

/// The transition matrices of many springs for one interval h, eight springs at a time with the vectorized
/// exp, expm1 and sincos of the closed-form batch (`VectorExp`, `VectorSinCos`, as in
/// ``VectorClosedFormSpringBatch``): the matrix of ``SpringTransitionMatrix`` for every spring, branch-free
/// across regimes (each group of eight evaluates the regimes its springs need and selects per lane).
///
/// Per spring the batch keeps five constants (``ExactStepSpringBatch`` fills them from ``SpringParameters``):
/// the decay rate of the exponential r (a = ζω₀ below and at critical damping, a − ω_h above), the frequency
/// w (ω_d or ω_h; 0 at critical damping), the scale s (1/ω_d below, −1/(2ω_h) above, 0 at critical damping, so
/// its sign is the regime), a = ζω₀ and ω₀². Then with e = e^(−r·h):
/// - underdamped: C = e·cos(w·h), S = e·sin(w·h)·s;
/// - critical: C = e, S = h·e;
/// - overdamped: m = expm1(−2w·h), C = e + e·m/2, S = e·m·s;
/// and M = [[C + a·S, S], [−ω₀²·S, C − a·S]], entries below ulp² of the largest flushed to 0 as in the batch.
/// A group whose arguments leave the vector kernels' ranges (r·h > 700, w·h > 1e5) uses Foundation's exp,
/// sin, cos and expm1 instead.
enum ExactStepIntervalMatrices {
    typealias Lanes = VectorExp.Lanes

    /// The five per-spring constants of `parameters` (r, w, s, a, ω₀²), as described above.
    static func constants(_ parameters: SpringParameters) -> (Double, Double, Double, Double, Double) {
        let modes = SpringModes(parameters)
        let w0sq = modes.omega0 * modes.omega0
        switch modes.regime {
        case .under: return (modes.decay, modes.frequency, 1 / modes.frequency, modes.decay, w0sq)
        case .critical: return (modes.decay, 0, 0, modes.decay, w0sq)
        case .over: return (modes.slowDecay, modes.frequency, -1 / (2 * modes.frequency), modes.decay, w0sq)
        }
    }

    /// One spring's entries with Foundation's functions (the groups outside the vector kernels' ranges).
    static func scalarEntries(_ h: Double, _ r: Double, _ w: Double, _ s: Double, _ a: Double, _ w0sq: Double)
        -> (Double, Double, Double, Double)
    {
        let e = Foundation.exp(-r * h)
        let C: Double, S: Double
        if s > 0 {
            C = e * Foundation.cos(w * h)
            S = e * Foundation.sin(w * h) * s
        } else if s < 0 {
            let m = Foundation.expm1(-2 * w * h)
            C = e + 0.5 * (e * m)
            S = e * m * s
        } else {
            C = e
            S = h * e
        }
        let aS = a * S
        return (C + aS, S, -w0sq * S, C - aS)
    }

    /// The matrices of springs [0, n) for interval `h`, converted to `S` and written to `m00…m11`; false when
    /// an entry is not finite in `S` (the caller then finds the spring and throws).
    @inline(__always)
    static func compute<S: ExactStepScalar>(
        _ h: Double, _ n: Int, _ r: UnsafePointer<Double>, _ w: UnsafePointer<Double>, _ s: UnsafePointer<Double>,
        _ a: UnsafePointer<Double>, _ w0sq: UnsafePointer<Double>,
        _ m00: UnsafeMutablePointer<S>, _ m01: UnsafeMutablePointer<S>, _ m10: UnsafeMutablePointer<S>,
        _ m11: UnsafeMutablePointer<S>
    ) -> Bool {
        let ulp = Double(S.ulpOfOne)
        let floorFactor = ulp * ulp
        let largestFinite = Double(S.greatestFiniteMagnitude)
        var finite = true
        var j = 0
        while j < n {
            let lanes = min(Lanes.scalarCount, n - j)
            var rate = Lanes(), frequency = Lanes(), scale = Lanes(), decay = Lanes(), stiffness = Lanes()
            if lanes == Lanes.scalarCount {
                rate = UnsafeRawPointer(r + j).loadUnaligned(as: Lanes.self)
                frequency = UnsafeRawPointer(w + j).loadUnaligned(as: Lanes.self)
                scale = UnsafeRawPointer(s + j).loadUnaligned(as: Lanes.self)
                decay = UnsafeRawPointer(a + j).loadUnaligned(as: Lanes.self)
                stiffness = UnsafeRawPointer(w0sq + j).loadUnaligned(as: Lanes.self)
            } else {
                for l in 0..<lanes {
                    rate[l] = r[j + l]; frequency[l] = w[j + l]; scale[l] = s[j + l]
                    decay[l] = a[j + l]; stiffness[l] = w0sq[j + l]
                }
            }
            var e00 = Lanes(), e01 = Lanes(), e10 = Lanes(), e11 = Lanes()
            let x = rate * h, angle = frequency * h
            let under = scale .> 0, over = scale .< 0
            if x.max() <= VectorClosedFormSpringBatch.expLimit
                && !any(under .& (angle .> VectorSinCos.inRangeLimit))
            {
                let e = VectorExp.expInRange(-x)
                var C = e, S = e * h
                if any(under) {
                    let (sine, cosine) = VectorSinCos.sinCosInRange(angle)
                    C.replace(with: e * cosine, where: under)
                    S.replace(with: e * sine * scale, where: under)
                }
                if any(over) {
                    let m = VectorExp.expm1InRange(pointwiseMax(-2 * angle, Lanes(repeating: -60)))
                    C.replace(with: e + 0.5 * (e * m), where: over)
                    S.replace(with: e * m * scale, where: over)
                }
                let aS = decay * S
                (e00, e01, e10, e11) = (C + aS, S, -stiffness * S, C - aS)
            } else {
                for l in 0..<lanes {
                    (e00[l], e01[l], e10[l], e11[l]) = scalarEntries(h, rate[l], frequency[l], scale[l], decay[l],
                                                                     stiffness[l])
                }
            }
            let a00 = magnitude(e00), a01 = magnitude(e01), a10 = magnitude(e10), a11 = magnitude(e11)
            let largest = pointwiseMax(pointwiseMax(a00, a01), pointwiseMax(a10, a11))
            // x − x is 0 for a finite x and NaN for ±∞ or NaN.
            let probe = (e00 - e00) + (e01 - e01) + (e10 - e10) + (e11 - e11)
            if !all(probe .== 0) || !all(largest .<= largestFinite) { finite = false }
            let floor = largest * floorFactor
            e00.replace(with: 0, where: a00 .< floor)
            e01.replace(with: 0, where: a01 .< floor)
            e10.replace(with: 0, where: a10 .< floor)
            e11.replace(with: 0, where: a11 .< floor)
            for l in 0..<lanes {
                m00[j + l] = S(e00[l]); m01[j + l] = S(e01[l]); m10[j + l] = S(e10[l]); m11[j + l] = S(e11[l])
            }
            j += lanes
        }
        return finite
    }

    @inline(__always)
    static func magnitude(_ x: Lanes) -> Lanes { pointwiseMax(x, -x) }
}
