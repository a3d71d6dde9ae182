import Foundation
import Testing
import Springs
import Workloads

// The frame-step kernel (`springs.step-*`): the batches (`ExactStepSpringBatch`, `ScalarExactStepBatch`)
// against the scalar map, and the RK4 reference (`ReferenceStepBatch`) against `SpringIntegrator`.

private func problem(zeta: Double, stiffness: Double = 100, mass: Double = 1, from: Double = 0, to: Double = 1,
                     velocity: Double = 0) throws -> SpringProblem {
    try SpringProblem(parameters: SpringParameters(mass: mass, stiffness: stiffness,
                                                   damping: zeta * 2 * (stiffness * mass).squareRoot()),
                      from: from, to: to, initialVelocity: velocity)
}

/// Mixed springs whose count is not a multiple of any vector width (remainder loops run).
private func mixedProblems(_ count: Int) throws -> [SpringProblem] {
    var problems: [SpringProblem] = []
    for i in 0..<count {
        let x = Double(i)
        let zeta: Double = 0.2 + 0.1 * Double(i % 9)
        let stiffness: Double = 50 + 13 * x
        let from: Double = x * 7 - 40
        let to: Double = Double(i % 4) * 10
        let velocity: Double = Double(i % 5) * 100 - 200
        problems.append(try problem(zeta: zeta, stiffness: stiffness, from: from, to: to, velocity: velocity))
    }
    return problems
}

@Test(arguments: [1, 7, 8, 9, 31, 100])
func batchesMatchTheScalarMapSpringBySpring(count: Int) throws {
    let problems = try mixedProblems(count)
    let h = 1.0 / 120
    let threshold = try SpringRestThreshold(position: 1e-6, velocity: 1e-6)
    let double = try ExactStepSpringBatch<Double>(problems: problems, timestep: h, restThreshold: threshold)
    let float = try ExactStepSpringBatch<Float>(problems: problems, timestep: h, restThreshold: threshold)
    #expect(!double.sharesMatrix || count == 1)
    double.step(frames: 60)
    float.step(frames: 60)
    for (i, p) in problems.enumerated() {
        let matrix = try SpringTransitionMatrix(parameters: p.parameters, timestep: h)
        var s = SpringSample(position: p.from, velocity: p.initialVelocity)
        for _ in 0..<60 { s = matrix.step(s, target: p.to) }
        #expect(abs(double.position(i) - s.position) < 1e-9, "spring \(i)")
        #expect(abs(double.velocity(i) - s.velocity) < 1e-8, "spring \(i)")
        #expect(abs(float.position(i) - s.position) < 1e-3, "spring \(i) (float)")
    }
}

@Test func sharedAndPerSpringLayoutsGiveIdenticalResults() throws {
    let parameters = try SpringParameters(response: 0.4, dampingRatio: 0.7)
    let problems = try (0..<37).map { i in
        try SpringProblem(parameters: parameters, from: Double(i), to: 100 - Double(i), initialVelocity: Double(i * 3))
    }
    let rest = try SpringRestThreshold(position: 0.001, velocity: 0.001)
    let shared = try ExactStepSpringBatch<Double>(problems: problems, timestep: 1.0 / 120, restThreshold: rest)
    let perSpring = try ExactStepSpringBatch<Double>(problems: problems, timestep: 1.0 / 120, restThreshold: rest,
                                             layout: .perSpring)
    #expect(shared.sharesMatrix && !perSpring.sharesMatrix)
    shared.step(frames: 90)
    perSpring.step(frames: 90)
    for i in 0..<37 {
        #expect(shared.offset(i) == perSpring.offset(i))
        #expect(shared.velocity(i) == perSpring.velocity(i))
    }
}

@Test func settledBatchesSnapExactlyAndNeverHoldSubnormals() throws {
    // A long run (60 s at 120 Hz) of springs that settle: once inside the band every spring must be exactly on
    // its target with zero velocity, and no state may ever be subnormal (subnormal arithmetic is ~100× slower
    // on x86). Without snapping, the same states decay through the subnormal range (checked last).
    let problems = try mixedProblems(41)
    let rest = try SpringRestThreshold(position: 1e-4, velocity: 1e-4)
    let double = try ExactStepSpringBatch<Double>(problems: problems, timestep: 1.0 / 120, restThreshold: rest)
    let float = try ExactStepSpringBatch<Float>(problems: problems, timestep: 1.0 / 120, restThreshold: rest)
    for _ in 0..<7200 {
        double.step()
        float.step()
        for i in 0..<41 {
            #expect(!double.offset(i).isSubnormal && !double.velocity(i).isSubnormal)
            #expect(!float.offset(i).isSubnormal)
        }
    }
    for (i, p) in problems.enumerated() {
        #expect(double.position(i) == p.to && double.velocity(i) == 0)
        #expect(float.offset(i) == 0 && float.velocity(i) == 0)
    }
    // Subnormal flushing alone (threshold 0) still never leaves a subnormal state behind.
    let flushOnly = try ExactStepSpringBatch<Float>(problems: problems, timestep: 1.0 / 120, restThreshold: .subnormalsOnly)
    var sawSubnormal = false
    for _ in 0..<20_000 {
        flushOnly.step()
        for i in 0..<41 where flushOnly.offset(i).isSubnormal { sawSubnormal = true }
    }
    #expect(!sawSubnormal)
    #expect((0..<41).allSatisfy { flushOnly.offset($0) == 0 })
    // Control: the plain map in Float, unsnapped, does pass through subnormals (so the checks above can fail).
    let matrix = try SpringTransitionMatrix(parameters: problems[0].parameters, timestep: 1.0 / 120)
    var y = Float(problems[0].from - problems[0].to), v = Float(problems[0].initialVelocity)
    var plainSubnormal = false
    for _ in 0..<20_000 {
        (y, v) = (Float(matrix.m00) * y + Float(matrix.m01) * v, Float(matrix.m10) * y + Float(matrix.m11) * v)
        if y.isSubnormal || v.isSubnormal { plainSubnormal = true }
    }
    #expect(plainSubnormal)
}

