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
    public private(set) var entries: [String: ActionEntry]
    @exclusivity(unchecked) private var words = RawSlots()

    public init(_ entries: [String: ActionEntry] = [:]) {
        self.entries = entries
        ActionWord.fill(&words, from: entries)
    }

    /// Sets (or with nil removes) the answer for `key`.
    public func setAction(_ entry: ActionEntry?, forKey key: String) {
        entries[key] = entry
        words.set(ActionWord.encode(entry), at: LayerKey(key).index)
    }

    public func action(for layer: Layer, forKey key: String) -> ActionEntry? { entries[key] }

    public func action(for layer: Layer, forKey key: LayerKey) -> ActionEntry? {
        ActionWord.decode(words.word(at: key.index))
    }
}
