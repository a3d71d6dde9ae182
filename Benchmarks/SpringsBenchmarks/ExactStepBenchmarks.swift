import CatalogBenchmarkSupport

/// `springs.exact-step`: exact stepping against the closed form at the same times.
func registerExactStepBenchmarks() {
    CatalogBenchmarks.register("springs.exact-step", upTo: 64_000)
}
