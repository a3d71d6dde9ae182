import Foundation
import Testing
import Harness
import Springs
import Workloads

private func evaluate(_ text: String) throws -> JSONValue {
    try SpringEvalHandler.handler.evaluate(try JSONParser.parse(text))
}

@Test func readmeSampleDocumentGivesTheDocumentedOutput() throws {
    let output = try evaluate("""
        {"spring": {"mass": 1, "stiffness": 100, "damping": 10}, "from": 0, "to": 1, "initialVelocity": 0,
         "times": [0, 0.1, 0.5], "method": "closed-form", "timestep": 0.008333333333333333, "epsilon": 0.001}
        """)
    #expect(output["format"] == 1)
    #expect(output["response"] == .number(0.6283185307179586))
    #expect(output["duration"] == .number(0.6283185307179586))
    #expect(output["dampingRatio"] == 0.5 && output["bounce"] == 0.5)
    // 1.4727003346780926 is a 17-digit spelling of the same double (shortest: …927).
    #expect(output["settlingDuration"] == .number(1.4727003346780926))
    // A published 16-digit value is 1.270165195653986; the root is ill-conditioned at the last ulp (see SettlingTimeTests).
    let settling = output["settlingTime"]?.numberValue ?? .nan
    #expect(abs(settling - 1.270165195653986) <= 4 * settling.ulp)
    #expect(output["value"]?.arrayValue?.count == 3 && output["velocity"]?.arrayValue?.count == 3)
    #expect(output["value"]?.arrayValue?.first == 0)
    let text = JSONWriter.write(output)
    #expect(text.contains("\"settlingDuration\": 1.4727003346780927"))
}

