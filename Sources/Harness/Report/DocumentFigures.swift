import Foundation

/// The figures the documentation quotes, generated from one committed run so that prose never carries a
/// measured number by hand.
///
/// A document marks a block with an opening and a closing HTML comment (DocC and GitHub render neither):
/// `<!-- figures: <catalog-id> -->` … `<!-- /figures -->` holds that kernel's table at the largest size of
/// the run, and `<!-- headline: <catalog-id> … -->` … `<!-- /headline -->` a short headline of the kernels it
/// names (`<!-- headline -->`: every kernel of the run), and `<!-- chart: <catalog-id> -->` … `<!-- /chart -->`
/// the kernel's time chart in the run's chart directory. ``fill(_:report:reportName:)``
/// rewrites every block from a run; `motionbench figures` applies it to the repository's docs, and a test keeps
/// the committed docs equal to what the cited run gives, so a figure cannot go stale.
package enum DocumentFigures {
    package static let headlinePrefix = "<!-- headline"
    package static let headlineClose = "<!-- /headline -->"
    package static let figuresPrefix = "<!-- figures: "
    package static let figuresClose = "<!-- /figures -->"
    package static let chartPrefix = "<!-- chart: "
    package static let chartClose = "<!-- /chart -->"

    /// One kernel's table (or a study's, for a study id): every subject at the largest size the run measured, with its time per operation
    /// (median and min–max over samples), its speedup (median and min–max over interleaved rounds) and its
    /// share of the machine bound. Nil when the run did not measure `id`.
    package static func kernelTable(_ report: RunReport, id: String, reportName: String) -> String? {
        if let study = report.studies.first(where: { $0.id == id }) { return studyTable(study, reportName: reportName) }
        guard let result = report.results.filter({ $0.id == id }).max(by: { $0.size < $1.size }) else { return nil }
        let f = MarkdownReportWriter.fixed
        var out = "Committed run `Reports/\(reportName).md`, \(formatted(result.size)) \(result.operationUnit) a "
        out += "run (size \(formatted(result.size))), \(result.check.agrees ? "every variant agreeing" : "**a variant disagreeing**"):\n\n"
        out += "| subject | role | ns per operation: median (min–max) | speedup (min–max) | share of bound |\n"
        out += "|---|---|---:|---:|---:|\n"
        for timing in result.timings {
            let time = timing.nanosecondsPerOperation
            let speedup = timing.speedup.map { "\(f($0.median))× (\(f($0.min))–\(f($0.max)))" } ?? "—"
            var share = timing.shareOfBound.map { "\(f($0 * 100)) %" } ?? "—"
            if timing.boundBinding == false { share += " (probe too slow)" }
            out += "| `\(timing.name)` | \(timing.role.rawValue) | \(f(time.median)) (\(f(time.min))–\(f(time.max))) | "
            out += "\(speedup) | \(share) |\n"
        }
        return out
    }

    /// A study's table as the run recorded it (its rows and columns; the report adds its note and charts).
    static func studyTable(_ study: StudyResult, reportName: String) -> String {
        func row(_ cells: [String]) -> String {
            "| " + cells.map { MarkdownReportWriter.tableCell($0) }.joined(separator: " | ") + " |\n"
        }
        var out = "Committed run `Reports/\(reportName).md`, study `\(study.id)`:\n\n"
        out += row(study.columns)
        out += "|" + String(repeating: "---|", count: study.columns.count) + "\n"
        for cells in study.rows { out += row(cells) }
        return out
    }

    /// The README's headline: per kernel (`ids`, in their order; nil: every kernel of the run), its best
    /// variant at the largest size, the speedup over the reference and the share of the machine bound, from
    /// ``HeadlineTable/rows(_:)``. Throws for an id the run did not measure.
    package static func headline(_ report: RunReport, ids: [String]?, reportName: String) throws(HarnessError) -> String {
        let all = HeadlineTable.rows(report)
        var rows: [HeadlineTable.Row] = []
        for id in ids ?? all.map(\.kernel) {
            guard let row = all.first(where: { $0.kernel == id }) else {
                throw .invalidInput("the run '\(reportName)' did not measure '\(id)', which a headline block names")
            }
            rows.append(row)
        }
        let f = MarkdownReportWriter.fixed
        var out = "From the committed quick run [`Reports/\(reportName).md`](Reports/\(reportName).md) "
        out += "(\(report.machine.cpuModel), \(report.machine.logicalCores) cores):\n\n"
        out += "| kernel | size | best variant | speedup over the reference (min–max) | share of bound |\n"
        out += "|---|---:|---|---:|---:|\n"
        for row in rows {
            let speedup = row.speedup.map { "**\(f($0.median))×** (\(f($0.min))–\(f($0.max)))" } ?? "reference not timed"
            var share = row.shareOfBound.map { "\(f($0 * 100)) %" } ?? "no bound"
            if row.boundBinding == false { share += " (probe too slow)" }
            out += "| `\(row.kernel)` | \(formatted(row.size)) | \(row.bestVariant.map { "`\($0)`" } ?? "—") | "
            out += "\(speedup) | \(share) |\n"
        }
        return out
    }

    /// `text` with every marked block rewritten from `report`. Throws for a block that is not closed or names
    /// a kernel the run did not measure.
    package static func fill(_ text: String, report: RunReport, reportName: String) throws(HarnessError) -> String {
        var lines = text.components(separatedBy: "\n")
        var index = 0
        while index < lines.count {
            let line = lines[index].trimmingCharacters(in: .whitespaces)
            let block: (content: String, close: String)?
            if line.hasPrefix(headlinePrefix), line.hasSuffix(" -->") {
                let names = line.dropFirst(headlinePrefix.count).dropLast(4)
                let ids = names.hasPrefix(":") ? names.dropFirst().split(separator: " ").map(String.init) : nil
                block = (try headline(report, ids: ids, reportName: reportName), headlineClose)
            } else if line.hasPrefix(figuresPrefix), line.hasSuffix(" -->") {
                let id = String(line.dropFirst(figuresPrefix.count).dropLast(4))
                guard let table = kernelTable(report, id: id, reportName: reportName) else {
                    throw .invalidInput("the run '\(reportName)' did not measure '\(id)', which a figures block names")
                }
                block = (table, figuresClose)
            } else if line.hasPrefix(chartPrefix), line.hasSuffix(" -->") {
                let id = String(line.dropFirst(chartPrefix.count).dropLast(4))
                guard let result = report.results.first(where: { $0.id == id }) else {
                    throw .invalidInput("the run '\(reportName)' did not measure '\(id)', which a chart block names")
                }
                block = ("![\(id): time per \(result.operationUnit.hasSuffix("s") ? String(result.operationUnit.dropLast()) : result.operationUnit) "
                         + "against size, for the reference, variants, comparisons and machine bounds]"
                         + "(Reports/\(reportName)/\(id)-time.svg)\n", chartClose)
            } else {
                block = nil
            }
            guard let block else { index += 1; continue }
            guard let close = lines[(index + 1)...].firstIndex(where: {
                $0.trimmingCharacters(in: .whitespaces) == block.close
            }) else {
                throw .invalidInput("'\(line)' at line \(index + 1) has no '\(block.close)'")
            }
            let content = block.content.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let body = content.last == "" ? Array(content.dropLast()) : content
            lines.replaceSubrange((index + 1)..<close, with: body)
            index += body.count + 2
        }
        return lines.joined(separator: "\n")
    }

    /// The documents that may carry blocks, relative to the repository root: the README and every DocC
    /// article.
    package static func documents(root: URL) -> [String] {
        var paths = ["README.md"]
        let sources = root.appendingPathComponent("Sources")
        let modules = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        for module in modules.sorted() {
            let catalog = "Sources/\(module)/\(module).docc"
            let articles = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(catalog).path)) ?? []
            paths += articles.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
        }
        return paths
    }

    /// The run the documentation cites: the newest JSON under `Reports/` (names start with their UTC date).
    package static func citedRun(root: URL) throws(HarnessError) -> (report: RunReport, name: String) {
        let reports = root.appendingPathComponent("Reports")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: reports.path)) ?? [])
            .filter { $0.hasSuffix(".json") }.sorted()
        guard let newest = names.last else { throw .invalidInput("no run JSON under '\(reports.path)'") }
        let path = reports.appendingPathComponent(newest).path
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw .unreadableInput(path: path, reason: error.localizedDescription)
        }
        return (try ReportJSON.decode(data, path: path), String(newest.dropLast(5)))
    }

    /// "4,000,000".
    static func formatted(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return (value < 0 ? "-" : "") + out
    }
}
