import Foundation

/// Writes a file whole or not at all, through Foundation's `Data.write(to:options: .atomic)`: the content goes
/// to a temporary file beside the destination and is renamed over it only when complete, so a reader sees the
/// old file or the new one, never a part; on failure the destination is left as it was and no temporary file
/// remains (tests check both). Every caller has its content complete in memory before writing.
package enum AtomicFileWriter {
    /// Writes `data` to `path` atomically.
    /// - Throws: ``HarnessError/unwritableOutput(path:reason:)`` naming the missing directory or the system's
    ///   reason.
    package static func write(_ data: Data, to path: String) throws(HarnessError) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue
        else { throw .unwritableOutput(path: path, reason: "directory '\(directory)' does not exist") }
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw .unwritableOutput(path: path, reason: reason(error))
        }
    }

    /// The system's reason behind a Foundation file error ("Is a directory", "No space left on device").
    static func reason(_ error: any Error) -> String {
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
        return error.localizedDescription
    }
}
