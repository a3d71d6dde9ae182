import Testing
import ActionLookup
import Workloads

/// `action-lookup.interleaved`: lookups interleaved with mutations of every cached thing (layer actions, shared
/// styles and their links, delegates and their bindings, animation blocks). After every mutation the compiled
/// resolver must return the very action and value the reference returns.
@Suite("interleaved lookups and mutations")
struct InterleavedTests {
    static func workload(seed: UInt64, steps: Int) -> (world: ActionWorldSpec, script: [ActionScriptOperation]) {
        var random = SeededGenerator(seed: seed)
        let world = RandomActionWorkloads.world(&random)
        return (world, RandomActionWorkloads.script(&random, world: world, count: steps, mix: .lookups))
    }

    @Test(arguments: 0..<16 as Range<UInt64>)
    func everyAnswerAfterEveryMutationIsTheReferences(seed: UInt64) {
        let (world, script) = Self.workload(seed: seed, steps: 600)
        let expected = ScriptReplay.run(world, script, .reference)
        let actual = ScriptReplay.run(world, script, .compiled)
        #expect(expected == actual, "seed \(seed): first difference at \(zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? -1)")
        #expect(ScriptReplay.count(expected, "action ") + ScriptReplay.count(expected, "value ") > 300)
    }

    @Test func scriptsMutateEveryCachedThingAndDispatchNothing() {
        var kinds = Set<String>()
        var refusedLinks = 0
        for seed in 0..<4 as Range<UInt64> {
            let (world, script) = Self.workload(seed: seed, steps: 600)
            for operation in script {
                kinds.insert(String(describing: operation).prefix { $0 != "(" }.description)
            }
            refusedLinks += ScriptReplay.count(ScriptReplay.run(world, script, .reference), "rejected")
        }
        #expect(kinds.isSuperset(of: ["lookup", "valueLookup", "setLayerAction", "replaceLayerActions", "setStyleAction",
                                      "setStyleValue", "linkStyle", "bindStyle", "bindDelegate", "setDelegateAction",
                                      "beginAnimation", "endAnimation"]))
        #expect(kinds.isDisjoint(with: ["set", "event", "begin", "commit"]))
        #expect(refusedLinks > 0)
    }
}
