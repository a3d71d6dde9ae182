import ArgumentParser
import Foundation
import Harness

struct VectorsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vectors",
        abstract: "Export or verify the language-neutral conformance corpus of the eval formats.",
        subcommands: [VectorsExportCommand.self, VectorsVerifyCommand.self])
}

struct VectorsExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write every eval format's edge cases and a seeded random sample, with the reference's outputs.",
        discussion: "Layout: DIR/manifest.json (comparison rule per format, list of vectors), "
            + "DIR/<format>/<NNN>-<name>.input.json and .expected.json.")

    @Argument(help: "Directory to write (created if missing).") var directory: String
    @Option(help: "Seed of the random vectors.") var seed: UInt64 = 1
    @Option(help: "Random vectors per format, besides the edge cases.") var random: Int = 20

    func run() throws {
        do {
            let manifest = try VectorCorpus.export(seed: seed, randomCount: random, to: directory)
            for format in manifest.formats {
                let rejects = format.vectors.filter { $0.error != nil }.count
                print("\(format.eval): \(format.vectors.count) vectors (\(rejects) must be rejected)")
            }
            if manifest.formats.isEmpty { print("no eval formats are registered; the manifest lists none") }
            print("manifest: \(directory)/manifest.json")
        } catch { fail(error.description) }
    }
}

struct VectorsVerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Run an external implementation on every vector and compare its outputs.",
        discussion: """
            The command runs under /bin/sh -c once per vector with the input on standard input; it must print \
            one JSON document and exit 0 (or exit non-zero for vectors marked mustReject). '{format}' in the \
            command is replaced by the eval format (also in $MOTIONBENCH_EVAL_FORMAT). Prints PASS/FAIL per \
            vector and 'N passed, M failed'; exits 1 on any failure, crash or timeout.
            """)

    @Argument(help: "A corpus written by `motionbench vectors export`.") var directory: String
    @Option(help: "The implementation, e.g. \"motionbench eval {format}\" or \"java -jar springs.jar\".") var command: String
    @Option(help: "Only this eval format (repeatable).") var format: [String] = []
    @Option(help: "Seconds each vector may take before the program is killed.") var timeLimit: Double = 10
    @Flag(help: "Print failures only (and the summary).") var failuresOnly = false

    func run() throws {
        guard timeLimit > 0, timeLimit <= 3600 else { fail("--time-limit must be between 0 and 3600 seconds, got \(timeLimit)") }
        let verifier = VectorVerifier(directory: directory, program: ShellCommandProgram(command: command),
                                      timeLimit: timeLimit, formats: format)
        let outcomes: [VectorVerifier.Outcome]
        do {
            outcomes = try verifier.verify { outcome in
                if !failuresOnly || !outcome.passed { print(outcome.line) }
            }
        } catch { fail(error.description) }
        let failed = outcomes.filter { !$0.passed }.count
        print("\(outcomes.count - failed) passed, \(failed) failed")
        if failed > 0 { throw ExitCode(1) }
    }
}
