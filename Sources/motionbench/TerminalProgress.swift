import Foundation
import Harness

/// Progress on standard error: a redrawn status line on a terminal, plain lines when redirected.
final class TerminalProgress: RunProgress {
    private let isTerminal: Bool
    private var lastPlain = ""

    private init(isTerminal: Bool) { self.isTerminal = isTerminal }

    static func make() -> TerminalProgress { TerminalProgress(isTerminal: isatty(STDERR_FILENO) == 1) }

    func update(kernel: String, size: Int?, phase: String, round: Int?, rounds: Int?) {
        var line = kernel
        if let size { line += " size \(size)" }
        line += ": \(phase)"
        if let round, let rounds { line += " \(round)/\(rounds)" }
        if isTerminal {
            write("\r\u{1B}[2K" + line)
        } else if round == nil {
            // Plain mode: one line per phase, not per round.
            if line != lastPlain { write(line + "\n") }
            lastPlain = line
        }
    }

    func finish() {
        if isTerminal { write("\r\u{1B}[2K") }
    }

    private func write(_ text: String) { try? ByteStreams.writeAll(fd: STDERR_FILENO, name: "standard error", text.utf8) }
}
