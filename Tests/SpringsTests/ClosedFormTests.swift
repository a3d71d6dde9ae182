import Foundation
import Testing
import Springs

private func problem(zeta: Double, mass: Double = 1, stiffness: Double = 100, from: Double = 0, to: Double = 1,
                     velocity: Double = 0) throws -> SpringProblem {
    let damping = zeta * 2 * (stiffness * mass).squareRoot()
    return try SpringProblem(parameters: SpringParameters(mass: mass, stiffness: stiffness, damping: damping),
                             from: from, to: to, initialVelocity: velocity)
}

@Test func closedFormStartsAtInitialConditions() throws {
    for zeta in [0.0, 0.3, 1.0, 2.5] {
        let sample = ReferenceClosedFormSolution(problem: try problem(zeta: zeta, from: 3, to: -2, velocity: 7)).sample(at: 0)
        #expect(sample.position == 3)
        #expect(sample.velocity == 7)
    }
}

@Test func closedFormSatisfiesTheEquationOfMotion() throws {
    // m·x″ + c·x′ + k·(x − to) ≈ 0, with x″ estimated by a central difference of the exact velocity.
    for zeta in [0.2, 1.0, 3.0] {
        let p = try problem(zeta: zeta, from: 0, to: 1, velocity: 2)
        let solution = ReferenceClosedFormSolution(problem: p)
        for t in [0.05, 0.2, 0.7] {
            let h = 1e-6
            let acceleration = (solution.sample(at: t + h).velocity - solution.sample(at: t - h).velocity) / (2 * h)
            let s = solution.sample(at: t)
            let residual = p.parameters.mass * acceleration + p.parameters.damping * s.velocity
                + p.parameters.stiffness * (s.position - p.to)
            #expect(abs(residual) < 1e-4, "ζ=\(zeta) t=\(t) residual \(residual)")
        }
    }
}

@Test(arguments: [1e-12, 1e-9, 1e-6])
func nearCriticalMatchesTheCriticalFormOnBothSides(offset: Double) throws {
    // x(t) depends smoothly on ζ, so within `offset` of ζ = 1 both forms must match the critical solution to
    // O(offset); a cancelling formula would be off by ~1e-16/√offset instead.
    let critical = ReferenceClosedFormSolution(problem: try problem(zeta: 1, velocity: -3))
    for zeta in [1 - offset, 1 + offset] {
        let p = try problem(zeta: zeta, velocity: -3)
        let reference = ReferenceClosedFormSolution(problem: p)
        let batch = ClosedFormSpringBatch(problems: [p])
        let times = [0.0, 0.01, 0.1, 0.5, 1, 3]
        let optimized = batch.evaluate(times: times)
        for (j, t) in times.enumerated() {
            let exact = critical.sample(at: t)
            let bound = 50 * offset + 1e-14
            #expect(abs(reference.sample(at: t).position - exact.position) <= bound, "reference ζ=\(zeta) t=\(t)")
            #expect(abs(optimized.positions[j] - exact.position) <= bound, "batch ζ=\(zeta) t=\(t)")
            #expect(abs(optimized.velocities[j] - exact.velocity) <= 20 * bound, "batch velocity ζ=\(zeta) t=\(t)")
        }
    }
}

@Test func overdampedStaysFiniteAtLongTimes() throws {
    let p = try problem(zeta: 50, stiffness: 1e4, from: 100, to: 0)
    let sample = ReferenceClosedFormSolution(problem: p).sample(at: 1000)
    #expect(sample.position.isFinite && sample.velocity.isFinite)
    let batch = ClosedFormSpringBatch(problems: [p]).evaluate(times: [1000])
    #expect(batch.positions[0].isFinite && batch.velocities[0].isFinite)
}

@Test func invalidParametersAreRejected() {
    #expect(throws: SpringParameterError.self) { try SpringParameters(mass: 0, stiffness: 1, damping: 1) }
    #expect(throws: SpringParameterError.self) { try SpringParameters(mass: 1, stiffness: -1, damping: 1) }
    #expect(throws: SpringParameterError.self) { try SpringParameters(mass: 1, stiffness: 1, damping: -0.1) }
    #expect(throws: SpringParameterError.self) { try SpringParameters(mass: .nan, stiffness: 1, damping: 1) }
    #expect(throws: SpringParameterError.self) { try SpringParameters(mass: 1, stiffness: .infinity, damping: 1) }
}
