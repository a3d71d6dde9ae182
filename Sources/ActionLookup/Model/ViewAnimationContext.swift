/// The stack of open animation blocks (`UIView.animate(withDuration:animations:)`) that UIView-like
/// delegates consult. The innermost block decides: duration d > 0 gives an animation action carrying
/// `inheritedAnimationDuration = d`; duration 0, or no open block, gives the null marker.
///
/// Each block has its own action (a distinct object per block, as each UIKit animation block makes its
/// own), made when a delegate first asks for it: lookups inside a block return that same action and
/// allocate nothing after the first, and a block no lookup asks allocates nothing. Action names are
/// formatted once per duration and reused by later blocks of that duration (names are values, so sharing
/// them is not observable).
public final class ViewAnimationContext {
    private struct Block {
        let duration: Double
        /// The block's answer once asked for (nil: not made yet; always the null marker for duration 0).
        var entry: ActionEntry?
        /// `entry` as an action word (absent while not made), so restoring the answer word on `end()` reads
        /// a trivial field instead of copying the entry.
        var answerWord: UInt
    }

    /// How many formatted names ``actionName(forDuration:)`` results are kept for reuse.
    private static let nameCacheCapacity = 8

    @exclusivity(unchecked) private var blocks: [Block] = []
    /// Names already formatted, by duration bit pattern; replaced round-robin when full.
    @exclusivity(unchecked) private var nameCache: [(bits: UInt64, name: String)] = []
    @exclusivity(unchecked) private var nameCacheNext = 0
    /// ``currentEntry`` as an action word (see `ActionWord`), kept in step with the blocks: the null marker
    /// with no block or a block of duration 0, the innermost block's action (unretained: the block holds it)
    /// once made, and absent (0) while that action is not made yet. Lets the compiled resolver and dispatcher
    /// read the answer with one load, no call and no reference counting; `answerWord()` makes the action.
    @usableFromInline @exclusivity(unchecked) private(set) var currentAnswerWord: UInt = ActionWord.nullMarker

    public init() {}

    /// How many blocks are open.
    public var depth: Int { blocks.count }

    /// The answer of a UIView-like delegate right now: the innermost block's action (made on first use),
    /// or the null marker.
    public var currentEntry: ActionEntry {
        guard let last = blocks.indices.last else { return .nullMarker }
        if let entry = blocks[last].entry { return entry }
        let entry = ActionEntry.action(LayerAction(name: cachedName(forDuration: blocks[last].duration),
                                                   inheritedAnimationDuration: blocks[last].duration))
        let word = ActionWord.encode(entry)
        blocks[last].entry = entry
        blocks[last].answerWord = word
        currentAnswerWord = word
        return entry
    }

    /// ``currentEntry`` as an action word, the innermost block's action made first if no one asked for it yet
    /// (never absent).
    @usableFromInline
    func answerWord() -> UInt {
        if currentAnswerWord == ActionWord.absent { _ = currentEntry }
        return currentAnswerWord
    }


    /// Opens a block. A negative or non-finite duration is refused.
    public func begin(duration: Double) throws(ActionLookupError) {
        guard duration.isFinite, duration >= 0 else { throw .invalidAnimationDuration(duration) }
        let word = duration > 0 ? ActionWord.absent : ActionWord.nullMarker
        blocks.append(Block(duration: duration, entry: duration > 0 ? nil : .nullMarker, answerWord: word))
        currentAnswerWord = word
    }

    /// Closes the innermost block.
    public func end() throws(ActionLookupError) {
        guard blocks.popLast() != nil else { throw .endWithoutAnimationBlock }
        currentAnswerWord = blocks.isEmpty ? ActionWord.nullMarker : blocks[blocks.count - 1].answerWord
    }

    /// ``actionName(forDuration:)``, formatted once per duration while it stays among the recent ones.
    private func cachedName(forDuration duration: Double) -> String {
        let bits = duration.bitPattern
        for cached in nameCache where cached.bits == bits { return cached.name }
        let name = Self.actionName(forDuration: duration)
        if nameCache.count < Self.nameCacheCapacity {
            nameCache.append((bits, name))
        } else {
            nameCache[nameCacheNext] = (bits, name)
            nameCacheNext = (nameCacheNext + 1) % Self.nameCacheCapacity
        }
        return name
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
