import Foundation
import Testing
import Springs
import Workloads

// Stepping by measured intervals (`ExactStepSpringBatch.step(by:)`, catalog id `springs.step-variable-f64`):
// the stated bound against the closed form at the cumulative time, in both precisions, the interval cache,
// zero intervals, typed errors, retargeting across a change of interval, and the bulk reads.

/// Random springs across regimes (ζ 0–2, ω₀ up to 60 rad/s, mass 0.5–2).
private func randomProblems(_ random: inout SeededGenerator, count: Int) -> [SpringProblem] {
    (0..<count).map { _ in
        let zeta = random.nextBool(probability: 0.15) ? 1 : random.nextDouble(in: 0...2)
        let parameters = SpringWorkloadFactory.parameters(response: random.nextLogUniform(in: 0.1...1), dampingRatio: zeta,
                                                          mass: random.nextLogUniform(in: 0.5...2))
        return SpringWorkloadFactory.problem(parameters, from: random.nextDouble(in: -500...500),
                                             to: random.nextDouble(in: -500...500), velocity: random.nextDouble(in: -2000...2000))
    }
}

/// Random intervals: jittered frames, exact zeros, the timestep itself, and hitches up to 3 s.
private func randomIntervals(_ random: inout SeededGenerator, count: Int) -> [Double] {
    (0..<count).map { _ in
        let pick = random.nextUnit()
        if pick < 0.1 { return 0 }
        if pick < 0.2 { return 1.0 / 120 }
        if pick < 0.25 { return random.nextDouble(in: 0.1...3) }
        return random.nextDouble(in: 0.5...1.5) / 120
    }
}

/// The stated bound (ExactStepSpringBatch's documentation) after `n` steps, as a fraction of the spring's scale.
private func bound(n: Int, zeta: Double, omega0: Double, time: Double, unitRoundoff u: Double) -> Double {
    ((Double(n) + 1) * 64 * (2.5 + zeta * zeta) + 8 * omega0 * time) * u
}

/// The exact sum of doubles rounded once (Neumaier's compensated summation is exact to one rounding here).
private func accurateSum(_ values: [Double]) -> Double {
    var sum = 0.0, compensation = 0.0
    for v in values {
        let t = sum + v
        compensation += abs(sum) >= abs(v) ? (sum - t) + v : (v - t) + sum
        sum = t
    }
    return sum + compensation
}

@Test(arguments: [1, 2, 3])
func bothPrecisionsStayWithinTheStatedBoundOfTheClosedForm(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let problems = randomProblems(&random, count: 37)
    let intervals = randomIntervals(&random, count: 400)
    for layout in [SpringMatrixLayout.automatic, .perSpring] {
        let double = try ExactStepSpringBatch<Double>(problems: problems, timestep: 1.0 / 120,
                                                      restThreshold: .subnormalsOnly, layout: layout)
        let float = try ExactStepSpringBatch<Float>(problems: problems, timestep: 1.0 / 120,
                                                    restThreshold: .subnormalsOnly, layout: layout)
        var worst = (double: 0.0, float: 0.0)
        for (k, interval) in intervals.enumerated() {
            try double.step(by: interval)
            try float.step(by: interval)
            guard k % 25 == 24 else { continue }
            let n = k + 1, time = accurateSum(Array(intervals.prefix(n)))
            for (i, p) in problems.enumerated() {
                let exact = ReferenceClosedFormSolution(problem: p).sample(at: time)
                let omega0 = p.parameters.undampedAngularFrequency
                let scale = max(abs(p.from - p.to), abs(p.initialVelocity) / omega0)
                let zeta = p.parameters.dampingRatio
                let yExact = exact.position - p.to
                let errors64 = (abs(double.offset(i) - yExact) / scale, abs(double.velocity(i) - exact.velocity) / (omega0 * scale))
                let errors32 = (abs(Double(float.offset(i)) - yExact) / scale,
                                abs(float.velocity(i) - exact.velocity) / (omega0 * scale))
                let b64 = bound(n: n, zeta: zeta, omega0: omega0, time: time, unitRoundoff: 0x1p-53)
                let b32 = bound(n: n, zeta: zeta, omega0: omega0, time: time, unitRoundoff: 0x1p-24)
                #expect(errors64.0 <= b64 && errors64.1 <= b64, "f64 spring \(i) after \(n) steps: \(errors64) > \(b64)")
                #expect(errors32.0 <= b32 && errors32.1 <= b32, "f32 spring \(i) after \(n) steps: \(errors32) > \(b32)")
                worst.double = max(worst.double, errors64.0 / b64, errors64.1 / b64)
                worst.float = max(worst.float, errors32.0 / b32, errors32.1 / b32)
            }
        }
        // The bound is a bound, not the typical error: the measured worst stays well inside it.
        #expect(worst.double < 0.5 && worst.float < 0.5, "\(layout): \(worst)")
    }
}

