import ArgumentParser
import Foundation
import Harness

struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare two `motionbench run --json` reports: a markdown table of changes per kernel, size and subject.",
        discussion: "A change is flagged as a regression only when |Δ median| exceeds the interquartile range of "
            + "both runs. Exit status 0 unless --fail-on-regression is given and a regression is found.")

    @Argument(help: "The older run's JSON report.") var old: String
    @Argument(help: "The newer run's JSON report.") var new: String
    @Flag(help: "Exit with status 1 if any regression is flagged.") var failOnRegression = false

    func run() throws {
        do {
            let before = try RunComparison.load(old)
            let after = try RunComparison.load(new)
            print(RunComparison.markdown(old: before, new: after, oldName: old, newName: new), terminator: "")
            if failOnRegression, RunComparison.rows(old: before, new: after).contains(where: { $0.verdict == .regression }) {
                throw ExitCode(1)
            }
        } catch let error as HarnessError {
            fail(error.description)
        }
    }
}
