/// The HierarchyDiff family's kernel pairs (issue: identifier-tree diffing, merged hierarchy, plans).
public enum HierarchyDiffCatalog {
    /// Every HierarchyDiff pair, in catalog order.
    public static var pairs: [AnyKernelPair] { [] }

    /// The family's studies (accuracy, scaling), run by `motionbench run`.
    public static var studies: [Study] { [] }

    /// The family's `motionbench eval` formats.
    public static var evalHandlers: [EvalHandler] { [] }
}
