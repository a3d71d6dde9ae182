import Foundation

/// Many springs evaluated at many times with vectorized exp and sincos: the fast counterpart of
/// ``ReferenceClosedFormSolution`` (and of ``ClosedFormSpringBatch``, which calls libm per sample).
///
/// Same formula, y = A·C(t) + B·S(t), y′ = V_C·C(t) + V_S·S(t) with A = y₀, B = v₀ + a·y₀, V_C = v₀,
/// V_S = −(a·v₀ + ω₀²·y₀). Each spring's loop over the sample times is one branch-free body on eight lanes
/// (`SIMD8<Double>`; four SSE2 registers, so four independent dependency chains), chosen by the spring's
/// regime:
/// - underdamped: e = e^(−at) (`VectorExp`), (s, c) = sincos(ω_d t) (`VectorSinCos`), C = e·c, S = e·s·(1/ω_d);
/// - critical: e = e^(−at), C = e, S = t·e;
/// - overdamped: e = e^(−(a−ω_h)t), m = expm1(−2ω_h t), h = e·m, C = e + h/2, S = −h/(2ω_h)
///   (that is, (e^(−(a−ω_h)t) + e^(−(a+ω_h)t))/2 and the sinh term without cancellation as ζ → 1).
///
/// Source: the standard solution of m·x″ + c·x′ + k·x = 0 (Thomson, *Theory of Vibration*, §2.6), as in
/// ``ReferenceClosedFormSolution``; exp, expm1 and sincos by Cody–Waite argument reduction and polynomial
/// approximation (Cody & Waite, *Software Manual for the Elementary Functions*, 1980), each within 2 ulp of
/// the C library's (tested).
///
/// Springs stay in their given order: sorting them by regime (globally, or in blocks of 16–256) measured no
/// faster at 1 000 springs and slower at 100 000 (the output is then no longer written sequentially), and a
/// per-spring branch on the regime costs a small fraction of a spring's 16 samples.
///
/// A spring whose arguments leave the kernels' ranges for the requested times (|a·t| > 700, |ω_d·t| > 1e5, a NaN
/// time) is evaluated with Foundation's exp, sin, cos and expm1 instead, so the results stay within a few ulps
/// of the reference for every input.
public struct VectorClosedFormSpringBatch: ClosedFormSpringSampler, Sendable {
    /// Largest |a·t| (and |2ω_h t| before clamping) evaluated by the vector exp: inside the vector exp's range (−708 … 709).
    @usableFromInline static let expLimit = 700.0

    @usableFromInline enum Regime: UInt8, Sendable { case under, critical, over }

    /// One spring's constants, together (one 64-byte record: a single memory stream for the whole batch).
    @usableFromInline struct Terms: Sendable {
        /// a = ζω₀ (under, critical) or the slow decay rate a − ω_h (over).
        @usableFromInline var decay: Double
        /// ω_d (under) or ω_h (over); 0 when critical.
        @usableFromInline var frequency: Double
        /// 1/ω_d (under) or 1/(2ω_h) (over); 0 when critical.
        @usableFromInline var frequencyScale: Double
        @usableFromInline var A: Double
        @usableFromInline var B: Double
        @usableFromInline var VC: Double
        @usableFromInline var VS: Double
        @usableFromInline var target: Double
    }

    @usableFromInline var regime: [Regime] = []
    @usableFromInline var terms: [Terms] = []

    /// The number of springs.
    public var count: Int { regime.count }

    /// Precomputes the coefficients of every spring.
    /// - Complexity: O(n) for n problems.
    public init(problems: [SpringProblem]) {
        regime.reserveCapacity(problems.count)
        terms.reserveCapacity(problems.count)
        for problem in problems {
            let p = problem.parameters
            append(problem, zeta: p.damping / (2 * (p.stiffness * p.mass).squareRoot()))
        }
    }

