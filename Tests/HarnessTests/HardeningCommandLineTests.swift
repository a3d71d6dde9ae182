import Foundation
import Testing

/// The command line under hostile use: every failure is exit status 1 with one line on standard error (no
/// usage block, no trap, no backtrace) and leaves no file behind.
@Suite(.serialized) struct HardeningCommandLineTests {
    static let spring = #"{"spring":{"mass":1,"stiffness":100,"damping":10},"times":[0,0.5]}"#

    // MARK: Standard streams

    @Test func evalToAFullStandardOutputIsOneLine() throws {
        let outcome = try ChildProcess.shell("printf '%s' '\(Self.spring)' | \"$MB\" eval spring >/dev/full")
        #expect(outcome.isOneLineFailure, "\(outcome)")
        #expect(outcome.standardError.contains("no space left on device"))
    }

    @Test func evalToAClosedStandardOutputIsOneLine() throws {
        let outcome = try ChildProcess.shell("printf '%s' '\(Self.spring)' | \"$MB\" eval spring >&-")
        #expect(outcome.isOneLineFailure, "\(outcome)")
        #expect(outcome.standardError.contains("standard output"))
    }

    @Test func evalFromAClosedStandardInputIsOneLine() throws {
        let outcome = try ChildProcess.shell("\"$MB\" eval spring <&-")
        #expect(outcome.isOneLineFailure, "\(outcome)")
        #expect(outcome.standardError.contains("standard input is closed"))
    }

    @Test func evalToAPipeClosedEarlyIsOneLine() throws {
        // 100,000 times answer with about 4 MB, far more than a pipe holds; the reader goes away at once.
        let directory = try ChildProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outcome = try ChildProcess.shell("""
            { printf '{"spring":{"mass":1,"stiffness":1,"damping":1},"times":['; seq -s, 0 99999; printf ']}'; } > in.json
            { "$MB" eval spring in.json 2> err.txt; echo $? > status.txt; } | head -c 1 > /dev/null
            cat err.txt >&2; exit $(cat status.txt)
            """, directory: directory)
        #expect(outcome.isOneLineFailure, "\(outcome)")
        #expect(outcome.standardError.contains("the reader closed the pipe"))
    }

    @Test func unboundedStandardInputStopsAtTheLimit() throws {
        let outcome = try ChildProcess.shell("\"$MB\" eval spring --max-input-bytes 1048576 </dev/zero", timeLimit: 60)
        #expect(outcome.isOneLineFailure, "\(outcome)")
        #expect(outcome.standardError.contains("exceeds the maximum input size of 1048576 bytes"))
    }

    // MARK: One-line messages

