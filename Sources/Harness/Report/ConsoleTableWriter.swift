import Foundation

/// The plain-text table `motionbench run` prints: one row per kernel, size and subject.
package enum ConsoleTableWriter {
    package static func render(_ report: RunReport) -> String {
        var rows: [[String]] = [["kernel", "size", "subject", "ns/op", "IQR", "ops/s", "speedup", "min–max", "bound %", "allocs/op", "B/op", "agreement", "note"]]
        for result in report.results {
            for timing in result.timings {
                let d = timing.nanosecondsPerOperation
                let agreement: String
                switch timing.role {
                case .reference: agreement = "reference"
                case .bound: agreement = "bound"
                case .comparison:
                    let verdict = result.check.variants.first { $0.variant == timing.name && $0.role == .comparison }?.verdict
                    agreement = verdict.map { $0.agrees ? "agrees (comparison)" : "DISAGREES (comparison)" } ?? "comparison"
                case .variant:
                    let verdict = result.check.variants.first { $0.variant == timing.name }?.verdict
                    agreement = verdict.map { $0.agrees ? "agrees" : "DISAGREES" } ?? "?"
                }
                rows.append([
                    result.id, "\(result.size)", timing.name,
                    MarkdownReportWriter.fixed(d.median),
                    "\(MarkdownReportWriter.fixed(d.p25))–\(MarkdownReportWriter.fixed(d.p75))",
                    MarkdownReportWriter.engineering(timing.operationsPerSecond),
                    timing.speedup.map { MarkdownReportWriter.fixed($0.median) + "×" } ?? "",
                    timing.speedup.map { "\(MarkdownReportWriter.fixed($0.min))–\(MarkdownReportWriter.fixed($0.max))" } ?? "",
                    timing.shareOfBound.map { MarkdownReportWriter.fixed($0 * 100) } ?? "",
                    timing.allocations.map { MarkdownReportWriter.fixed($0.allocationsPerOperation) } ?? "-",
                    timing.allocations.map { MarkdownReportWriter.fixed($0.bytesPerOperation) } ?? "-",
                    agreement,
                    timing.boundBinding == false ? HeadlineTable.notBindingFlag : "",
                ])
            }
        }
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.indices.map { column in
                let cell = row[column]
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column <= 2 || column >= row.count - 2 ? cell + padding : padding + cell
            }.joined(separator: "  ").replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }.joined(separator: "\n") + "\n"
    }
}
