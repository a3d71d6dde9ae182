import Springs

// A spring described as UIKit and SwiftUI describe it: response 2π/10 s (ω₀ = 10 rad/s),
// damping ratio 0.5, animating from 0 to 1.
let parameters = try SpringParameters(response: 0.6283185307179586, dampingRatio: 0.5)
let problem = try SpringProblem(parameters: parameters, from: 0, to: 1)
let solution = ReferenceClosedFormSolution(problem: problem)

let sample = solution.sample(at: 0.1)
print(sample.position, sample.velocity)  // 0.340299846608298…, 5.335071951146…

// snippet.hide
precondition(abs(sample.position - 0.34029984660829826) < 1e-12, "position \(sample.position)")
precondition(abs(sample.velocity - 5.33507195114693) < 1e-11, "velocity \(sample.velocity)")
