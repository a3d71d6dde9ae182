import Springs

/// Offsets and velocities after `frames` frames, with each spring's scales for normalized comparison.
package struct FrameStepOutput: Sendable {
    package var offsets: [Double]
    package var velocities: [Double]
    /// Y = max(|y₀|, |v₀|/ω₀): the spring's initial amplitude scale.
    package var amplitude: [Double]
    /// ω₀·Y.
    package var velocityScale: [Double]

    /// Offsets over Y then velocities over ω₀Y: errors as fractions of each spring's own motion.
    package var normalized: [Double] {
        zip(offsets, amplitude).map { $0 / $1 } + zip(velocities, velocityScale).map { $0 / $1 }
    }

    init(problems: [SpringProblem], offsets: [Double], velocities: [Double]) {
        self.offsets = offsets
        self.velocities = velocities
        amplitude = problems.map { p in
            let omega0 = p.parameters.undampedAngularFrequency
            return max((p.from - p.to).magnitude, p.initialVelocity.magnitude / omega0, 1e-300)
        }
        velocityScale = zip(problems, amplitude).map { $0.parameters.undampedAngularFrequency * $1 }
    }
}
