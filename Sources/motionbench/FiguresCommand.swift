import ArgumentParser
import Foundation
import Harness

/// `motionbench figures`: the documentation's measured figures, regenerated from the cited run.
struct FiguresCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "figures",
        abstract: "Rewrite the figures blocks of README.md and the DocC articles from the newest run under Reports/.",
        discussion: "Blocks are marked `<!-- figures: <catalog-id> -->` … `<!-- /figures -->` and `<!-- headline -->` "
            + "… `<!-- /headline -->`. With --check nothing is written and the exit status is 1 when a document "
            + "differs from what the run gives. Run from the repository root.")

    @Option(help: "The repository root.") var root = "."
    @Flag(help: "Only report the documents whose figures differ from the run (exit 1 if any).") var check = false

    func run() throws {
        do {
            let rootURL = URL(fileURLWithPath: root)
            let run = try DocumentFigures.citedRun(root: rootURL)
            var stale: [String] = []
            for path in DocumentFigures.documents(root: rootURL) {
                let url = rootURL.appendingPathComponent(path)
                guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                    throw HarnessError.unreadableInput(path: path, reason: "not UTF-8 text")
                }
                let filled = try DocumentFigures.fill(text, report: run.report, reportName: run.name)
                guard filled != text else { continue }
                stale.append(path)
                if !check { try AtomicFileWriter.write(Data(filled.utf8), to: url.path) }
            }
            for path in stale { print((check ? "differs from " : "rewrote from ") + "\(run.name): \(path)") }
            if check && !stale.isEmpty { throw ExitCode(1) }
        } catch let error as HarnessError {
            fail(error.description)
        }
    }
}
