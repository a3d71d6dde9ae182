import Springs

let parameters = try SpringParameters(mass: 1, stiffness: 100, damping: 10)
let problem = try SpringProblem(parameters: parameters, from: 0, to: 1)

// Core Animation's conservative estimate (CASpringAnimation.settlingDuration), ε = 0.001.
let estimate = try problem.settlingDuration()
// The exact time: the last moment |x − to| = ε·|to − from|.
let exact = try SettlingTimeSolver(problem: problem).time()
print(estimate, exact)  // 1.4727003346780927 1.2701651956539866

// snippet.hide
let reference = try ReferenceSettlingTime(problem: problem).time()
precondition(exact <= estimate, "the estimate bounds the exact time")
precondition(abs(exact - reference) <= 1e-9, "solver \(exact), reference \(reference)")
precondition(abs(exact - 1.2701651956539866) < 1e-12 && abs(estimate - 1.4727003346780927) < 1e-12)
