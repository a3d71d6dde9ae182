import Springs

// A spring from SwiftUI-style parameters, released at 0 toward 100.
let parameters = try SpringParameters(response: 0.5, dampingRatio: 0.8)
let problem = try SpringProblem(parameters: parameters, from: 0, to: 100)

// The exact motion at any time.
let exact = ReferenceClosedFormSolution(problem: problem).sample(at: 0.25)
print("x(0.25 s) =", exact.position, "v =", exact.velocity)

// A thousand such springs stepped at 120 Hz by the exact transition map.
let rest = try SpringRestThreshold(position: 0.001, velocity: 0.001)
let batch = try ExactStepSpringBatch<Double>(
    problems: Array(repeating: problem, count: 1_000), timestep: 1.0 / 120, restThreshold: rest)
batch.step(frames: 30)
print("after 30 frames:", batch.position(999))
precondition(abs(batch.position(999) - exact.position) < 1e-9)
