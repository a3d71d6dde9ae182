import Foundation
import Testing
import Springs
import Workloads

/// Critical damping, exactly: the parameter maps return it at any mass, and the settling duration is continuous
/// across ζ = 1 and accurate on both sides of it.
///
/// The expected settling durations below were computed with mpmath at 50 significant digits from the documented
/// definition (the last t with E(t) = ε for the envelope E of `SpringProblem.settlingDuration(epsilon:)`, the
/// crossing bisected 400 times in 50-digit arithmetic), with the listed Doubles as exact inputs, and rounded
/// to 20 significant digits.
@Suite struct CriticalDampingTests {
    static let masses = [0.01, 0.1, 0.25, 0.5, 1, 2.5, 3, 7, 10, 42, 100, 1000]
    static let durations = [0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 2]

    /// x with (1 + x)·e^(−x) = 0.001 (mpmath, 50 digits): a critically damped spring from rest settles at
    /// x/ω₀ = x·duration/(2π), by either measure (its envelope is the motion itself).
    static let criticalSettlingProduct = 9.2334134764515857074

    private static func relativeDifference(_ x: Double, _ y: Double) -> Double { abs(x - y) / abs(y) }

    @Test(arguments: [false, true])
    func criticalMapsAreExactAtEveryMass(fromBounce: Bool) throws {
        for duration in Self.durations {
            var first: (duration: Double, time: Double)?
            for mass in Self.masses {
                let parameters = fromBounce ? try SpringParameters(duration: duration, bounce: 0, mass: mass)
                                            : try SpringParameters(response: duration, dampingRatio: 1, mass: mass)
                #expect(parameters.dampingRatio == 1, "duration \(duration), mass \(mass)")
                #expect(parameters.bounce == 0)
                for velocity in [0.0, 3.0] {
                    let problem = try SpringProblem(parameters: parameters, from: 0, to: 1, initialVelocity: velocity)
                    let settlingDuration = try problem.settlingDuration()
                    let settlingTime = try SettlingTimeSolver(problem: problem).time()
                    if velocity == 0 {
                        let expected = Self.criticalSettlingProduct * duration / (2 * Double.pi)
                        #expect(Self.relativeDifference(settlingDuration, expected) <= 1e-12)
                        #expect(Self.relativeDifference(settlingTime, expected) <= 1e-12)
                        if let first {
                            #expect(Self.relativeDifference(settlingDuration, first.duration) <= 1e-12)
                            #expect(Self.relativeDifference(settlingTime, first.time) <= 1e-12)
                        } else {
                            first = (settlingDuration, settlingTime)
                        }
                    }
                    #expect(settlingDuration >= settlingTime * (1 - 1e-12))
                }
            }
        }
    }

    @Test func criticalMapsAgreeAcrossMassesWithVelocity() throws {
        for duration in Self.durations {
            let base = try SpringProblem(parameters: SpringParameters(duration: duration, bounce: 0),
                                         from: 10, to: -4, initialVelocity: 25)
            let baseDuration = try base.settlingDuration(), baseTime = try SettlingTimeSolver(problem: base).time()
            for mass in Self.masses {
                let problem = try SpringProblem(parameters: SpringParameters(duration: duration, bounce: 0, mass: mass),
                                                from: 10, to: -4, initialVelocity: 25)
                #expect(Self.relativeDifference(try problem.settlingDuration(), baseDuration) <= 1e-12)
                #expect(Self.relativeDifference(try SettlingTimeSolver(problem: problem).time(), baseTime) <= 1e-12)
            }
        }
    }

    @Test func otherDampingRatiosStillRoundTrip() throws {
        for mass in Self.masses {
            for duration in Self.durations {
                for zeta in [0.3, 0.5, 0.825, 1.5] {
                    let p = try SpringParameters(response: duration, dampingRatio: zeta, mass: mass)
                    #expect(abs(p.dampingRatio - zeta) <= 2 * zeta.ulp)
                    #expect(abs(p.damping - 4 * .pi * zeta * mass / duration) <= 4 * p.damping.ulp)
                }
            }
        }
    }

    @Test func requestedRatiosAreReportedExactly() throws {
        // Two springs of the conformance corpus whose nominal damping reported ζ or bounce one ulp off.
        let p = try SpringParameters(response: 0.4915991864141091, dampingRatio: 1.4561645254022013)
        #expect(p.dampingRatio == 1.4561645254022013)
        let q = try SpringParameters(duration: 0.435448665201219, bounce: 0.184758514773116)
        #expect(q.bounce == 0.184758514773116)
    }

