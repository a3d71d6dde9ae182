import Springs

/// Input of `springs.step-variable-f64`: springs at t = 0 with one configuration each, and the measured frame
/// intervals every spring is advanced by, with their running sums (exact: every interval is a multiple of 2⁻³⁰ s).
package struct StepVariableWorkload: Sendable {
    package var problems: [SpringProblem]
    /// The frame intervals, in seconds (jittered 120 Hz frames with periodic hitches).
    package var intervals: [Double]
    /// times[k] = intervals[0] + … + intervals[k].
    package var times: [Double]
}
