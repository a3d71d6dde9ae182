import Springs

/// Input of the per-frame stepping kernels: springs at t = 0, the frame timestep and the rest threshold.
package struct FrameStepWorkload: Sendable {
    package var problems: [SpringProblem]
    /// The frame duration (1/120 s).
    package var timestep: Double
    /// Frames the agreement check advances (the timed body advances one frame per run).
    package var frames: Int
    package var restThreshold: SpringRestThreshold
}
