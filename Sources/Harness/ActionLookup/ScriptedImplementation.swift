import Workloads
extension ActionScriptRunner {
    /// One side of a scripted action-lookup pair, named after its resolution (`reference`, `compiled`): its
    /// output is the script run on a fresh world; its timed body replays the script on a world built once,
    /// alternating with `alternate(script)` when given (so no run finds the values the run before stored).
    package static func implementation(
        _ resolution: Resolution,
        alternate: (@Sendable ([ActionScriptOperation]) -> [ActionScriptOperation])? = nil
    ) -> KernelImplementation<ActionScriptWorkload, [ScriptOutcome]> {
        KernelImplementation(
            name: resolution.rawValue,
            compute: { run($0.world, $0.script, resolution: resolution) },
            prepare: { workload in
                guard let alternate else { return prepareTimed(workload, resolution: resolution) }
                return prepareTimed(workload, alternate: alternate(workload.script), resolution: resolution)
            })
    }
}
