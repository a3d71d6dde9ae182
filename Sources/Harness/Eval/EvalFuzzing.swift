/// The entry of the libFuzzer target (`Fuzz/EvalFuzzer.swift`, compiled outside this package, so it reaches
/// the harness only through this SPI).
@_spi(Fuzzing) public enum EvalFuzzing {
    /// Gives `bytes` to every eval format exactly as `motionbench eval` reads them; rejections are discarded.
    ///
    /// - Complexity: that of each format's parse and evaluation, bounded by its documented limits.
    public static func evaluateEveryFormat(_ bytes: [UInt8]) {
        for handler in EvalRegistry.handlers {
            _ = try? EvalRegistry.evaluate(handler: handler, input: bytes)
        }
    }
}
