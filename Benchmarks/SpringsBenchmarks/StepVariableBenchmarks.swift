import CatalogBenchmarkSupport

/// `springs.step-variable-f64`: one measured frame interval (jittered 120 Hz, periodic hitches) of many springs
/// with per-spring parameters, up to 100,000 springs (the 1M size belongs to `motionbench run`).
func registerStepVariableBenchmarks() {
    CatalogBenchmarks.register("springs.step-variable-f64", upTo: 100_000)
}
