/// The one-line summaries `motionbench check` prints.
package enum CheckFormatter {
    /// "PASS springs.closed-form  batch-soa: agrees (…)" or "FAIL …" with the worst case.
    package static func line(for result: PairCheckResult) -> String {
        let variants = result.variants.map { "\($0.variant): \($0.verdict.summary)" }.joined(separator: "; ")
        return "\(result.agrees ? "PASS" : "FAIL") \(result.id)  [\(result.rule)]  \(variants)"
    }
}
