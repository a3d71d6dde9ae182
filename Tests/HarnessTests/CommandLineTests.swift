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
}
