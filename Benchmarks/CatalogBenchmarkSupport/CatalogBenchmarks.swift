import Benchmark
import Harness

/// Registers one ordo-one benchmark per (pair, subject, size) of a catalog family, so the Benchmarks
/// package never re-declares a workload: names read "springs.closed-form/batch-soa/n=1000".
///
/// Each benchmark iteration is one run of the subject (the pair's operation count at that size); throughput
/// is therefore runs per second, and wall clock per run divided by the operation count gives time per
/// operation. Metrics: wall clock, throughput, total malloc count (the allocation figure the family articles
/// ask for), and instructions where the machine exposes them.
public enum CatalogBenchmarks {
    /// The metrics every catalog benchmark records.
    public static let metrics: [BenchmarkMetric] = [.wallClock, .throughput, .mallocCountTotal, .instructions]

    /// Registers every pair of `family` at each of its quick sizes (or `sizes` when given).
    public static func register(family: KernelFamily, sizes: [Int]? = nil, seed: UInt64 = 1) {
        for pair in Catalog.pairs(in: family) {
            for size in sizes ?? pair.quickSizes {
                let prepared = pair.timingSubjects(seed: seed, size: size)
                for subject in prepared.subjects {
                    let body = subject.body
                    Benchmark(
                        "\(pair.id)/\(subject.name)/n=\(size)",
                        configuration: .init(metrics: metrics, maxDuration: .seconds(2), maxIterations: 10_000)
                    ) { benchmark in
                        for _ in benchmark.scaledIterations { body.run() }
                    }
                }
            }
        }
    }
}
