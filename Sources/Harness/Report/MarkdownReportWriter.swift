import Foundation

/// Renders a ``RunReport`` as the markdown committed under `Reports/`.
public enum MarkdownReportWriter {
    /// The whole report as markdown text.
    public static func render(_ report: RunReport) -> String {
        var out = "# MotionBench run, \(report.date)\n\n"
        out += machineSection(report)
        out += "\n## Kernels\n\n"
        out += "Times are nanoseconds per operation: median over \(report.timing.repetitions) interleaved samples "
        out += "(IQR in brackets). Speedup is the reference's time over the variant's, computed per interleaved "
        out += "round; the median is shown with the min–max over rounds. Share of bound is the binding (slowest) "
        out += "machine bound's time over the variant's time (100 % = at the machine's limit).\n"
        var lastID = ""
        for result in report.results {
            if result.id != lastID {
                lastID = result.id
                out += "\n### `\(result.id)`\n\n\(result.summary)\n\n"
                out += "Agreement rule: \(result.check.rule). \(result.check.justification)\n\n"
                for variant in result.check.variants {
                    out += "- `\(variant.variant)`: \(variant.verdict.summary), \(variant.casesCompared) cases\n"
                }
                out += "\n| size | \(result.operationUnit) / run | subject | ns / op (IQR) | ops / s | speedup (min–max) | share of bound |\n"
                out += "|---:|---:|---|---:|---:|---:|---:|\n"
            }
            for timing in result.timings {
                let d = timing.nanosecondsPerOperation
                let speedup = timing.speedup.map { "\(fixed($0.median))× (\(fixed($0.min))–\(fixed($0.max)))" } ?? "—"
                let share = timing.shareOfBound.map { "\(fixed($0.isFinite ? $0 * 100 : .nan)) %" } ?? "—"
                let role = timing.role == .variant ? "" : " (\(timing.role.rawValue))"
                out += "| \(result.size) | \(result.operationCount) | `\(timing.name)`\(role) | "
                out += "\(fixed(d.median)) [\(fixed(d.p25))–\(fixed(d.p75))] | \(engineering(timing.operationsPerSecond)) | "
                out += "\(speedup) | \(share) |\n"
            }
        }
        if !report.studies.isEmpty { out += "\n## Studies\n" }
        for study in report.studies {
            out += "\n### \(study.title) (`\(study.id)`)\n\n\(study.note)\n\n"
            out += "| " + study.columns.joined(separator: " | ") + " |\n"
            out += "|" + study.columns.map { _ in "---" }.joined(separator: "|") + "|\n"
            for row in study.rows { out += "| " + row.joined(separator: " | ") + " |\n" }
        }
        out += "\n---\nVerdict: \(report.allAgree ? "every variant agrees with its reference" : "**some variants DISAGREE with their reference**").\n"
        return out
    }

    static func machineSection(_ report: RunReport) -> String {
        let m = report.machine
        var out = "## Machine\n\n| | |\n|---|---|\n"
        out += "| CPU | \(m.cpuModel) |\n| logical cores | \(m.logicalCores) |\n"
        out += "| caches | \(m.caches.isEmpty ? "unknown" : m.caches.joined(separator: ", ")) |\n"
        out += "| memory | \(m.memoryBytes / (1 << 20)) MiB |\n| OS | \(m.operatingSystem) |\n"
        out += "| Swift | \(m.swiftVersion) |\n| build | \(m.buildConfiguration) |\n| host | \(m.hostName) |\n"
        out += "| seed | \(report.seed) |\n| timing | \(report.quick ? "quick" : "standard"): "
        out += "\(report.timing.repetitions) rounds, samples ≥ \(report.timing.minimumSampleSeconds * 1000) ms |\n"
        return out
    }

    /// 3 significant digits, no exponent for ordinary magnitudes.
    public static func fixed(_ value: Double) -> String {
        guard value.isFinite else { return "n/a" }
        let magnitude = value.magnitude
        if magnitude >= 100 { return String(format: "%.0f", value) }
        if magnitude >= 10 { return String(format: "%.1f", value) }
        if magnitude >= 1 { return String(format: "%.2f", value) }
        return String(format: "%.3g", value)
    }

    /// 1.23 G, 45.6 M, 789 k.
    public static func engineering(_ value: Double) -> String {
        guard value.isFinite else { return "n/a" }
        let units: [(Double, String)] = [(1e9, " G"), (1e6, " M"), (1e3, " k")]
        for (scale, suffix) in units where value >= scale { return fixed(value / scale) + suffix }
        return fixed(value)
    }
}
