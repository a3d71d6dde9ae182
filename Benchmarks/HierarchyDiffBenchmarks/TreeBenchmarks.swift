import CatalogBenchmarkSupport

/// `hierarchy-diff.tree`: two screens' tagged trees diffed into one merged hierarchy.
func registerTreeBenchmarks() {
    CatalogBenchmarks.register("hierarchy-diff.tree")
}
