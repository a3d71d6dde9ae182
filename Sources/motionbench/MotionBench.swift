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
            VectorsCommand.self, AllocationsCommand.self,
        ])
}

/// Prints one line on standard error and exits non-zero: how every error ends.
func fail(_ message: String, code: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data("motionbench: error: \(message)\n".utf8))
    exit(code)
}
