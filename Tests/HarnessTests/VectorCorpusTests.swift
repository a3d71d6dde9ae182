import Foundation
import Testing
@testable import Harness

@Test func comparerNamesThePathOfTheFirstDifference() {
    let expected: JSONValue = ["format": 1, "x": [1, 2, 3], "name": "a"]
    #expect(VectorComparer.firstMismatch(expected: expected, actual: ["name": "a", "x": [1.0, 2, 3], "format": 1], rule: .exact) == nil)
    #expect(VectorComparer.firstMismatch(expected: expected, actual: ["format": 1, "x": [1, 2, 4], "name": "a"], rule: .exact)?
        .description == "at $.x[2]: expected 3, got 4 (exact comparison)")
    let short = VectorComparer.firstMismatch(expected: expected, actual: ["format": 1, "x": [1, 2], "name": "a"], rule: .exact)
    #expect(short?.path == "$.x" && short?.expected == "3 elements")
    #expect(VectorComparer.firstMismatch(expected: expected, actual: ["format": 1, "x": [1, 2, 3]], rule: .exact)?.detail == "missing member")
    #expect(VectorComparer.firstMismatch(expected: ["a": 1], actual: ["a": 1, "b": 2], rule: .exact)?.detail == "unexpected member")
    #expect(VectorComparer.firstMismatch(expected: ["a": 1], actual: ["a": "1"], rule: .exact)?.actual == "\"1\"")
    // Tolerance: within max(abs, rel·|x|) passes, beyond fails with the sizes named.
    let rule = VectorComparison.tolerance(absolute: 1e-9, relative: 1e-12)
    #expect(VectorComparer.firstMismatch(expected: [1000.0], actual: [.number(1000.0 + 1e-10)], rule: rule) == nil)
    let far = VectorComparer.firstMismatch(expected: [1000.0], actual: [1000.001], rule: rule)
    #expect(far?.path == "$[0]" && far?.detail?.contains("> allowed 1.0e-09") == true)
}

