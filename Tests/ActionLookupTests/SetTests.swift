import Testing
import ActionLookup
import Workloads

/// `action-lookup.set`: the steady state of the frame scene, property changes only (no animation blocks,
/// transactions, events or restyles). Both dispatchers must log the same lookups, stores and runs.
@Suite("steady property changes")
struct SetTests {
    static func workload(seed: UInt64, changes: Int) -> (world: ActionWorldSpec, script: [ActionScriptOperation]) {
        var random = SeededGenerator(seed: seed)
        let world = FrameScene.world(&random)
        return (world, FrameScene.frameScript(&random, world: world, changes: changes, steady: true))
    }

    @Test func theScriptIsPropertyChangesOnly() {
        let (_, script) = Self.workload(seed: 2, changes: 1_500)
        #expect(script.count == 1_500)
        #expect(script.allSatisfy { if case .set = $0 { true } else { false } })
    }

    @Test(arguments: [1, 2, 3, 7] as [UInt64])
    func bothDispatchersLogTheSameSteps(seed: UInt64) {
        let (world, script) = Self.workload(seed: seed, changes: 1_000)
        let expected = ScriptReplay.run(world, script, .reference)
        #expect(expected == ScriptReplay.run(world, script, .compiled), "seed \(seed)")
        // Every change looks its key up; outside animation blocks only the plain layers' class actions run.
        #expect(ScriptReplay.count(expected, "store ") > 800)
        #expect(ScriptReplay.count(expected, "run ") > 0)
        // The alternate the timed runs interleave is a steady script too, and agrees.
        let shifted = AlternateScript.of(script)
        #expect(ScriptReplay.run(world, shifted, .reference) == ScriptReplay.run(world, shifted, .compiled))
    }
}