    /// (ζ, v₀, settling duration) for m = 1, k = 1, c = 2ζ (exact), from 0 to 1, ε = 0.001.
    static let nearCritical: [(zeta: Double, velocity: Double, expected: Double)] = [
        (0.9999999999999999, 0.0, 9.2334134764515867325),  // ζ = 1 − 1 ulp
        (1.0000000000000002, 0.0, 9.2334134764515920176),  // ζ = 1 + 1 ulp
        (0.9999999999999998, 0.0, 9.2334134764515877576),  // ζ = 1 − 2 ulp
        (1.0000000000000004, 0.0, 9.2334134764515983278),  // ζ = 1 + 2 ulp
        (0.9999999999999997, 0.0, 9.2334134764515887827),  // ζ = 1 − 3 ulp
        (1.0000000000000007, 0.0, 9.233413476451604638),   // ζ = 1 + 3 ulp
        (0.9999999999999996, 0.0, 9.2334134764515898078),  // ζ = 1 − 4 ulp
        (1.0000000000000009, 0.0, 9.2334134764516109482),  // ζ = 1 + 4 ulp
        (1.0, 0.0, 9.2334134764515857074),                 // ζ = 1
        (0.999999999999, 0.0, 9.2334134764608189166),      // ζ = 1 − 1e-12
        (1.000000000001, 0.0, 9.2334134764800068753),      // ζ = 1 + 1e-12
        (0.999999999, 0.0, 9.2334134856849989319),         // ζ = 1 − 1e-9
        (1.000000001, 0.0, 9.2334135048702294604),         // ζ = 1 + 1e-9
        (0.9999999999999999, 3.0, 9.9472403187459668625),
        (1.0000000000000002, 3.0, 9.9472403187459718974),
        (0.9999999999999998, 3.0, 9.9472403187459681422),
        (1.0000000000000004, 3.0, 9.947240318745978212),
        (0.9999999999999997, 3.0, 9.9472403187459694219),
        (1.0000000000000007, 3.0, 9.9472403187459845265),
        (0.9999999999999996, 3.0, 9.9472403187459707016),
        (1.0000000000000009, 3.0, 9.9472403187459908411),
        (1.0, 3.0, 9.9472403187459655828),
        (0.999999999999, 3.0, 9.9472403187574919564),
        (1.000000000001, 3.0, 9.9472403187744064811),
        (0.999999999, 3.0, 9.9472403302725938506),
        (1.000000001, 3.0, 9.9472403471843379684),
        (0.9999999999999999, -2.0, 10.377635950728284839),
        (1.0000000000000002, -2.0, 10.377635950728290484),
        (0.9999999999999998, -2.0, 10.37763595072828607),
        (1.0000000000000004, -2.0, 10.377635950728297361),
        (0.9999999999999997, -2.0, 10.377635950728287301),
        (1.0000000000000007, -2.0, 10.377635950728304237),
        (0.9999999999999996, -2.0, 10.377635950728288532),
        (1.0000000000000009, -2.0, 10.377635950728311114),
        (1.0, -2.0, 10.377635950728283607),
        (0.999999999999, -2.0, 10.377635950739373432),
        (1.000000000001, -2.0, 10.377635950759255883),
        (0.999999999, -2.0, 10.377635961818353181),
        (1.000000001, -2.0, 10.37763598169780877),
        // Both sides of |1 − ζ²| = 2⁻¹⁰ (ζ ≈ 0.99951 and 1.00049), where the evaluation changes method, and of
        // ζ ≈ 0.99419, where the envelope's crossing moves before 1/ω_d (from rest).
        (0.9, 0.0, 8.9196872663394715791),
        (0.99, 0.0, 9.0802371774768041309),
        (0.994, 0.0, 9.2747083587704859811),
        (0.999, 0.0, 9.2426561325841698855),
        (0.9995, 0.0, 9.2380324926979341657),
        (0.99952, 0.0, 9.2378476433203798218),
        (0.999999, 0.0, 9.2334227098742958472),
        (1.000001, 0.0, 9.233441895019002568),
        (1.0004, 0.0, 9.2447691036142074495),
        (1.0005, 0.0, 9.2476043213989432695),
        (1.001, 0.0, 9.2617583687874457293),
        (1.01, 0.0, 9.510505853834687304),
        (0.9, 3.0, 9.6318505566362019597),
        (0.99, 3.0, 9.729532543409950327),
        (0.994, 3.0, 9.9294933070327062491),
        (0.999, 3.0, 9.9587789372381123963),
        (0.9995, 3.0, 9.953006628966389448),
        (0.99952, 3.0, 9.9527758614568428031),
        (0.999999, 3.0, 9.9472518453865253053),
        (1.000001, 3.0, 9.9472687570288248036),
        (1.0004, 3.0, 9.9586017319665972659),
        (1.0005, 3.0, 9.9614377410190267677),
        (1.001, 3.0, 9.9755918454001991856),
        (1.01, 3.0, 10.223312507572497674),
    ]

