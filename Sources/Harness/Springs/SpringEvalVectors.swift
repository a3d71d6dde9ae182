import Workloads
import Springs

/// Input documents for the `eval spring` conformance corpus: named edge cases plus seeded random documents.
enum SpringEvalVectors {
    static func inputs(seed: UInt64, randomCount: Int) -> [NamedDocument] {
        var documents = edgeCases()
        var random = SeededGenerator(seed: seed)
        for i in 0..<max(0, randomCount) {
            documents.append(NamedDocument(name: "random \(seed) #\(i)", document: randomDocument(&random)))
        }
        // After the random documents, so that adding them renumbered none of the corpus's earlier files.
        documents += frameIntervalCases()
        return documents
    }

    static let methodNames = ["closed-form", "exact-step", "rk4", "verlet", "semi-implicit-euler", "euler"]

    static func doc(_ spring: JSONValue, from: Double = 0, to: Double = 1, velocity: Double = 0,
                    times: [Double] = [0, 0.1, 0.5], method: String? = nil, timestep: Double? = nil,
                    epsilon: Double? = nil) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("spring", spring), ("from", .number(from)), ("to", .number(to)), ("initialVelocity", .number(velocity)),
            ("times", .array(times.map { .number($0) })),
        ]
        if let method { members.append(("method", .string(method))) }
        if let timestep { members.append(("timestep", .number(timestep))) }
        if let epsilon { members.append(("epsilon", .number(epsilon))) }
        return .object(members)
    }

    static func edgeCases() -> [NamedDocument] {
        let sample: JSONValue = ["mass": 1, "stiffness": 100, "damping": 10]
        var cases: [(String, JSONValue)] = [
            ("eval format article sample", doc(sample, method: "closed-form", timestep: 1.0 / 120, epsilon: 0.001)),
            ("defaults only", .object([("spring", sample), ("times", [0.25])])),
            ("response form", doc(["response": 0.5, "dampingRatio": 0.825], times: [0, 0.05, 0.3, 1])),
            ("response form with mass", doc(["response": 0.3, "dampingRatio": 0.6, "mass": 2.5], from: 10, to: -4)),
            ("duration form, Apple example", doc(["duration": 0.5, "bounce": 0.3], times: [0.2, 0.4])),
            ("duration form, negative bounce", doc(["duration": 0.4, "bounce": -0.5], times: [0.2, 0.4])),
            ("critical", doc(["stiffness": 100, "damping": 20], velocity: 5, times: [0, 0.1, 0.2, 1])),
            ("overdamped ζ = 5", doc(["stiffness": 100, "damping": 100], from: 3, to: 1, times: [0.5, 2])),
            ("undamped (settling null)", doc(["stiffness": 40, "damping": 0], times: [0, 1, 2])),
            ("from == to with velocity", doc(sample, from: 5, to: 5, velocity: 20, times: [0.1, 0.3])),
            ("at rest", doc(sample, from: 5, to: 5, velocity: 0, times: [0, 1])),
            ("empty times", doc(sample, times: [])),
            ("unsorted and repeated times", doc(sample, times: [0.5, 0.1, 0.5, 0, 0.3])),
        ]
        for method in methodNames.dropFirst() {
            cases.append(("\(method): on and off the grid", doc(sample, velocity: -3,
                          times: [0, 1.0 / 120, 0.01, 0.1, 0.25, 1, 0.0001], method: method)))
            cases.append(("\(method): 60 Hz, bouncy", doc(["response": 0.4, "dampingRatio": 0.3], from: -20, to: 80,
                          velocity: 600, times: [0.2, 0.7, 2], method: method, timestep: 1.0 / 60)))
        }
        cases.append(("exact-step, 20 s", doc(sample, times: [20], method: "exact-step")))
        cases.append(("tiny epsilon", doc(sample, epsilon: 1e-9)))
        return cases.map { NamedDocument(name: $0.0, document: $0.1) }
    }

    /// A document with `frameIntervals` instead of `times` (and no `timestep`).
    static func framesDoc(_ spring: JSONValue, from: Double = 0, to: Double = 1, velocity: Double = 0,
                          intervals: [Double], method: String? = nil) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("spring", spring), ("from", .number(from)), ("to", .number(to)), ("initialVelocity", .number(velocity)),
            ("frameIntervals", .array(intervals.map { .number($0) })),
        ]
        if let method { members.append(("method", .string(method))) }
        return .object(members)
    }

    /// Frame-interval documents: four cadences (steady 120 Hz, ±20 % jitter, one 250 ms hitch, repeated
    /// timestamps) with every method, a few single cases, and three the format must reject. Fixed inputs: the
    /// jitter has a seed of its own, so these documents do not depend on the corpus seed.
    static func frameIntervalCases() -> [NamedDocument] {
        let frame = 1.0 / 120
        var jitter = SeededGenerator(seed: 120)
        let cadences: [(name: String, spring: JSONValue, from: Double, to: Double, velocity: Double,
                        intervals: [Double])] = [
            ("steady 120 Hz", ["mass": 1, "stiffness": 100, "damping": 10], 0, 1, -3,
             Array(repeating: frame, count: 60)),
            ("jittered 120 Hz", ["response": 0.4, "dampingRatio": 0.3], -20, 80, 600,
             (0..<60).map { _ in frame * jitter.nextDouble(in: 0.8...1.2) }),
            ("a 250 ms hitch", ["duration": 0.5, "bounce": 0.3], 100, 300, -800,
             Array(repeating: frame, count: 20) + [0.25] + Array(repeating: frame, count: 20)),
            ("repeated timestamps", ["stiffness": 100, "damping": 20], 0, 1, 5,
             [0, 0, frame, 0, frame, 0, 0, 1.0 / 60, frame, 0]),
        ]
        var cases: [(String, JSONValue)] = []
        for cadence in cadences {
            for method in methodNames {
                cases.append(("frames, \(cadence.name): \(method)",
                              framesDoc(cadence.spring, from: cadence.from, to: cadence.to, velocity: cadence.velocity,
                                        intervals: cadence.intervals, method: method)))
            }
        }
        let sample: JSONValue = ["mass": 1, "stiffness": 100, "damping": 10]
        cases += [
            ("frames: none", framesDoc(sample, intervals: [])),
            ("frames: one 10 s interval, overdamped", framesDoc(["stiffness": 100, "damping": 100], from: 3, to: 1,
                                                                intervals: [10], method: "exact-step")),
            ("frames: undamped, 2 s at 120 Hz", framesDoc(["stiffness": 40, "damping": 0], velocity: 2,
                                                          intervals: Array(repeating: frame, count: 240),
                                                          method: "exact-step")),
            ("frames with times (must reject)", .object([("spring", sample), ("times", [0.1]),
                                                         ("frameIntervals", [0.1])])),
            ("frames with timestep (must reject)", .object([("spring", sample), ("timestep", .number(frame)),
                                                            ("frameIntervals", [0.1])])),
            ("frames: negative interval (must reject)", framesDoc(sample, intervals: [frame, -frame])),
        ]
        return cases.map { NamedDocument(name: $0.0, document: $0.1) }
    }

    static func randomDocument(_ random: inout SeededGenerator) -> JSONValue {
        let spring: JSONValue
        switch random.nextInt(in: 0...2) {
        case 0:
            let mass = random.nextLogUniform(in: 0.2...5)
            let stiffness = random.nextLogUniform(in: 20...800)
            let damping = 2 * (stiffness * mass).squareRoot() * random.nextDouble(in: 0.1...2.5)
            spring = ["mass": .number(mass), "stiffness": .number(stiffness), "damping": .number(damping)]
        case 1:
            spring = ["response": .number(random.nextLogUniform(in: 0.15...1.5)),
                      "dampingRatio": .number(random.nextDouble(in: 0.1...2))]
        default:
            spring = ["duration": .number(random.nextLogUniform(in: 0.15...1.5)),
                      "bounce": .number(random.nextDouble(in: -0.8...0.9))]
        }
        let to = random.nextDouble(in: -300...300)
        let from = to + random.nextDouble(in: -300...300)
        let times = (0..<random.nextInt(in: 1...8)).map { _ in random.nextDouble(in: 0...3) }
        let timesteps = [1.0 / 60, 1.0 / 120, 1.0 / 240, random.nextDouble(in: 0.002...0.02)]
        return doc(spring, from: from, to: to, velocity: random.nextDouble(in: -2000...2000), times: times,
                   method: random.nextElement(of: methodNames), timestep: random.nextElement(of: timesteps),
                   epsilon: random.nextLogUniform(in: 1e-4...1e-2))
    }
}
