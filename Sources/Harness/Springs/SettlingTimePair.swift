import Workloads
import Springs

/// `springs.settling-time`: the last time each spring leaves its ε band, by scan + bisection (reference)
/// and by analytic bracketing + Newton (`SettlingTimeSolver`).
package enum SettlingTimePair {
    package static let pair = KernelPair<SettlingWorkload, [Double]>(
        id: "springs.settling-time",
        family: .springs,
        summary: "Exact settling time (last |x − to| = ε·|to − from|) of damped springs in every regime; size = "
            + "springs. Reference: ≥ 20 000-sample scan plus bisection; variant: analytic bracket plus Newton.",
        operationUnit: "springs",
        makeWorkload: makeWorkload,
        edgeCases: edgeCases,
        operationCount: { $0.problems.count },
        reference: KernelImplementation(name: "scan-bisection") { workload in
            workload.problems.map { problem in
                // Safe: ε is validated by construction of the workload (0 < ε < 1).
                (try? ReferenceSettlingTime(problem: problem, epsilon: workload.epsilon).time()) ?? .nan
            }
        },
        variants: [
            KernelImplementation(name: "bracket-newton") { workload in
                workload.problems.map { problem in
                    (try? SettlingTimeSolver(problem: problem, epsilon: workload.epsilon).time()) ?? .nan
                }
            },
        ],
        agreement: .tolerance(
            absolute: 1e-9, relative: 0,
            justification: "The Settling article's accuracy requirement. Both bracket the same crossing and refine it to a few ulps "
                + "(bisection to the last bit; Newton until the step is below 2 ulps), so they differ by the "
                + "root's conditioning: evaluation rounding (~1e-16 of the band) over the slope of |x − to| "
                + "there, far below 1e-9 s except for a crossing that grazes the band, which workloads avoid "
                + "by drawing ε and velocities from continuous distributions. Undamped springs must both be +∞.",
            values: { $0 }),
        complexity: Complexity(reference: "O(n·N), N ≥ 20 000 scan samples per spring (+ bisection)",
                               variants: "O(n·log(1/ε)) (bracket + Newton per spring)", kind: .algorithmic),
        checkSizes: [1, 3, 8, 13],
        runSizes: [100, 1_000],
        quickSizes: [100])

    /// Springs with ζ in 0.05–3 (10 % exactly critical, 10 % within 1e-6 of it), response 0.1–2 s,
    /// distances 1–500, velocities ±3000; ε log-uniform in 1e-4–1e-2, one per workload.
    package static func makeWorkload(seed: UInt64, size: Int) -> SettlingWorkload {
        var random = SeededGenerator(seed: seed)
        let epsilon = random.nextLogUniform(in: 1e-4...1e-2)
        var problems: [SpringProblem] = []
        problems.reserveCapacity(size)
        for _ in 0..<size {
            let pick = random.nextUnit()
            let zeta: Double
            if pick < 0.1 { zeta = 1 }
            else if pick < 0.2 { zeta = 1 + random.nextLogUniform(in: 1e-12...1e-6) * (random.nextBool() ? 1 : -1) }
            else { zeta = random.nextLogUniform(in: 0.05...3) }
            let parameters = SpringWorkloadFactory.parameters(
                response: random.nextLogUniform(in: 0.1...2), dampingRatio: zeta,
                mass: random.nextLogUniform(in: 0.1...10))
            let to = random.nextDouble(in: -500...500)
            let distance = random.nextLogUniform(in: 1...500) * (random.nextBool() ? 1 : -1)
            problems.append(SpringWorkloadFactory.problem(parameters, from: to - distance, to: to,
                                                          velocity: random.nextDouble(in: -3000...3000)))
        }
        return SettlingWorkload(problems: problems, epsilon: epsilon)
    }

    /// The sample of the spring eval format's article, Apple's documented springs, critical and near-critical, undamped, at rest,
    /// velocity only (from == to), a strong overshoot, heavy over-damping, a tiny ε.
    package static func edgeCases() -> [EdgeCase<SettlingWorkload>] {
        func spring(_ c: Double, k: Double = 100, m: Double = 1, from: Double = 0, to: Double = 1, v: Double = 0)
            -> SpringProblem
        {
            // Safe: literal, valid values.
            SpringWorkloadFactory.problem(try! SpringParameters(mass: m, stiffness: k, damping: c),
                                          from: from, to: to, velocity: v)
        }
        func single(_ name: String, _ p: SpringProblem, epsilon: Double = 0.001) -> EdgeCase<SettlingWorkload> {
            EdgeCase(name, SettlingWorkload(problems: [p], epsilon: epsilon))
        }
        return [
            single("article sample: m 1, k 100, c 10", spring(10)),
            single("Apple: c 5", spring(5)),
            single("Apple: c 15", spring(15)),
            single("critical, toward the target", spring(20, v: 30)),
            single("critical, overshooting", spring(20, v: 80)),
            single("ζ = 1 − 1e-9", spring(20 * (1 - 1e-9), v: 50)),
            single("ζ = 1 + 1e-9", spring(20 * (1 + 1e-9), v: 50)),
            single("undamped", spring(0)),
            single("at rest on target", spring(10, from: 3, to: 3)),
            single("velocity only (from == to)", spring(10, from: 3, to: 3, v: 40)),
            single("moving away fast", spring(6, from: 0, to: 1, v: -200)),
            single("ζ = 50", spring(1000, from: 5, to: -5, v: 1)),
            single("ε = 1e-9", spring(7, from: -2, to: 2, v: 3), epsilon: 1e-9),
        ]
    }
}
