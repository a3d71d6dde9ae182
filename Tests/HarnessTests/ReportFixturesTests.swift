import Workloads
import Foundation
import Testing
@testable import Harness

/// Synthetic reports, handlers and temporary directories shared by the report, chart, compare, vector and
/// allocation tests (no timing is measured here).
enum ReportFixtures {
    static func timing(_ name: String, _ role: SubjectRole, median: Double, spread: Double = 0.1,
                       speedup: Double? = nil, allocations: Double? = nil) -> SubjectTiming {
        let d = Distribution(median: median, p25: median * (1 - spread), p75: median * (1 + spread),
                             min: median * 0.8, max: median * 1.3, count: 7)
        var timing = SubjectTiming(
            name: name, role: role, runsPerSample: 10, nanosecondsPerOperation: d, operationsPerSecond: 1e9 / median,
            speedup: speedup.map { RatioEstimate(median: $0, min: $0 * 0.9, max: $0 * 1.1) }, shareOfBound: nil)
        timing.allocations = allocations.map {
            AllocationFigures(allocationsPerOperation: $0 / 100, bytesPerOperation: $0 * 0.32, allocationsPerRun: $0,
                              bytesPerRun: $0 * 32, runs: 10)
        }
        return timing
    }

    static func check(agrees: Bool = true) -> PairCheckResult {
        let worst = WorstCase(index: 3, expected: "1.0", actual: agrees ? "1.0000000000000002" : "2.0",
                              absoluteError: agrees ? 2.2e-16 : 1, relativeError: agrees ? 2.2e-16 : 0.5)
        return PairCheckResult(id: "fake.kernel", family: .springs, rule: "|Δ| ≤ max(1e-9, 1e-12·|x|)",
                               justification: "test rule",
                               variants: [VariantCheck(variant: "fast", verdict: AgreementVerdict(agrees: agrees, comparedCount: 40, worst: worst),
                                                       casesCompared: 4, failingCases: [])])
    }

    /// A kernel "fake.kernel" at sizes 100 and 10 000 (reference, variant "fast", bound "memcpy"), and a
    /// study with two log–log series of slopes 1 and 2.
    static func report(fastFactor: Double = 1, measured: Bool = true, agrees: Bool = true) -> RunReport {
        let results = [100, 10_000].map { size in
            KernelSizeResult(
                id: "fake.kernel", family: .springs, summary: "A fake kernel.", operationUnit: "samples", size: size,
                operationCount: size * 2, check: check(agrees: agrees),
                timings: [
                    timing("reference", .reference, median: 40, allocations: measured ? 2 : nil),
                    timing("fast", .variant, median: 10 * fastFactor, speedup: 4 / fastFactor, allocations: measured ? 0 : nil),
                    timing("memcpy", .bound, median: 2),
                ],
                complexity: Complexity(reference: "O(n)", variants: "O(n)", kind: .constantFactor))
        }
        let study = StudyResult(
            id: "fake.error", family: .springs, title: "Fake integrator error", note: "Errors of two integrators.",
            columns: ["h", "euler", "midpoint"], rows: [["0.1", "0.1", "0.01"]],
            series: [
                StudySeries(name: "euler", xLabel: "timestep h (s)", yLabel: "max error", logLog: true,
                            x: [0.1, 0.01, 0.001], y: [0.1, 0.01, 0.001]),
                StudySeries(name: "midpoint", xLabel: "timestep h (s)", yLabel: "max error", logLog: true,
                            x: [0.1, 0.01, 0.001], y: [0.01, 0.0001, 0.000001]),
            ])
        let machine = MachineInfo(hostName: "test", cpuModel: "Test CPU", logicalCores: 2, caches: ["L1d 32K"],
                                  operatingSystem: "TestOS", swiftVersion: "6.3", buildConfiguration: "release",
                                  memoryBytes: 1 << 30, buildFlags: "swift build -c release: -O")
        let status = measured
            ? AllocationStatus(measured: true, allocator: "jemalloc 5.3.0", method: AllocationStatus.methodDescription)
            : AllocationUnavailable(reason: "libjemalloc.so.2 is not installed").status
        return RunReport(date: "2025-01-02T03:04:05Z", machine: machine, seed: 1, timing: .quick, quick: true,
                         results: results, studies: [study], allocationStatus: status)
    }

    /// A fresh empty directory under the system's temporary directory.
    static func temporaryDirectory(_ label: String = "mb") -> String {
        let path = NSTemporaryDirectory() + "/motionbench-\(label)-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A test-only eval format: `{"values": [numbers]}` → `{"format": 1, "doubled": [2·v]}`, with a tolerance
    /// rule; rejects anything else. Vectors: three edge cases (one invalid) and `randomCount` random ones.
    static let doublingHandler = EvalHandler(
        name: "doubling", family: .springs, summary: "Doubles numbers (test only).",
        evaluate: { document in
            guard let values = document["values"]?.arrayValue else { throw EvalError("\"values\" must be an array") }
            let doubled = try values.map { value throws(EvalError) -> JSONValue in
                guard let number = value.numberValue else { throw EvalError("every value must be a number") }
                return .number(number * 2)
            }
            return .object([("format", 1), ("doubled", .array(doubled))])
        },
        vectorInputs: { seed, count in
            var random = SeededGenerator(seed: seed)
            var documents = [
                NamedDocument(name: "empty list", document: ["values": []]),
                NamedDocument(name: "tiny and huge", document: ["values": [1e-300, -1e300, 0.1]]),
                NamedDocument(name: "invalid: no values", document: ["other": 1]),
            ]
            for index in 0..<count {
                let values = (0..<5).map { _ in JSONValue.number(random.nextDouble(in: -1000...1000)) }
                documents.append(NamedDocument(name: "random \(index)", document: ["values": .array(values)]))
            }
            return documents
        },
        comparison: .tolerance(absolute: 1e-12, relative: 1e-12))

    /// A test-only eval format whose output is its input (exact rule): a shell `cat` implements it. Like
    /// every format it answers with `"format": 1` (which the registry strips from inputs), so it puts it back.
    static let echoHandler = EvalHandler(
        name: "echo", family: .springs, summary: "Returns its input (test only).",
        evaluate: { document in
            .object([(key: "format", value: 1)] + (document.objectValue ?? []).filter { $0.key != "format" })
        },
        vectorInputs: { seed, count in
            var random = SeededGenerator(seed: seed)
            var documents = [
                NamedDocument(name: "nested", document: ["format": 1, "a": [1, 2.5, ["b": "x \"quoted\" ✓"]], "c": nil]),
                NamedDocument(name: "booleans", document: ["format": 1, "yes": true, "no": false]),
            ]
            for index in 0..<count {
                documents.append(NamedDocument(name: "random \(index)", document: ["format": 1, "n": .number(random.nextUnit())]))
            }
            return documents
        },
        comparison: .exact)

    /// The package's root directory (this file is Tests/HarnessTests/…).
    static var packageRoot: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
    }

    /// The debug `motionbench` executable `swift build`/`swift test` made, if present.
    static var motionbenchExecutable: String? {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent().appendingPathComponent("motionbench").path,
            packageRoot + "/.build/debug/motionbench",
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

@Test func fixtureReportIsConsistent() {
    let report = ReportFixtures.report()
    #expect(report.results.count == 2)
    #expect(report.results[0].bestVariant?.name == "fast")
}