@Test func theCheckCanFailAWrongInterval() throws {
    // Control for the test above: stepping by a slightly wrong interval leaves the bound at once.
    let p = try SpringProblem(parameters: SpringParameters(response: 0.4, dampingRatio: 0.5), from: 0, to: 100)
    let batch = try ExactStepSpringBatch<Double>(problems: [p], timestep: 1.0 / 120, restThreshold: .subnormalsOnly)
    try batch.step(by: 0.0101)
    let exact = ReferenceClosedFormSolution(problem: p).sample(at: 0.01)
    let omega0 = p.parameters.undampedAngularFrequency
    #expect(abs(batch.velocity(0) - exact.velocity) / (omega0 * 100) > bound(n: 1, zeta: 0.5, omega0: omega0, time: 0.01,
                                                                             unitRoundoff: 0x1p-53))
}

@Test func sharedAndPerSpringLayoutsAgreeBitForBitOnAnyIntervals() throws {
    let parameters = try SpringParameters(response: 0.3, dampingRatio: 0.6)
    let problems = try (0..<19).map { try SpringProblem(parameters: parameters, from: Double($0) * 10, to: 5, initialVelocity: 40) }
    let shared = try ExactStepSpringBatch<Float>(problems: problems, timestep: 1.0 / 120)
    let perSpring = try ExactStepSpringBatch<Float>(problems: problems, timestep: 1.0 / 120, layout: .perSpring)
    #expect(shared.sharesMatrix && !perSpring.sharesMatrix)
    var random = SeededGenerator(seed: 9)
    for interval in randomIntervals(&random, count: 200) {
        try shared.step(by: interval)
        try perSpring.step(by: interval)
    }
    #expect(shared.positions() == perSpring.positions())
    #expect(shared.velocities() == perSpring.velocities())
}

@Test func aSteadyCadenceReusesItsMatricesAndEqualsTheFixedPath() throws {
    var random = SeededGenerator(seed: 4)
    let problems = randomProblems(&random, count: 21)
    let h = 1.0 / 120
    let fixed = try ExactStepSpringBatch<Double>(problems: problems, timestep: h, layout: .perSpring)
    let byInterval = try ExactStepSpringBatch<Double>(problems: problems, timestep: h, layout: .perSpring)
    let otherTimestep = try ExactStepSpringBatch<Double>(problems: problems, timestep: 1.0 / 60, layout: .perSpring)
    fixed.step(frames: 50)
    for _ in 0..<50 {
        try byInterval.step(by: h)        // the init's timestep: the fixed path's matrices
        try otherTimestep.step(by: h)     // another interval: computed once, then cached
    }
    #expect(byInterval.positions() == fixed.positions() && byInterval.velocities() == fixed.velocities())
    for i in 0..<problems.count {
        let scale = max(abs(problems[i].from - problems[i].to), 1)
        #expect(abs(otherTimestep.offset(i) - fixed.offset(i)) <= 1e-11 * scale, "spring \(i)")
    }
}

