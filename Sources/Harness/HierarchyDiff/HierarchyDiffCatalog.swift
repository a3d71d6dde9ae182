/// The HierarchyDiff family's kernel pairs (identifier-tree diffing, merged hierarchy, list changesets with
/// string and integer keys, on one thread and on two, transition plans).
public enum HierarchyDiffCatalog {
    /// Every HierarchyDiff pair, in catalog order.
    public static var pairs: [AnyKernelPair] {
        [TreePair.pair.erased, FlatListPairs.pair.erased, FlatListPairs.twoThreadPair.erased,
         FlatListPairs.shortKeysPair.erased, FlatListPairs.integerPair.erased]
    }

    /// The family's studies (accuracy, scaling), run by `motionbench run`.
    public static var studies: [Study] { [ScalingStudy.study] }

    /// The family's `motionbench eval` formats.
    public static var evalHandlers: [EvalHandler] { [DiffEvalHandler.handler] }
}
