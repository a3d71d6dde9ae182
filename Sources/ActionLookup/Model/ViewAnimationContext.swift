/// The stack of open animation blocks (`UIView.animate(withDuration:animations:)`) that UIView-like
/// delegates consult. The innermost block decides: duration d > 0 gives an animation action carrying
/// `inheritedAnimationDuration = d`; duration 0, or no open block, gives the null marker.
///
/// Each block makes its action once, when it opens, so lookups inside a block allocate nothing and
/// return the same action.
public final class ViewAnimationContext {
    private struct Block {
        let duration: Double
        let entry: ActionEntry
    }

    private var blocks: [Block] = []
    /// The answer of a UIView-like delegate right now.
    @exclusivity(unchecked) public private(set) var currentEntry: ActionEntry = .nullMarker

    public init() {}

    /// How many blocks are open.
    public var depth: Int { blocks.count }

    /// Opens a block. A negative or non-finite duration is refused.
    public func begin(duration: Double) throws(ActionLookupError) {
        guard duration.isFinite, duration >= 0 else { throw .invalidAnimationDuration(duration) }
        let entry: ActionEntry
        if duration > 0 {
            entry = .action(LayerAction(name: Self.actionName(forDuration: duration),
                                        inheritedAnimationDuration: duration))
        } else {
            entry = .nullMarker
        }
        blocks.append(Block(duration: duration, entry: entry))
        currentEntry = entry
    }

    /// Closes the innermost block.
    public func end() throws(ActionLookupError) {
        guard blocks.popLast() != nil else { throw .endWithoutAnimationBlock }
        currentEntry = blocks.last?.entry ?? .nullMarker
    }

    /// Runs `body` inside a block of `duration`.
    public func animate<T>(duration: Double, _ body: () throws -> T) throws -> T {
        try begin(duration: duration)
        defer { try? end() }
        return try body()
    }

    /// `view.animation(D)`, D the shortest decimal that reads back as `duration`, without a trailing `.0`.
    public static func actionName(forDuration duration: Double) -> String {
        "view.animation(\(DurationFormatting.shortest(duration)))"
    }
}

/// A UIView-like layer delegate: answers every key, events included, with the current answer of its
/// ``ViewAnimationContext`` (the null marker outside animation blocks: views have no implicit animations).
public final class ViewLikeDelegate: LayerActionDelegate {
    /// The animation blocks this view sees.
    public let context: ViewAnimationContext

    public init(context: ViewAnimationContext) { self.context = context }

    public func action(for layer: Layer, forKey key: String) -> ActionEntry? { context.currentEntry }

    public func action(for layer: Layer, forKey key: LayerKey) -> ActionEntry? { context.currentEntry }
}