@Test func anIntervalOfZeroLeavesEveryValueAsItIs() throws {
    // Inside the rest band after the append, but not yet snapped: a zero interval must not snap it either.
    let p = try SpringProblem(parameters: SpringParameters(response: 0.5, dampingRatio: 0.7), from: 0, to: 300,
                              initialVelocity: 10)
    let batch = try ExactStepSpringBatch<Float>(problems: [p, p], timestep: 1.0 / 120)
    try batch.step(by: 0.0123)
    try batch.retarget(1, to: Double(batch.positions()[1]) + 0.0001)
    let before = (batch.positions(), batch.velocities(), batch.offset(1))
    try batch.step(by: 0)
    try batch.step(by: -0.0)
    #expect(batch.positions() == before.0 && batch.velocities() == before.1 && batch.offset(1) == before.2)
    #expect(batch.offset(1) != 0)
}

@Test func badIntervalsAndOverflowingMatricesThrowAndLeaveTheStateUnchanged() throws {
    var random = SeededGenerator(seed: 5)
    let problems = randomProblems(&random, count: 9)
    let batch = try ExactStepSpringBatch<Double>(problems: problems, timestep: 1.0 / 120, layout: .perSpring)
    try batch.step(by: 0.02)
    let before = batch.snapshot()
    for bad in [-0.001, -Double.infinity, .infinity, .nan] {
        #expect(throws: SpringParameterError.self) { try batch.step(by: bad) }
    }
    // An undamped spring with ω₀ = 1e150: over 1e160 s its phase ω₀·h overflows, so its matrix is not finite.
    let stiff = try SpringProblem(parameters: SpringParameters(mass: 1, stiffness: 1e300, damping: 0), from: 1, to: 0)
    try batch.append(stiff)
    let withStiff = batch.snapshot()
    #expect(throws: SpringParameterError.self) { try batch.step(by: 1e160) }
    #expect(batch.snapshot() == withStiff)
    try batch.step(by: 0.02)                  // a cache left invalid by the failure is recomputed
    #expect(Array(batch.snapshot().offsets.prefix(9)) != before.offsets)
    // In single precision ω₀ = 1e40 gives m10 = −ω₀²·S of about 1e40 over 1 s, beyond Float's range.
    let floatStiff = try SpringProblem(parameters: SpringParameters(mass: 1, stiffness: 1e80, damping: 0), from: 1, to: 0)
    let alone = try ExactStepSpringBatch<Float>(problems: [floatStiff], timestep: 1e-100)
    #expect(throws: SpringParameterError.self) { try alone.step(by: 1) }
    #expect(alone.offset(0) == 1)
    // Values that do not fit the precision, and a timestep whose matrix does not, are rejected on entry.
    let huge = try SpringProblem(parameters: SpringParameters(stiffness: 100, damping: 10), from: 1e39, to: 0)
    #expect(throws: SpringParameterError.self) { try alone.append(huge) }
    #expect(throws: SpringParameterError.self) { _ = try ExactStepSpringBatch<Float>(problems: [stiff], timestep: 1) }
    #expect(throws: SpringParameterError.self) { try alone.retarget(0, to: -1e39) }
    let message = "\((try? batch.step(by: -1)) == nil ? "\(SpringParameterError.outOfRange(name: "interval", value: -1, requirement: "0 or greater"))" : "")"
    #expect(!message.contains("\n") && message.contains("interval"))
}

@Test func restoreChecksItsSnapshot() throws {
    let p = try SpringProblem(parameters: SpringParameters(response: 0.5, dampingRatio: 0.7), from: 0, to: 30)
    let batch = try ExactStepSpringBatch<Double>(problems: [p, p, p], timestep: 1.0 / 120)
    let initial = batch.snapshot()
    try batch.step(by: 0.1)
    #expect(throws: SpringParameterError.self) { try batch.restore((offsets: [0, 0], velocities: [0, 0, 0])) }
    #expect(throws: SpringParameterError.self) { try batch.restore((offsets: [0, .nan, 0], velocities: [0, 0, 0])) }
    #expect(batch.positions() != [0, 0, 0])
    try batch.restore(initial)
    #expect(batch.positions() == [0, 0, 0] && batch.velocities() == [0, 0, 0])
}

