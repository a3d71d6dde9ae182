import Foundation
import Testing
import Springs

private func problem(mass: Double = 1, stiffness: Double = 100, damping: Double, from: Double = 0, to: Double = 1,
                     velocity: Double = 0) throws -> SpringProblem {
    try SpringProblem(parameters: SpringParameters(mass: mass, stiffness: stiffness, damping: damping),
                      from: from, to: to, initialVelocity: velocity)
}

@Test func settlingDurationMatchesApplesDocumentedValues() throws {
    // CASpringAnimation documentation: stiffness 100, mass 1: damping 5 → ≈ 2.855 s, damping 15 → ≈ 1.022 s.
    #expect(abs(try problem(damping: 5).settlingDuration() - 2.855) < 0.0005)
    #expect(abs(try problem(damping: 15).settlingDuration() - 1.022) < 0.0005)
}

@Test func readmeSampleSettlingValuesReproduce() throws {
    let p = try problem(damping: 10)
    #expect(try p.settlingDuration() == 1.4727003346780926)
    let reference = try ReferenceSettlingTime(problem: p).time()
    let optimized = try SettlingTimeSolver(problem: p).time()
    // A published 16-digit value is 1.270165195653986; the true root (mpmath, 40 digits) is 1.27016519565398631…, and
    // |x − to| crosses ε with slope ≈ −0.020 per second there, so evaluation-order rounding moves the answer by an ulp
    // or two. Both methods must be within 2 ulps of the truth (that value is 1.9 ulps below it).
    let truth = 1.2701651956539863
    #expect(abs(reference - truth) <= 2 * truth.ulp, "reference \(reference)")
    #expect(abs(optimized - truth) <= 2 * truth.ulp, "optimized \(optimized)")
    #expect(abs(optimized - 1.270165195653986) <= 4 * truth.ulp)
}

@Test func settlingTimeIsTheLastBandCrossing() throws {
    // At the answer |x − to| = ε·distance, and after it the motion stays inside the band.
    for (damping, velocity) in [(4.0, 0.0), (10.0, -30.0), (20.0, 5.0), (26.0, 40.0), (60.0, -3.0)] {
        let p = try problem(damping: damping, from: 2, to: -1, velocity: velocity)
        let t = try SettlingTimeSolver(problem: p).time()
        let solution = ReferenceClosedFormSolution(problem: p)
        let threshold = 0.001 * 3
        #expect(abs(abs(solution.sample(at: t).position + 1) - threshold) < 1e-12, "c=\(damping)")
        for i in 1...2000 {
            let s = solution.sample(at: t + Double(i) * 0.005)
            #expect(abs(s.position + 1) <= threshold * (1 + 1e-9))
        }
        #expect(abs(t - (try ReferenceSettlingTime(problem: p).time())) < 1e-9)
    }
}

@Test func settlingDurationIsAnUpperBoundAndContinuousAtCritical() throws {
    for damping in [2.0, 8.0, 19.0, 20.0, 21.0, 40.0, 200.0] {
        for velocity in [-20.0, 0.0, 15.0] {
            let p = try problem(damping: damping, velocity: velocity)
            #expect(try p.settlingDuration() >= (try SettlingTimeSolver(problem: p).time()) - 1e-12)
        }
    }
    let critical = try problem(damping: 20, velocity: 3).settlingDuration()
    let above = try problem(damping: 20 * (1 + 1e-9), velocity: 3).settlingDuration()
    #expect(abs(critical - above) < 1e-6)
}

@Test func undampedSpringsNeverSettle() throws {
    let p = try problem(damping: 0)
    #expect(try p.settlingDuration() == .infinity)
    #expect(try ReferenceSettlingTime(problem: p).time() == .infinity)
    #expect(try SettlingTimeSolver(problem: p).time() == .infinity)
}

@Test func atRestSettlesImmediately() throws {
    let p = try problem(damping: 10, from: 1, to: 1)
    #expect(try ReferenceSettlingTime(problem: p).time() == 0)
    #expect(try SettlingTimeSolver(problem: p).time() == 0)
}

@Test func invalidEpsilonIsRejected() throws {
    let p = try problem(damping: 10)
    for epsilon in [0, -1, 1, 2, Double.nan, Double.infinity] {
        #expect(throws: SpringParameterError.self) { _ = try p.settlingDuration(epsilon: epsilon) }
        #expect(throws: SpringParameterError.self) { _ = try SettlingTimeSolver(problem: p, epsilon: epsilon) }
    }
}
