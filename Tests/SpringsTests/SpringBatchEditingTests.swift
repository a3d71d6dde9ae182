import Foundation
import Testing
import Springs

// Retargeting, appending, removing and bulk reading, each checked against the closed form
// (ReferenceClosedFormSolution) of the spring as it stands after the edit.

private let h = 1.0 / 120
private let noSnapping = SpringRestThreshold.subnormalsOnly

private func spring(_ zeta: Double, from: Double, to: Double, velocity: Double = 0) throws -> SpringProblem {
    try SpringProblem(parameters: SpringParameters(response: 0.5, dampingRatio: zeta), from: from, to: to,
                      initialVelocity: velocity)
}

private func expectOnClosedForm(_ batch: ExactStepSpringBatch<Double>, _ i: Int, _ problem: SpringProblem,
                                after frames: Int, _ comment: Comment) {
    let exact = ReferenceClosedFormSolution(problem: problem).sample(at: Double(frames) * h)
    let scale = max(abs(problem.from - problem.to), 1)
    #expect(abs(batch.position(i) - exact.position) <= 1e-9 * scale, comment)
    #expect(abs(batch.velocity(i) - exact.velocity) <= 1e-8 * scale, comment)
}

@Test func retargetKeepsPositionAndVelocityAndFollowsTheNewClosedForm() throws {
    let first = try spring(0.6, from: 0, to: 100, velocity: 50)
    let batch = try ExactStepSpringBatch<Double>(problems: [first], timestep: h, restThreshold: noSnapping)
    batch.step(frames: 30)
    let position = batch.position(0), velocity = batch.velocity(0)
    try batch.retarget(0, to: -40)
    #expect(batch.position(0) == position && batch.velocity(0) == velocity)
    batch.step(frames: 45)
    let retargeted = try SpringProblem(parameters: first.parameters, from: position, to: -40, initialVelocity: velocity)
    expectOnClosedForm(batch, 0, retargeted, after: 45, "after retarget")
    #expect(throws: SpringParameterError.self) { try batch.retarget(0, to: .nan) }
}

@Test func appendKeepsSharingUntilParametersDifferThenSplits() throws {
    let a = try spring(0.8, from: 0, to: 10), b = try spring(0.8, from: 5, to: -5, velocity: 3)
    let batch = try ExactStepSpringBatch<Double>(problems: [a], timestep: h, restThreshold: noSnapping)
    try batch.append(b)
    #expect(batch.sharesMatrix && batch.count == 2)
    batch.step(frames: 20)
    let c = try spring(0.3, from: 100, to: 0, velocity: -20)
    try batch.append(c)                       // joins at the current time, with other parameters
    #expect(!batch.sharesMatrix && batch.count == 3)
    batch.step(frames: 40)
    expectOnClosedForm(batch, 0, a, after: 60, "first spring")
    expectOnClosedForm(batch, 1, b, after: 60, "second spring")
    expectOnClosedForm(batch, 2, c, after: 40, "appended spring")
}

@Test func appendGrowsPastTheInitialCapacityInBothPrecisions() throws {
    let problems = try (0..<70).map { try spring(0.2 + Double($0 % 9) * 0.1, from: Double($0), to: 0) }
    let double = try ExactStepSpringBatch<Double>(problems: [], timestep: h, restThreshold: noSnapping)
    let float = try ExactStepSpringBatch<Float>(problems: [], timestep: h, restThreshold: noSnapping)
    for p in problems {
        try double.append(p)
        try float.append(p)
    }
    double.step(frames: 24)
    float.step(frames: 24)
    for (i, p) in problems.enumerated() {
        expectOnClosedForm(double, i, p, after: 24, "spring \(i)")
        let exact = ReferenceClosedFormSolution(problem: p).sample(at: 24 * h)
        #expect(abs(float.position(i) - exact.position) <= 1e-4 * max(1, abs(p.from)), "spring \(i) (float)")
    }
}

@Test func removeSwapsTheLastSpringIntoTheGap() throws {
    let problems = try (0..<5).map { try spring(0.5 + Double($0) * 0.1, from: Double($0) * 10, to: 1) }
    let batch = try ExactStepSpringBatch<Double>(problems: problems, timestep: h, restThreshold: noSnapping)
    batch.step(frames: 10)
    batch.remove(at: 1)                       // spring 4 moves to index 1
    #expect(batch.count == 4)
    batch.remove(at: 3)                       // the last one (spring 3): nothing moves
    batch.step(frames: 10)
    expectOnClosedForm(batch, 0, problems[0], after: 20, "spring 0")
    expectOnClosedForm(batch, 1, problems[4], after: 20, "spring 4 at index 1")
    expectOnClosedForm(batch, 2, problems[2], after: 20, "spring 2")
    #expect(batch.count == 3)
}

@Test func bulkReadsCopyEveryPositionAndVelocity() throws {
    let problems = try (0..<33).map { try spring(0.7, from: Double($0), to: 50 - Double($0), velocity: Double($0)) }
    let batch = try ExactStepSpringBatch<Double>(problems: problems, timestep: h, restThreshold: noSnapping)
    batch.step(frames: 12)
    var positions = [Double](repeating: .nan, count: 40)
    var velocities = [Double](repeating: .nan, count: 33)
    positions.withUnsafeMutableBufferPointer { batch.readPositions(into: $0) }
    velocities.withUnsafeMutableBufferPointer { batch.readVelocities(into: $0) }
    for (i, p) in problems.enumerated() {
        let exact = ReferenceClosedFormSolution(problem: p).sample(at: 12 * h)
        #expect(abs(positions[i] - exact.position) <= 1e-9 * 50, "spring \(i)")
        #expect(velocities[i] == batch.velocity(i))
    }
    let untouched = positions[33...].allSatisfy { $0.isNaN }
    #expect(untouched)   // nothing written past count
}