@Test func retargetKeepsPositionAndVelocityContinuousAcrossAChangeOfInterval() throws {
    let p = try SpringProblem(parameters: SpringParameters(response: 0.45, dampingRatio: 0.65), from: 0, to: 100,
                              initialVelocity: 300)
    let batch = try ExactStepSpringBatch<Double>(problems: [p], timestep: 1.0 / 120, restThreshold: .subnormalsOnly)
    let steady = [Double](repeating: 1.0 / 120, count: 30)
    try batch.step(byEach: steady)
    let position = batch.position(0), velocity = batch.velocity(0)
    try batch.retarget(0, to: -50)
    #expect(abs(batch.position(0) - position) <= 1e-13 * 150 && batch.velocity(0) == velocity)
    // The interval changes with the retarget (a dropped frame, then 60 Hz): the motion continues from the same
    // state toward the new target, on the closed form of the retargeted spring.
    let changed = [1.0 / 60, 1.0 / 30] + [Double](repeating: 1.0 / 60, count: 20)
    try batch.step(byEach: changed)
    let retargeted = try SpringProblem(parameters: p.parameters, from: position, to: -50, initialVelocity: velocity)
    let exact = ReferenceClosedFormSolution(problem: retargeted).sample(at: accurateSum(changed))
    #expect(abs(batch.position(0) - exact.position) <= 1e-10 * 150)
    #expect(abs(batch.velocity(0) - exact.velocity) <= 1e-9 * 150)
}

@Test func arraysAndSpansReadEverySpring() throws {
    let problems = try (0..<13).map { try SpringProblem(parameters: SpringParameters(response: 0.3, dampingRatio: 0.9),
                                                        from: Double($0), to: 20, initialVelocity: Double($0) * 3) }
    let batch = try ExactStepSpringBatch<Float>(problems: problems, timestep: 1.0 / 120)
    try batch.step(by: 0.05)
    let positions = batch.positions(), velocities = batch.velocities()
    #expect(positions.count == 13 && velocities.count == 13)
    for i in 0..<13 {
        #expect(positions[i] == batch.target(i) + batch.offset(i))
        #expect(Double(velocities[i]) == batch.velocity(i))
    }
    let fromSpans = batch.withPositions { span in (0..<span.count).map { span[$0] } }
    let velocitySum = batch.withVelocities { span in (0..<span.count).reduce(Float(0)) { $0 + span[$1] } }
    #expect(fromSpans == positions)
    #expect(velocitySum == velocities.reduce(0, +))
    let empty = try ExactStepSpringBatch<Double>(problems: [], timestep: 1.0 / 120)
    #expect(empty.positions().isEmpty && empty.withVelocities { $0.count } == 0)
    try empty.step(by: 0.3)
}

@Test func theDefaultRestThresholdIsTheDocumentedBand() throws {
    #expect(SpringRestThreshold.default == (try SpringRestThreshold(position: 0.001, velocity: 0.001)))
    let p = try SpringProblem(parameters: SpringParameters(response: 0.3, dampingRatio: 1), from: 0, to: 10)
    let batch = try ExactStepSpringBatch<Double>(problems: [p], timestep: 1.0 / 120)
    try batch.step(by: 5)
    #expect(batch.position(0) == 10 && batch.velocity(0) == 0)
}

@Test func generatedFrameIntervalsHaveTheirJitterAndHitches() {
    var random = SeededGenerator(seed: 1)
    let intervals = FrameIntervalGenerator.intervals(&random, count: 1000)
    let hitches = intervals.filter { $0 == 0.25 }.count
    let frames = intervals.filter { $0 != 0.25 }
    #expect(hitches >= 3 && hitches <= 4)
    #expect(frames.allSatisfy { $0 >= 0.8 / 120 - 1e-9 && $0 <= 1.2 / 120 + 1e-9 })
    #expect(intervals.allSatisfy { ($0 / FrameIntervalGenerator.resolution).rounded() * FrameIntervalGenerator.resolution == $0 })
    #expect(FrameIntervalGenerator.cumulativeTimes(intervals).last == accurateSum(intervals))
}
