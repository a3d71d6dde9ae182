import CatalogBenchmarkSupport

/// `action-lookup.frame`, `.set` and `.restyle`: the dispatcher on a frame of property changes, on stores
/// alone, and on restyles.
func registerFrameSetRestyleBenchmarks() {
    CatalogBenchmarks.register("action-lookup.frame")
    CatalogBenchmarks.register("action-lookup.set")
    CatalogBenchmarks.register("action-lookup.restyle")
}
