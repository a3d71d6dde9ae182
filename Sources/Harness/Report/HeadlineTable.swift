/// The headline of a run: per kernel, its best variant at the largest size measured, that variant's speedup
/// over the reference, its share of the machine bound (flagged when the bound is not binding), its ratio to
/// the best comparison subject (and to the same loop in C, with the headroom to the widest C), allocations,
/// and the agreement verdict of all its variants with the worst error found. Algorithmic speedups (the
/// variants have a lower complexity) and constant-factor ones (same complexity) are listed apart. Reports
/// open with it; `Reports/README.md` repeats the latest one.
package enum HeadlineTable {
    /// One kernel's headline.
    package struct Row: Hashable, Sendable {
        package var kernel: String
        package var size: Int
        package var operationUnit: String
        /// The variant with the highest median speedup at `size`, the fastest (lowest median time) among equal
        /// speedups, as where no subject to compare with was timed (nil when the kernel has no variant).
        package var bestVariant: String?
        package var speedup: RatioEstimate?
        package var shareOfBound: Double?
        /// False when the share exceeds ``BoundShare/bindingLimit`` (probe too slow).
        package var boundBinding: Bool?
        package var complexity: Complexity
        /// The best variant against the comparison subjects at `size`.
        package var yardstick: YardstickFigures
        /// Nil when the reference was not measured, e.g. not timed at `size` (see `referenceTimed`).
        package var referenceAllocations: AllocationFigures?
        package var bestAllocations: AllocationFigures?
        /// Every variant's verdicts merged: agrees only if all agree; the worst case found.
        package var verdict: AgreementVerdict
        package var rule: String
        /// False when the pair does not time its reference at `size` (a super-linear reference above its
        /// timed sizes): the allocation column then says "not timed", never a figure.
        package var referenceTimed: Bool = true
        /// The comparisons not timed at `size` and their limits (``KernelSizeResult/comparisonNote``).
        package var comparisonNote: String? = nil
    }

    /// True if variant `a` ranks below `b`: a lower median speedup (none counts as 0), or an equal one and a
    /// higher median time.
    static func isWorseVariant(_ a: SubjectTiming, _ b: SubjectTiming) -> Bool {
        let speedupA = a.speedup?.median ?? 0, speedupB = b.speedup?.median ?? 0
        if speedupA != speedupB { return speedupA < speedupB }
        return a.nanosecondsPerOperation.median > b.nanosecondsPerOperation.median
    }

    /// The rows, one per kernel in report order.
    package static func rows(_ report: RunReport) -> [Row] {
        var ids: [String] = []
        for result in report.results where !ids.contains(result.id) { ids.append(result.id) }
        return ids.compactMap { id in
            guard let largest = report.results.filter({ $0.id == id }).max(by: { $0.size < $1.size }) else { return nil }
            let best = largest.timings.filter { $0.role == .variant }.max(by: isWorseVariant)
            return Row(kernel: id, size: largest.size, operationUnit: largest.operationUnit, bestVariant: best?.name,
                       speedup: best?.speedup, shareOfBound: best?.shareOfBound, boundBinding: best?.boundBinding,
                       complexity: largest.complexity, yardstick: YardstickFigures(largest, variant: best),
                       referenceAllocations: largest.timings.first { $0.role == .reference }?.allocations,
                       bestAllocations: best?.allocations,
                       verdict: .merged(largest.check.variants.map(\.verdict)), rule: largest.check.rule,
                       referenceTimed: largest.timings.contains { $0.role == .reference },
                       comparisonNote: largest.comparisonNote)
        }
    }

    /// The tables as markdown: algorithmic speedups, then constant-factor ones, each with a legend.
    package static func markdown(_ report: RunReport) -> String {
        let rows = rows(report)
        guard !rows.isEmpty else { return "No kernels were run.\n" }
        let measured = report.allocationStatus?.measured == true
        let f = MarkdownReportWriter.fixed
        func common(_ row: Row) -> (speedup: String, share: String, comparison: String, allocations: String, agreement: String) {
            let speedup = row.speedup.map { "**\(f($0.median))×** (\(f($0.min))–\(f($0.max)))" } ?? "—"
            var share = row.shareOfBound.map { "\(f($0 * 100)) %" } ?? "no bound"
            if row.boundBinding == false { share += " ⚠ " + notBindingFlag }
            let comparison = row.yardstick.versusBestComparison.map {
                "\(f($0))× vs `\(row.yardstick.bestComparison ?? "?")`"
            } ?? row.comparisonNote.map { "— (\($0))" } ?? "—"
            let allocations: String
            if measured {
                let reference = row.referenceAllocations.map { f($0.allocationsPerOperation) }
                    ?? (row.referenceTimed ? "?" : "not timed")
                let best = row.bestAllocations.map { f($0.allocationsPerOperation) } ?? "—"
                allocations = "\(reference) → \(best)"
            } else {
                allocations = "not measured¹"
            }
            return (speedup, share, comparison, allocations,
                    agreementText(row.verdict, rule: row.rule, hasVariants: row.bestVariant != nil))
        }
        var out = ""
        let algorithmic = rows.filter { $0.complexity.speedupKind == .algorithmic }
        let constant = rows.filter { $0.complexity.speedupKind == .constantFactor }
        if !algorithmic.isEmpty {
            out += "### Algorithmic speedups (lower complexity: the ratio grows with the size)\n\n"
            out += "| kernel | reference → variants | size | best variant | speedup at this size (min–max) | share of bound | vs best comparison | allocs / op: reference → best | agreement (worst error) |\n"
            out += "|---|---|---:|---|---:|---:|---:|---:|---|\n"
            for row in algorithmic {
                let c = common(row)
                out += "| `\(row.kernel)` | \(row.complexity.reference) → \(row.complexity.variants) | \(row.size) | "
                out += "\(row.bestVariant.map { "`\($0)`" } ?? "—") | \(c.speedup) | \(c.share) | \(c.comparison) | "
                out += "\(c.allocations) | \(c.agreement) |\n"
            }
            out += "\n"
        }
        if !constant.isEmpty {
            out += "### Constant-factor speedups (same complexity: layout, SIMD, tables, fewer instructions)\n\n"
            out += "| kernel | complexity | size | best variant | speedup (min–max) | share of bound | vs best comparison | vs C, same ISA | headroom to widest C | allocs / op: reference → best | agreement (worst error) |\n"
            out += "|---|---|---:|---|---:|---:|---:|---:|---:|---:|---|\n"
            for row in constant {
                let c = common(row)
                let sameISA = row.yardstick.versusSameISA.map { "\(f($0))×" } ?? "—"
                let headroom = row.yardstick.headroom.map { "\(f($0))× (`\(row.yardstick.widest ?? "?")`)" } ?? "—"
                out += "| `\(row.kernel)` | \(row.complexity.variants) | \(row.size) | "
                out += "\(row.bestVariant.map { "`\($0)`" } ?? "—") | \(c.speedup) | \(c.share) | \(c.comparison) | "
                out += "\(sameISA) | \(headroom) | \(c.allocations) | \(c.agreement) |\n"
            }
            out += "\n"
        }
        out += "Best variant = highest median speedup at the largest size measured (the fastest where no speedup "
        out += "was timed); agreement covers every variant "
        out += "(and every checked comparison) of the kernel on every checked case (random workloads and edge "
        out += "cases). Vs best comparison = the fastest comparison subject's time over the best variant's (above "
        out += "1: the variant is faster). Vs C, same ISA = `c-baseline`'s time over the variant's (the same loop "
        out += "in C, compiled for the same instruction set); headroom = the variant's time over the widest C "
        out += "copy the CPU ran (`c-avx2`, `c-avx512`): what the CPU's full vector width would buy.\n"
        if rows.contains(where: { $0.boundBinding == false }) { out += "\n⚠ " + notBindingNote + "\n" }
        if !measured {
            out += "\n¹ " + MarkdownReportWriter.allocationNote(report.allocationStatus) + "\n"
        }
        return out
    }

    /// The flag shown beside a share above ``BoundShare/bindingLimit``.
    package static let notBindingFlag = "bound not binding (probe too slow)"

    /// What the flag means, for the reports' notes.
    package static let notBindingNote = "\"\(notBindingFlag)\": the subject ran faster than the machine limit its "
        + "bounds claim (share above \(Int(BoundShare.bindingLimit * 100)) %), so the probe is too slow to be a "
        + "limit: the share is no success, and the bound needs a better probe."

    /// "agrees (exact, 1 234 values)", "agrees (worst abs 2.8e-14, rel 1.1e-16)" or "**DISAGREES** …".
    package static func agreementText(_ verdict: AgreementVerdict, rule: String, hasVariants: Bool) -> String {
        guard hasVariants else { return "no variants" }
        if verdict.agrees {
            if let worst = verdict.worst, let abs = worst.absoluteError, let rel = worst.relativeError {
                return MarkdownReportWriter.tableCell(
                    "agrees, worst abs \(shortScientific(abs)), rel \(shortScientific(rel)) (rule \(rule))")
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
        return MarkdownReportWriter.tableCell(text)
    }
}
