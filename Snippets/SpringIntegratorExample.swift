import Springs

// Classic RK4, as engines step a spring, against the exact solution after one second at 120 Hz.
let parameters = try SpringParameters(response: 0.3, dampingRatio: 0.6)
let problem = try SpringProblem(parameters: parameters, from: 0, to: 100, initialVelocity: 400)
let h = 1.0 / 120

var state = SpringSample(position: problem.from, velocity: problem.initialVelocity)
for _ in 0..<120 {
    state = SpringIntegrator.rungeKutta4.step(state, by: h, parameters: parameters, target: problem.to)
}
let exact = ReferenceClosedFormSolution(problem: problem).sample(at: 120 * h)
print(state.position - exact.position)  // RK4's own error

// snippet.hide
// The frame-step kernels' agreement rule: within 3e-4 of the spring's scale Y = max(|y₀|, |v₀|/ω₀).
let scale = max(abs(problem.from - problem.to), abs(problem.initialVelocity) / parameters.undampedAngularFrequency)
precondition(abs(state.position - exact.position) <= 3e-4 * scale)
precondition(state.position != exact.position, "RK4 is an approximation")