@Test func batchRestoresSnapshotsAndRejectsBadTimesteps() throws {
    let problems = try mixedProblems(10)
    let rest = try SpringRestThreshold(position: 0.001, velocity: 0.001)
    let batch = try ExactStepSpringBatch<Double>(problems: problems, timestep: 1.0 / 60, restThreshold: rest)
    let initial = batch.snapshot()
    batch.step(frames: 30)
    try batch.restore(initial)
    for (i, p) in problems.enumerated() { #expect(batch.position(i) == p.from) }
    #expect(throws: SpringParameterError.self) {
        _ = try ExactStepSpringBatch<Double>(problems: problems, timestep: 0, restThreshold: rest)
    }
    #expect(throws: SpringParameterError.self) { _ = try SpringRestThreshold(position: -1, velocity: 0) }
    let empty = try ExactStepSpringBatch<Double>(problems: [], timestep: 1.0 / 60, restThreshold: rest)
    empty.step(frames: 3)
    #expect(empty.count == 0)
}

/// UI springs as the frame-step pairs draw them (`SpringWorkloadFactory`): one configuration or one per spring.
private func uiProblems(seed: UInt64, count: Int, shared: Bool) -> [SpringProblem] {
    var random = SeededGenerator(seed: seed)
    let common = SpringWorkloadFactory.uiParameters(&random)
    return (0..<count).map { _ in
        SpringWorkloadFactory.uiProblem(&random, parameters: shared ? common : SpringWorkloadFactory.uiParameters(&random))
    }
}

@Test(arguments: [0, 1, 7, 33])
func referenceBatchIsRungeKutta4SpringBySpring(count: Int) throws {
    let problems = uiProblems(seed: 3, count: count, shared: false)
    let h = 1.0 / 120
    let batch = try ReferenceStepBatch(problems: problems, timestep: h)
    #expect(batch.count == count && batch.problems == problems)
    batch.step(frames: 90)
    for (i, p) in problems.enumerated() {
        var s = SpringSample(position: p.from, velocity: p.initialVelocity)
        for _ in 0..<90 { s = SpringIntegrator.rungeKutta4.step(s, by: h, parameters: p.parameters, target: p.to) }
        #expect(batch.position(i) == s.position && batch.velocity(i) == s.velocity, "spring \(i)")
        #expect(batch.offset(i) == s.position - p.to)
        #expect(batch.states[i] == s)
    }
    batch.restart()
    for (i, p) in problems.enumerated() { #expect(batch.position(i) == p.from && batch.velocity(i) == p.initialVelocity) }
    batch.step(frames: 0)
    for (i, p) in problems.enumerated() { #expect(batch.position(i) == p.from) }
    #expect(throws: SpringParameterError.self) { _ = try ReferenceStepBatch(problems: problems, timestep: 0) }
    #expect(throws: SpringParameterError.self) { _ = try ReferenceStepBatch(problems: problems, timestep: .nan) }
}

@Test(arguments: [1, 7, 8, 9, 100])
func scalarExactBatchMatchesTheStructureOfArraysBatch(count: Int) throws {
    let problems = uiProblems(seed: 4, count: count, shared: true)
    let h = 1.0 / 120
    let rest = try SpringRestThreshold(position: 0.001, velocity: 0.001)
    let scalar = try ScalarExactStepBatch(problems: problems, timestep: h, restThreshold: rest)
    let batch = try ExactStepSpringBatch<Double>(problems: problems, timestep: h, restThreshold: rest)
    #expect(scalar.count == count)
    #expect(scalar.matrix == (try SpringTransitionMatrix(parameters: problems[0].parameters, timestep: h)))
    for frame in 1...240 {
        scalar.step()
        batch.step()
        for (i, p) in problems.enumerated() {
            let scale = max((p.from - p.to).magnitude, p.initialVelocity.magnitude / p.parameters.undampedAngularFrequency)
            #expect(abs(scalar.offset(i) - batch.offset(i)) <= 1e-12 * scale, "spring \(i), frame \(frame)")
            #expect(abs(scalar.position(i) - batch.position(i)) <= 1e-12 * scale + 1e-12 * p.to.magnitude)
            #expect(!scalar.offset(i).isSubnormal && !scalar.velocity(i).isSubnormal)
        }
    }
    // After 20 s every UI spring (decay rate ≥ 1.2/s) is inside the band: snapped exactly onto its target.
    scalar.step(frames: 2160)
    for (i, p) in problems.enumerated() { #expect(scalar.offset(i) == 0 && scalar.velocity(i) == 0 && scalar.position(i) == p.to) }
    scalar.restart()
    for (i, p) in problems.enumerated() {
        #expect(scalar.offset(i) == p.from - p.to && scalar.velocity(i) == p.initialVelocity)
    }
    #expect(throws: SpringParameterError.self) {
        _ = try ScalarExactStepBatch(problems: problems, timestep: -1, restThreshold: rest)
    }
    let empty = try ScalarExactStepBatch(problems: [], timestep: h, restThreshold: rest)
    empty.step(frames: 3)
    #expect(empty.count == 0)
}
