/// The ActionLookup family's kernel pairs (action and style lookup, dispatch, state tables).
package enum ActionLookupCatalog {
    /// Every ActionLookup pair, in catalog order.
    package static var pairs: [AnyKernelPair] {
        [
            LookupPair.pair.erased,
            InterleavedDispatchPairs.interleaved.erased,
            InterleavedDispatchPairs.dispatch.erased,
            FrameSetRestylePairs.frame.erased,
            FrameSetRestylePairs.steadySet.erased,
            FrameSetRestylePairs.restyle.erased,
            LoaderTablePair.pair.erased,
            StateMachinePair.pair.erased,
        ]
    }

    /// The family's studies (accuracy, scaling), run by `motionbench run`.
    package static var studies: [Study] { [DepthScalingStudy.study, RestyleScalingStudy.study] }

    /// The family's `motionbench eval` formats.
    package static var evalHandlers: [EvalHandler] { [ActionsEval.handler] }
}
