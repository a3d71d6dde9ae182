import ArgumentParser
import Foundation
import Harness

struct EvalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eval",
        abstract: "Oracle mode: read one JSON input document, write one JSON output document.",
        discussion: "Formats and limits: the Harness DocC articles \"Eval formats\" and \"Limits and errors\". "
            + "Bad input, unreadable input and unwritable "
            + "output end with one line on standard error and exit status 1. Output is indented while it stays "
            + "under 1 MiB and one compact line beyond (the same document; only white space differs).")

    @Argument(help: "The format: spring, actions or diff.") var format: String
    @Argument(help: "Input file; standard input when omitted or '-'.") var input: String?
    @Option(help: "The largest input accepted, in bytes (default 256 MiB).")
    var maxInputBytes: Int = ByteStreams.defaultMaximumInputBytes
    @Flag(help: "Always write one compact line.") var compact = false
    @Flag(help: "Always indent, however large the output.") var pretty = false

    func run() throws {
        // A closed pipe on standard output is reported as an error line, not a silent SIGPIPE death.
        signal(SIGPIPE, SIG_IGN)
        do {
            guard maxInputBytes > 0 else {
                throw HarnessError.invalidArgument("--max-input-bytes must be positive, got \(maxInputBytes)")
            }
            guard !(compact && pretty) else {
                throw HarnessError.invalidArgument("--compact and --pretty exclude each other")
            }
            let handler = try EvalRegistry.handler(named: format)
            let bytes: [UInt8]
            if let input, input != "-" {
                bytes = try ByteStreams.readFile(input, limit: maxInputBytes)
            } else {
                bytes = try ByteStreams.readAll(fd: STDIN_FILENO, name: "standard input", limit: maxInputBytes)
            }
            let value = try EvalRegistry.evaluateValue(handler: handler, input: bytes)
            let style: EvalRegistry.OutputStyle = compact ? .compact : pretty ? .pretty : .automatic
            try EvalRegistry.render(value, style: style) { (text: String) throws(HarnessError) in
                try ByteStreams.writeAll(fd: STDOUT_FILENO, name: "standard output", text.utf8)
            }
        } catch let error as HarnessError {
            fail(error.description)
        }
    }
}
