import Foundation

/// Writes a run's markdown report, its SVG charts and optionally its JSON, whole or not at all: the charts
/// go first into a directory named after the report (`Reports/<stem>/`), each atomically, then the JSON,
/// and the report last; if any write fails, the files written so far (and the directory, if this call
/// created it) are removed, so a reader never finds a report whose charts or JSON are missing nor charts or
/// JSON without their report.
package enum ReportBundleWriter {
    /// What a successful write produced.
    package struct Written: Sendable, Hashable {
        package var reportPath: String
        package var chartPaths: [String]
    }

    /// `Reports/2025-01-01T000000Z-host.md` → directory `Reports/2025-01-01T000000Z-host`, linked as
    /// `2025-01-01T000000Z-host/…`.
    package static func chartDirectory(forReport reportPath: String) -> (path: String, link: String) {
        let url = URL(fileURLWithPath: reportPath)
        let stem = url.deletingPathExtension().lastPathComponent
        let name = stem == url.lastPathComponent ? stem + "-charts" : stem
        return (url.deletingLastPathComponent().appendingPathComponent(name).path, name)
    }

    /// Renders charts and markdown and writes them (see the type's description).
    package static func write(_ report: RunReport, to reportPath: String, json: (path: String, data: Data)? = nil)
        throws(HarnessError) -> Written
    {
        let charts = ReportCharts.charts(for: report)
        let directory = chartDirectory(forReport: reportPath)
        let markdown = MarkdownReportWriter.render(report, charts: charts, chartDirectory: directory.link)
        return try write(markdown: markdown, charts: charts, json: json, reportPath: reportPath,
                         chartDirectory: directory.path)
    }

    /// Writes already rendered content (exposed for tests that need a write to fail).
    static func write(markdown: String, charts: [RenderedChart], json: (path: String, data: Data)? = nil,
                      reportPath: String, chartDirectory: String) throws(HarnessError) -> Written
    {
        var written: [String] = []
        var createdDirectory = false
        func rollBack() {
            for path in written { unlink(path) }
            if createdDirectory { rmdir(chartDirectory) }
        }
        if !charts.isEmpty {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: chartDirectory, isDirectory: &isDirectory) {
                guard isDirectory.boolValue else {
                    throw .unwritableOutput(path: chartDirectory, reason: "a file is in the way of the charts directory")
                }
            } else {
                guard mkdir(chartDirectory, 0o755) == 0 else {
                    throw .unwritableOutput(path: chartDirectory, reason: String(cString: strerror(errno)))
                }
                createdDirectory = true
            }
        }
        do {
            for chart in charts {
                let path = chartDirectory + "/" + chart.fileName
                try AtomicFileWriter.write(Data(chart.svg.utf8), to: path)
                written.append(path)
            }
            if let json {
                try AtomicFileWriter.write(json.data, to: json.path)
                written.append(json.path)
            }
            try AtomicFileWriter.write(Data(markdown.utf8), to: reportPath)
        } catch {
            rollBack()
            throw error
        }
        return Written(reportPath: reportPath, chartPaths: written.filter { $0 != json?.path })
    }
}
