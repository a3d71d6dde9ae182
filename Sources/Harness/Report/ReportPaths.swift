import Foundation

/// Where `motionbench run` writes its reports by default.
package enum ReportPaths {
    /// `Reports/<UTC date and time>-<host>.md`, a name that sorts by time and says which machine.
    package static func defaultReportPath(directory: String = "Reports", date: Date = Date(),
                                         host: String = ProcessInfo.processInfo.hostName) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HHmmss'Z'"
        let safeHost = String(host.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "-" }.prefix(40))
        return "\(directory)/\(formatter.string(from: date))-\(safeHost.isEmpty ? "host" : safeHost).md"
    }

    /// Where `motionbench run` writes the run's JSON by default: beside the report, with the extension
    /// `.json` in place of the report's (`Reports/x.md` → `Reports/x.json`), so `motionbench compare` can
    /// read any two runs.
    package static func defaultJSONPath(forReport reportPath: String) -> String {
        let nameStart = reportPath.lastIndex(of: "/").map { reportPath.index(after: $0) } ?? reportPath.startIndex
        let name = reportPath[nameStart...]
        // The last extension goes (`r.md` → `r`), unless it is `.json` or the name is only an extension.
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex, name[dot...] != ".json" else {
            return reportPath + ".json"
        }
        return reportPath[..<dot] + ".json"
    }

    /// Fails early, before a long run, if the report could not be written there.
    package static func validateWritable(_ path: String) throws(HarnessError) {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .unwritableOutput(path: path, reason: "directory '\(directory)' does not exist")
        }
        guard FileManager.default.isWritableFile(atPath: directory) else {
            throw .unwritableOutput(path: path, reason: "directory '\(directory)' is not writable")
        }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .unwritableOutput(path: path, reason: "it is a directory")
        }
    }
}