    @Test func nearCriticalMatchesHighPrecisionValues() throws {
        #expect((1.0).nextDown == 0.9999999999999999 && (1.0).nextUp == 1.0000000000000002)
        for (zeta, velocity, expected) in Self.nearCritical {
            let problem = try SpringProblem(parameters: SpringParameters(mass: 1, stiffness: 1, damping: 2 * zeta),
                                            from: 0, to: 1, initialVelocity: velocity)
            let value = try problem.settlingDuration()
            #expect(Self.relativeDifference(value, expected) <= 1e-12, "ζ \(zeta), v \(velocity): \(value)")
        }
    }

    /// (m, k, c, v₀, ε, settling duration), from 0 to 1: Core Animation's examples, the one-ulp pair at
    /// k = 100, and seeded springs within 3 % of critical (ζ − 1 from −1e-6 to 1e-5, and exactly 2√(km) rounded).
    static let springs: [(m: Double, k: Double, c: Double, v: Double, epsilon: Double, expected: Double)] = [
        (1, 100, 20.0, 0, 0.001, 0.92334134764515857074),
        (1, 100, 19.999999999999996, 0, 0.001, 0.92334134764515873475),
        (1, 100, 5, 0, 0.001, 2.8549746098887609121),
        (1, 100, 15, 0, 0.001, 1.02209379818549866),
        (1, 100, 10, 0, 0.001, 1.4727003346780926389),
        (0.1973926871970626, 0.5678660036556126, 0.6495165093527908, 0.0, 1.2833815565323946e-06,
         9.2226432764073068545),
        (0.017060654934271485, 34.44916232462533, 1.533263311692005, -41.405276631082835, 3.924380421564045e-09,
         0.51572382701235830277),
        (0.023059615067654055, 13.261600648821112, 1.1391770313289513, 0.0, 0.0002292557746161396,
         0.4967044144299210915),
        (2.1477692382662195, 0.20384977746262095, 1.3630636935821674, 0.0, 2.4885867544340444e-09,
         86.044631466149658342),
        (27.1565024997278, 2.8057335908759353, 17.457824752722324, 4.068588553214248, 5.7834482595666454e-05,
         46.425364368126067539),
        (5.345776272715026, 0.3275507228750454, 2.7259123734982, 13.891346892618408, 6.73224474437979e-09,
         121.39829362282027283),
        (7.054123567895842, 66.35008226508631, 44.566598133193246, -29.404128718067348, 0.004040588164014929,
         3.5797337090518068208),
        (0.7284629418338794, 4141.969706159059, 109.8593908072576, 0.0, 0.0008738817841920729, 0.12443095416242264774),
        (0.09470786423012316, 74.49352944495307, 5.312349452309125, -0.48836404447444437, 0.0015859334537426252,
         0.3115768248790823855),
        (0.14182443417129886, 7959.288328121717, 67.1958797342909, 0.0, 0.0027270801442426185, 0.034252603173494140181),
        (0.040545077850415126, 27.849378159090772, 2.1252321729511854, 0.0, 0.003153932270683495,
         0.30337203451382703055),
        (1.9593127342055463, 2384.454606972452, 136.70248389222792, -15.98776378088045, 0.00011275711497297301,
         0.34423385274339899568),
        (2.0872805062966258, 19.09970486809824, 12.62797555259384, 44.46810951079374, 0.0008411192579432142,
         4.0350942185243017242),
        (0.018197004516102174, 452.6855931883894, 5.740216645257743, 14.712885452766884, 2.6245933420800636e-07,
         0.11415726471359390339),
        (0.3492736074389368, 220.42638558652285, 17.548671162269827, 44.06485666460938, 2.6817063521191593e-08,
         0.80497213916692095735),
        (0.029402426833578466, 0.19713879456016012, 0.15226764571786042, 0.0, 2.4106283938639323e-06,
         6.084207374150827834),
    ]

