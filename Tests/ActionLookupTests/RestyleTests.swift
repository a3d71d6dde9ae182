import Testing
import ActionLookup
import Workloads

/// `action-lookup.restyle`: every step changes one shared style of the frame scene (an action, a value, or a
/// relink, cycles refused) and then makes a frame's lookups on styled layers. The incrementally repaired
/// tables must answer as the reference's walk does.
@Suite("restyles followed by a frame's lookups")
struct RestyleTests {
    static func workload(seed: UInt64, steps: Int) -> (world: ActionWorldSpec, script: [ActionScriptOperation]) {
        var random = SeededGenerator(seed: seed)
        let world = FrameScene.world(&random)
        return (world, FrameScene.restyleScript(&random, world: world, steps: steps))
    }

    @Test func eachStepIsOneRestyleAndFortyLookups() {
        let (_, script) = Self.workload(seed: 3, steps: 50)
        #expect(script.count == 50 * 41)
        let restyles = script.count {
            switch $0 {
            case .setStyleAction, .setStyleValue, .linkStyle: true
            default: false
            }
        }
        #expect(restyles == 50)
    }

    @Test(arguments: [1, 3, 5, 9] as [UInt64])
    func everyLookupAfterARestyleIsTheReferences(seed: UInt64) {
        let (world, script) = Self.workload(seed: seed, steps: 100)
        let expected = ScriptReplay.run(world, script, .reference)
        #expect(expected == ScriptReplay.run(world, script, .compiled), "seed \(seed)")
        #expect(ScriptReplay.count(expected, "action ") == 100 * 40)
        let shifted = AlternateScript.of(script)
        #expect(ScriptReplay.run(world, shifted, .reference) == ScriptReplay.run(world, shifted, .compiled))
    }
}
