import CatalogBenchmarkSupport

/// `springs.closed-form`: the exact x(t), v(t) of many springs (reference, batches, C).
func registerClosedFormBenchmarks() {
    CatalogBenchmarks.register("springs.closed-form", upTo: 64_000)
}
