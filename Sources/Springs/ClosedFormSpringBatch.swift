import Foundation

/// Many springs evaluated at many times from coefficients computed once per spring, in contiguous
/// structure-of-arrays storage. The optimized counterpart of ``ReferenceClosedFormSolution``.
///
/// Same formula as the reference, y = A·C(t) + B·S(t), y′ = V_C·C(t) + V_S·S(t), with the per-spring
/// constants A = y₀, B = v₀ + a·y₀, V_C = v₀, V_S = −(a·v₀ + ω₀²·y₀) and the regime's decay rates and
/// frequency hoisted out of the per-sample loop. Every form used stays accurate as ζ → 1 (sin(ω_d t)/ω_d and
/// expm1(−2ω_h t)/(2ω_h) have no cancellation), so no band switch is needed near critical damping.
/// Source: the standard solution of m·x″ + c·x′ + k·x = 0 (Thomson, *Theory of Vibration*, §2.6), as in
/// ``ReferenceClosedFormSolution``.
public struct ClosedFormSpringBatch: ClosedFormSpringSampler, Sendable {
    @usableFromInline enum Regime: UInt8, Sendable { case under, critical, over }

    @usableFromInline var regime: [Regime] = []
    /// a = ζω₀ (under, critical) or the slow decay rate a − ω_h (over).
    @usableFromInline var decay: [Double] = []
    /// ω_d (under) or ω_h (over); unused when critical.
    @usableFromInline var frequency: [Double] = []
    @usableFromInline var coefficientA: [Double] = []
    @usableFromInline var coefficientB: [Double] = []
    @usableFromInline var velocityC: [Double] = []
    @usableFromInline var velocityS: [Double] = []
    @usableFromInline var target: [Double] = []

    /// The number of springs.
    public var count: Int { regime.count }

    /// Precomputes the coefficients of every spring.
    /// - Complexity: O(n) for n problems.
    public init(problems: [SpringProblem]) {
        regime.reserveCapacity(problems.count)
        for problem in problems { append(problem) }
    }

    private mutating func append(_ problem: SpringProblem) {
        let m = problem.parameters.mass, k = problem.parameters.stiffness, c = problem.parameters.damping
        let omega0 = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        let a = zeta * omega0
        let y0 = problem.from - problem.to
        let v0 = problem.initialVelocity
        if zeta < 1 {
            regime.append(.under)
            decay.append(a)
            frequency.append(omega0 * (1 - zeta * zeta).squareRoot())
        } else if zeta == 1 {
            regime.append(.critical)
            decay.append(a)
            frequency.append(0)
        } else {
            regime.append(.over)
            decay.append(omega0 / (zeta + (zeta * zeta - 1).squareRoot()))
            frequency.append(omega0 * (zeta * zeta - 1).squareRoot())
        }
        coefficientA.append(y0)
        coefficientB.append(v0 + a * y0)
        velocityC.append(v0)
        velocityS.append(-(a * v0 + omega0 * omega0 * y0))
        target.append(problem.to)
    }

    /// Evaluates every spring at every time. Output is spring-major: sample `s * times.count + j` is spring
    /// `s` at `times[j]`. Both buffers must hold `count * times.count` elements.
    /// - Complexity: O(n·m) for n springs and m times: per sample one or two libm calls (exp, and sin/cos or
    ///   expm1) and a few multiplies.
    public func evaluate(
        times: UnsafeBufferPointer<Double>,
        positions: UnsafeMutableBufferPointer<Double>,
        velocities: UnsafeMutableBufferPointer<Double>
    ) {
        let n = times.count
        precondition(positions.count >= count * n && velocities.count >= count * n, "output buffers too small")
        for s in 0..<count {
            let A = coefficientA[s], B = coefficientB[s], VC = velocityC[s], VS = velocityS[s]
            let a = decay[s], w = frequency[s], to = target[s]
            let base = s * n
            switch regime[s] {
            case .under:
                for j in 0..<n {
                    let t = times[j]
                    let e = exp(-a * t)
                    let C = e * cos(w * t)
                    let S = e * sin(w * t) / w
                    positions[base + j] = to + (A * C + B * S)
                    velocities[base + j] = VC * C + VS * S
                }
            case .critical:
                for j in 0..<n {
                    let t = times[j]
                    let e = exp(-a * t)
                    let S = t * e
                    positions[base + j] = to + (A * e + B * S)
                    velocities[base + j] = VC * e + VS * S
                }
            case .over:
                let fastExtra = 2 * w  // fast decay = slow decay + 2ω_h
                let half = 1 / (2 * w)
                for j in 0..<n {
                    let t = times[j]
                    let slow = exp(-a * t)
                    let fast = slow * exp(-fastExtra * t)
                    let C = (slow + fast) * 0.5
                    let S = -slow * expm1(-fastExtra * t) * half
                    positions[base + j] = to + (A * C + B * S)
                    velocities[base + j] = VC * C + VS * S
                }
            }
        }
    }
}
