import Benchmark
import CatalogBenchmarkSupport
import Harness

/// The Springs family's catalog pairs under ordo-one/benchmark, at each pair's quick sizes up to 64 000
/// springs: registration prepares every workload up front, and the 1M–4M frame-step sizes (hundreds of MB
/// each) belong to `motionbench run`, which prepares one size at a time.
let benchmarks: @Sendable () -> Void = {
    for pair in Catalog.pairs(in: .springs) {
        for size in pair.quickSizes where size <= 64_000 {
            let prepared = pair.timingSubjects(seed: 1, size: size)
            for subject in prepared.subjects {
                let body = subject.body
                Benchmark(
                    "\(pair.id)/\(subject.name)/n=\(size)",
                    configuration: .init(metrics: CatalogBenchmarks.metrics, maxDuration: .seconds(2),
                                         maxIterations: 10_000)
                ) { benchmark in
                    for _ in benchmark.scaledIterations { body.run() }
                }
            }
        }
    }
}
