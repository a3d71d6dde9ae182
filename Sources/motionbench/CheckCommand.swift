import ArgumentParser
import Harness

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check every optimized variant against its reference (random workloads and edge cases).",
        discussion: "Prints one line per pair and exits with status 1 if any variant disagrees.")

    @Option(help: "Only this family (springs, action-lookup, hierarchy-diff).") var family: String?
    @Option(help: "Only this kernel identifier (see `motionbench list`).") var kernel: String?
    @Option(help: "Random cases per pair, besides the edge cases.") var cases: Int = 20
    @Option(help: "Seed of the random workloads.") var seed: UInt64 = 1

    func run() throws {
        guard cases >= 0, cases <= 100_000 else { fail("--cases must be between 0 and 100000, got \(cases)") }
        let pairs: [AnyKernelPair]
        do { pairs = try Catalog.select(family: family, kernel: kernel) } catch { fail(error.description) }
        let runner = BenchmarkRunner(seed: seed, cases: cases)
        let results = runner.check(pairs, progress: TerminalProgress.make())
        for result in results {
            print(CheckFormatter.line(for: result))
            for variant in result.variants where !variant.verdict.agrees {
                for failing in variant.failingCases.prefix(3) {
                    print("    \(variant.variant) on \(failing.name): \(failing.verdict.summary)")
                }
            }
        }
        let failed = results.filter { !$0.agrees }.count
        print("\(results.count - failed) passed, \(failed) failed")
        if failed > 0 { throw ExitCode(1) }
    }
}
