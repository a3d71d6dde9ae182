import CatalogBenchmarkSupport

/// `action-lookup.loader-table`: state × event loader tables, dictionary and dense.
func registerLoaderTableBenchmarks() {
    CatalogBenchmarks.register("action-lookup.loader-table")
}
