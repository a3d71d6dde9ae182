import Springs

// Springs driven by the frame interval that actually elapsed: a jittery 120 Hz display that drops a frame and
// stalls once. Building and driving the batch takes four lines.
let spring = try SpringParameters(response: 0.4, dampingRatio: 0.8)
let problems = try (0..<100).map { try SpringProblem(parameters: spring, from: Double($0), to: 300) }
let batch = try ExactStepSpringBatch<Double>(problems: problems, timestep: 1.0 / 120, restThreshold: .subnormalsOnly)
for interval in [0.0083, 0.0079, 0.0167, 0, 0.25, 0.0088] { try batch.step(by: interval) }

// snippet.hide
// After any intervals the state is the closed form at their sum (0.2955 s), up to rounding.
let exact = ReferenceClosedFormSolution(problem: problems[7]).sample(at: 0.0083 + 0.0079 + 0.0167 + 0.25 + 0.0088)
precondition(abs(batch.position(7) - exact.position) <= 1e-9 * 300, "\(batch.position(7)) vs \(exact.position)")
precondition(batch.positions().count == 100)
