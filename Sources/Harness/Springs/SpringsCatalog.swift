/// The Springs family's kernel pairs, studies and eval formats.
public enum SpringsCatalog {
    /// Every Springs pair, in catalog order.
    public static var pairs: [AnyKernelPair] {
        [ClosedFormPair.pair.erased, SettlingTimePair.pair.erased, ExactStepPair.pair.erased]
            + StepPairs.all
    }

    /// The family's studies (accuracy, scaling), run by `motionbench run`.
    public static var studies: [Study] { [IntegratorErrorStudy.study] }

    /// The family's `motionbench eval` formats.
    public static var evalHandlers: [EvalHandler] { [SpringEvalHandler.handler] }
}
