import Benchmark
import Harness

/// Registers one ordo-one benchmark per (subject, size) of a catalog kernel, so the Benchmarks package never
/// re-declares a workload: names read "springs.closed-form/batch-soa/n=1000".
///
/// Each benchmark iteration is one run of the subject (the pair's operation count at that size); throughput
/// is therefore runs per second, and wall clock per run divided by the operation count gives time per
/// operation. Metrics: wall clock, throughput, total malloc count, and instructions where the machine exposes
/// them.
public enum CatalogBenchmarks {
    /// The metrics every catalog benchmark records.
    public static let metrics: [BenchmarkMetric] = [.wallClock, .throughput, .mallocCountTotal, .instructions]

    /// Registers every subject of the kernel `id` at each of its quick sizes up to `limit` (or at `sizes`).
    /// An id the catalog does not hold stops the benchmark executable with its name.
    public static func register(_ id: String, sizes: [Int]? = nil, upTo limit: Int = .max, seed: UInt64 = 1) {
        guard let pair = KernelFamily.allCases.lazy.flatMap({ Catalog.pairs(in: $0) }).first(where: { $0.id == id }) else {
            fatalError("no kernel '\(id)' in the catalog")
        }
        for size in sizes ?? pair.quickSizes where size <= limit {
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
