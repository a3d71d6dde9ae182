@_spi(Fuzzing) import Harness

/// libFuzzer entry point: every input is given to each `eval` format (spring, actions, diff) exactly as
/// `motionbench eval` would read it. Rejection is fine; a crash, a sanitizer report, a hang (libFuzzer's
/// `-timeout`) or runaway memory (`-rss_limit_mb`) is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func evalFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    EvalFuzzing.evaluateEveryFormat(bytes)
    return 0
}
