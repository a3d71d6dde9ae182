import CatalogBenchmarkSupport

/// `springs.step-*`: one 120 Hz frame of many springs, shared or per-spring parameters, double or single
/// precision, up to 64,000 springs (registration prepares every workload up front; the 1M–4M sizes, hundreds
/// of MB each, belong to `motionbench run`, which prepares one size at a time).
func registerStepBenchmarks() {
    CatalogBenchmarks.register("springs.step-shared-f64", upTo: 64_000)
    CatalogBenchmarks.register("springs.step-shared-f32", upTo: 64_000)
    CatalogBenchmarks.register("springs.step-per-spring-f64", upTo: 64_000)
    CatalogBenchmarks.register("springs.step-per-spring-f32", upTo: 64_000)
}
