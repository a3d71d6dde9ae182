/// The Springs family's kernel pairs, studies and eval formats.
package enum SpringsCatalog {
    /// Every Springs pair, in catalog order.
    package static var pairs: [AnyKernelPair] {
        [ClosedFormPair.pair.erased, SettlingTimePair.pair.erased, ExactStepPair.pair.erased]
            + StepPairs.all + [StepVariablePair.pair.erased]
    }

    /// The family's studies (accuracy, scaling), run by `motionbench run`.
    package static var studies: [Study] { [IntegratorErrorStudy.study] }

    /// The family's `motionbench eval` formats.
    package static var evalHandlers: [EvalHandler] { [SpringEvalHandler.handler] }
}
