import Springs

/// Seeded spring populations shared by the Springs pairs, studies and tests (pure functions of the generator).
package enum SpringWorkloadFactory {
    /// A problem from values that are finite and in range by construction (generated, never user input).
    package static func problem(_ parameters: SpringParameters, from: Double, to: Double, velocity: Double) -> SpringProblem {
        // Safe: the generators below only produce finite positions and velocities.
        try! SpringProblem(parameters: parameters, from: from, to: to, initialVelocity: velocity)
    }

    /// A problem from physical parameters that are finite and in range by construction.
    package static func problem(mass: Double, stiffness: Double, damping: Double, from: Double, to: Double,
                                velocity: Double) -> SpringProblem {
        // Generated values are finite and in range by construction.
        let parameters = try! SpringParameters(mass: mass, stiffness: stiffness, damping: damping)
        return try! SpringProblem(parameters: parameters, from: from, to: to, initialVelocity: velocity)
    }

    /// Parameters from a response and damping ratio that are valid by construction.
    package static func parameters(response: Double, dampingRatio: Double, mass: Double = 1) -> SpringParameters {
        // Safe: callers pass response > 0, ζ ≥ 0, mass > 0, all finite.
        try! SpringParameters(response: response, dampingRatio: dampingRatio, mass: mass)
    }

    /// A UI spring: response 0.2–1 s (log-uniform), ζ in 0.2–1.5 with 10 % exactly critical, mass 0.5–2.
    package static func uiParameters(_ random: inout SeededGenerator) -> SpringParameters {
        let response = random.nextLogUniform(in: 0.2...1.0)
        let zeta = random.nextBool(probability: 0.1) ? 1 : random.nextDouble(in: 0.2...1.5)
        return parameters(response: response, dampingRatio: zeta, mass: random.nextLogUniform(in: 0.5...2))
    }

    /// A UI animation: from and to in ±500 points, at least 10 apart, release velocity ±2000 points/s.
    package static func uiProblem(_ random: inout SeededGenerator, parameters: SpringParameters) -> SpringProblem {
        let to = random.nextDouble(in: -500...500)
        let distance = random.nextDouble(in: 10...500) * (random.nextBool() ? 1 : -1)
        return problem(parameters, from: to - distance, to: to, velocity: random.nextDouble(in: -2000...2000))
    }
}
