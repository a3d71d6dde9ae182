import Foundation

/// Reading and writing whole byte streams with read(2)/write(2) and a size limit, turning every failure
/// (closed descriptor, full disk, broken pipe, missing or unreadable file, too much input) into a
/// ``HarnessError`` with one sentence, never a trap.
package enum ByteStreams {
    /// The default largest input `motionbench eval` reads: 256 MiB.
    package static let defaultMaximumInputBytes = 256 << 20

    /// Reads `fd` to its end; more than `limit` bytes is an error naming the limit.
    package static func readAll(fd: Int32, name: String, limit: Int) throws(HarnessError) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadableInput(path: name, reason: reason(errno, closed: "\(name) is closed"))
            }
            if count == 0 { return bytes }
            guard bytes.count + count <= limit else { throw tooLarge(name, limit: limit) }
            bytes.append(contentsOf: buffer[0..<count])
        }
    }

    /// Reads the file at `path` whole; a directory, a missing or unreadable file or more than `limit` bytes
    /// is an error naming the file. Special files (`/dev/null`, pipes) are read like any other.
    package static func readFile(_ path: String, limit: Int) throws(HarnessError) -> [UInt8] {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw .unreadableInput(path: path, reason: reason(errno, closed: "cannot open")) }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) == 0 {
            if (info.st_mode & S_IFMT) == S_IFDIR { throw .unreadableInput(path: path, reason: "it is a directory") }
            if (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) > limit { throw tooLarge("'\(path)'", limit: limit) }
        }
        return try readAll(fd: fd, name: path, limit: limit)
    }

    /// Writes all of `bytes` to `fd`, retrying short writes.
    package static func writeAll(fd: Int32, name: String, _ bytes: some Collection<UInt8>) throws(HarnessError) {
        let result: HarnessError? = bytes.withContiguousStorageIfAvailable { buffer -> HarnessError? in
            writeAll(fd: fd, name: name, UnsafeRawBufferPointer(buffer))
        } ?? Array(bytes).withUnsafeBytes { writeAll(fd: fd, name: name, $0) }
        if let result { throw result }
    }

    private static func writeAll(fd: Int32, name: String, _ raw: UnsafeRawBufferPointer) -> HarnessError? {
        var offset = 0
        while offset < raw.count {
            let written = write(fd, raw.baseAddress! + offset, raw.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return .unwritableOutput(path: name, reason: reason(errno, closed: "\(name) is closed"))
            }
            offset += written
        }
        return nil
    }

    private static func tooLarge(_ name: String, limit: Int) -> HarnessError {
        .invalidInput("\(name) exceeds the maximum input size of \(limit) bytes (raise it with --max-input-bytes)")
    }

    /// A short reason for `code`, with the usual cases in plain words.
    static func reason(_ code: Int32, closed: String) -> String {
        switch code {
        case EBADF: return closed
        case ENOENT: return "no such file"
        case EACCES, EPERM: return "permission denied"
        case EISDIR: return "it is a directory"
        case ENOSPC: return "no space left on device"
        case EPIPE: return "the reader closed the pipe"
        default: return String(cString: strerror(code))
        }
    }
}