    private mutating func append(_ problem: SpringProblem, zeta: Double) {
        let m = problem.parameters.mass, k = problem.parameters.stiffness
        let omega0 = (k / m).squareRoot()
        let a = zeta * omega0
        let y0 = problem.from - problem.to
        let v0 = problem.initialVelocity
        let decay: Double, frequency: Double, frequencyScale: Double
        if zeta < 1 {
            regime.append(.under)
            decay = a
            frequency = omega0 * (1 - zeta * zeta).squareRoot()
            frequencyScale = 1 / frequency
        } else if zeta == 1 {
            regime.append(.critical)
            decay = a
            frequency = 0
            frequencyScale = 0
        } else {
            regime.append(.over)
            decay = omega0 / (zeta + (zeta * zeta - 1).squareRoot())
            frequency = omega0 * (zeta * zeta - 1).squareRoot()
            frequencyScale = 1 / (2 * frequency)
        }
        terms.append(Terms(decay: decay, frequency: frequency, frequencyScale: frequencyScale, A: y0,
                           B: v0 + a * y0, VC: v0, VS: -(a * v0 + omega0 * omega0 * y0), target: problem.to))
    }

    /// Evaluates every spring at every time. Output is spring-major in the order of the `problems` given at
    /// construction: sample `s * times.count + j` is spring `s` at `times[j]`. Both buffers must hold
    /// `count * times.count` elements.
    /// - Complexity: O(n·m) for n springs and m times, eight samples per vector body.
    public func evaluate(
        times: UnsafeBufferPointer<Double>,
        positions: UnsafeMutableBufferPointer<Double>,
        velocities: UnsafeMutableBufferPointer<Double>
    ) {
        let n = times.count
        precondition(positions.count >= count * n && velocities.count >= count * n, "output buffers too small")
        guard n > 0, let t = times.baseAddress, let px = positions.baseAddress, let pv = velocities.baseAddress
        else { return }
        var longest = 0.0, earliest = 0.0
        for time in times {
            longest = abs(time) <= longest ? longest : abs(time)  // NaN → NaN
            earliest = Swift.min(earliest, time)
        }
        if longest.isNaN { longest = .infinity }
        for i in 0..<count {
            let base = i * n
            let c = terms[i]
            let a = c.decay, w = c.frequency, scale = c.frequencyScale
            let A = c.A, B = c.B, VC = c.VC, VS = c.VS, to = c.target
            let x = px + base, v = pv + base
            let expInRange = a * longest <= Self.expLimit
            switch regime[i] {
            case .under:
                if expInRange && w * longest <= VectorSinCos.inRangeLimit {
                    Self.underdamped(t, n, x, v, a, w, scale, A, B, VC, VS, to)
                } else {
                    Self.underdampedLibm(t, n, x, v, a, w, scale, A, B, VC, VS, to)
                }
            case .critical:
                if expInRange {
                    Self.critical(t, n, x, v, a, A, B, VC, VS, to)
                } else {
                    Self.criticalLibm(t, n, x, v, a, A, B, VC, VS, to)
                }
            case .over:
                if expInRange && (earliest >= 0 || 2 * w * longest <= Self.expLimit) {
                    Self.overdamped(t, n, x, v, a, w, scale, A, B, VC, VS, to)
                } else {
                    Self.overdampedLibm(t, n, x, v, a, w, scale, A, B, VC, VS, to)
                }
            }
        }
    }

    // MARK: Vector kernels (one branch-free body over the times of one spring, eight times at once)

    /// The lanes evaluated together (`VectorExp.Lanes`).
    @usableFromInline typealias Lanes = VectorExp.Lanes

    /// Runs `body` on the times eight at a time (the last group padded with zeros, only real lanes stored) and
    /// stores its (position, velocity) lanes.
    @inlinable @inline(__always)
    static func forEachLanes(
        _ t: UnsafePointer<Double>, _ n: Int, _ x: UnsafeMutablePointer<Double>, _ v: UnsafeMutablePointer<Double>,
        _ body: (Lanes) -> (position: Lanes, velocity: Lanes)
    ) {
        var j = 0
        while j + Lanes.scalarCount <= n {
            let (position, velocity) = body(UnsafeRawPointer(t + j).loadUnaligned(as: Lanes.self))
            UnsafeMutableRawPointer(x + j).storeBytes(of: position, as: Lanes.self)
            UnsafeMutableRawPointer(v + j).storeBytes(of: velocity, as: Lanes.self)
            j += Lanes.scalarCount
        }
        if j < n {
            var times = Lanes()
            for lane in 0..<(n - j) { times[lane] = t[j + lane] }
            let (position, velocity) = body(times)
            for lane in 0..<(n - j) {
                x[j + lane] = position[lane]
                v[j + lane] = velocity[lane]
            }
        }
    }