    @Test func keysWithLineBreaksAreEscapedInErrors() throws {
        let outcome = try ChildProcess.shell(#"printf '{"spring\\n\\r":1}' | "$MB" eval spring"#)
        #expect(outcome.isOneLineFailure, "\(outcome)")
        #expect(outcome.standardError.contains(#"spring\n\r"#))
    }

    @Test func invalidUTF8IsRejectedWithItsByteOffset() throws {
        let outcome = try ChildProcess.shell(#"printf '{"sourceList":["\200"],"targetList":["\377"]}' | "$MB" eval diff"#)
        #expect(outcome.isOneLineFailure, "\(outcome)")
        #expect(outcome.standardError.contains("invalid UTF-8 at byte offset 16"))
    }

    @Test func negativeSizeIsOneLineWithoutUsage() throws {
        let outcome = try ChildProcess.shell("\"$MB\" run --sizes -5 --quick")
        #expect(outcome.isOneLineFailure, "\(outcome)")
        #expect(outcome.standardError.contains("invalid size '-5'"))
        #expect(!outcome.standardError.contains("USAGE"))
    }

    @Test func unknownOptionIsOneLineButHelpStillPrintsUsage() throws {
        let bad = try ChildProcess.shell("\"$MB\" eval --no-such-flag spring")
        #expect(bad.status != 0 && !bad.standardError.contains("USAGE"), "\(bad)")
        #expect(bad.standardError.split(separator: "\n").count == 1)
        let help = try ChildProcess.shell("\"$MB\" eval --help")
        #expect(help.status == 0 && help.standardOutput.contains("USAGE"), "\(help)")
    }

    @Test func compareRefusesAnotherReportFormat() throws {
        let directory = try ChildProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data(#"{"format": 2, "results": []}"#.utf8).write(to: URL(fileURLWithPath: directory + "/r.json"))
        let outcome = try ChildProcess.shell("\"$MB\" compare r.json r.json", directory: directory)
        #expect(outcome.isOneLineFailure, "\(outcome)")
        #expect(outcome.standardError.contains("unsupported report format 2"))
    }

    @Test func devNullIsEmptyNotPermissionDenied() throws {
        let outcome = try ChildProcess.shell("\"$MB\" compare /dev/null /dev/null")
        #expect(outcome.isOneLineFailure, "\(outcome)")
        #expect(outcome.standardError.contains("the file is empty"))
        #expect(!outcome.standardError.contains("permission denied"))
    }

    @Test func allocationsReportsAnUnknownSubjectOnStandardError() throws {
        let directory = try ChildProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outcome = try ChildProcess.shell("""
            "$MB" run --kernel springs.closed-form --sizes 8 --quick --cases 1 --allocations off \
              --output r.md --json r.json > /dev/null || exit 98
            "$MB" allocations r.json --expect-allocation-free springs.closed-form/no-such-subject
            """, directory: directory)
        #expect(outcome.status == 1, "\(outcome)")
        #expect(outcome.standardError.contains("no-such-subject"))
    }

    // MARK: Report outputs, all or nothing

    @Test func jsonEqualToOutputIsRefusedBeforeTheRun() throws {
        let directory = try ChildProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outcome = try ChildProcess.shell("\"$MB\" run --kernel springs.closed-form --sizes 8 --quick --cases 1 "
            + "--allocations off --output r.md --json ./r.md", directory: directory)
        #expect(outcome.isOneLineFailure, "\(outcome)")
        #expect(outcome.standardError.contains("same file"))
        #expect(ChildProcess.files(in: directory).isEmpty)
    }

    @Test func jsonNamedLikeTheChartsDirectoryIsRefused() throws {
        let directory = try ChildProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outcome = try ChildProcess.shell("\"$MB\" run --kernel springs.closed-form --sizes 8 --quick --cases 1 "
            + "--allocations off --output r.json.md --json r.json", directory: directory)
        #expect(outcome.isOneLineFailure, "\(outcome)")
        #expect(outcome.standardError.contains("charts directory"))
        #expect(ChildProcess.files(in: directory).isEmpty)
    }

    @Test func jsonIntoADirectoryLeavesNoReport() throws {
        let directory = try ChildProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/DIR", withIntermediateDirectories: false)
        let outcome = try ChildProcess.shell("\"$MB\" run --kernel springs.closed-form --sizes 8 --quick --cases 1 "
            + "--allocations off --output d.md --json DIR", directory: directory)
        #expect(outcome.isOneLineFailure, "\(outcome)")
        #expect(ChildProcess.files(in: directory) == ["DIR"])
    }

    @Test func sizesAboveAPairsLimitAreRefusedUnlessForced() throws {
        let directory = try ChildProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outcome = try ChildProcess.shell("\"$MB\" run --kernel hierarchy-diff.flat-list --sizes 20000000 --quick",
                                             directory: directory)
        #expect(outcome.isOneLineFailure, "\(outcome)")
        #expect(outcome.standardError.contains("hierarchy-diff.flat-list"))
        #expect(outcome.standardError.contains("--force"))
        #expect(ChildProcess.files(in: directory).isEmpty, "not even an empty Reports directory")
    }
}
