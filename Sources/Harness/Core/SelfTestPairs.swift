import Workloads
import Foundation

/// Deliberately wrong pairs that prove the agreement gate works end to end: with the environment variable
/// `MOTIONBENCH_SELF_TEST=broken`, ``Catalog/all`` also lists them and `motionbench check` must fail.
/// They are never part of a normal run.
package enum SelfTestPairs {
    /// The environment variable that adds the broken pairs to the catalog.
    package static let environmentVariable = "MOTIONBENCH_SELF_TEST"

    /// True when the environment asks for the broken pairs.
    package static var enabled: Bool {
        ProcessInfo.processInfo.environment[environmentVariable] == "broken"
    }

    /// A sum of squares whose "optimized" variant is off by one part in 10⁶ at one index: the tolerance
    /// (1e-12 relative) must catch it and name that index as the worst case.
    package static let brokenSumOfSquares = KernelPair<[Double], [Double]>(
        id: "selftest.broken-prefix-squares",
        family: .springs,
        summary: "Self-test: prefix sums of squares with a variant that is deliberately wrong at index 3.",
        operationUnit: "elements",
        makeWorkload: { seed, size in
            var random = SeededGenerator(seed: seed)
            return (0..<max(size, 4)).map { _ in random.nextDouble(in: -1...1) }
        },
        operationCount: { $0.count },
        reference: KernelImplementation(name: "reference") { values in
            var sums: [Double] = []
            var total = 0.0
            for value in values {
                total += value * value
                sums.append(total)
            }
            return sums
        },
        variants: [
            KernelImplementation(name: "deliberately-wrong") { values in
                var sums: [Double] = []
                var total = 0.0
                for (index, value) in values.enumerated() {
                    total += value * value
                    sums.append(index == 3 ? total * (1 + 1e-6) : total)
                }
                return sums
            },
        ],
        agreement: .tolerance(absolute: 1e-15, relative: 1e-12,
                              justification: "Same additions in the same order: only a wrong variant differs.",
                              values: { $0 }),
        complexity: Complexity(reference: "O(n)", variants: "O(n)", kind: .constantFactor),
        checkSizes: [8, 64], runSizes: [1000], quickSizes: [1000])
}
