import CatalogBenchmarkSupport

/// `action-lookup.state-machine`: table-driven state machines.
func registerStateMachineBenchmarks() {
    CatalogBenchmarks.register("action-lookup.state-machine")
}
