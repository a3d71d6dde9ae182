import Foundation

/// `motionbench compare OLD.json NEW.json`: time per operation of every (kernel, size, subject) in two
/// `--json` run reports, with a verdict that calls a change a regression (or an improvement) only when it
/// is larger than the measured spread of both runs.
///
/// Rule: with Δ = median_new − median_old and spread = p75 − p25 (the IQR of a run's samples, in ns/op),
/// a change is significant when |Δ| > spread_old and |Δ| > spread_new; significant and Δ > 0 is a
/// regression, significant and Δ < 0 an improvement, anything else is within noise.
package enum RunComparison {
    package enum Verdict: String, Sendable, Hashable {
        case regression = "**REGRESSION**"
        case improvement = "improvement"
        case withinNoise = "within noise"
        case added = "new subject"
        case removed = "removed"
    }

    package struct Row: Sendable, Hashable {
        package var kernel: String
        package var size: Int
        package var subject: String
        package var old: Distribution?
        package var new: Distribution?
        package var oldAllocations: AllocationFigures?
        package var newAllocations: AllocationFigures?
        package var verdict: Verdict

        /// (new − old) / old of the medians.
        package var relativeChange: Double? {
            guard let old, let new, old.median > 0 else { return nil }
            return (new.median - old.median) / old.median
        }
    }

    /// The verdict for two distributions of ns/op (see the type's rule).
    package static func verdict(old: Distribution, new: Distribution) -> Verdict {
        let change = new.median - old.median
        let significant = abs(change) > (old.p75 - old.p25) && abs(change) > (new.p75 - new.p25)
        guard significant else { return .withinNoise }
        return change > 0 ? .regression : .improvement
    }

    /// Rows in the new report's order, then subjects only the old report has.
    package static func rows(old: RunReport, new: RunReport) -> [Row] {
        func key(_ kernel: String, _ size: Int, _ subject: String) -> String { "\(kernel)\u{1F}\(size)\u{1F}\(subject)" }
        var oldTimings: [String: SubjectTiming] = [:]
        var oldOrder: [(String, Int, String)] = []
        for result in old.results {
            for timing in result.timings {
                oldTimings[key(result.id, result.size, timing.name)] = timing
                oldOrder.append((result.id, result.size, timing.name))
            }
        }
        var rows: [Row] = []
        var seen: Set<String> = []
        for result in new.results {
            for timing in result.timings {
                let k = key(result.id, result.size, timing.name)
                seen.insert(k)
                let before = oldTimings[k]
                rows.append(Row(
                    kernel: result.id, size: result.size, subject: timing.name,
                    old: before?.nanosecondsPerOperation, new: timing.nanosecondsPerOperation,
                    oldAllocations: before?.allocations, newAllocations: timing.allocations,
                    verdict: before.map { verdict(old: $0.nanosecondsPerOperation, new: timing.nanosecondsPerOperation) }
                        ?? .added))
            }
        }
        for (kernel, size, subject) in oldOrder where !seen.contains(key(kernel, size, subject)) {
            let before = oldTimings[key(kernel, size, subject)]
            rows.append(Row(kernel: kernel, size: size, subject: subject, old: before?.nanosecondsPerOperation, new: nil,
                            oldAllocations: before?.allocations, newAllocations: nil, verdict: .removed))
        }
        return rows
    }

    /// The markdown table with a header naming both runs and a summary line.
    package static func markdown(old: RunReport, new: RunReport, oldName: String, newName: String) -> String {
        let rows = rows(old: old, new: new)
        let f = MarkdownReportWriter.fixed
        var out = "# MotionBench comparison\n\n"
        out += "- old: `\(oldName)`, \(old.date), \(old.machine.cpuModel), \(old.machine.buildConfiguration)\(old.quick ? ", quick" : "")\n"
        out += "- new: `\(newName)`, \(new.date), \(new.machine.cpuModel), \(new.machine.buildConfiguration)\(new.quick ? ", quick" : "")\n"
        if old.machine.cpuModel != new.machine.cpuModel || old.machine.buildConfiguration != new.machine.buildConfiguration {
            out += "\n**Note:** the runs differ in CPU or build configuration; changes may come from that, not the code.\n"
        }
        if let oldPages = old.machine.pageSettings, let newPages = new.machine.pageSettings, oldPages != newPages {
            out += "\n**Note:** the runs paged memory differently (old: \(oldPages); new: \(newPages)); memory-bound "
                + "times move with that (see the Harness article Reports).\n"
        }
        out += "\nA change is flagged only when |Δ median| exceeds the interquartile range of both runs.\n\n"
        out += "| kernel | size | subject | old ns/op [IQR] | new ns/op [IQR] | change | allocs/op old → new | verdict |\n"
        out += "|---|---:|---|---:|---:|---:|---:|---|\n"
        func cell(_ d: Distribution?) -> String { d.map { "\(f($0.median)) [\(f($0.p25))–\(f($0.p75))]" } ?? "—" }
        for row in rows {
            let change = row.relativeChange.map { ($0 >= 0 ? "+" : "") + f($0 * 100) + " %" } ?? "—"
            let allocations: String
            switch (row.oldAllocations, row.newAllocations) {
            case (nil, nil): allocations = "—"
            case let (a, b):
                allocations = "\(a.map { f($0.allocationsPerOperation) } ?? "—") → \(b.map { f($0.allocationsPerOperation) } ?? "—")"
            }
            var verdict = row.verdict.rawValue
            if let a = row.oldAllocations, let b = row.newAllocations, b.allocationsPerRun > a.allocationsPerRun {
                verdict += ", **more allocations**"
            }
            out += "| `\(row.kernel)` | \(row.size) | `\(row.subject)` | \(cell(row.old)) | \(cell(row.new)) | \(change) | \(allocations) | \(verdict) |\n"
        }
        let count = { (v: Verdict) in rows.filter { $0.verdict == v }.count }
        out += "\n\(count(.regression)) regressions, \(count(.improvement)) improvements, \(count(.withinNoise)) within noise"
        if count(.added) + count(.removed) > 0 { out += ", \(count(.added)) new, \(count(.removed)) removed" }
        out += ".\n"
        return out
    }

    /// The `format` of the run JSON reports this version reads.
    package static let supportedFormat = 1

    /// Reads a `motionbench run --json` file, with an error naming the file and the problem.
    package static func load(_ path: String) throws(HarnessError) -> RunReport {
        let bytes = try ByteStreams.readFile(path, limit: ByteStreams.defaultMaximumInputBytes)
        guard !bytes.isEmpty else { throw .unreadableInput(path: path, reason: "the file is empty") }
        let data = Data(bytes)
        // The format version first: a report of another version is refused by name, not half-read.
        if let document = try? JSONParser.parse(bytes), document.objectValue != nil {
            guard let format = document["format"] else {
                throw .unreadableInput(path: path, reason: "not a motionbench run JSON report (missing key 'format')")
            }
            guard format == .number(Double(supportedFormat)) else {
                throw .unreadableInput(path: path, reason: "unsupported report format "
                    + JSONWriter.write(format, style: .compact).trimmingCharacters(in: .newlines)
                    + "; this motionbench reads format \(supportedFormat)")
            }
        }
        return try ReportJSON.decode(data, path: path)
    }
}
