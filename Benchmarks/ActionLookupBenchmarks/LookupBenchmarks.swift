import CatalogBenchmarkSupport

/// `action-lookup.lookup`: Core Animation's action search, literal and compiled. `mallocCountTotal` of
/// `action-lookup.lookup/compiled/n=…` is the allocations of one run of n lookups, less the framework's own
/// (`action-lookup.empty-iteration`).
func registerLookupBenchmarks() {
    CatalogBenchmarks.register("action-lookup.lookup")
}