    @inlinable @inline(__always)
    static func underdamped(
        _ t: UnsafePointer<Double>, _ n: Int, _ x: UnsafeMutablePointer<Double>, _ v: UnsafeMutablePointer<Double>,
        _ a: Double, _ w: Double, _ scale: Double, _ A: Double, _ B: Double, _ VC: Double, _ VS: Double,
        _ to: Double
    ) {
        // S = e·sin·(1/ω_d): the 1/ω_d goes into the coefficients, once per spring.
        let BS = B * scale, VSS = VS * scale
        forEachLanes(t, n, x, v) { time in
            let e = VectorExp.expInRange(-a * time)
            let (sine, cosine) = VectorSinCos.sinCosInRange(w * time)
            let C = e * cosine
            let eSine = e * sine
            return (to + (A * C + BS * eSine), VC * C + VSS * eSine)
        }
    }

    @inlinable @inline(__always)
    static func critical(
        _ t: UnsafePointer<Double>, _ n: Int, _ x: UnsafeMutablePointer<Double>, _ v: UnsafeMutablePointer<Double>,
        _ a: Double, _ A: Double, _ B: Double, _ VC: Double, _ VS: Double, _ to: Double
    ) {
        forEachLanes(t, n, x, v) { time in
            let e = VectorExp.expInRange(-a * time)
            let S = time * e
            return (to + (A * e + B * S), VC * e + VS * S)
        }
    }

    @inlinable @inline(__always)
    static func overdamped(
        _ t: UnsafePointer<Double>, _ n: Int, _ x: UnsafeMutablePointer<Double>, _ v: UnsafeMutablePointer<Double>,
        _ a: Double, _ w: Double, _ scale: Double, _ A: Double, _ B: Double, _ VC: Double, _ VS: Double,
        _ to: Double
    ) {
        let fastExtra = -2 * w
        // S = −h·(1/(2ω_h)): the factor goes into the coefficients, once per spring.
        let BS = -B * scale, VSS = -VS * scale
        forEachLanes(t, n, x, v) { time in
            let slow = VectorExp.expInRange(-a * time)
            // e^(−2ω_h t) − 1 rounds to −1 below −60; clamping keeps the kernel in its range.
            let m = VectorExp.expm1InRange(pointwiseMax(fastExtra * time, Lanes(repeating: -60)))
            let h = slow * m
            let C = slow + 0.5 * h
            return (to + (A * C + BS * h), VC * C + VSS * h)
        }
    }

    // MARK: Foundation fallbacks (arguments outside the kernels' ranges)

    static func underdampedLibm(
        _ t: UnsafePointer<Double>, _ n: Int, _ x: UnsafeMutablePointer<Double>, _ v: UnsafeMutablePointer<Double>,
        _ a: Double, _ w: Double, _ scale: Double, _ A: Double, _ B: Double, _ VC: Double, _ VS: Double,
        _ to: Double
    ) {
        for j in 0..<n {
            let e = Foundation.exp(-a * t[j])
            let C = e * Foundation.cos(w * t[j])
            let S = e * Foundation.sin(w * t[j]) / w
            x[j] = to + (A * C + B * S)
            v[j] = VC * C + VS * S
        }
    }

    static func criticalLibm(
        _ t: UnsafePointer<Double>, _ n: Int, _ x: UnsafeMutablePointer<Double>, _ v: UnsafeMutablePointer<Double>,
        _ a: Double, _ A: Double, _ B: Double, _ VC: Double, _ VS: Double, _ to: Double
    ) {
        for j in 0..<n {
            let e = Foundation.exp(-a * t[j])
            let S = t[j] * e
            x[j] = to + (A * e + B * S)
            v[j] = VC * e + VS * S
        }
    }

    static func overdampedLibm(
        _ t: UnsafePointer<Double>, _ n: Int, _ x: UnsafeMutablePointer<Double>, _ v: UnsafeMutablePointer<Double>,
        _ a: Double, _ w: Double, _ scale: Double, _ A: Double, _ B: Double, _ VC: Double, _ VS: Double,
        _ to: Double
    ) {
        for j in 0..<n {
            let slow = Foundation.exp(-a * t[j])
            let h = slow * Foundation.expm1(-2 * w * t[j])
            let C = slow + 0.5 * h
            let S = -h * scale
            x[j] = to + (A * C + B * S)
            v[j] = VC * C + VS * S
        }
    }
}
