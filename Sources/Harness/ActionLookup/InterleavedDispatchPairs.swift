import Workloads
import ActionLookup

/// `action-lookup.interleaved` and `action-lookup.dispatch`: scripts that interleave lookups (or dispatch)
/// with mutations of layer actions, shared styles (chains of 0–16 levels, relinked, cycles refused),
/// delegates and their bindings, and animation blocks; the compiled resolver must produce exactly the
/// reference's outcomes.
package enum InterleavedDispatchPairs {
    package static let interleaved = scriptedPair(
        id: "action-lookup.interleaved",
        summary: "Action and value lookups interleaved with mutations of actions, shared styles (depth 0–16), "
            + "delegates and animation blocks; size = script steps (the world is built before timing; timed runs "
            + "alternate the script with the same script at moved values and actions, ``AlternateScript``).",
        mix: .lookups, edgeCases: ActionEdgeCases.lookupCases,
        agreement: .exactElements(
            justification: "Action lookup is discrete: the compiled resolver must return the very action "
                + "the reference returns (same identity pattern, same name) or nil with it, after every mutation, and "
                + "dispatch must log the same lookups, stores and runs with equal values. Any difference is a stale "
                + "or wrong table, so nothing but exact agreement is acceptable.") { $0 })

    package static let dispatch = scriptedPair(
        id: "action-lookup.dispatch",
        summary: "Property changes and events (lookup → store → run) in nested transactions and animation "
            + "blocks, interleaved with mutations; output = dispatch log; size = script steps (timed runs alternate "
            + "the script with the same script at moved values and actions, ``AlternateScript``).",
        mix: .dispatch, edgeCases: ActionEdgeCases.dispatchCases,
        agreement: .exactElements(
            justification: "Action lookup is discrete: the compiled resolver must return the very action "
                + "the reference returns (same identity pattern, same name) or nil with it, after every mutation, and "
                + "dispatch must log the same lookups, stores and runs with equal values. Any difference is a stale "
                + "or wrong table, so nothing but exact agreement is acceptable.") { $0 })

    /// A pair that runs a random script of the given mix on a random world, reference against compiled.
    private static func scriptedPair(
        id: String, summary: String, mix: RandomActionWorkloads.Mix,
        edgeCases: @escaping @Sendable () -> [EdgeCase<ActionScriptWorkload>],
        agreement: AgreementRule<[ScriptOutcome]>
    ) -> KernelPair<ActionScriptWorkload, [ScriptOutcome]> {
        KernelPair(
            id: id,
            family: .actionLookup,
            summary: summary,
            operationUnit: "steps",
            makeWorkload: { seed, size in
                var random = SeededGenerator(seed: seed)
                let world = RandomActionWorkloads.world(&random)
                return ActionScriptWorkload(
                    world: world, script: RandomActionWorkloads.script(&random, world: world, count: size, mix: mix))
            },
            edgeCases: edgeCases,
            operationCount: { $0.script.count },
            reference: ActionScriptRunner.implementation(.reference, alternate: AlternateScript.of),
            variants: [ActionScriptRunner.implementation(.compiled, alternate: AlternateScript.of)],
            agreement: agreement,
            complexity: Complexity(reference: "O(d) per lookup (d = style-chain depth)", variants: "O(1) per lookup; O(changed keys × chains containing the style) repair after a change", kind: .algorithmic),
            checkSizes: [1, 10, 100, 400],
            runSizes: [2_000, 20_000],
            quickSizes: [2_000])
    }
}
