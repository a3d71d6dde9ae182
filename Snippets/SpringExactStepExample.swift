import Springs

// One spring stepped frame by frame with its exact transition map, then checked against the
// closed form at the same time: the map is exact, so only rounding separates them.
let parameters = try SpringParameters(response: 0.4, dampingRatio: 0.8)
let problem = try SpringProblem(parameters: parameters, from: 0, to: 200, initialVelocity: -500)
let batch = try ExactStepSpringBatch<Double>(
    problems: [problem], timestep: 1.0 / 120, restThreshold: .subnormalsOnly)

batch.step(frames: 120)  // one second at 120 Hz
let exact = ReferenceClosedFormSolution(problem: problem).sample(at: 120 * batch.timestep)
print(batch.position(0), exact.position)

// snippet.hide
// The agreement rule of springs.exact-step: 1e-12 of the spring's scale Y = max(|y₀|, |v₀|/ω₀).
let omega0 = parameters.undampedAngularFrequency
let scale = max(abs(problem.from - problem.to), abs(problem.initialVelocity) / omega0)
precondition(abs(batch.position(0) - exact.position) <= 1e-12 * scale)
precondition(abs(batch.velocity(0) - exact.velocity) <= 1e-12 * omega0 * scale)
