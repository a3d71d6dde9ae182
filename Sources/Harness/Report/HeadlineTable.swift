/// The headline of a run: per kernel, its best variant at the largest size measured, that variant's speedup
/// over the reference, its share of the machine bound, allocations, and the agreement verdict of all its
/// variants with the worst error found. Reports open with it; `Reports/README.md` repeats the latest one.
public enum HeadlineTable {
    /// One kernel's headline.
    public struct Row: Hashable, Sendable {
        public var kernel: String
        public var size: Int
        public var operationUnit: String
        /// The variant with the highest median speedup at `size` (nil when the kernel has no variant).
        public var bestVariant: String?
        public var speedup: RatioEstimate?
        public var shareOfBound: Double?
        public var referenceAllocations: AllocationFigures?
        public var bestAllocations: AllocationFigures?
        /// Every variant's verdicts merged: agrees only if all agree; the worst case found.
        public var verdict: AgreementVerdict
        public var rule: String
    }

    /// The rows, one per kernel in report order.
    public static func rows(_ report: RunReport) -> [Row] {
        var ids: [String] = []
        for result in report.results where !ids.contains(result.id) { ids.append(result.id) }
        return ids.compactMap { id in
            guard let largest = report.results.filter({ $0.id == id }).max(by: { $0.size < $1.size }) else { return nil }
            let best = largest.timings.filter { $0.role == .variant }
                .max { ($0.speedup?.median ?? 0) < ($1.speedup?.median ?? 0) }
            return Row(kernel: id, size: largest.size, operationUnit: largest.operationUnit, bestVariant: best?.name,
                       speedup: best?.speedup, shareOfBound: best?.shareOfBound,
                       referenceAllocations: largest.timings.first { $0.role == .reference }?.allocations,
                       bestAllocations: best?.allocations,
                       verdict: .merged(largest.check.variants.map(\.verdict)), rule: largest.check.rule)
        }
    }

    /// The table as markdown (with a one-line legend under it).
    public static func markdown(_ report: RunReport) -> String {
        let rows = rows(report)
        guard !rows.isEmpty else { return "No kernels were run.\n" }
        let measured = report.allocationStatus?.measured == true
        var out = "| kernel | size | best variant | speedup (min–max) | share of bound | allocs / op: reference → best | agreement (worst error) |\n"
        out += "|---|---:|---|---:|---:|---:|---|\n"
        for row in rows {
            let f = MarkdownReportWriter.fixed
            let speedup = row.speedup.map { "**\(f($0.median))×** (\(f($0.min))–\(f($0.max)))" } ?? "—"
            let share = row.shareOfBound.map { "\(f($0 * 100)) %" } ?? "no bound"
            let allocations: String
            if measured {
                let reference = row.referenceAllocations.map { f($0.allocationsPerOperation) } ?? "?"
                let best = row.bestAllocations.map { f($0.allocationsPerOperation) } ?? "—"
                allocations = "\(reference) → \(best)"
            } else {
                allocations = "not measured¹"
            }
            out += "| `\(row.kernel)` | \(row.size) | \(row.bestVariant.map { "`\($0)`" } ?? "—") | \(speedup) | \(share) | "
            out += "\(allocations) | \(agreementText(row.verdict, rule: row.rule, hasVariants: row.bestVariant != nil)) |\n"
        }
        out += "\nBest variant = highest median speedup at the largest size measured; agreement covers every variant "
        out += "of the kernel on every checked case (random workloads and edge cases).\n"
        if !measured {
            out += "\n¹ " + MarkdownReportWriter.allocationNote(report.allocationStatus) + "\n"
        }
        return out
    }

    /// "agrees (exact, 1 234 values)", "agrees (worst abs 2.8e-14, rel 1.1e-16)" or "**DISAGREES** …".
    public static func agreementText(_ verdict: AgreementVerdict, rule: String, hasVariants: Bool) -> String {
        guard hasVariants else { return "no variants" }
        if verdict.agrees {
            if let worst = verdict.worst, let abs = worst.absoluteError, let rel = worst.relativeError {
                return "agrees, worst abs \(shortScientific(abs)), rel \(shortScientific(rel)) (rule \(rule))"
                    .replacingOccurrences(of: "|", with: "\\|")
            }
            return "agrees exactly (\(verdict.comparedCount) values)"
        }
        var text = "**DISAGREES**"
        if let worst = verdict.worst {
            text += " at #\(worst.index): expected \(worst.expected), got \(worst.actual)"
            if let abs = worst.absoluteError, let rel = worst.relativeError {
                text += " (abs \(shortScientific(abs)), rel \(shortScientific(rel)))"
            }
        }
        if let message = verdict.message { text += ": \(message)" }
        return text.replacingOccurrences(of: "|", with: "\\|")
    }
}
