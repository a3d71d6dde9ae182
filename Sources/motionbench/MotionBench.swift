import ArgumentParser
import Foundation
import Harness

/// `motionbench`: agreement checks, throughput runs, reports and the oracle `eval` mode.
@main
struct MotionBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "motionbench",
        abstract: "Reference and optimized kernels for fluid UI motion, and the proof that they agree.",
        subcommands: [
            ListCommand.self, CheckCommand.self, RunCommand.self, EvalCommand.self, CompareCommand.self,
            VectorsCommand.self, AllocationsCommand.self, FiguresCommand.self,
        ])

    /// Parses and runs a command; an argument error ends with one line (the usage block is for `--help`).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .success || error is ExitCode { exit(withError: error) }
            let message = self.message(for: error).split(whereSeparator: \.isNewline).first.map(String.init)
            fail((message ?? "\(error)") + " (see --help)", code: code.rawValue)
        }
    }
}

/// Prints one line on standard error and exits non-zero: how every error ends. Whatever the message echoes
/// is escaped so that it stays one line; a closed standard error only loses the line.
func fail(_ message: String, code: Int32 = 1) -> Never {
    let line = "motionbench: error: \(OneLineText.sanitized(message))\n"
    try? ByteStreams.writeAll(fd: STDERR_FILENO, name: "standard error", line.utf8)
    exit(code)
}

/// Writes one line on standard error (warnings and notes), never trapping.
func note(_ message: String) {
    try? ByteStreams.writeAll(fd: STDERR_FILENO, name: "standard error", (OneLineText.sanitized(message) + "\n").utf8)
}
