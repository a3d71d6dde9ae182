import Foundation
import Testing
import Springs

private func uiProblem(response: Double = 0.5, zeta: Double = 0.5, velocity: Double = 0) throws -> SpringProblem {
    try SpringProblem(parameters: SpringParameters(response: response, dampingRatio: zeta), from: 0, to: 1,
                      initialVelocity: velocity)
}

/// Largest |x − x_exact| over 1 s of fixed steps of `h`.
private func maximumError(_ integrator: SpringIntegrator, _ problem: SpringProblem, h: Double) -> Double {
    let exact = ReferenceClosedFormSolution(problem: problem)
    var state = SpringSample(position: problem.from, velocity: problem.initialVelocity)
    var worst = 0.0
    for n in 1...Int((1 / h).rounded()) {
        state = integrator.step(state, by: h, parameters: problem.parameters, target: problem.to)
        worst = max(worst, abs(state.position - exact.sample(at: Double(n) * h).position))
    }
    return worst
}

@Test(arguments: [(SpringIntegrator.explicitEuler, 2.0), (.semiImplicitEuler, 2.0), (.velocityVerlet, 4.0),
                  (.rungeKutta4, 16.0)])
func halvingTheStepDividesTheErrorByTwoToTheOrder(integrator: SpringIntegrator, expectedRatio: Double) throws {
    let problem = try uiProblem(velocity: -2)
    for h in [1.0 / 240, 1.0 / 480] {
        let ratio = maximumError(integrator, problem, h: h) / maximumError(integrator, problem, h: h / 2)
        #expect(ratio > expectedRatio * 0.8 && ratio < expectedRatio * 1.25, "\(integrator) h=\(h) ratio \(ratio)")
    }
}

/// E = ½·m·v² + ½·k·(x − to)² after each step, over `steps` steps of semi-implicit Euler; counts increases.
private func energyIncreases(omega0h: Double, zeta: Double, h: Double = 1.0 / 60, seed: UInt64) throws -> Int {
    let omega0 = omega0h / h
    let parameters = try SpringParameters(mass: 1, stiffness: omega0 * omega0, damping: 2 * zeta * omega0)
    var random = SeededRandom(seed)
    var increases = 0
    for _ in 0..<8 {
        var state = SpringSample(position: random.next(in: -5...5), velocity: random.next(in: -100...100))
        func energy(_ s: SpringSample) -> Double {
            0.5 * s.velocity * s.velocity + 0.5 * parameters.stiffness * s.position * s.position
        }
        var previous = energy(state)
        for _ in 0..<300 {
            state = SpringIntegrator.semiImplicitEuler.step(state, by: h, parameters: parameters, target: 0)
            let current = energy(state)
            if current > previous * (1 + 1e-12) { increases += 1 }
            previous = current
        }
    }
    return increases
}

/// A tiny deterministic generator for tests (SplitMix64).
struct SeededRandom {
    var state: UInt64
    init(_ seed: UInt64) { state = seed }
    mutating func next(in range: ClosedRange<Double>) -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return range.lowerBound + (range.upperBound - range.lowerBound) * Double(z >> 11) * 0x1.0p-53
    }
}

@Test func semiImplicitEulerNeverIncreasesADampedSpringsEnergy() throws {
    // Sufficient condition (documented on SpringIntegrator.semiImplicitEuler): ω₀h ≤ 2ζ and c·h/m ≤ 1.
    var seed: UInt64 = 1
    for zeta in [0.05, 0.1, 0.2, 0.5, 0.825, 1, 2, 4] {
        for omega0h in [0.02, 0.1, 0.2, 0.4, 0.8] where omega0h <= 2 * zeta && 2 * zeta * omega0h <= 1 {
            #expect(try energyIncreases(omega0h: omega0h, zeta: zeta, seed: seed) == 0, "ζ \(zeta), ω₀h \(omega0h)")
            seed += 1
        }
    }
    // Outside it the energy can rise: lightly damped and coarse, or so damped that c·h/m > 2.
    #expect(try energyIncreases(omega0h: 0.5, zeta: 0.05, seed: 99) > 0)
    #expect(try energyIncreases(omega0h: 0.6, zeta: 2, seed: 98) > 0)
}

