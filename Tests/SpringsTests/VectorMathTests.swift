import Workloads
import Foundation
import Testing
import Springs

// VectorExp and VectorSinCos against Foundation (glibc, itself within ~0.5 ulp of the correctly rounded result).
// Bound checked: |ours − Foundation| ≤ 2 ulp of Foundation's result (so ≤ ~2.5 ulp from the exact value). Observed
// on these seeded arguments: exp ≤ 1 ulp; expm1 and sin/cos reach 2 ulp only where the result sits just below a
// power of two (1 ulp of the upper binade) or, for expm1, at 0.35 < x < 0.41 where 2·(eʳ − 1) + 1 partly cancels;
// the batch only evaluates expm1 at x ≤ 0, where it stays ≤ 1 ulp. For
// sin/cos results whose magnitude is below 1e-9 (arguments next to a multiple of π/2) the bound is absolute,
// 1e-24, because there the reduction's absolute error (≤ |q|·2⁻¹¹⁹ + rounding of r) is what matters.

private func ulps(_ actual: Double, _ expected: Double) -> Double {
    if actual == expected { return 0 }
    return abs(actual - expected) / expected.ulp
}

/// Evaluates the in-range kernels on whole lanes (all eight different) so every lane is exercised.
private func laneWise(_ xs: [Double], _ kernel: (VectorExp.Lanes) -> VectorExp.Lanes) -> [Double] {
    var out: [Double] = []
    for start in stride(from: 0, to: xs.count, by: VectorExp.Lanes.scalarCount) {
        var lanes = VectorExp.Lanes()
        let count = min(VectorExp.Lanes.scalarCount, xs.count - start)
        for i in 0..<count { lanes[i] = xs[start + i] }
        let result = kernel(lanes)
        for i in 0..<count { out.append(result[i]) }
    }
    return out
}

private func randomArguments(seed: UInt64, count: Int, range: ClosedRange<Double>) -> [Double] {
    var random = SeededGenerator(seed: seed)
    var xs: [Double] = []
    for _ in 0..<count { xs.append(random.nextDouble(in: range)) }
    // Small magnitudes too, log-uniform from 1e-300 to 1, both signs.
    for _ in 0..<count / 4 {
        let magnitude = random.nextLogUniform(in: 1e-300...1)
        xs.append(random.nextBool() ? magnitude : -magnitude)
    }
    return xs
}

@Test func vectorExpIsWithinTwoUlpsOfFoundationOverItsRange() {
    let xs = randomArguments(seed: 21, count: 40_000, range: VectorExp.inRange)
        + [0, -0.0, 1, -1, 0.5 * M_LN2, -0.5 * M_LN2, M_LN2, 700, 709, -708, 1e-20, -1e-20]
    let ours = laneWise(xs, VectorExp.expInRange)
    var worst = 0.0
    for (x, value) in zip(xs, ours) {
        let error = ulps(value, Foundation.exp(x))
        worst = max(worst, error)
        #expect(error <= 2, "exp(\(x)) = \(value), Foundation \(Foundation.exp(x))")
    }
    #expect(worst > 0)  // the kernel is really our own arithmetic, not a call to Foundation
}

@Test func vectorExpm1IsWithinTwoUlpsOfFoundationOverItsRange() {
    let xs = randomArguments(seed: 22, count: 40_000, range: VectorExp.inRange)
        + randomArguments(seed: 23, count: 20_000, range: -2...2)
        + [0, 1e-300, -1e-300, 1e-16, -1e-16, 0.5 * M_LN2, -0.5 * M_LN2, -37, -60, 709, -708]
    let ours = laneWise(xs, VectorExp.expm1InRange)
    for (x, value) in zip(xs, ours) {
        #expect(ulps(value, Foundation.expm1(x)) <= 2, "expm1(\(x)) = \(value), Foundation \(Foundation.expm1(x))")
    }
}

@Test func vectorExpEdgeValues() {
    // In range: exact where the result is exact.
    #expect(VectorExp.exp(0) == 1 && VectorExp.exp(-0.0) == 1)
    #expect(VectorExp.exp(1e-300) == 1 && VectorExp.exp(-1e-300) == 1)
    #expect(VectorExp.expm1(0) == 0 && VectorExp.expm1(1e-300) == 1e-300 && VectorExp.expm1(-1e-300) == -1e-300)
    #expect(VectorExp.expm1(-60) == -1)
    // Outside the range the public functions are Foundation's: underflow, subnormals, overflow, ±∞, NaN.
    for x in [-708.5, -745.0, -745.2, -800, -.infinity, 709.5, 709.78, 709.8, 1000, .infinity] {
        #expect(VectorExp.exp(x) == Foundation.exp(x), "exp(\(x))")
        #expect(VectorExp.expm1(x) == Foundation.expm1(x), "expm1(\(x))")
    }
    #expect(VectorExp.exp(-.infinity) == 0 && VectorExp.exp(.infinity) == .infinity)
    #expect(VectorExp.expm1(-.infinity) == -1)
    #expect(VectorExp.exp(.nan).isNaN && VectorExp.expm1(.nan).isNaN)
    #expect(VectorExp.exp(-745.0) > 0 && VectorExp.exp(-745.0) < Double.leastNormalMagnitude)
}

