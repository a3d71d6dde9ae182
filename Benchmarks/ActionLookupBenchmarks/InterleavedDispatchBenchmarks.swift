import CatalogBenchmarkSupport

/// `action-lookup.interleaved` and `action-lookup.dispatch`: lookups interleaved with model changes, and
/// "look up, store, run" over scripted transactions.
func registerInterleavedDispatchBenchmarks() {
    CatalogBenchmarks.register("action-lookup.interleaved")
    CatalogBenchmarks.register("action-lookup.dispatch")
}
