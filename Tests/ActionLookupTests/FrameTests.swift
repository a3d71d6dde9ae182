import Testing
import ActionLookup
import Workloads

/// `action-lookup.frame`: frames of property changes on the 1,000-layer frame scene (animation blocks,
/// transactions that disable actions, events, occasional restyles). Both dispatchers must log the same lookups,
/// stores and runs.
@Suite("frames of property changes")
struct FrameTests {
    static func workload(seed: UInt64, changes: Int) -> (world: ActionWorldSpec, script: [ActionScriptOperation]) {
        var random = SeededGenerator(seed: seed)
        let world = FrameScene.world(&random)
        return (world, FrameScene.frameScript(&random, world: world, changes: changes))
    }

    @Test func theSceneHasTheAdvertisedShape() {
        let (spec, script) = Self.workload(seed: 3, changes: 2_000)
        #expect(spec.layers.count == FrameScene.layerCount && spec.styles.count == FrameScene.styleCount)
        #expect(script.count { if case .set = $0 { true } else { false } } == 2_000)
        let world = spec.build()
        let depths = world.layers.compactMap { $0.style?.chainDepth }
        #expect(depths.max() ?? 0 <= FrameScene.maximumDepth && depths.max() ?? 0 >= 4)
        #expect(world.layers.filter { $0.delegate != nil }.count == 250)
    }

    @Test(arguments: [1, 3, 7] as [UInt64])
    func bothDispatchersLogTheSameSteps(seed: UInt64) {
        let (world, script) = Self.workload(seed: seed, changes: 2_000)
        let expected = ScriptReplay.run(world, script, .reference)
        #expect(expected == ScriptReplay.run(world, script, .compiled), "seed \(seed)")
        let stores = ScriptReplay.count(expected, "store "), runs = ScriptReplay.count(expected, "run ")
        // About 1 change in 10 sets the value already there (nothing stored); view-backed layers animate only
        // inside animation blocks.
        #expect(runs > 100 && stores > 1_000 && stores < 2_000, "stores \(stores), runs \(runs)")
    }

    @Test func theAlternateScriptAgreesAndMovesEveryNumber() {
        let (world, script) = Self.workload(seed: 3, changes: 1_000)
        let shifted = AlternateScript.of(script)
        #expect(ScriptReplay.run(world, shifted, .reference) == ScriptReplay.run(world, shifted, .compiled))
        #expect(zip(script, shifted).allSatisfy { pair in
            if case let .set(_, _, a) = pair.0, case let .set(_, _, b) = pair.1, case .number = a { return a != b }
            return true
        })
    }
}
