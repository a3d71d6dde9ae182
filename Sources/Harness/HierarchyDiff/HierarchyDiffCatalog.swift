/// The HierarchyDiff family's kernel pairs (identifier-tree diffing, merged hierarchy, list changesets with
/// string and integer keys, on one thread and on two, transition plans).
package enum HierarchyDiffCatalog {
    /// Every HierarchyDiff pair, in catalog order.
    package static var pairs: [AnyKernelPair] {
        [TreePair.pair.erased, FlatListPairs.pair.erased, FlatListPairs.twoThreadPair.erased,
         FlatListPairs.shortKeysPair.erased, FlatListPairs.integerPair.erased]
    }

    /// The family's studies (accuracy, scaling), run by `motionbench run`.
    package static var studies: [Study] { [ScalingStudy.study] }

    /// The family's `motionbench eval` formats.
    package static var evalHandlers: [EvalHandler] { [DiffEvalHandler.handler] }
}