@Test func vectorSinCosIsWithinTwoUlpsOfFoundationOverItsRange() {
    let limit = VectorSinCos.inRangeLimit
    var xs = randomArguments(seed: 24, count: 40_000, range: -limit...limit)
        + randomArguments(seed: 25, count: 20_000, range: -10...10)
    // Multiples of π/2 (as doubles), the worst case of the reduction, and the ends of the range.
    for k in stride(from: -40_000, through: 40_000, by: 997) { xs.append(Double(k) * (Double.pi / 2)) }
    xs += [0, -0.0, Double.pi / 4, -Double.pi / 4, Double.pi, 1e-300, limit, -limit]
    let sines = laneWise(xs) { VectorSinCos.sinCosInRange($0).sin }
    let cosines = laneWise(xs) { VectorSinCos.sinCosInRange($0).cos }
    var worst = 0.0
    for (i, x) in xs.enumerated() {
        for (value, expected, name) in [(sines[i], Foundation.sin(x), "sin"), (cosines[i], Foundation.cos(x), "cos")] {
            if abs(expected) < 1e-9 {
                #expect(abs(value - expected) <= 1e-24, "\(name)(\(x)) = \(value), Foundation \(expected)")
            } else {
                let error = ulps(value, expected)
                worst = max(worst, error)
                #expect(error <= 2, "\(name)(\(x)) = \(value), Foundation \(expected)")
            }
        }
    }
    #expect(worst > 0)
}

@Test func vectorSinCosEdgeValues() {
    #expect(VectorSinCos.sinCos(0) == (0, 1))
    #expect(VectorSinCos.sinCos(1e-300) == (1e-300, 1))
    // Beyond the range, and for ±∞ and NaN, the public function is Foundation's.
    for x in [1.000001e5, -3e5, 1e22, .infinity, -.infinity] {
        let ours = VectorSinCos.sinCos(x)
        let sine = Foundation.sin(x), cosine = Foundation.cos(x)
        #expect(ours.sin == sine || (ours.sin.isNaN && sine.isNaN), "sin(\(x))")
        #expect(ours.cos == cosine || (ours.cos.isNaN && cosine.isNaN), "cos(\(x))")
    }
    #expect(VectorSinCos.sinCos(.infinity).sin.isNaN && VectorSinCos.sinCos(.nan).cos.isNaN)
}

// The batch's per-spring choice between the vector kernels and the Foundation fallback: one batch mixing both,
// and odd time counts (the padded last group of lanes), against the reference with the pair's tolerance.

private func spring(zeta: Double, mass: Double = 1, stiffness: Double = 100, velocity: Double = -3) throws
    -> SpringProblem
{
    let damping = zeta * 2 * (stiffness * mass).squareRoot()
    return try SpringProblem(parameters: SpringParameters(mass: mass, stiffness: stiffness, damping: damping),
                             from: 2, to: -1, initialVelocity: velocity)
}

@Test(arguments: [[0, 0.25, 1, 3], [0, 1e-9, 0.1, 0.5, 2, 7, 30], [1000, 0.5, 0, 2, 100], [-0.5, 0, 0.3]])
func vectorBatchMatchesTheReferenceOnKernelAndFallbackSprings(times: [Double]) throws {
    let problems = try [
        spring(zeta: 0.3), spring(zeta: 0), spring(zeta: 1), spring(zeta: 1 + 1e-12), spring(zeta: 1 - 1e-12),
        spring(zeta: 4), spring(zeta: 50, stiffness: 1e4), spring(zeta: 0.3, mass: 1e-6, stiffness: 1e6),
        spring(zeta: 1, stiffness: 1e6), spring(zeta: 0.999, mass: 0.1, stiffness: 1000),
    ]
    let batch = VectorClosedFormSpringBatch(problems: problems).evaluate(times: times)
    for (s, problem) in problems.enumerated() {
        let reference = ReferenceClosedFormSolution(problem: problem)
        for (j, t) in times.enumerated() {
            let expected = reference.sample(at: t)
            for (actual, exact) in [(batch.positions[s * times.count + j], expected.position),
                                    (batch.velocities[s * times.count + j], expected.velocity)] {
                // Negative times grow e^(−at) until the reference itself overflows to NaN: both must then be NaN.
                let agrees = abs(actual - exact) <= max(1e-9, 1e-12 * abs(exact)) || (actual.isNaN && exact.isNaN)
                #expect(agrees, "spring \(s) t=\(t): \(actual) vs \(exact)")
            }
        }
    }
}

@Test func vectorBatchPropagatesANaNTimeLikeTheReference() throws {
    let problems = try [spring(zeta: 0.3), spring(zeta: 1), spring(zeta: 3)]
    let times = [0, 0.5, .nan]
    let batch = VectorClosedFormSpringBatch(problems: problems).evaluate(times: times)
    for (s, problem) in problems.enumerated() {
        let expected = ReferenceClosedFormSolution(problem: problem).sample(at: 0.5)
        #expect(abs(batch.positions[s * 3 + 1] - expected.position) <= 1e-9)
        #expect(batch.positions[s * 3 + 2].isNaN && batch.velocities[s * 3 + 2].isNaN)
    }
}