@Test func explicitEulerGainsEnergyOnAnUndampedSpringButSemiImplicitDoesNot() throws {
    let problem = try SpringProblem(parameters: SpringParameters(mass: 1, stiffness: 100, damping: 0), from: 0, to: 1)
    var euler = SpringSample(position: 0, velocity: 0), symplectic = euler
    for _ in 0..<600 {
        euler = SpringIntegrator.explicitEuler.step(euler, by: 1.0 / 60, parameters: problem.parameters, target: 1)
        symplectic = SpringIntegrator.semiImplicitEuler.step(symplectic, by: 1.0 / 60, parameters: problem.parameters,
                                                             target: 1)
    }
    #expect(abs(euler.position - 1) > 10)
    #expect(abs(symplectic.position - 1) < 1.5)
}

@Test func fixedSubstepAnimatorShowsTheStateOneInternalStepLate() throws {
    let problem = try uiProblem(velocity: 3)
    var animator = try FixedSubstepSpringAnimator(problem: problem, integrator: .rungeKutta4, internalStep: 0.001)
    let exact = ReferenceClosedFormSolution(problem: problem)
    var t = 0.0
    var lagged = 0.0, onTime = 0.0
    for _ in 0..<120 {
        let shown = animator.advance(by: 1.0 / 120)
        t += 1.0 / 120
        lagged = max(lagged, abs(shown.position - exact.sample(at: t - 0.001).position))
        onTime = max(onTime, abs(shown.position - exact.sample(at: t).position))
    }
    // Linear interpolation between RK4 states 1 ms apart shows time t − 1 ms, up to the interpolation's
    // own error |x″|·(1 ms)²/8 ≈ 1.2e-5; against time t the error is the lag itself, |v|·1 ms.
    #expect(lagged < 3e-5)
    #expect(onTime > 3e-3)
}

@Test func fixedSubstepAnimatorClampsLongFramesAndIgnoresBadDurations() throws {
    let problem = try uiProblem()
    var clamped = try FixedSubstepSpringAnimator(problem: problem, maximumFrameDuration: 0.064)
    var reference = try FixedSubstepSpringAnimator(problem: problem, maximumFrameDuration: 0.064)
    #expect(clamped.advance(by: 5) == reference.advance(by: 0.064))
    #expect(clamped.advance(by: .nan) == reference.advance(by: 0))
    #expect(clamped.advance(by: -1) == reference.advance(by: 0))
    #expect(throws: SpringParameterError.self) { _ = try FixedSubstepSpringAnimator(problem: problem, internalStep: 0) }
}

@Test func steppedSamplerLandsExactlyOnRequestedTimes() throws {
    let problem = try uiProblem(velocity: -4)
    let h = 1.0 / 120
    // On the grid: the value at 10·h is ten full steps; off the grid: full steps then one shorter step.
    let times = [10 * h, 0.1, 0, 0.1]
    let samples = try SteppedSpringSampler.sample(problem, method: .integrator(.rungeKutta4), timestep: h, times: times)
    var state = SpringSample(position: 0, velocity: -4)
    for _ in 0..<10 { state = SpringIntegrator.rungeKutta4.step(state, by: h, parameters: problem.parameters, target: 1) }
    #expect(samples[0] == state)
    var grid = SpringSample(position: 0, velocity: -4)
    var n = 0
    while Double(n + 1) * h <= 0.1 {
        grid = SpringIntegrator.rungeKutta4.step(grid, by: h, parameters: problem.parameters, target: 1)
        n += 1
    }
    let landed = SpringIntegrator.rungeKutta4.step(grid, by: 0.1 - Double(n) * h, parameters: problem.parameters, target: 1)
    #expect(samples[1] == landed)
    #expect(samples[3] == landed)
    #expect(samples[2] == SpringSample(position: 0, velocity: -4))
    // The exact method agrees with the closed form at any time, on or off the grid.
    let exact = try SteppedSpringSampler.sample(problem, method: .exact, timestep: h, times: [0.1, 0.537])
    for (t, s) in zip([0.1, 0.537], exact) {
        #expect(abs(s.position - ReferenceClosedFormSolution(problem: problem).sample(at: t).position) < 1e-14)
    }
}

@Test func steppedSamplerRejectsBadRequests() throws {
    let problem = try uiProblem()
    for (h, times) in [(0.0, [1.0]), (-1, [1]), (.nan, [1]), (1.0 / 120, [-1]), (1.0 / 120, [.infinity]),
                       (1e-9, [1e3])] {
        #expect(throws: SpringParameterError.self) {
            _ = try SteppedSpringSampler.sample(problem, method: .integrator(.explicitEuler), timestep: h, times: times)
        }
    }
}
