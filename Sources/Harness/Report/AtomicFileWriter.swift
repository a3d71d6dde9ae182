import Foundation

/// Writes a file whole or not at all: content goes to a temporary file in the destination's directory,
/// is flushed to disk, and is renamed over the destination only when complete. If producing or writing the
/// content fails, the temporary file is removed and the destination is left as it was.
public enum AtomicFileWriter {
    /// Writes `data` to `path` atomically.
    public static func write(_ data: Data, to path: String) throws(HarnessError) {
        try write(to: path) { sink in try sink.append(data) }
    }

    /// Writes what `produce` appends to the sink, atomically. An error thrown by `produce` (or by a write)
    /// is rethrown as ``HarnessError`` after the temporary file is removed.
    public static func write(to path: String, _ produce: (inout Sink) throws -> Void) throws(HarnessError) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue
        else { throw .unwritableOutput(path: path, reason: "directory '\(directory)' does not exist") }
        let temporary = "\(directory)/.\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard fd >= 0 else { throw .unwritableOutput(path: path, reason: String(cString: strerror(errno))) }
        var sink = Sink(fd: fd)
        var isOpen = true
        do {
            try produce(&sink)
            guard fsync(fd) == 0 else { throw SinkError(reason: String(cString: strerror(errno))) }
            isOpen = false
            guard close(fd) == 0 else { throw SinkError(reason: String(cString: strerror(errno))) }
            guard rename(temporary, path) == 0 else { throw SinkError(reason: String(cString: strerror(errno))) }
        } catch {
            if isOpen { close(fd) }
            unlink(temporary)
            let reason = (error as? SinkError)?.reason ?? "\(error)"
            throw .unwritableOutput(path: path, reason: reason)
        }
    }

    /// Where content is appended while a file is being written.
    public struct Sink {
        fileprivate let fd: Int32
        /// Appends bytes; throws if the system refuses them (disk full, I/O error).
        public mutating func append(_ data: Data) throws {
            try data.withUnsafeBytes { raw in
                var offset = 0
                while offset < raw.count {
                    let written = Foundation.write(fd, raw.baseAddress! + offset, raw.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        throw SinkError(reason: String(cString: strerror(errno)))
                    }
                    offset += written
                }
            }
        }
        /// Appends UTF-8 text.
        public mutating func append(_ text: String) throws { try append(Data(text.utf8)) }
    }

    struct SinkError: Error { let reason: String }
}
