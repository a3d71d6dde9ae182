/// Why an ActionLookup operation was refused: every case says what to fix.
public enum ActionLookupError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Setting a style's `style` would make the style contain itself; the names run around the cycle and
    /// end where they started ("a → b → a").
    case styleCycle([String])
    /// `commit()` with no open transaction.
    case commitWithoutTransaction
    /// An animation block with a negative or non-finite duration.
    case invalidAnimationDuration(Double)
    /// `end()` of an animation block with no open block.
    case endWithoutAnimationBlock
    /// A state machine declares two transitions from the same source for the same event.
    case conflictingTransitions(event: String, source: String)

    public var description: String {
        switch self {
        case let .styleCycle(names):
            // Long cycles are shortened to their first 8 and last 4 names.
            guard names.count > 16 else { return "styles form a cycle: \(names.joined(separator: " → "))" }
            let shown = names.prefix(8) + ["… \(names.count - 12) more …"] + names.suffix(4)
            return "styles form a cycle of \(names.count - 1) styles: \(shown.joined(separator: " → "))"
        case .commitWithoutTransaction:
            return "commit without an open transaction"
        case let .invalidAnimationDuration(duration):
            return "an animation block's duration must be a finite number ≥ 0, got \(duration)"
        case .endWithoutAnimationBlock:
            return "end of an animation block without an open block"
        case let .conflictingTransitions(event, source):
            return "event '\(event)' declares more than one transition from state '\(source)'"
        }
    }
}
