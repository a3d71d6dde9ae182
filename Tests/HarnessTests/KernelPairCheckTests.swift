import Workloads
import Testing
@testable import Harness

/// A pair with one correct and one deliberately wrong variant, to prove `check` catches disagreement.
private let doublingPair = KernelPair<[Double], [Double]>(
    id: "test.doubling", family: .springs, summary: "x → 2x", operationUnit: "elements",
    makeWorkload: { seed, size in
        var random = SeededGenerator(seed: seed)
        return (0..<size).map { _ in random.nextDouble(in: -10...10) }
    },
    edgeCases: { [EdgeCase("empty", []), EdgeCase("zeros", [0, 0, 0])] },
    operationCount: { $0.count },
    reference: KernelImplementation(name: "reference") { $0.map { $0 * 2 } },
    variants: [
        KernelImplementation(name: "add-self") { $0.map { $0 + $0 } },
        KernelImplementation(name: "wrong-on-large") { $0.map { $0 > 9.9 ? $0 * 2.001 : $0 * 2 } },
    ],
    agreement: .tolerance(absolute: 0, relative: 1e-15, justification: "exact doubling", values: { $0 }),
    complexity: Complexity(reference: "O(n)", variants: "O(n)", kind: .constantFactor),
    checkSizes: [1, 500], runSizes: [100], quickSizes: [100])

@Test func checkPassesTheCorrectVariantAndCatchesTheWrongOne() {
    let result = doublingPair.erased.check(seed: 1, cases: 6)
    #expect(!result.agrees)
    let correct = result.variants[0], wrong = result.variants[1]
    #expect(correct.verdict.agrees)
    #expect(correct.casesCompared == 8)  // 6 random + 2 edge cases
    #expect(!wrong.verdict.agrees)
    #expect(!wrong.failingCases.isEmpty)
    #expect(wrong.failingCases.allSatisfy { $0.name.contains("size 500") })  // size 1 rarely exceeds 9.9
    let worst = try! #require(wrong.verdict.worst)
    #expect(Double(worst.expected)! > 19.8)
    #expect(CheckFormatter.line(for: result).hasPrefix("FAIL test.doubling"))
}

@Test func runnerMarksTheReportAsDisagreeing() {
    let runner = BenchmarkRunner(seed: 3, cases: 2, timing: TimingOptions(minimumSampleSeconds: 0.0001,
                                                                           repetitions: 3, warmUpSeconds: 0))
    let report = runner.run([doublingPair.erased], sizes: [10], quick: true)
    #expect(!report.allAgree)
    #expect(report.results.count == 1)
    let timings = report.results[0].timings
    #expect(timings.map(\.name) == ["reference", "add-self", "wrong-on-large"])
    #expect(timings[0].speedup == nil)
    #expect(timings[1].speedup != nil)
    #expect(timings.allSatisfy { $0.nanosecondsPerOperation.count == 3 })
    #expect(MarkdownReportWriter.render(report).contains("DISAGREE"))
}

@Test func selfTestPairIsCaughtWithItsWrongIndex() {
    let result = SelfTestPairs.brokenSumOfSquares.erased.check(seed: 1, cases: 4)
    #expect(!result.agrees)
    #expect(result.variants[0].verdict.worst?.index == 3)
}
