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
