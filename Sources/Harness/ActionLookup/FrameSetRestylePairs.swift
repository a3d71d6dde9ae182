import Workloads
import ActionLookup

/// `action-lookup.frame` and `action-lookup.restyle`: an app's property changes at frame rate, and style
/// changes followed by the lookups a frame makes, on the ``FrameScene`` (1,000 layers, shared styles of
/// depth 0–8, a quarter view-backed). Reference: `ActionDispatcher` over `ReferenceActionLookup`;
/// variant: `CompiledActionDispatcher` (interned keys) over incrementally invalidated flat tables.
package enum FrameSetRestylePairs {
    package static let frame = KernelPair<ActionScriptWorkload, [ScriptOutcome]>(
        id: "action-lookup.frame",
        family: .actionLookup,
        summary: "Frames of property changes on a 1,000-layer scene: each frame 10 % of the layers set 2–6 "
            + "animatable properties (positions, opacities, bounds, transforms), some in animation blocks or with "
            + "actions disabled, an occasional event, a style changed or relinked about every 50 frames; "
            + "output = dispatch log; size = property changes. Timed runs alternate the script with the same "
            + "script at moved values and actions (``AlternateScript``), so no run finds what the run before stored.",
        operationUnit: "changes",
        makeWorkload: { seed, size in
            var random = SeededGenerator(seed: seed)
            let world = FrameScene.world(&random)
            return ActionScriptWorkload(world: world, script: FrameScene.frameScript(&random, world: world, changes: size))
        },
        edgeCases: ActionEdgeCases.dispatchCases,
        operationCount: { workload in max(1, workload.script.count { if case .set = $0 { true } else { false } }) },
        reference: ActionScriptRunner.implementation(.reference, alternate: AlternateScript.of),
        variants: [ActionScriptRunner.implementation(.compiled, alternate: AlternateScript.of)],
        timedOnly: [.bound("floor: one dependent load + store per change", kind: .floor, prepare: FrameFloor.prepare)],
        agreement: .exactElements(
            justification: "Action lookup is discrete: the compiled resolver must return the very action "
                + "the reference returns (same identity pattern, same name) or nil with it, after every mutation, and "
                + "dispatch must log the same lookups, stores and runs with equal values. Any difference is a stale "
                + "or wrong table, so nothing but exact agreement is acceptable.") { $0 },
        complexity: Complexity(reference: "O(d) per change (d = style-chain depth), String keys hashed",
                               variants: "O(1) per change; O(changed keys × chains sharing the style) per restyle",
                               kind: .algorithmic),
        checkSizes: [1, 10, 200, 1_000],
        runSizes: [4_000, 40_000],
        quickSizes: [4_000])

    package static let steadySet = KernelPair<ActionScriptWorkload, [ScriptOutcome]>(
        id: "action-lookup.set",
        family: .actionLookup,
        summary: "The steady state of `action-lookup.frame`: the same scene and property changes with no "
            + "animation blocks, transactions, events or restyles; output = dispatch log; size = property changes. "
            + "Timed runs alternate the script with the same script at moved values and actions (``AlternateScript``) "
            + "on the world as it stands: every table is already sized and every run changes as many properties "
            + "as a run on a fresh world.",
        operationUnit: "changes",
        makeWorkload: { seed, size in
            var random = SeededGenerator(seed: seed)
            let world = FrameScene.world(&random)
            return ActionScriptWorkload(world: world, script: FrameScene.frameScript(&random, world: world, changes: size,
                                                                                     steady: true))
        },
        edgeCases: ActionEdgeCases.dispatchCases,
        operationCount: { max(1, $0.script.count) },
        reference: ActionScriptRunner.implementation(.reference, alternate: AlternateScript.of),
        variants: [ActionScriptRunner.implementation(.compiled, alternate: AlternateScript.of)],
        timedOnly: [.bound("floor: one dependent load + store per change", kind: .floor, prepare: FrameFloor.prepare),
                    CTypedValuesYardstick.comparison],
        agreement: .exactElements(
            justification: "Action lookup is discrete: the compiled resolver must return the very action "
                + "the reference returns (same identity pattern, same name) or nil with it, after every mutation, and "
                + "dispatch must log the same lookups, stores and runs with equal values. Any difference is a stale "
                + "or wrong table, so nothing but exact agreement is acceptable.") { $0 },
        complexity: Complexity(reference: "O(d) per change (d = style-chain depth), String keys hashed",
                               variants: "O(1) per change", kind: .algorithmic),
        checkSizes: [1, 10, 200, 1_000],
        runSizes: [4_000, 40_000],
        quickSizes: [4_000])

    package static let restyle = KernelPair<ActionScriptWorkload, [ScriptOutcome]>(
        id: "action-lookup.restyle",
        family: .actionLookup,
        summary: "The frame scene where every step changes one style (an action, a value, or 1 in 5 a relink) "
            + "and then makes a frame's lookups on 20 styled layers; size = restyles. Timed runs alternate the "
            + "script with the same script at moved values and actions (``AlternateScript``).",
        operationUnit: "restyles",
        makeWorkload: { seed, size in
            var random = SeededGenerator(seed: seed)
            let world = FrameScene.world(&random)
            return ActionScriptWorkload(world: world, script: FrameScene.restyleScript(&random, world: world, steps: size))
        },
        edgeCases: ActionEdgeCases.lookupCases,
        operationCount: { workload in
            max(1, workload.script.count {
                switch $0 {
                case .setStyleAction, .setStyleValue, .linkStyle: true
                default: false
                }
            })
        },
        reference: ActionScriptRunner.implementation(.reference, alternate: AlternateScript.of),
        variants: [ActionScriptRunner.implementation(.compiled, alternate: AlternateScript.of)],
        agreement: .exactElements(
            justification: "Action lookup is discrete: the compiled resolver must return the very action "
                + "the reference returns (same identity pattern, same name) or nil with it, after every mutation, and "
                + "dispatch must log the same lookups, stores and runs with equal values. Any difference is a stale "
                + "or wrong table, so nothing but exact agreement is acceptable.") { $0 },
        complexity: Complexity(reference: "O(1) per restyle, O(d) per lookup",
                               variants: "O(changed keys × chains sharing the style) per restyle, O(1) per lookup; "
                                   + "O(table) per relinked chain",
                               kind: .algorithmic),
        checkSizes: [1, 5, 40, 100],
        runSizes: [200, 2_000],
        quickSizes: [500])
}
