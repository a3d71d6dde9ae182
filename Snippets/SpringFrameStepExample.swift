import Springs

// A thousand views sharing one spring, in single precision, with a UI rest band of 0.001 point.
let spring = try SpringParameters(response: 0.35, dampingRatio: 0.85)
let rest = try SpringRestThreshold(position: 0.001, velocity: 0.001)
let problems = try (0..<1000).map { i in
    try SpringProblem(parameters: spring, from: Double(i), to: 0)
}
let batch = try ExactStepSpringBatch<Float>(problems: problems, timestep: 1.0 / 120, restThreshold: rest)
var positions = [Float](repeating: 0, count: batch.count)

for frame in 0..<1200 {  // ten seconds at 120 Hz
    if frame == 60 { try batch.retarget(0, to: 50) }  // the user moved view 0's target
    batch.step()
    positions.withUnsafeMutableBufferPointer { batch.readPositions(into: $0) }
    // …hand `positions` to the renderer…
}

// snippet.hide
// Settled springs are snapped exactly onto their targets.
precondition(batch.sharesMatrix)
precondition(positions[0] == 50 && positions.dropFirst().allSatisfy { $0 == 0 }, "\(positions.prefix(4))")
