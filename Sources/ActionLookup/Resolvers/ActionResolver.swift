/// Answers Core Animation's two questions about a layer: which action an event key triggers, and what a
/// key's current value is. ``ActionDispatcher`` works with any resolver, so the reference and the compiled
/// resolver produce dispatch logs that can be compared entry by entry.
public protocol ActionResolver {
    /// How the resolver spells a key: `String` for the reference, an interned ``LayerKey`` for the compiled
    /// resolver. ``ActionDispatcher`` prepares each key once per operation.
    associatedtype Key
    /// The resolver's form of `name`.
    func key(_ name: String) -> Key
    /// The action for `key`, nil when the search ends with nothing or with the null marker.
    func action(for layer: Layer, forKey key: Key) -> LayerAction?
    /// Calls `body` with ``ActionResolver/action(for:forKey:)``'s answer, which a resolver may lend from its
    /// tables instead of returning it retained: `body` must not change the layer model (keeping the action is
    /// fine; that retains it). The default implementation passes `action(for:forKey:)`'s result.
    func withAction<Result>(for layer: Layer, forKey key: Key, _ body: (LayerAction?) -> Result) -> Result
    /// The key's current value: the stored value if any (a stored `.null` counts), else the style chain's
    /// (never for `bounds` and `frame`), else the class default, else `.null`.
    func value(for layer: Layer, forKey key: Key) -> PropertyValue
}

extension ActionResolver {
    @inlinable
    public func withAction<Result>(for layer: Layer, forKey key: Key, _ body: (LayerAction?) -> Result) -> Result {
        body(action(for: layer, forKey: key))
    }
}
