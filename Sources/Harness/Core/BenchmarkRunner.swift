import Foundation

/// Runs the catalog's pairs: agreement checks (`motionbench check`) and agreement plus timing
/// (`motionbench run`). The CLI is a thin shell over this type.
package struct BenchmarkRunner {
    package var seed: UInt64
    /// Random cases per pair for agreement (edge cases are always added).
    package var cases: Int
    package var timing: TimingOptions

    package init(seed: UInt64 = 1, cases: Int = 20, timing: TimingOptions = .standard) {
        self.seed = seed
        self.cases = cases
        self.timing = timing
    }

    /// Checks every variant of every pair; the results say which disagree and where.
    package func check(_ pairs: [AnyKernelPair], progress: RunProgress = SilentProgress()) -> [PairCheckResult] {
        defer { progress.finish() }
        return pairs.map { pair in
            progress.update(kernel: pair.id, size: nil, phase: "checking agreement", round: nil, rounds: nil)
            return pair.check(seed: seed, cases: cases)
        }
    }

    /// Checks and times every pair at every size (`sizes` nil: each pair's own run or quick sizes), then
    /// runs `studies`.
    package func run(_ pairs: [AnyKernelPair], studies: [Study] = [], sizes: [Int]?, quick: Bool,
                    progress: RunProgress = SilentProgress(), now: Date = Date()) -> RunReport {
        defer { progress.finish() }
        var results: [KernelSizeResult] = []
        for pair in pairs {
            progress.update(kernel: pair.id, size: nil, phase: "checking agreement", round: nil, rounds: nil)
            let check = pair.check(seed: seed, cases: cases)
            for size in sizes ?? (quick ? pair.quickSizes : pair.runSizes) {
                progress.update(kernel: pair.id, size: size, phase: "preparing", round: nil, rounds: nil)
                let subjects = pair.timingSubjects(seed: seed, size: size)
                let timer = InterleavedTimer(options: timing)
                progress.update(kernel: pair.id, size: size, phase: "warming up", round: nil, rounds: nil)
                let timings = timer.measure(subjects) { round, rounds in
                    progress.update(kernel: pair.id, size: size, phase: "timing", round: round + 1, rounds: rounds)
                }
                results.append(KernelSizeResult(
                    id: pair.id, family: pair.family, summary: pair.summary, operationUnit: pair.operationUnit,
                    size: size, operationCount: subjects.operationCount, check: check, timings: timings,
                    complexity: pair.complexity, referenceTimedUpTo: pair.referenceTimedUpTo,
                    comparisonLimits: pair.comparisonLimits.isEmpty ? nil : pair.comparisonLimits))
            }
        }
        let studyResults = studies.map { study in
            progress.update(kernel: study.id, size: nil, phase: "running study", round: nil, rounds: nil)
            return study.run(quick)
        }
        return RunReport(date: ISO8601DateFormatter().string(from: now), machine: .current(), seed: seed,
                         timing: timing, quick: quick, results: results, studies: studyResults)
    }
}