@Test func exportWritesInputsExpectedOutputsAndManifest() throws {
    let directory = ReportFixtures.temporaryDirectory("export")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let manifest = try VectorCorpus.export(handlers: [ReportFixtures.doublingHandler, ReportFixtures.echoHandler],
                                           seed: 7, randomCount: 4, to: directory)
    #expect(manifest.formats.map(\.eval) == ["doubling", "echo"])
    let doubling = manifest.formats[0]
    #expect(doubling.vectors.count == 7)
    #expect(doubling.vectors.filter { $0.error != nil }.map(\.name) == ["invalid: no values"])
    #expect(doubling.vectors[0].input == "doubling/000-empty-list.input.json")
    let expected = try JSONParser.parse([UInt8](try #require(FileManager.default.contents(atPath: directory + "/doubling/001-tiny-and-huge.expected.json"))))
    #expect(expected == ["format": 1, "doubled": [2e-300, -2e300, 0.2]])
    // The manifest on disk states each format's rule and reads back to the same corpus.
    let document = try JSONParser.parse([UInt8](try #require(FileManager.default.contents(atPath: directory + "/manifest.json"))))
    #expect(document["formats"]?.arrayValue?[0]["comparison"]?["rule"] == "tolerance")
    #expect(document["formats"]?.arrayValue?[1]["comparison"]?["rule"] == "exact")
    #expect(try VectorManifest.parse(document, path: "manifest.json") == manifest)
    // Same seed, same corpus.
    let again = ReportFixtures.temporaryDirectory("export2")
    defer { try? FileManager.default.removeItem(atPath: again) }
    #expect(try VectorCorpus.export(handlers: [ReportFixtures.doublingHandler], seed: 7, randomCount: 4, to: again).formats[0]
        == doubling)
}

@Test func exportedCorpusVerifiesAgainstTheEvalPath() throws {
    let directory = ReportFixtures.temporaryDirectory("verify")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let handlers = [ReportFixtures.doublingHandler, ReportFixtures.echoHandler]
    try VectorCorpus.export(handlers: handlers, seed: 1, randomCount: 5, to: directory)
    let outcomes = try VectorVerifier(directory: directory, program: InProcessEvalProgram(handlers: handlers)).verify()
    #expect(outcomes.count == 15)
    #expect(outcomes.allSatisfy { $0.passed }, "\(outcomes.filter { !$0.passed }.map(\.line))")
}

/// An implementation that is wrong for one input: the one whose first value is `target`, where it adds
/// 1e-6 to the last doubled value (far beyond the 1e-12 tolerance).
struct SlightlyWrongDoubling: VectorProgram {
    let target: Double
    func run(input: [UInt8], format: String, timeLimit: Double) -> ProgramOutcome {
        let correct = InProcessEvalProgram(handlers: [ReportFixtures.doublingHandler]).run(input: input, format: format, timeLimit: timeLimit)
        guard let document = try? JSONParser.parse(input), document["values"]?.arrayValue?.first?.numberValue == target,
              case var .array(doubled)? = (try? JSONParser.parse(correct.standardOutput))?["doubled"],
              let last = doubled.last?.numberValue
        else { return correct }
        doubled[doubled.count - 1] = .number(last + 1e-6)
        return ProgramOutcome(termination: .exited(0), standardOutput: Array(JSONWriter.write(["format": 1, "doubled": .array(doubled)]).utf8))
    }
}

@Test func wrongImplementationFailsNamingVectorAndDifference() throws {
    let directory = ReportFixtures.temporaryDirectory("wrong")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let manifest = try VectorCorpus.export(handlers: [ReportFixtures.doublingHandler], seed: 1, randomCount: 5, to: directory)
    let entry = try #require(manifest.formats[0].vectors.first { $0.name == "random 2" })
    let input = try JSONParser.parse([UInt8](try #require(FileManager.default.contents(atPath: directory + "/" + entry.input))))
    let target = try #require(input["values"]?.arrayValue?.first?.numberValue)
    let outcomes = try VectorVerifier(directory: directory, program: SlightlyWrongDoubling(target: target)).verify()
    let failed = outcomes.filter { !$0.passed }
    #expect(failed.count == 1)
    #expect(failed.first?.line.hasPrefix("FAIL doubling/005-random-2 (random 2): at $.doubled[4]: expected") == true)
    #expect(failed.first?.reason?.contains("> allowed") == true)
}

@Test func realProcessPathPassesWithCatAndFailsWrongCrashingOrHangingPrograms() throws {
    let directory = ReportFixtures.temporaryDirectory("process")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try VectorCorpus.export(handlers: [ReportFixtures.echoHandler], seed: 3, randomCount: 2, to: directory)
    func verify(_ command: String, limit: Double = 10) throws -> [VectorVerifier.Outcome] {
        try VectorVerifier(directory: directory, program: ShellCommandProgram(command: command), timeLimit: limit).verify()
    }
    #expect(try verify("cat").allSatisfy { $0.passed })
    #expect(try verify("test \"$MOTIONBENCH_EVAL_FORMAT\" = {format} && cat").allSatisfy { $0.passed })
    let wrong = try verify("echo '{\"format\": 1}'")
    #expect(wrong.allSatisfy { !$0.passed })
    #expect(wrong[0].line == "FAIL echo/000-nested (nested): at $.a: expected [1,2.5,{\"b\":\"x \\\"quoted\\\" ✓\"}], got nothing (missing member)")
    let failing = try verify("cat >/dev/null; echo oops >&2; exit 3")
    #expect(failing[0].reason == "the program exited with status 3: oops")
    let crashing = try verify("kill -SEGV $$")
    #expect(crashing[0].reason?.hasPrefix("the program crashed (signal 11)") == true)
    let started = Date()
    let hanging = try verify("sleep 30", limit: 0.3)
    #expect(hanging.allSatisfy { $0.reason?.hasPrefix("no answer within 0.3") == true })
    #expect(Date().timeIntervalSince(started) < 10, "hanging programs must be killed at the limit")
    let garbage = try verify("echo not json")
    #expect(garbage[0].reason?.hasPrefix("the output is not one JSON document") == true)
}

@Test func mustRejectVectorsNeedANonZeroExit() throws {
    let directory = ReportFixtures.temporaryDirectory("reject")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try VectorCorpus.export(handlers: [ReportFixtures.doublingHandler], seed: 1, randomCount: 0, to: directory)
    let accepting = try VectorVerifier(directory: directory, program: ShellCommandProgram(command: "echo '{\"format\":1,\"doubled\":[]}'"))
        .verify()
    #expect(accepting.map(\.passed) == [true, false, false])
    #expect(accepting[2].reason?.contains("must be rejected") == true)
    #expect(accepting[2].reason?.contains("\"values\" must be an array") == true)
}

@Test func verifyRefusesMissingOrEmptyCorpora() throws {
    let directory = ReportFixtures.temporaryDirectory("empty")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    #expect(throws: HarnessError.self) { try VectorVerifier(directory: directory, program: ShellCommandProgram(command: "cat")).verify() }
    try VectorCorpus.export(handlers: [], to: directory)
    #expect(throws: HarnessError.invalidInput("the corpus at '\(directory)' has no vectors to verify")) {
        try VectorVerifier(directory: directory, program: ShellCommandProgram(command: "cat")).verify()
    }
    try VectorCorpus.export(handlers: [ReportFixtures.echoHandler], randomCount: 1, to: directory)
    #expect(throws: HarnessError.self) {
        try VectorVerifier(directory: directory, program: ShellCommandProgram(command: "cat"), formats: ["nope"]).verify()
    }
    // A manifest pointing outside the corpus is refused.
    let evil: JSONValue = ["format": 1, "formats": [["eval": "echo", "comparison": ["rule": "exact"],
                                                      "vectors": [["name": "x", "input": "../etc/passwd", "expected": "a.json"]]]]]
    #expect(throws: HarnessError.self) { try VectorManifest.parse(evil, path: "m.json") }
}

/// The registered eval formats (whichever families are merged): their corpus verifies against the real
/// `motionbench eval` process. With no format registered yet, verification must refuse the empty corpus.
@Test func registeredFormatsVerifyAgainstTheMotionbenchExecutable() throws {
    let directory = ReportFixtures.temporaryDirectory("registry")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let manifest = try VectorCorpus.export(seed: 1, randomCount: 3, to: directory)
    #expect(manifest.formats.map(\.eval) == EvalRegistry.handlers.map(\.name))
    guard !EvalRegistry.handlers.isEmpty else {
        #expect(throws: HarnessError.self) { try VectorVerifier(directory: directory, program: InProcessEvalProgram()).verify() }
        return
    }
    #expect(try VectorVerifier(directory: directory, program: InProcessEvalProgram()).verify().allSatisfy { $0.passed })
    let executable = try #require(ReportFixtures.motionbenchExecutable, "build the motionbench executable first (swift build)")
    let outcomes = try VectorVerifier(directory: directory, program: ShellCommandProgram(command: "'\(executable)' eval {format}")).verify()
    #expect(outcomes.allSatisfy { $0.passed }, "\(outcomes.filter { !$0.passed }.prefix(3).map(\.line))")
}
