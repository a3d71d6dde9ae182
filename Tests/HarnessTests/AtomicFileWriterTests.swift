import Foundation
import Testing
@testable import Harness

private func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "motionbench-tests-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

@Test func aReportIsReplacedWholeAndLeavesNoTemporaryFile() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/report.md"
    try AtomicFileWriter.write(Data("old complete report, longer than the new one\n".utf8), to: path)
    try AtomicFileWriter.write(Data("new report\n".utf8), to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "new report\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["report.md"])
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber
    #expect(mode.map { $0.intValue & 0o044 } == 0o044, "a report must stay readable by others (umask 022)")
}

@Test func aFailedWriteLeavesTheDestinationAndNoTemporaryFile() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    // A directory in the way: the rename fails after the temporary file was written.
    try FileManager.default.createDirectory(atPath: directory + "/report.md", withIntermediateDirectories: false)
    try Data("kept\n".utf8).write(to: URL(fileURLWithPath: directory + "/report.md/inside"))
    do {
        try AtomicFileWriter.write(Data("new report\n".utf8), to: directory + "/report.md")
        Issue.record("expected an error")
    } catch {
        #expect(error.description.contains("report.md"))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["report.md"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/report.md") == ["inside"])
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
