import Springs

/// Input of the closed-form kernel: many springs, each sampled at the same times.
package struct ClosedFormWorkload: Sendable {
    package var problems: [SpringProblem]
    package var times: [Double]
    package init(problems: [SpringProblem], times: [Double]) {
        self.problems = problems
        self.times = times
    }
}

/// Output: positions and velocities, spring-major (spring s at times[j] is element s·times.count + j).
package struct ClosedFormOutput: Sendable, Equatable {
    package var positions: [Double]
    package var velocities: [Double]
}
