import Workloads
import Springs

/// `springs.closed-form`: the exact solution of many springs at many times.
package enum ClosedFormPair {
    /// Sample times per spring in generated workloads (size counts springs).
    package static let timesPerSpring = 16

    package static let pair = KernelPair<ClosedFormWorkload, ClosedFormOutput>(
        id: "springs.closed-form",
        family: .springs,
        summary: "Exact x(t), v(t) of damped springs (all regimes) at \(timesPerSpring) times each; "
            + "size = springs. Every subject writes into output buffers allocated once, outside the timed loop. "
            + "Variant (and C) coefficients are computed once per spring outside it too; the reference, a literal "
            + "transcription, recomputes ω₀, ζ and its coefficients at every sample by definition: that cost is "
            + "inherent to it and part of the speedup.",
        operationUnit: "samples",
        makeWorkload: makeWorkload,
        edgeCases: edgeCases,
        operationCount: { $0.problems.count * $0.times.count },
        reference: KernelImplementation(name: "reference", compute: ClosedFormSubjects.referenceOutput,
                                        prepare: ClosedFormSubjects.referenceBody),
        variants: [
            KernelImplementation(name: "batch-soa", compute: ClosedFormSubjects.batchOutput,
                                 prepare: ClosedFormSubjects.batchBody),
            KernelImplementation(name: "batch-vector", compute: ClosedFormSubjects.vectorOutput,
                                 prepare: ClosedFormSubjects.vectorBody),
        ],
        comparisons: [CClosedFormYardstick.comparison],
        agreement: .tolerance(
            absolute: 1e-9, relative: 1e-12,
            justification: "Both evaluate the same well-conditioned expression y = A·C(t) + B·S(t) in a different "
                + "order (shared exponentials, e^(−(a+ω_h)t) as e^(−(a−ω_h)t)·e^(−2ω_h t)); each step rounds "
                + "by at most a few ulps (batch-vector's own exp, expm1 and sincos are within 2 ulp of Foundation's, "
                + "tested), so relative differences stay below 1e-13. Values that cross zero "
                + "need an absolute floor: workload magnitudes are ≤ 1e4, whose rounding is ≈ 1e-12, so "
                + "1e-9 leaves a 1000× margin while still catching any wrong term.",
            values: { $0.positions + $0.velocities }),
        complexity: Complexity(reference: "O(n·m) (n springs × m times)", variants: "O(n·m) (n springs × m times)",
                               kind: .constantFactor),
        checkSizes: [1, 3, 17, 64],
        runSizes: [1_000, 100_000],
        quickSizes: [1_000, 100_000])

    /// Springs drawn across all regimes: 40 % underdamped, 10 % within 1e-6 of critical, 10 % exactly
    /// critical, 40 % overdamped; mass 0.1–10, stiffness 10–1000 (log-uniform), positions ±500,
    /// velocities ±3000; sample times sorted in [0, 3] s with t = 0 first.
    package static func makeWorkload(seed: UInt64, size: Int) -> ClosedFormWorkload {
        var random = SeededGenerator(seed: seed)
        var problems: [SpringProblem] = []
        problems.reserveCapacity(size)
        for _ in 0..<size {
            let mass = random.nextLogUniform(in: 0.1...10)
            let stiffness = random.nextLogUniform(in: 10...1000)
            let critical = 2 * (stiffness * mass).squareRoot()
            let pick = random.nextUnit()
            let damping: Double
            if pick < 0.4 {
                damping = critical * random.nextDouble(in: 0...0.99)
            } else if pick < 0.5 {
                let offset = random.nextLogUniform(in: 1e-13...1e-6) * (random.nextBool() ? 1 : -1)
                damping = critical * (1 + offset)
            } else if pick < 0.6 {
                damping = critical
            } else {
                damping = critical * random.nextLogUniform(in: 1.01...20)
            }
            problems.append(SpringWorkloadFactory.problem(mass: mass, stiffness: stiffness, damping: damping,
                                    from: random.nextDouble(in: -500...500), to: random.nextDouble(in: -500...500),
                                    velocity: random.nextDouble(in: -3000...3000)))
        }
        var times = [0.0]
        for _ in 1..<timesPerSpring { times.append(random.nextDouble(in: 0...3)) }
        times.sort()
        return ClosedFormWorkload(problems: problems, times: times)
    }

    /// Near-critical damping on both sides, exact critical, no damping, extreme over-damping at long times,
    /// a spring at rest, and a velocity-only start.
    package static func edgeCases() -> [EdgeCase<ClosedFormWorkload>] {
        let times: [Double] = [0, 1e-9, 0.001, 0.1, 0.5, 1, 2.5, 10, 100]
        func single(_ name: String, mass: Double = 1, stiffness: Double = 100, zeta: Double,
                    from: Double = 0, to: Double = 1, velocity: Double = 0, times: [Double] = times)
            -> EdgeCase<ClosedFormWorkload>
        {
            let damping = zeta * 2 * (stiffness * mass).squareRoot()
            return EdgeCase(name, ClosedFormWorkload(
                problems: [SpringWorkloadFactory.problem(mass: mass, stiffness: stiffness, damping: damping,
                                                         from: from, to: to, velocity: velocity)],
                times: times))
        }
        var cases: [EdgeCase<ClosedFormWorkload>] = []
        for offset in [1e-12, 1e-9, 1e-6] {
            cases.append(single("ζ = 1 + \(offset)", zeta: 1 + offset, velocity: -3))
            cases.append(single("ζ = 1 − \(offset)", zeta: 1 - offset, velocity: -3))
        }
        cases.append(single("ζ = 1 exactly", zeta: 1, velocity: 5))
        cases.append(single("ζ = 0 (undamped)", zeta: 0, from: 2, to: -1, velocity: 1))
        cases.append(single("ζ = 50, stiff, t up to 1000 s", stiffness: 1e4, zeta: 50, from: 100, to: 0,
                            velocity: 0, times: times + [1000]))
        cases.append(single("at rest on target", zeta: 0.5, from: 1, to: 1, velocity: 0))
        cases.append(single("velocity only", zeta: 0.7, from: 1, to: 1, velocity: 250))
        cases.append(single("tiny mass, huge stiffness", mass: 1e-6, stiffness: 1e6, zeta: 0.3))
        return cases
    }
}