@Test func everyMethodLandsOnTheRequestedTimesAndOrderIsKept() throws {
    let exact = try evaluate(#"{"spring": {"response": 0.5, "dampingRatio": 0.7}, "times": [0.3, 0.1, 0.3]}"#)
    for method in ["exact-step", "rk4", "verlet", "semi-implicit-euler", "euler"] {
        let output = try evaluate(#"{"spring": {"response": 0.5, "dampingRatio": 0.7}, "times": [0.3, 0.1, 0.3], "method": "\#(method)"}"#)
        let values = output["value"]?.arrayValue?.compactMap(\.numberValue) ?? []
        let truth = exact["value"]?.arrayValue?.compactMap(\.numberValue) ?? []
        #expect(values.count == 3 && values[0] == values[2])
        let tolerance = method == "exact-step" ? 1e-14 : method == "rk4" ? 1e-6 : method == "verlet" ? 5e-3 : 0.1
        for (v, t) in zip(values, truth) { #expect(abs(v - t) < tolerance, "\(method)") }
    }
}

@Test func springFormsAgreeWithEachOther() throws {
    let a = try evaluate(#"{"spring": {"duration": 0.5, "bounce": 0.3}, "times": [0.2]}"#)
    let b = try evaluate(#"{"spring": {"response": 0.5, "dampingRatio": 0.7}, "times": [0.2]}"#)
    #expect(a["stiffness"] == b["stiffness"] && a["damping"] == b["damping"] && a["value"] == b["value"])
}

@Test func undampedSettlingIsWrittenAsNull() throws {
    let output = try evaluate(#"{"spring": {"stiffness": 40, "damping": 0}, "times": [1]}"#)
    #expect(JSONWriter.write(output).contains("\"settlingTime\": null"))
}

@Test(arguments: [
    #"[1, 2]"#,
    #"{"times": [0]}"#,
    #"{"spring": {"stiffness": 100, "damping": 10}}"#,
    #"{"spring": {"stiffness": 100}, "times": [0]}"#,
    #"{"spring": {"stiffness": 100, "damping": 10, "response": 1}, "times": [0]}"#,
    #"{"spring": {"stiffness": 100, "damping": 10, "colour": 1}, "times": [0]}"#,
    #"{"spring": {"stiffness": -100, "damping": 10}, "times": [0]}"#,
    #"{"spring": {"mass": 0, "stiffness": 100, "damping": 10}, "times": [0]}"#,
    #"{"spring": {"duration": 0.5, "bounce": 1.5}, "times": [0]}"#,
    #"{"spring": {"stiffness": 100, "damping": 10}, "times": [-1]}"#,
    #"{"spring": {"stiffness": 100, "damping": 10}, "times": ["1"]}"#,
    #"{"spring": {"stiffness": 100, "damping": 10}, "times": [1], "method": "leapfrog"}"#,
    #"{"spring": {"stiffness": 100, "damping": 10}, "times": [1], "timestep": 0}"#,
    #"{"spring": {"stiffness": 100, "damping": 10}, "times": [1], "epsilon": 1}"#,
    #"{"spring": {"stiffness": 100, "damping": 10}, "times": [1e9], "method": "rk4"}"#,
    #"{"spring": {"stiffness": 100, "damping": 10}, "times": [1], "intialVelocity": 3}"#,
    #"{"spring": {"stiffness": 1e400, "damping": 10}, "times": [1]}"#,
])
func badDocumentsAreEvalErrors(text: String) {
    #expect(throws: (any Error).self) { _ = try evaluate(text) }
    #expect(throws: HarnessError.self) { _ = try EvalRegistry.evaluate(name: "spring", input: Array(text.utf8)) }
}

@Test func conformanceInputsAllEvaluateDeterministically() throws {
    let inputs = SpringEvalHandler.handler.vectorInputs(7, 25)
    #expect(inputs.count >= 25 + 20)
    #expect(Set(inputs.map(\.name)).count == inputs.count)
    for input in inputs {
        if input.name.hasSuffix("(must reject)") {
            #expect(throws: EvalError.self, "\(input.name)") { _ = try SpringEvalHandler.handler.evaluate(input.document) }
            continue
        }
        let first = try SpringEvalHandler.handler.evaluate(input.document)
        #expect(first == (try SpringEvalHandler.handler.evaluate(input.document)), "\(input.name)")
    }
    #expect(SpringEvalHandler.handler.vectorInputs(7, 25).map(\.document) == inputs.map(\.document))
    #expect(SpringEvalHandler.handler.comparison == .tolerance(absolute: 1e-9, relative: 1e-9))
}

// MARK: - frameIntervals

/// The documents' spring forms and cadences, reused by the frame-interval tests.
private enum Frames {
    static let frame = 1.0 / 120
    static let steady = Array(repeating: frame, count: 120)
    static let jittered: [Double] = {
        var random = SeededGenerator(seed: 39)
        return (0..<240).map { _ in frame * random.nextDouble(in: 0.8...1.2) }
    }()
    static let hitch = Array(repeating: frame, count: 30) + [0.25] + Array(repeating: frame, count: 30)
    static let zeros: [Double] = [0, 0, frame, 0, frame, 0, 0, 1.0 / 60, frame, 0, 0.25, 0]
    static let cadences: [(String, [Double])] = [
        ("steady", steady), ("jittered", jittered), ("hitch", hitch), ("zeros", zeros), ("one 10 s interval", [10]),
    ]
    static let springs: [String] = [
        #"{"stiffness": 100, "damping": 10}"#, #"{"response": 0.4, "dampingRatio": 0.3}"#,
        #"{"duration": 0.5, "bounce": 0.3, "mass": 2.5}"#, #"{"stiffness": 100, "damping": 20}"#,
        #"{"stiffness": 100, "damping": 100}"#, #"{"stiffness": 40, "damping": 0}"#,
    ]
    static let methods = ["closed-form", "exact-step", "rk4", "verlet", "semi-implicit-euler", "euler"]

    static func document(spring: String, from: Double = -20, to: Double = 80, velocity: Double = 600,
                         intervals: [Double], method: String?) -> String {
        let list = intervals.map { JSONWriter.format($0) }.joined(separator: ", ")
        return #"{"spring": \#(spring), "from": \#(from), "to": \#(to), "initialVelocity": \#(velocity), "#
            + #""frameIntervals": [\#(list)]"# + (method.map { #", "method": "\#($0)""# } ?? "") + "}"
    }

    /// The value and velocity arrays of an output.
    static func states(_ output: JSONValue) -> (values: [Double], velocities: [Double]) {
        let values = output["value"]?.arrayValue?.map { $0.numberValue ?? .nan } ?? []
        let velocities = output["velocity"]?.arrayValue?.map { $0.numberValue ?? .nan } ?? []
        return (values, velocities)
    }

    /// The problem a document describes, built through the public API.
    static func problem(_ output: JSONValue, from: Double = -20, to: Double = 80, velocity: Double = 600) throws
        -> SpringProblem
    {
        let parameters = try SpringParameters(mass: output["mass"]?.numberValue ?? .nan,
                                              stiffness: output["stiffness"]?.numberValue ?? .nan,
                                              damping: output["damping"]?.numberValue ?? .nan)
        return try SpringProblem(parameters: parameters, from: from, to: to, initialVelocity: velocity)
    }

    /// The format's comparison rule: |e − a| ≤ max(1e-9, 1e-9·max(|e|, |a|)).
    static func withinFormatTolerance(_ e: Double, _ a: Double) -> Bool {
        abs(e - a) <= max(1e-9, 1e-9 * max(abs(e), abs(a)))
    }

    /// The closed form after each frame, at the plain running sum of the intervals (summed here independently).
    static func closedForm(_ problem: SpringProblem, _ intervals: [Double]) -> [SpringSample] {
        let solution = ReferenceClosedFormSolution(problem: problem)
        var t = 0.0
        return intervals.map { h in
            t += h
            return solution.sample(at: t)
        }
    }
}

@Suite("spring eval: frameIntervals") struct SpringEvalFrameIntervalTests {
    @Test(arguments: Frames.springs, ["closed-form", "exact-step"])
    func closedFormAndExactStepAreTheClosedFormAtTheCumulativeTimes(spring: String, method: String) throws {
        for (name, intervals) in Frames.cadences {
            let output = try evaluate(Frames.document(spring: spring, intervals: intervals, method: method))
            let (values, velocities) = Frames.states(output)
            let truth = Frames.closedForm(try Frames.problem(output), intervals)
            #expect(values.count == intervals.count && velocities.count == intervals.count, "\(name)")
            for (i, sample) in truth.enumerated() where i < values.count {
                #expect(Frames.withinFormatTolerance(sample.position, values[i]), "\(method) \(name) frame \(i)")
                #expect(Frames.withinFormatTolerance(sample.velocity, velocities[i]), "\(method) \(name) frame \(i)")
            }
        }
    }

    @Test(arguments: SpringIntegrator.allCases)
    func eachIntegratorTakesOneStepOfItsOwnSchemePerInterval(integrator: SpringIntegrator) throws {
        for (name, intervals) in Frames.cadences {
            let output = try evaluate(Frames.document(spring: Frames.springs[1], intervals: intervals,
                                                      method: integrator.rawValue))
            let (values, velocities) = Frames.states(output)
            let problem = try Frames.problem(output)
            var state = SpringSample(position: problem.from, velocity: problem.initialVelocity)
            var expected: [SpringSample] = []
            for h in intervals {
                state = integrator.step(state, by: h, parameters: problem.parameters, target: problem.to)
                expected.append(state)
            }
            #expect(values == expected.map(\.position), "\(integrator) \(name)")
            #expect(velocities == expected.map(\.velocity), "\(integrator) \(name)")
        }
    }

    @Test func rk4AtASteadyCadenceTracksTheClosedForm() throws {
        let output = try evaluate(Frames.document(spring: Frames.springs[1], intervals: Frames.steady, method: "rk4"))
        let truth = Frames.closedForm(try Frames.problem(output), Frames.steady)
        let (values, _) = Frames.states(output)
        // RK4's phase error at ω₀h ≈ 0.13 is about (ω₀h)⁵/120 per step: within 1e-4 of the 100-unit move.
        for (v, t) in zip(values, truth) { #expect(abs(v - t.position) < 1e-2) }
        // A 250 ms hitch is one RK4 step of ω₀h ≈ 3.9: far off the closed form (the point of exact stepping).
        let hitched = try evaluate(Frames.document(spring: Frames.springs[1], intervals: Frames.hitch, method: "rk4"))
        let hitchTruth = Frames.closedForm(try Frames.problem(hitched), Frames.hitch)
        #expect(abs(Frames.states(hitched).values[30] - hitchTruth[30].position) > 1)
    }

    @Test(arguments: Frames.methods)
    func aZeroIntervalLeavesTheStateAsItIs(method: String) throws {
        let output = try evaluate(Frames.document(spring: Frames.springs[0], intervals: Frames.zeros, method: method))
        let (values, velocities) = Frames.states(output)
        #expect(values.count == Frames.zeros.count)
        for i in Frames.zeros.indices where Frames.zeros[i] == 0 {
            if i == 0 {
                #expect(abs(values[0] - -20) <= (20.0).ulp && velocities[0] == 600, "\(method)")
            } else {
                #expect(values[i] == values[i - 1] && velocities[i] == velocities[i - 1], "\(method) frame \(i)")
            }
        }
    }

    @Test(arguments: Frames.methods)
    func noMethodSnapsToRest(method: String) throws {
        // 20 s at 120 Hz from 1 toward 0: the offset is e^(-200)-small but never snapped to exactly 0.
        let intervals = Array(repeating: Frames.frame, count: 2400)
        // Critically damped, so the offset never crosses 0 and relative errors stay meaningful.
        let output = try evaluate(Frames.document(spring: Frames.springs[3], from: 1, to: 0, velocity: 0,
                                                  intervals: intervals, method: method))
        let (values, velocities) = Frames.states(output)
        #expect(values.last != 0 && velocities.last != 0 && values.last?.isFinite == true, "\(method)")
        if method == "closed-form" || method == "exact-step" {
            let truth = Frames.closedForm(try Frames.problem(output, from: 1, to: 0, velocity: 0), intervals)
            let last = try #require(values.last), lastVelocity = try #require(velocities.last)
            #expect(abs(last - truth[2399].position) <= 1e-9 * abs(truth[2399].position), "\(method)")
            #expect(abs(lastVelocity - truth[2399].velocity) <= 1e-9 * abs(truth[2399].velocity), "\(method)")
        }
    }

    @Test func theFormatArticlesFrameExampleGivesItsDocumentedOutput() throws {
        let output = try evaluate("""
            {"spring": {"duration": 0.5, "bounce": 0.3}, "from": 100, "to": 300, "initialVelocity": -800,
             "frameIntervals": [0.008333333333333333, 0, 0.25, 0.008333333333333333], "method": "exact-step"}
            """)
        let (values, velocities) = Frames.states(output)
        let documented = [94.8543116108657, 94.8543116108657, 292.4580915143694, 295.44775989492337]
        let documentedVelocities = [-442.5705482387039, -442.5705482387039, 381.318382480703, 336.638187337392]
        // Within a few ulps: another libm may round exp, sin and cos differently in the last place.
        for (v, d) in zip(values + velocities, documented + documentedVelocities) {
            #expect(abs(v - d) <= 1e-13 * abs(d), "\(v) documented as \(d)")
        }
        #expect(values.count == 4 && velocities.count == 4 && values[1] == values[0])
    }

    @Test func settlingFiguresAndParametersDoNotDependOnTheIntervals() throws {
        let times = try evaluate(#"{"spring": {"response": 0.4, "dampingRatio": 0.3}, "times": [0.5]}"#)
        let frames = try evaluate(#"{"spring": {"response": 0.4, "dampingRatio": 0.3}, "frameIntervals": [0.25, 0.25]}"#)
        for key in ["format", "mass", "stiffness", "damping", "response", "dampingRatio", "duration", "bounce",
                    "settlingDuration", "settlingTime"] {
            #expect(times[key] == frames[key], "\(key)")
        }
        #expect(frames["value"]?.arrayValue?.last == times["value"]?.arrayValue?.first)
        let empty = try evaluate(#"{"spring": {"stiffness": 100, "damping": 10}, "frameIntervals": []}"#)
        #expect(empty["value"] == .array([]) && empty["velocity"] == .array([]))
    }

    @Test func aMillionJitteredIntervalsWithHitchesStayOnTheClosedForm() throws {
        var random = SeededGenerator(seed: 1_000_000)
        let intervals = (0..<SpringEvalHandler.maximumFrameIntervals).map { i in
            i % 240 == 239 ? 0.25 : Frames.frame * random.nextDouble(in: 0.8...1.2)
        }
        // Undamped, so the state never decays toward rest over the ~2.6 h the intervals cover, and every
        // rounding of 10⁶ matrix products would show.
        func document(_ method: String) -> JSONValue {
            .object([
                ("spring", ["stiffness": 40, "damping": 0]), ("from", 0), ("to", 1), ("initialVelocity", 2),
                ("frameIntervals", .array(intervals.map { .number($0) })), ("method", .string(method)),
            ])
        }
        let exact = Frames.states(try SpringEvalHandler.handler.evaluate(document("exact-step")))
        let closed = Frames.states(try SpringEvalHandler.handler.evaluate(document("closed-form")))
        #expect(exact.values.count == intervals.count && exact.velocities.count == intervals.count)
        #expect(closed.values.count == intervals.count)
        let omega0 = 40.0.squareRoot()
        var worst = 0.0
        for i in exact.values.indices where i < closed.values.count {
            worst = max(worst, abs(exact.values[i] - closed.values[i]),
                        abs(exact.velocities[i] - closed.velocities[i]) / omega0)
        }
        #expect(worst <= 1e-9, "worst |exact-step − closed form| = \(worst) (offsets, and velocities over ω₀)")
        #expect(Frames.withinFormatTolerance(closed.values[intervals.count - 1], exact.values[intervals.count - 1]))
    }

    @Test(arguments: [
        (#""times": [0.1], "frameIntervals": [0.1]"#, "'frameIntervals' excludes 'times'"),
        (#""frameIntervals": [0.1], "timestep": 0.01"#, "'frameIntervals' excludes 'timestep'"),
        (#""frameIntervals": [0.1], "times": [], "timestep": 0.01"#, "'frameIntervals' excludes 'times'"),
        (#""frameIntervals": [0.008, -0.008]"#, "'frameIntervals'[1] must be finite and 0 or greater, got -0.008"),
        (#""frameIntervals": [0.008, 0.008, "0.008"]"#, "'frameIntervals'[2] must be a number, got a string"),
        (#""frameIntervals": [null]"#, "'frameIntervals'[0] must be a number, got null"),
        (#""frameIntervals": [[0.1]]"#, "'frameIntervals'[0] must be a number"),
        (#""frameIntervals": 0.1"#, "'frameIntervals' must be an array, got a number"),
        (#""frameIntervals": {"h": 0.1}"#, "'frameIntervals' must be an array"),
        (#""frameIntervals": [1e308, 1e308]"#, "the running sum overflows at index 1"),
    ])
    func badFrameIntervalsAreOneLineErrorsNamingTheField(members: String, message: String) {
        let text = #"{"spring": {"stiffness": 100, "damping": 10}, "# + members + "}"
        do {
            _ = try EvalRegistry.evaluate(name: "spring", input: Array(text.utf8))
            Issue.record("accepted: \(text)")
        } catch {
            #expect(error.description.contains(message), "\(error.description)")
            #expect(!error.description.contains("\n"))
        }
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, -1e-300])
    func nonFiniteOrNegativeEntriesAreRefusedByIndex(entry: Double) {
        let document: JSONValue = .object([
            ("spring", ["stiffness": 100, "damping": 10]), ("frameIntervals", [0.1, 0.2, .number(entry)]),
        ])
        let error = #expect(throws: EvalError.self) { _ = try SpringEvalHandler.handler.evaluate(document) }
        #expect(error?.message.hasPrefix("'frameIntervals'[2] must be finite and 0 or greater") == true,
                "\(String(describing: error))")
    }

    @Test func moreThanAMillionEntriesAreRefused() {
        let document: JSONValue = .object([
            ("spring", ["stiffness": 100, "damping": 10]),
            ("frameIntervals", .array(Array(repeating: 0.001, count: SpringEvalHandler.maximumFrameIntervals + 1))),
        ])
        let error = #expect(throws: EvalError.self) { _ = try SpringEvalHandler.handler.evaluate(document) }
        #expect(error?.message == "'frameIntervals' has 1000001 entries; at most 1000000 are accepted")
    }

    @Test func anInfiniteNumberInTheTextIsAOneLineJSONError() {
        let text = #"{"spring": {"stiffness": 100, "damping": 10}, "frameIntervals": [0.1, 1e400]}"#
        #expect(throws: HarnessError.self) { _ = try EvalRegistry.evaluate(name: "spring", input: Array(text.utf8)) }
    }

    @Test func frameIntervalVectorsComeAfterTheRandomDocumentsAndCoverEveryMethod() {
        let inputs = SpringEvalHandler.handler.vectorInputs(7, 25)
        let firstFrames = inputs.firstIndex { $0.document["frameIntervals"] != nil } ?? inputs.count
        // Earlier files keep their numbers: the frame documents follow the edge cases and the 25 random ones.
        let edgeCases = SpringEvalHandler.handler.vectorInputs(7, 0).prefix { $0.document["frameIntervals"] == nil }
        #expect(edgeCases.count == 25 && firstFrames == edgeCases.count + 25)
        #expect(inputs[firstFrames...].allSatisfy { $0.name.hasPrefix("frames") })
        #expect(inputs[..<firstFrames].allSatisfy { $0.document["frameIntervals"] == nil })
        for method in Frames.methods {
            for cadence in ["steady 120 Hz", "jittered 120 Hz", "a 250 ms hitch", "repeated timestamps"] {
                #expect(inputs.contains { $0.name == "frames, \(cadence): \(method)" }, "\(cadence) \(method)")
            }
        }
        #expect(inputs.filter { $0.name.hasSuffix("(must reject)") }.count == 3)
    }
}
