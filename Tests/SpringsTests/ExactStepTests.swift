import Foundation
import Testing
import Springs

// The exact-step kernel (`springs.exact-step`): the transition map iterated frame by frame equals the closed
// form at every frame time.

private func problem(zeta: Double, stiffness: Double = 100, mass: Double = 1, from: Double = 0, to: Double = 1,
                     velocity: Double = 0) throws -> SpringProblem {
    try SpringProblem(parameters: SpringParameters(mass: mass, stiffness: stiffness,
                                                   damping: zeta * 2 * (stiffness * mass).squareRoot()),
                      from: from, to: to, initialVelocity: velocity)
}

@Test(arguments: [0.0, 0.3, 1 - 1e-9, 1.0, 1 + 1e-9, 2.5, 40])
func exactSteppingMatchesTheClosedFormOver10sAt120Hz(zeta: Double) throws {
    let p = try problem(zeta: zeta, stiffness: 300, from: 40, to: -10, velocity: 250)
    let h = 1.0 / 120
    let matrix = try SpringTransitionMatrix(parameters: p.parameters, timestep: h)
    let exact = ReferenceClosedFormSolution(problem: try SpringProblem(parameters: p.parameters, from: 50, to: 0,
                                                                   initialVelocity: 250))
    let scale = max(50, 250 / p.parameters.undampedAngularFrequency)
    var y = 50.0, v = 250.0
    var worst = 0.0
    for n in 1...1200 {
        (y, v) = matrix.apply(offset: y, velocity: v)
        worst = max(worst, abs(y - exact.sample(at: Double(n) * h).position) / scale)
    }
    #expect(worst < 1e-12, "ζ \(zeta): worst relative error \(worst)")
}

@Test func transitionMatrixOfZeroIsTheIdentityAndMatricesCompose() throws {
    let p = try problem(zeta: 0.4)
    let identity = try SpringTransitionMatrix(parameters: p.parameters, timestep: 0)
    #expect(identity.m00 == 1 && identity.m01 == 0 && identity.m10 == 0 && identity.m11 == 1)
    let h = try SpringTransitionMatrix(parameters: p.parameters, timestep: 0.01)
    let twoH = try SpringTransitionMatrix(parameters: p.parameters, timestep: 0.02)
    let (y, v) = h.apply(offset: 1, velocity: 0)
    let (y2, v2) = h.apply(offset: y, velocity: v)
    #expect(abs(y2 - twoH.m00) < 1e-15 && abs(v2 - twoH.m10) < 1e-13)
    #expect(throws: SpringParameterError.self) { _ = try SpringTransitionMatrix(parameters: p.parameters, timestep: -1) }
}
