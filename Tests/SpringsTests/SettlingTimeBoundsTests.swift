import Springs
import Testing

/// Settling computations on extreme but finite springs end, with an answer or a clear refusal.
@Suite struct SettlingTimeBoundsTests {
    @Test func overflowingRatesAreRefused() throws {
        let problem = try SpringProblem(parameters: SpringParameters(mass: 1e-200, stiffness: 1e200, damping: 1e200),
                                        from: 0, to: 1, initialVelocity: 0)
        #expect(throws: SpringParameterError.self) { try problem.requireRepresentableRates() }
    }

    @Test func ordinarySpringsHaveRepresentableRates() throws {
        let problem = try SpringProblem(parameters: SpringParameters(mass: 1, stiffness: 100, damping: 10),
                                        from: 0, to: 1, initialVelocity: 0)
        try problem.requireRepresentableRates()
    }

    @Test func unresolvablyLightDampingIsNaNNotAWrongTime() throws {
        let problem = try SpringProblem(parameters: SpringParameters(mass: 1, stiffness: 1, damping: 1e-300),
                                        from: 0, to: 1, initialVelocity: 0)
        #expect(try SettlingTimeSolver(problem: problem).time().isNaN)
    }

    @Test func lightDampingWithinRangeIsNearTheEnvelopeBound() throws {
        let problem = try SpringProblem(parameters: SpringParameters(mass: 1, stiffness: 1, damping: 1e-12),
                                        from: 0, to: 1, initialVelocity: 0)
        let time = try SettlingTimeSolver(problem: problem).time()
        let envelope = try problem.settlingDuration()
        // The exact time lies below the envelope bound, within one period of it.
        #expect(time <= envelope && envelope - time < 2 * Double.pi, "\(time) vs \(envelope)")
    }
}
