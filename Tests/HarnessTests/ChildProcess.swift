import Foundation
import Harness

/// Runs `/bin/sh -c script` in a child with a time limit (killed past it), in a given directory, with
/// `$MB` naming the built `motionbench`: for the hardening tests, which redirect standard streams
/// (`>/dev/full`, `>&-`, `<&-`) and bound the time of the worst inputs without risking the test runner.
struct ChildProcess {
    struct Outcome {
        var status: Int32
        var timedOut: Bool
        var seconds: Double
        var standardOutput: String
        var standardError: String

        /// Exit 1 with exactly one line on standard error, and no trap or backtrace.
        var isOneLineFailure: Bool {
            status == 1 && !timedOut && standardError.hasSuffix("\n")
                && standardError.dropLast().split(separator: "\n", omittingEmptySubsequences: false).count == 1
                && !standardError.contains("Fatal error") && !standardError.contains("backtrace")
        }
    }

    static func shell(_ script: String, directory: String? = nil, timeLimit: Double = 120) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        var environment = ProcessInfo.processInfo.environment
        environment["MB"] = MotionBenchProcess.executable.path
        environment.removeValue(forKey: "MOTIONBENCH_SELF_TEST")
        process.environment = environment
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let outFile = NSTemporaryDirectory() + "motionbench-child-\(UUID().uuidString)"
        _ = FileManager.default.createFile(atPath: outFile + ".out", contents: nil)
        _ = FileManager.default.createFile(atPath: outFile + ".err", contents: nil)
        defer {
            try? FileManager.default.removeItem(atPath: outFile + ".out")
            try? FileManager.default.removeItem(atPath: outFile + ".err")
        }
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outFile + ".out"))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: outFile + ".err"))
        process.standardInput = FileHandle.nullDevice
        let start = Date()
        try process.run()
        var timedOut = false
        while process.isRunning {
            if Date().timeIntervalSince(start) > timeLimit {
                timedOut = true
                process.terminate()
                kill(process.processIdentifier, SIGKILL)
                break
            }
            usleep(5_000)
        }
        process.waitUntilExit()
        let seconds = Date().timeIntervalSince(start)
        return Outcome(status: process.terminationStatus, timedOut: timedOut, seconds: seconds,
                       standardOutput: text(outFile + ".out"), standardError: text(outFile + ".err"))
    }

    /// A file's text, read with read(2) (no Foundation reader, which leaks its buffer on empty files).
    static func text(_ path: String) -> String {
        String(decoding: (try? ByteStreams.readFile(path, limit: 1 << 30)) ?? [], as: UTF8.self)
    }

    /// A fresh empty directory, removed by the caller.
    static func temporaryDirectory() throws -> String {
        let directory = NSTemporaryDirectory() + "motionbench-hardening-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return directory
    }

    /// The files under `directory`, relative, sorted.
    static func files(in directory: String) -> [String] {
        ((try? FileManager.default.subpathsOfDirectory(atPath: directory)) ?? []).sorted()
    }
}
