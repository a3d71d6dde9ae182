import Foundation
import Testing
@testable import Harness

private func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "motionbench-tests-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

private struct Interrupted: Error {}

@Test func aReportIsNeverLeftHalfWritten() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/report.md"
    try AtomicFileWriter.write(Data("old complete report\n".utf8), to: path)
    #expect(throws: HarnessError.self) {
        try AtomicFileWriter.write(to: path) { sink in
            try sink.append("# new report, first half\n")
            throw Interrupted()
        }
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "old complete report\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["report.md"])
}

@Test func aFailedFirstWriteLeavesNoFile() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    #expect(throws: HarnessError.self) {
        try AtomicFileWriter.write(to: directory + "/new.md") { sink in
            try sink.append("partial")
            throw Interrupted()
        }
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
}

@Test func aMissingDirectoryIsAClearError() {
    do {
        try AtomicFileWriter.write(Data("x".utf8), to: "/nonexistent-motionbench-dir/report.md")
        Issue.record("expected an error")
    } catch {
        #expect(error.description.contains("does not exist"))
    }
    #expect(throws: HarnessError.self) { try ReportPaths.validateWritable("/nonexistent-motionbench-dir/r.md") }
}
