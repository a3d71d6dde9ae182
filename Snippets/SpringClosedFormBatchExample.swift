import Springs

// Three springs with one SwiftUI configuration, each sampled at the same four times.
let spring = try SpringParameters(duration: 0.5, bounce: 0.3)
let problems = [
    try SpringProblem(parameters: spring, from: 0, to: 100),
    try SpringProblem(parameters: spring, from: 100, to: 300, initialVelocity: -800),
    try SpringProblem(parameters: spring, from: 50, to: -20),
]
let batch = ClosedFormSpringBatch(problems: problems)
let times = [0, 0.1, 0.25, 2]
let (positions, velocities) = batch.evaluate(times: times)
// Spring-major: spring s at times[j] is element s * times.count + j.
print(positions[1 * times.count + 2])  // spring 1 at 0.25 s: 289.085…

// snippet.hide
for (s, problem) in problems.enumerated() {
    let reference = ReferenceClosedFormSolution(problem: problem)
    for (j, t) in times.enumerated() {
        let expected = reference.sample(at: t)
        let i = s * times.count + j
        precondition(abs(positions[i] - expected.position) <= max(1e-9, 1e-12 * abs(expected.position)))
        precondition(abs(velocities[i] - expected.velocity) <= max(1e-9, 1e-12 * abs(expected.velocity)))
    }
}
precondition(abs(positions[1 * times.count + 2] - 289.08535084018126) < 1e-9)
