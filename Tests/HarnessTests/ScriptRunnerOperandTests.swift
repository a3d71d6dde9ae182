import Workloads
import Testing
import ActionLookup
@testable import Harness

/// The script runner hands each step's own operands to both sides: the key a change or event names (read from
/// the runner's key table, in each side's key form) and the replacement dictionary a whole-`actions` step names
/// (borrowed from the decoded script). Agreement alone cannot see a runner that passes the wrong key or
/// dictionary, since both sides would get the same wrong one, so these outcomes are checked against the script.
@Suite("script runner: each step's own operands")
struct ScriptRunnerOperandTests {
    static let keys = ["opacity", "position", "bounds", "cornerRadius"]

    /// One layer, a few values stored, an action for every key but the last, replaced twice.
    static func world() -> ActionWorldSpec {
        var spec = ActionWorldSpec(actions: ActionWorldSpec.pool(4), keys: keys)
        spec.layers = [ActionWorldSpec.LayerSpec(
            actions: [(key: 0, entry: .action(0)), (key: 1, entry: .action(1)), (key: 2, entry: .action(2))],
            values: [(key: 0, value: 1), (key: 1, value: 1), (key: 2, value: 1), (key: 3, value: 1)])]
        return spec
    }

    static let script: [ActionScriptOperation] = [
        .set(layer: 0, key: 1, value: .number(2)),
        .event(layer: 0, key: 2),
        .set(layer: 0, key: 3, value: .number(5)),
        .replaceLayerActions(layer: 0, actions: [(key: 3, entry: .action(3))]),
        .lookup(layer: 0, key: 3),
        .lookup(layer: 0, key: 0),
        .replaceLayerActions(layer: 0, actions: [(key: 0, entry: .action(2)), (key: 3, entry: .null)]),
        .lookup(layer: 0, key: 0),
        .set(layer: 0, key: 0, value: .number(7)),
    ]

    @Test(arguments: [ActionScriptRunner.Resolution.reference, .compiled])
    func outcomesNameTheStepsOwnKeysAndDictionaries(_ resolution: ActionScriptRunner.Resolution) {
        let outcomes = ActionScriptRunner.run(Self.world(), Self.script, resolution: resolution).map(\.description)
        #expect(outcomes == [
            "lookup position → P1#0", "store position 1 → 2", "run P1#0 position 1 → 2",
            "lookup bounds → P2#1", "run P2#1 bounds 1 → 1",
            "lookup cornerRadius → nil", "store cornerRadius 1 → 5",
            "action P3#2", "action nil",
            "action P2#1",
            "lookup opacity → P2#1", "store opacity 1 → 7", "run P2#1 opacity 1 → 7",
        ])
    }
}
