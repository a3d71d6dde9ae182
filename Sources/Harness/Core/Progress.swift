/// Where the harness says what it is doing during a long run. The CLI draws it on standard error.
package protocol RunProgress {
    /// Called when a pair/size/phase starts and before each timing round.
    func update(kernel: String, size: Int?, phase: String, round: Int?, rounds: Int?)
    /// Called when the run is over (a terminal display clears its line).
    func finish()
}

/// Progress that goes nowhere (tests, JSON-only runs).
package struct SilentProgress: RunProgress {
    package init() {}
    package func update(kernel: String, size: Int?, phase: String, round: Int?, rounds: Int?) {}
    package func finish() {}
}
