import Foundation

/// The destinations of one `motionbench run` (markdown report, its charts directory, optional JSON), checked
/// together before the run and written together after it: all of them or none.
package struct RunOutputPlan: Sendable {
    package let reportPath: String
    package let jsonPath: String?
    package let chartDirectory: String

    /// Checks every destination before any work: each directory exists and is writable, no destination is
    /// a directory, the JSON is neither the report nor its charts directory, and no file is in the way of
    /// the charts directory.
    package init(reportPath: String, jsonPath: String?) throws(HarnessError) {
        self.reportPath = reportPath
        self.jsonPath = jsonPath
        chartDirectory = ReportBundleWriter.chartDirectory(forReport: reportPath).path
        try ReportPaths.validateWritable(reportPath)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: chartDirectory, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw .unwritableOutput(path: chartDirectory, reason: "a file is in the way of the charts directory")
        }
        if let jsonPath {
            try ReportPaths.validateWritable(jsonPath)
            if Self.sameDestination(jsonPath, reportPath) {
                throw .invalidArgument("--json and --output name the same file '\(reportPath)'; give them different paths")
            }
            if Self.sameDestination(jsonPath, chartDirectory) {
                throw .invalidArgument("--json '\(jsonPath)' is the charts directory of the report '\(reportPath)'; "
                    + "give the JSON another name")
            }
        }
    }

    /// True when two paths name the same file: equal once standardized (symbolic links resolved), or the
    /// same device and inode when both exist.
    static func sameDestination(_ a: String, _ b: String) -> Bool {
        func canonical(_ path: String) -> String {
            let url = URL(fileURLWithPath: path).standardizedFileURL
            let parent = url.deletingLastPathComponent().resolvingSymlinksInPath()
            return parent.appendingPathComponent(url.lastPathComponent).path
        }
        if canonical(a) == canonical(b) { return true }
        var sa = stat(), sb = stat()
        return stat(a, &sa) == 0 && stat(b, &sb) == 0 && sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino
    }

    /// Writes the charts, the JSON and the markdown report; if any write fails, everything this call wrote
    /// is removed (see ``ReportBundleWriter``).
    package func write(_ report: RunReport) throws(HarnessError) -> ReportBundleWriter.Written {
        let json: Data? = try jsonPath.map { _ throws(HarnessError) in try ReportJSON.encode(report) }
        return try ReportBundleWriter.write(report, to: reportPath, json: jsonPath.flatMap { path in json.map { (path, $0) } })
    }
}

/// How large a size `motionbench run` accepts for a pair without `--force`.
package enum RunSizeLimit {
    /// Ten times the largest size the pair declares for runs (run or quick sizes): beyond an order of
    /// magnitude past what the pair was tuned for, a super-linear reference can run for many minutes.
    package static func limit(for pair: AnyKernelPair) -> Int {
        10 * max(pair.runSizes.max() ?? 1, pair.quickSizes.max() ?? 1)
    }

    /// Fails on the first size above a selected pair's limit, naming the pair, its limit and `--force`.
    package static func check(_ sizes: [Int], pairs: [AnyKernelPair]) throws(HarnessError) {
        for pair in pairs {
            let limit = limit(for: pair)
            if let size = sizes.first(where: { $0 > limit }) {
                throw .invalidArgument("size \(size) is above the limit of \(limit) for \(pair.id) (10× its largest "
                    + "declared size; its reference is \(pair.complexity.reference)); pass --force to run it anyway")
            }
        }
    }
}
