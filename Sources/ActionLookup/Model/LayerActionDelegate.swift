/// A layer's delegate: step 1 of the action search (`-actionForLayer:forKey:`). Its answer is an action
/// (the result), the null marker (stop, result nil) or nil (continue the search). Consulted on every
/// lookup, because its answer may change at any time (animation blocks, state).
public protocol LayerActionDelegate: AnyObject {
    /// The delegate's answer for `key`.
    func action(for layer: Layer, forKey key: String) -> ActionEntry?
    /// The same answer for an interned key. The default implementation calls the String version; a
    /// delegate that overrides it must answer exactly as the String version does.
    func action(for layer: Layer, forKey key: LayerKey) -> ActionEntry?
}

extension LayerActionDelegate {
    public func action(for layer: Layer, forKey key: LayerKey) -> ActionEntry? {
        action(for: layer, forKey: key.name)
    }
}

/// A delegate that answers from its own dictionary: present keys give their entry, absent keys nil.
/// Mutable: a change is seen by the next lookup. The compiled tables exist only once an interned-key lookup
/// or change has used the delegate; until then String-keyed changes write only the dictionary.
public final class DictionaryActionDelegate: LayerActionDelegate {
    /// The delegate's answers by key.
    ///
    /// Changes made with an interned key write only the compiled tables; this dictionary is brought up to
    /// date from them when next read.
    public var entries: [String: ActionEntry] {
        _read {
            mirror.refresh(from: slots)
            yield mirror.dictionary
        }
    }
    /// `entries` as a dictionary, refreshed from `slots` when read after a change by interned key.
    @exclusivity(unchecked) private var mirror: DictionaryMirror<ActionEntry>
    /// The answers by interned key, holding the actions strongly (the source of truth for `entries` once
    /// compiled).
    @exclusivity(unchecked) private var slots = KeyedSlots<ActionEntry>()
    @exclusivity(unchecked) private var words = RawSlots() {
        didSet { wordView = words.view }
    }
    /// View of `words`, refreshed after every change: the compiled resolver reads the answer for an interned
    /// key from it without a protocol call (valid once compiled).
    @usableFromInline @exclusivity(unchecked) var wordView = WordView.empty
    /// True once `slots` and `words` exist; from then on every change keeps them current.
    @exclusivity(unchecked) package private(set) var isCompiled = false

    public init(_ entries: [String: ActionEntry] = [:]) {
        mirror = DictionaryMirror(entries)
    }

    /// Builds the compiled tables from the dictionary (current, since nothing but it existed) when missing.
    @inline(__always)
    func ensureCompiled() {
        guard !isCompiled else { return }
        slots.overlay(mirror.dictionary)
        ActionWord.fill(&words, from: mirror.dictionary)
        isCompiled = true
    }

    /// Sets (or with nil removes) the answer for `key`.
    public func setAction(_ entry: ActionEntry?, forKey key: String) {
        mirror.set(entry, forKey: key)
        if isCompiled { store(entry, forKey: LayerKey(key)) }
    }

    /// Sets (or with nil removes) the answer for an interned key, touching only the compiled tables
    /// (``entries`` catches up when next read).
    public func setAction(_ entry: consuming ActionEntry?, forKey key: LayerKey) {
        ensureCompiled()
        mirror.markStale()
        store(entry, forKey: key)
    }

    /// Stores the entry (an entry with the word already held is the same entry: nothing to do).
    private func store(_ entry: consuming ActionEntry?, forKey key: LayerKey) {
        let word = ActionWord.encode(entry)
        guard words.word(at: key.index) != word else { return }
        words.set(word, at: key.index)
        slots.set(entry, for: key)
    }

    public func action(for layer: Layer, forKey key: String) -> ActionEntry? { entries[key] }

    public func action(for layer: Layer, forKey key: LayerKey) -> ActionEntry? {
        ensureCompiled()
        return ActionWord.decode(words.word(at: key.index))
    }
}
