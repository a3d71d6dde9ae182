import Springs

/// `motionbench eval spring`: one spring sampled at given times by the closed form or a stepping method,
/// with its parameter maps and settling figures. Format (the Springs DocC article "The spring eval format"):
///
///     {"spring": {"mass": 1, "stiffness": 100, "damping": 10},   // or {response, dampingRatio, mass?}
///      "from": 0, "to": 1, "initialVelocity": 0,                  //   or {duration, bounce, mass?}
///      "times": [0, 0.1, 0.5], "method": "closed-form",
///      "timestep": 0.008333333333333333, "epsilon": 0.001}
///
/// Defaults: mass 1, from 0, to 1, initialVelocity 0, method `closed-form`, timestep 1/120, epsilon 0.001;
/// `spring` and `times` (or `frameIntervals`) are required. Unknown keys are errors (a misspelt key must not
/// silently fall back to a default). Output: `format` 1, the six parameter-map numbers, `settlingDuration`
/// (Core Animation's rule, `SpringProblem.settlingDuration(epsilon:)`), `settlingTime` (the definition of
/// `ReferenceSettlingTime`, answered by the optimized `SettlingTimeSolver`, whose agreement `check` establishes,
/// so that every finite spring answers in bounded time whatever ζ and ω₀), and `value` / `velocity` at each
/// time in input order; an undamped spring's settling figures are +∞, written `null`.
/// Stepping methods follow `SteppedSpringSampler` (grid n·h from 0, one shorter last step per time).
///
/// Instead of `times` (and `timestep`), a document may give `frameIntervals`: the spring advances frame by frame
/// by those intervals and `value`/`velocity` hold the state after each frame (`FrameIntervals`).
package enum SpringEvalHandler {
    package static let handler = EvalHandler(
        name: "spring", family: .springs,
        summary: "Sample one spring (closed form or a stepping method) and report its parameter maps and settling.",
        evaluate: evaluate, vectorInputs: SpringEvalVectors.inputs,
        // Another implementation using the same formulas differs by libm rounding (~1e-16 relative), amplified
        // at most by the stepping methods' step counts in the corpus (≤ 2400 steps) and by the settling root's
        // conditioning (~1e-14 s); 1e-9 absolute or relative keeps a 10⁴× margin and still catches any
        // wrong formula, rule or landing step.
        comparison: .tolerance(absolute: 1e-9, relative: 1e-9))

    /// The most times one document may ask for.
    package static let maximumTimes = 100_000

    static let topLevelKeys: Set<String> = ["spring", "from", "to", "initialVelocity", "times", "method", "timestep",
                                            "epsilon", "frameIntervals"]
    static let methods: [String: SpringSteppingMethod?] = [
        "closed-form": nil, "exact-step": .exact, "rk4": .integrator(.rungeKutta4),
        "verlet": .integrator(.velocityVerlet), "semi-implicit-euler": .integrator(.semiImplicitEuler),
        "euler": .integrator(.explicitEuler),
    ]

    package static func evaluate(_ document: JSONValue) throws -> JSONValue {
        guard let members = document.objectValue else {
            throw EvalError("the document must be a JSON object, got \(document.kindName)")
        }
        try requireKnownKeys(members, allowed: topLevelKeys, in: "the document")
        let frameIntervals = document["frameIntervals"]
        if frameIntervals != nil {
            for excluded in ["times", "timestep"] where document[excluded] != nil {
                throw EvalError("'frameIntervals' excludes '\(excluded)': give 'times' (with an optional 'timestep') "
                                + "or 'frameIntervals', not both")
            }
        }
        guard let springValue = document["spring"] else { throw EvalError("missing required key 'spring'") }
        let parameters = try parseSpring(springValue)
        let from = try number(document, "from", default: 0)
        let to = try number(document, "to", default: 1)
        let velocity = try number(document, "initialVelocity", default: 0)
        let timestep = try number(document, "timestep", default: 1.0 / 120)
        let epsilon = try number(document, "epsilon", default: 0.001)
        let samplePoints: SamplePoints
        if let frameIntervals {
            samplePoints = .frames(try parseFrameIntervals(frameIntervals))
        } else {
            samplePoints = .times(try parseTimes(document["times"]))
        }
        let methodName: String
        switch document["method"] {
        case nil: methodName = "closed-form"
        case let .string(name)?: methodName = name
        case let other?: throw EvalError("'method' must be a string, got \(other.kindName)")
        }
        guard let method = methods[methodName] else {
            throw EvalError("unknown method '\(methodName)'; known methods: "
                            + "closed-form, exact-step, rk4, verlet, semi-implicit-euler, euler")
        }
        do {
            return try output(parameters: parameters, from: from, to: to, velocity: velocity, points: samplePoints,
                              method: method, timestep: timestep, epsilon: epsilon)
        } catch {
            throw EvalError(error.description)
        }
    }

    /// Where a document asks for the spring's state: at `times` (with `timestep` for the stepping methods), or
    /// after each of `frameIntervals`.
    enum SamplePoints {
        case times([Double])
        case frames(FrameIntervals)
    }

    static func output(parameters: SpringParameters, from: Double, to: Double, velocity: Double,
                       points: SamplePoints, method: SpringSteppingMethod?, timestep: Double, epsilon: Double)
        throws(SpringParameterError) -> JSONValue
    {
        let problem = try SpringProblem(parameters: parameters, from: from, to: to, initialVelocity: velocity)
        try problem.requireRepresentableRates()
        let settlingDuration = try problem.settlingDuration(epsilon: epsilon)
        let settlingTime = try SettlingTimeSolver(problem: problem, epsilon: epsilon).time()
        guard !settlingTime.isNaN else {
            throw .outOfRange(name: "dampingRatio", value: parameters.dampingRatio,
                              requirement: "large enough that the spring settles within 2⁵² half-periods "
                                  + "(the settling time is not resolvable in double precision)")
        }
        let samples: [SpringSample]
        switch (points, method) {
        case let (.frames(frames), method):
            samples = try frames.samples(of: problem, method: method)
        case let (.times(times), method?):
            samples = try SteppedSpringSampler.sample(problem, method: method, timestep: timestep, times: times)
        case let (.times(times), nil):
            // Validated like the stepping methods (timestep too, so a document is valid for every method).
            _ = try SteppedSpringSampler.sample(problem, method: .exact, timestep: timestep, times: [])
            let solution = ReferenceClosedFormSolution(problem: problem)
            samples = times.map { solution.sample(at: $0) }
        }
        let members: [(String, JSONValue)] = [
            ("format", 1), ("mass", .number(parameters.mass)), ("stiffness", .number(parameters.stiffness)),
            ("damping", .number(parameters.damping)), ("response", .number(parameters.response)),
            ("dampingRatio", .number(parameters.dampingRatio)), ("duration", .number(parameters.duration)),
            ("bounce", .number(parameters.bounce)), ("settlingDuration", .number(settlingDuration)),
            ("settlingTime", .number(settlingTime)),
            ("value", .array(samples.map { .number($0.position) })),
            ("velocity", .array(samples.map { .number($0.velocity) })),
        ]
        return .object(members.map { (key: $0.0, value: $0.1) })
    }

    static func parseSpring(_ value: JSONValue) throws -> SpringParameters {
        guard let members = value.objectValue else {
            throw EvalError("'spring' must be an object, got \(value.kindName)")
        }
        try requireKnownKeys(members, allowed: ["mass", "stiffness", "damping", "response", "dampingRatio", "duration",
                                                "bounce"], in: "'spring'")
        let keys = Set(members.map(\.key))
        let forms: [(name: String, keys: Set<String>)] = [
            ("{stiffness, damping, mass?}", ["stiffness", "damping"]),
            ("{response, dampingRatio, mass?}", ["response", "dampingRatio"]),
            ("{duration, bounce, mass?}", ["duration", "bounce"]),
        ]
        let used = forms.filter { !$0.keys.isDisjoint(with: keys) }
        guard used.count == 1, let form = used.first else {
            throw EvalError("'spring' must use exactly one of the forms "
                            + forms.map(\.name).joined(separator: ", ") + "; got keys "
                            + members.map(\.key).joined(separator: ", "))
        }
        for key in form.keys.sorted() where !keys.contains(key) {
            throw EvalError("'spring' in the form \(form.name) is missing '\(key)'")
        }
        let mass = try number(value, "mass", default: 1)
        let keyList = form.keys.sorted()
        let first = try number(value, keyList[0], default: 0), second = try number(value, keyList[1], default: 0)
        let result: Result<SpringParameters, SpringParameterError>
        switch keyList {
        case ["damping", "stiffness"]:
            result = Result { () throws(SpringParameterError) in
                try SpringParameters(mass: mass, stiffness: second, damping: first)
            }
        case ["dampingRatio", "response"]:
            result = Result { () throws(SpringParameterError) in
                try SpringParameters(response: second, dampingRatio: first, mass: mass)
            }
        default:  // ["bounce", "duration"]
            result = Result { () throws(SpringParameterError) in
                try SpringParameters(duration: second, bounce: first, mass: mass)
            }
        }
        switch result {
        case let .success(parameters): return parameters
        case let .failure(error): throw EvalError(error.description)
        }
    }

    static func parseTimes(_ value: JSONValue?) throws -> [Double] {
        guard let value else { throw EvalError("missing required key 'times'") }
        guard let elements = value.arrayValue else { throw EvalError("'times' must be an array, got \(value.kindName)") }
        guard elements.count <= maximumTimes else {
            throw EvalError("'times' has \(elements.count) entries; at most \(maximumTimes) are accepted")
        }
        return try elements.enumerated().map { index, element in
            guard let t = element.numberValue else {
                throw EvalError("'times'[\(index)] must be a number, got \(element.kindName)")
            }
            guard t.isFinite, t >= 0 else { throw EvalError("'times'[\(index)] must be finite and 0 or greater, got \(t)") }
            return t
        }
    }

    static func number(_ object: JSONValue, _ key: String, default fallback: Double) throws -> Double {
        guard let value = object[key] else { return fallback }
        guard let number = value.numberValue else { throw EvalError("'\(key)' must be a number, got \(value.kindName)") }
        guard number.isFinite else { throw EvalError("'\(key)' must be a finite number, got \(number)") }
        return number
    }

    static func requireKnownKeys(_ members: [(key: String, value: JSONValue)], allowed: Set<String>,
                                 in place: String) throws {
        var seen: Set<String> = []
        for (key, _) in members {
            guard allowed.contains(key) else {
                throw EvalError("unknown key '\(key)' in \(place); known keys: \(allowed.sorted().joined(separator: ", "))")
            }
            guard seen.insert(key).inserted else { throw EvalError("duplicate key '\(key)' in \(place)") }
        }
    }
}
