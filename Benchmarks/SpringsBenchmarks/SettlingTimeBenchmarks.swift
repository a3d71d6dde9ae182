import CatalogBenchmarkSupport

/// `springs.settling-time`: the last time a spring leaves its ε band (scan reference, bracket + Newton).
func registerSettlingTimeBenchmarks() {
    CatalogBenchmarks.register("springs.settling-time", upTo: 64_000)
}