    @Test func springsNearCriticalMatchHighPrecisionValues() throws {
        for s in Self.springs {
            let problem = try SpringProblem(parameters: SpringParameters(mass: s.m, stiffness: s.k, damping: s.c),
                                            from: 0, to: 1, initialVelocity: s.v)
            let value = try problem.settlingDuration(epsilon: s.epsilon)
            #expect(Self.relativeDifference(value, s.expected) <= 1e-12, "\(s): \(value)")
        }
    }

    /// Bands so wide (ε within 1e-6 of 1) that E − ε would cancel, below, above and far from critical; from 0 to 1.
    static let wideBands: [(m: Double, k: Double, c: Double, v: Double, epsilon: Double, expected: Double)] = [
        (0.6160827890334125, 25.57190270464942, 12.091051814752559, 9.835267909251607, 0.999999139772207,
         8.7864249743499947463e-08),
        (1.2462899030298078, 0.023474097227938463, 0.46448746179300054, 0.0, 0.9999999962244047,
         0.00063319851146190198809),
        (2.7342926201723023, 236.98661983372574, 54.65332272594378, 0.0, 0.9999999935573818,
         1.2193388713440438019589e-05),
    ]

    @Test func wideBandsMatchHighPrecisionValues() throws {
        for s in Self.wideBands {
            let problem = try SpringProblem(parameters: SpringParameters(mass: s.m, stiffness: s.k, damping: s.c),
                                            from: 0, to: 1, initialVelocity: s.v)
            let value = try problem.settlingDuration(epsilon: s.epsilon)
            #expect(Self.relativeDifference(value, s.expected) <= 1e-10, "\(s): \(value)")
        }
    }

    @Test func settlingDurationIsContinuousAcrossCritical() throws {
        for velocity in [-40.0, -2.0, 0.0, 10.0, 20.0, 300.0] {
            let critical = try SpringProblem(parameters: SpringParameters(mass: 1, stiffness: 100, damping: 20),
                                             from: 0, to: 1, initialVelocity: velocity).settlingDuration()
            for offset in stride(from: -1e-9, through: 1e-9, by: 1e-10) {
                let problem = try SpringProblem(
                    parameters: SpringParameters(mass: 1, stiffness: 100, damping: 20 * (1 + offset)),
                    from: 0, to: 1, initialVelocity: velocity)
                #expect(Self.relativeDifference(try problem.settlingDuration(), critical) <= 1e-6,
                        "v \(velocity), ζ − 1 = \(offset)")
            }
        }
    }

    @Test func settlingDurationBoundsTheExactTimeOnSeededSprings() throws {
        var random = SeededGenerator(seed: 0x5E77_1E)
        for index in 0..<3000 {
            let zeta: Double
            switch index % 4 {
            case 0: zeta = random.nextDouble(in: 0.05...3)
            case 1: zeta = 1 + random.nextDouble(in: -1e-6...1e-6)
            case 2: zeta = 1 + random.nextDouble(in: -0.05...0.05)
            default: zeta = 1
            }
            let parameters = try SpringParameters(response: random.nextLogUniform(in: 0.05...3), dampingRatio: zeta,
                                                  mass: random.nextLogUniform(in: 0.01...100))
            let from = random.nextDouble(in: -500...500)
            let to = from + (random.nextBool() ? 1 : -1) * random.nextLogUniform(in: 0.1...500)
            let problem = try SpringProblem(parameters: parameters, from: from, to: to,
                                            initialVelocity: random.nextDouble(in: -3000...3000))
            let epsilon = random.nextLogUniform(in: 1e-6...0.1)
            let bound = try problem.settlingDuration(epsilon: epsilon)
            let exact = try SettlingTimeSolver(problem: problem, epsilon: epsilon).time()
            #expect(bound >= exact * (1 - 1e-12), "\(problem), ε \(epsilon): \(bound) < \(exact)")
        }
    }

    @Test func coreAnimationsPublishedValuesAreTheFormulasBits() throws {
        // Both lie where the envelope has crossed ε after t = 1/ω_d, so they are Core Animation's formula.
        for (damping, published) in [(5.0, 2.855), (15.0, 1.022)] {
            let value = try SpringProblem(parameters: SpringParameters(mass: 1, stiffness: 100, damping: damping),
                                          from: 0, to: 1).settlingDuration()
            #expect(abs(value - published) < 0.0005)
            let omegaD = (100 - damping * damping / 4).squareRoot()
            #expect(value * omegaD > 1)
        }
    }
}
