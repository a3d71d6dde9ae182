/// The Springs family's kernel pairs.
public enum SpringsCatalog {
    /// Every Springs pair, in catalog order.
    public static var pairs: [AnyKernelPair] { [ClosedFormPair.pair.erased] }

    /// The family's studies (accuracy, scaling), run by `motionbench run`.
    public static var studies: [Study] { [] }

    /// The family's `motionbench eval` formats.
    public static var evalHandlers: [EvalHandler] { [] }
}
