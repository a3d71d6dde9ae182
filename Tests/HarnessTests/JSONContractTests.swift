import Foundation
import Testing
@testable import Harness

/// The `--json` contract, read back as plain JSON (as an independent tool would): roles, bound kinds,
/// shares with their binding flag, complexity on every result, the machine's vector features and target.
@Test func aWrittenReportMeetsTheJSONContract() throws {
    let pairs = Catalog.all.filter { $0.id == "springs.step-shared-f32" || $0.id == "springs.closed-form" }
    #expect(pairs.count == 2)
    let runner = BenchmarkRunner(seed: 3, cases: 1,
                                 timing: TimingOptions(minimumSampleSeconds: 0.000_2, repetitions: 2, warmUpSeconds: 0))
    let report = runner.run(pairs, sizes: [40], quick: true)
    let path = ReportFixtures.temporaryDirectory("json") + "/run.json"
    defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
    try ReportJSON.encode(report).write(to: URL(fileURLWithPath: path))
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])

    let machine = try #require(json["machine"] as? [String: Any])
    let features = try #require(machine["vectorFeatures"] as? [String])
    #if arch(x86_64) && os(Linux)
    #expect(features.contains("sse2"))
    #endif
    let compiledFor = try #require(machine["compiledFor"] as? String)
    #expect(!compiledFor.isEmpty)

    let results = try #require(json["results"] as? [[String: Any]])
    #expect(results.count == 2)
    for result in results {
        let complexity = try #require(result["complexity"] as? [String: Any])
        #expect(complexity["reference"] is String && complexity["variants"] is String)
        #expect(["algorithmic", "constantFactor"].contains(complexity["speedupKind"] as? String ?? ""))
        let timings = try #require(result["timings"] as? [[String: Any]])
        let roles = timings.map { $0["role"] as? String ?? "missing" }
        #expect(roles.allSatisfy { ["reference", "variant", "bound", "comparison"].contains($0) }, "\(roles)")
        #expect(roles.contains("comparison"), "the C yardstick is timed beside the variants")
        let hasBounds = roles.contains("bound")
        for timing in timings {
            let role = timing["role"] as? String
            if role == "bound" {
                #expect(["memory", "compute", "floor"].contains(timing["boundKind"] as? String ?? ""))
            }
            if hasBounds && (role == "variant" || role == "comparison") {
                #expect(timing["shareOfBound"] is Double, "\(timing["name"] ?? "?") lacks shareOfBound")
                #expect(timing["boundBinding"] is Bool, "\(timing["name"] ?? "?") lacks boundBinding")
            }
            for key in ["name", "runsPerSample", "nanosecondsPerOperation", "operationsPerSecond"] {
                #expect(timing[key] != nil, "timing lacks \(key)")
            }
        }
        let checked = try #require((result["check"] as? [String: Any])?["variants"] as? [[String: Any]])
        #expect(checked.contains { $0["role"] as? String == "comparison" && $0["variant"] as? String == "c-baseline" })
    }
    // The typed decoder reads it back whole.
    let decoded = try ReportJSON.decode(data, path: path)
    #expect(decoded.results.count == 2 && decoded.machine.compiledFor == compiledFor)
}

@Test func vectorFeaturesComeFromTheCPUFlagsLine() {
    let cpuinfo = "processor\t: 0\nflags\t\t: fpu sse sse2 pni ssse3 fma sse4_1 sse4_2 avx f16c avx2 bmi2 avx512f\n"
    #expect(VectorFeatures.parse(cpuinfo: cpuinfo) == ["sse", "sse2", "pni", "ssse3", "fma", "sse4_1", "sse4_2", "avx",
                                                        "f16c", "avx2", "avx512f"])
    #expect(VectorFeatures.parse(cpuinfo: "Features\t: fp asimd evtstrm aes\n") == ["asimd"])
    #expect(VectorFeatures.parse(cpuinfo: "model name: x\n").isEmpty)
}
