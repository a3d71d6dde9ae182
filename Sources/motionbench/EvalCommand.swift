import ArgumentParser
import Foundation
import Harness

struct EvalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eval",
        abstract: "Oracle mode: read one JSON input document, write one JSON output document.",
        discussion: "Formats are documented in the README. Bad input ends with one line on standard error "
            + "and exit status 1.")

    @Argument(help: "The format: spring, actions or diff.") var format: String
    @Argument(help: "Input file; standard input when omitted or '-'.") var input: String?

    func run() throws {
        let bytes: [UInt8]
        if let input, input != "-" {
            guard let data = FileManager.default.contents(atPath: input) else {
                fail(HarnessError.unreadableInput(path: input, reason: "no such readable file").description)
            }
            bytes = [UInt8](data)
        } else {
            bytes = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
        }
        do {
            let output = try EvalRegistry.evaluate(name: format, input: bytes)
            FileHandle.standardOutput.write(Data(output.utf8))
        } catch {
            fail(error.description)
        }
    }
}
