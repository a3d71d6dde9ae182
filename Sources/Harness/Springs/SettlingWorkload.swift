import Springs

/// Input of the settling-time kernel: springs and the band ε (relative to each one's distance).
package struct SettlingWorkload: Sendable {
    package var problems: [SpringProblem]
    package var epsilon: Double
}
