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
/// Mutable: a change is seen by the next lookup.
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
    /// The answers by interned key, holding the actions strongly (the source of truth for `entries`).
    @exclusivity(unchecked) private var slots: KeyedSlots<ActionEntry>
    @exclusivity(unchecked) private var words = RawSlots()

    public init(_ entries: [String: ActionEntry] = [:]) {
        mirror = DictionaryMirror(entries)
        slots = KeyedSlots(entries)
        ActionWord.fill(&words, from: entries)
    }

    /// Sets (or with nil removes) the answer for `key`.
    public func setAction(_ entry: ActionEntry?, forKey key: String) {
        mirror.set(entry, forKey: key)
        store(entry, forKey: LayerKey(key))
    }

    /// Sets (or with nil removes) the answer for an interned key, touching only the compiled tables
    /// (``entries`` catches up when next read).
    public func setAction(_ entry: ActionEntry?, forKey key: LayerKey) {
        mirror.markStale()
        store(entry, forKey: key)
    }

    private func store(_ entry: ActionEntry?, forKey key: LayerKey) {
        words.set(ActionWord.encode(entry), at: key.index)
        slots.set(entry, for: key)
    }

    public func action(for layer: Layer, forKey key: String) -> ActionEntry? { entries[key] }

    public func action(for layer: Layer, forKey key: LayerKey) -> ActionEntry? {
        ActionWord.decode(words.word(at: key.index))
    }
}
