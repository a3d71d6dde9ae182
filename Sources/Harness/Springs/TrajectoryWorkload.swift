import Springs

/// Input of the exact-stepping accuracy kernel: springs stepped for `frames` frames of `timestep`.
package struct TrajectoryWorkload: Sendable {
    package var problems: [SpringProblem]
    package var timestep: Double
    package var frames: Int
}
