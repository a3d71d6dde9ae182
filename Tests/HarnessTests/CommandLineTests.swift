import Foundation
import Testing

/// Runs the built `motionbench` executable (built beside the test bundle by `swift test`).
struct MotionBenchProcess {
    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("motionbench")
    }

    struct Outcome {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    static func run(_ arguments: [String], environment: [String: String] = [:], input: Data? = nil) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var merged = ProcessInfo.processInfo.environment
        merged.removeValue(forKey: "MOTIONBENCH_SELF_TEST")
        for (key, value) in environment { merged[key] = value }
        process.environment = merged
        let out = Pipe(), err = Pipe(), inPipe = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = inPipe
        try process.run()
        if let input { inPipe.fileHandleForWriting.write(input) }
        try inPipe.fileHandleForWriting.close()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, standardOutput: String(decoding: outData, as: UTF8.self),
                       standardError: String(decoding: errData, as: UTF8.self))
    }
}

@Suite(.serialized) struct CommandLineTests {
    @Test func executableIsBuilt() {
        #expect(FileManager.default.isExecutableFile(atPath: MotionBenchProcess.executable.path),
                "motionbench should be built beside the tests at \(MotionBenchProcess.executable.path)")
    }

    @Test func checkPassesOnTheCatalog() throws {
        let outcome = try MotionBenchProcess.run(["check", "--cases", "3"])
        #expect(outcome.status == 0, "\(outcome.standardOutput)\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("PASS springs.closed-form"))
        #expect(outcome.standardOutput.contains(" passed, 0 failed"))
    }

    @Test func checkFailsWhenAKernelDisagrees() throws {
        let outcome = try MotionBenchProcess.run(["check", "--cases", "2"], environment: ["MOTIONBENCH_SELF_TEST": "broken"])
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.contains("FAIL selftest.broken-prefix-squares"))
        #expect(outcome.standardOutput.contains("worst at #3"))
        #expect(outcome.standardOutput.contains("1 failed"))
    }

    @Test(arguments: [
        (["check", "--kernel", "springs.nope"], "unknown kernel 'springs.nope'"),
        (["check", "--family", "fluids"], "unknown family 'fluids'"),
        (["run", "--sizes", "10,abc", "--quick"], "invalid size 'abc'"),
        (["run", "--quick", "--output", "/nonexistent-motionbench/report.md"], "does not exist"),
        (["eval", "no-such-format"], "unknown eval format 'no-such-format'"),
        (["eval", "spring", "/nonexistent-motionbench/input.json"], "cannot read"),
    ])
    func badArgumentsEndWithOneClearLine(arguments: [String], fragment: String) throws {
        let outcome = try MotionBenchProcess.run(arguments)
        #expect(outcome.status != 0)
        #expect(outcome.standardError.contains(fragment), "\(outcome.standardError)")
        #expect(!outcome.standardError.contains("Fatal error"))
    }

    @Test func runWritesAReportAndJSON() throws {
        let directory = NSTemporaryDirectory() + "motionbench-cli-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outcome = try MotionBenchProcess.run([
            "run", "--kernel", "springs.closed-form", "--sizes", "8", "--quick", "--cases", "1",
            "--output", directory + "/r.md", "--json", directory + "/r.json",
        ])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("batch-soa"))
        let markdown = try String(contentsOfFile: directory + "/r.md", encoding: .utf8)
        #expect(markdown.contains("springs.closed-form"))
        #expect(markdown.contains("## Machine"))
        let json = try Data(contentsOf: URL(fileURLWithPath: directory + "/r.json"))
        #expect(String(decoding: json, as: UTF8.self).contains("\"format\" : 1"))
    }

    /// Without `--json` the data lands beside the report (so `compare` reads any two runs); `--no-json` skips
    /// it; both together are refused before the run.
    @Test func runWritesTheJSONBesideTheReportByDefault() throws {
        let directory = NSTemporaryDirectory() + "motionbench-cli-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let common = ["run", "--kernel", "springs.closed-form", "--sizes", "8", "--quick", "--cases", "1",
                      "--allocations", "off"]
        let outcome = try MotionBenchProcess.run(common + ["--output", directory + "/a.md"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("json: \(directory)/a.json"))
        #expect(FileManager.default.fileExists(atPath: directory + "/a.json"))
        let skipped = try MotionBenchProcess.run(common + ["--output", directory + "/b.md", "--no-json"])
        #expect(skipped.status == 0, "\(skipped.standardError)")
        #expect(FileManager.default.fileExists(atPath: directory + "/b.md"))
        #expect(!FileManager.default.fileExists(atPath: directory + "/b.json"))
        let compared = try MotionBenchProcess.run(["compare", directory + "/a.json", directory + "/a.json"])
        #expect(compared.status == 0, "\(compared.standardError)")
        let both = try MotionBenchProcess.run(common + ["--output", directory + "/c.md", "--no-json", "--json", directory + "/c.json"])
        #expect(both.status != 0)
        #expect(both.standardError.contains("--json and --no-json"))
        #expect(!FileManager.default.fileExists(atPath: directory + "/c.md"))
    }
}
