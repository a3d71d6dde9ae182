import Foundation

/// Renders a ``RunReport`` as the markdown committed under `Reports/`: the machine, the headline table,
/// how allocations were measured, then per kernel its agreement, a table and its charts, then the studies.
package enum MarkdownReportWriter {
    /// The whole report as markdown text. `charts` are embedded by their owner (kernel or study id) with
    /// links `chartDirectory/fileName` relative to the report.
    package static func render(_ report: RunReport, charts: [RenderedChart] = [], chartDirectory: String? = nil) -> String {
        func embed(_ owner: String) -> String {
            var out = ""
            for chart in charts where chart.owner == owner {
                let path = (chartDirectory.map { $0 + "/" } ?? "") + chart.fileName
                out += "\n![\(chart.title)](\(path.replacingOccurrences(of: " ", with: "%20")))\n"
            }
            return out
        }
        let measured = report.allocationStatus?.measured == true
        var out = "# MotionBench run, \(report.date)\n\n"
        out += machineSection(report)
        out += "\n## Headline\n\n" + HeadlineTable.markdown(report)
        out += "\n## Allocations\n\n"
        if let status = report.allocationStatus, status.measured {
            out += "Measured with \(status.allocator ?? "jemalloc"). \(status.method)\n"
        } else {
            out += allocationNote(report.allocationStatus) + "\n"
        }
        out += "\n## Kernels\n\n"
        out += "Times are nanoseconds per operation: median over \(report.timing.repetitions) interleaved samples "
        out += "(IQR in brackets). Speedup is the reference's time over the variant's, computed per interleaved "
        out += "round; the median is shown with the min–max over rounds. Share of bound is the binding machine "
        out += "bound's time over the subject's median (100 % = at the machine's limit): each bound at its best "
        out += "sample (a limit is what the machine showed it can do, as STREAM reports the best of its trials), "
        out += "the slowest bound binding. Bounds are probes "
        out += "of one machine limit each, never the kernel's code: `memory` moves the kernel's bytes in its "
        out += "pattern with none of its arithmetic, `compute` runs its declared operation count at the peak "
        out += "rate of independent multiply-add chains (the fastest vector width the CPU runs, fused where it "
        out += "can), `floor` does only the least work any implementation "
        out += "must do. A share above \(Int(BoundShare.bindingLimit * 100)) % is flagged: "
        out += HeadlineTable.notBindingNote + " Comparison subjects that produce the kernel's output (the "
        out += "same loop in C: `c-baseline` at the build's instruction set, `c-avx2`, `c-avx512` where the CPU "
        out += "has them) are gated by the same agreement rule as the variants.\n"
        var ids: [String] = []
        for result in report.results where !ids.contains(result.id) { ids.append(result.id) }
        for id in ids {
            let results = report.results.filter { $0.id == id }
            guard let first = results.first else { continue }
            out += "\n### `\(id)`\n\n\(first.summary)\n\n"
            out += "Agreement rule: \(first.check.rule). \(first.check.justification)\n\n"
            out += "Complexity: reference \(first.complexity.reference), variants \(first.complexity.variants) "
            out += "(\(first.complexity.speedupKind == .algorithmic ? "algorithmic" : "constant-factor") speedup).\n\n"
            for variant in first.check.variants {
                let role = variant.role == .comparison ? " (comparison)" : ""
                out += "- `\(variant.variant)`\(role): \(variant.verdict.summary), \(variant.casesCompared) cases\n"
            }
            out += "\n| size | \(first.operationUnit) / run | subject | ns / op (IQR) | ops / s | speedup (min–max) | share of bound | allocs / op | bytes / op | peak bytes / run |\n"
            out += "|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|\n"
            for result in results {
                for timing in result.timings {
                    let d = timing.nanosecondsPerOperation
                    let speedup = timing.speedup.map { "\(fixed($0.median))× (\(fixed($0.min))–\(fixed($0.max)))" } ?? "—"
                    var share = timing.shareOfBound.map { "\(fixed($0.isFinite ? $0 * 100 : .nan)) %" } ?? "—"
                    if timing.boundBinding == false { share += " ⚠ " + HeadlineTable.notBindingFlag }
                    let role = timing.role == .variant ? ""
                        : timing.role == .bound ? " (\(timing.boundKind?.rawValue ?? "") bound)"
                        : " (\(timing.role.rawValue))"
                    let allocations: String, bytes: String, peak: String
                    if let figures = timing.allocations {
                        allocations = fixed(figures.allocationsPerOperation)
                        bytes = fixed(figures.bytesPerOperation)
                        peak = figures.peakBytesPerRun.map { engineering($0) + "B" } ?? "—"
                    } else {
                        allocations = measured ? "?" : "not measured¹"
                        bytes = measured ? "?" : "not measured¹"
                        peak = measured ? "?" : "not measured¹"
                    }
                    out += "| \(result.size) | \(result.operationCount) | `\(timing.name)`\(role) | "
                    out += "\(fixed(d.median)) [\(fixed(d.p25))–\(fixed(d.p75))] | \(engineering(timing.operationsPerSecond)) | "
                    out += "\(speedup) | \(share) | \(allocations) | \(bytes) | \(peak) |\n"
                }
            }
            if !measured { out += "\n¹ \(allocationNote(report.allocationStatus))\n" }
            out += yardstickTable(results)
            for result in results { if let note = result.referenceNote { out += "\nSize \(result.size): \(note).\n" } }
            for result in results {
                if let note = result.comparisonNote { out += "\nSize \(result.size): no comparison timed (\(note)).\n" }
            }
            out += embed(id)
        }
        if !report.studies.isEmpty { out += "\n## Studies\n" }
        for study in report.studies {
            out += "\n### \(study.title) (`\(study.id)`)\n\n\(study.note)\n\n"
            if !study.columns.isEmpty {
                out += "| " + study.columns.joined(separator: " | ") + " |\n"
                out += "|" + study.columns.map { _ in "---" }.joined(separator: "|") + "|\n"
                for row in study.rows { out += "| " + row.joined(separator: " | ") + " |\n" }
            }
            out += embed(study.id)
        }
        out += "\n---\nVerdict: \(report.allAgree ? "every variant agrees with its reference" : "**some variants DISAGREE with their reference**").\n"
        return out
    }

    /// Per size, the best variant against the comparison subjects (empty when the kernel has none).
    static func yardstickTable(_ results: [KernelSizeResult]) -> String {
        let rows = results.compactMap { result -> String? in
            let best = result.bestVariant
            let figures = YardstickFigures(result, variant: best)
            guard let best, let versus = figures.versusBestComparison else { return nil }
            var row = "| \(result.size) | `\(best.name)` | \(fixed(versus))× vs `\(figures.bestComparison ?? "?")` | "
            row += figures.versusSameISA.map { "\(fixed($0))×" } ?? "—"
            row += " | " + (figures.headroom.map { "\(fixed($0))× (`\(figures.widest ?? "?")`)" } ?? "—") + " |\n"
            return row
        }
        guard !rows.isEmpty else { return "" }
        var out = "\nAgainst the comparisons (fastest variant per size; ratios of medians in the same run; above 1 "
        out += "the variant is faster, headroom above 1 is what the widest C copy gains over it):\n\n"
        out += "| size | fastest variant | vs best comparison | vs `\(YardstickFigures.sameISAName)` (same ISA) | headroom to widest C |\n"
        out += "|---:|---|---:|---:|---:|\n"
        return out + rows.joined()
    }

    /// Why allocation columns are empty and how to fill them.
    package static func allocationNote(_ status: AllocationStatus?) -> String {
        guard let status else {
            return "Allocation figures were not measured (this report predates them); rerun `motionbench run` "
                + "with jemalloc installed (`apt-get install libjemalloc2`)."
        }
        var text = "Allocation figures are empty: \(status.reason ?? "not measured")."
        if let remedy = status.remedy { text += " To fill them: \(remedy)." }
        return text
    }

    static func machineSection(_ report: RunReport) -> String {
        let m = report.machine
        var out = "## Machine\n\n| | |\n|---|---|\n"
        out += "| date | \(report.date) |\n"
        out += "| CPU | \(m.cpuModel) |\n| logical cores | \(m.logicalCores) |\n"
        out += "| caches | \(m.caches.isEmpty ? "unknown" : m.caches.joined(separator: ", ")) |\n"
        out += "| memory | \(m.memoryBytes / (1 << 20)) MiB |\n| OS | \(m.operatingSystem) |\n"
        out += "| Swift | \(m.swiftVersion) |\n| build | \(m.buildFlags ?? m.buildConfiguration) |\n"
        out += "| compiled for | \(m.compiledFor ?? "not recorded") |\n"
        out += "| CPU vector features | \(m.vectorFeatures.map { $0.isEmpty ? "none reported" : $0.joined(separator: " ") } ?? "not recorded") |\n"
        out += "| allocator | \(report.allocationStatus?.allocator ?? "system malloc (allocations not measured)") |\n"
        out += "| pages | \(tableCell(m.pageSettings ?? "not recorded")) |\n"
        out += "| host | \(tableCell(m.hostName)) |\n"
        out += "| seed | \(report.seed) |\n| timing | \(report.quick ? "quick" : "standard"): "
        out += "\(report.timing.repetitions) rounds, samples ≥ \(report.timing.minimumSampleSeconds * 1000) ms |\n"
        return out
    }

    /// `text` as one cell of a markdown table: line breaks become spaces and `|` is escaped, so a value read
    /// from the machine, the environment or an agreement message cannot end its row or split its cell.
    static func tableCell(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 }).replacingOccurrences(of: "|", with: "\\|")
    }

    /// 3 significant digits, no exponent for ordinary magnitudes.
    package static func fixed(_ value: Double) -> String {
        guard value.isFinite else { return "n/a" }
        if value == 0 { return "0" }
        let magnitude = value.magnitude
        if magnitude >= 100 { return String(format: "%.0f", value) }
        if magnitude >= 10 { return String(format: "%.1f", value) }
        if magnitude >= 1 { return String(format: "%.2f", value) }
        return String(format: "%.3g", value)
    }

    /// 1.23 G, 45.6 M, 789 k.
    package static func engineering(_ value: Double) -> String {
        guard value.isFinite else { return "n/a" }
        let units: [(Double, String)] = [(1e9, " G"), (1e6, " M"), (1e3, " k")]
        for (scale, suffix) in units where value >= scale { return fixed(value / scale) + suffix }
        return fixed(value)
    }
}
