/// The optimized dispatcher: ``ActionDispatcher``'s semantics (look up before the store, store, run;
/// equal values do nothing; disabled actions store only; events never store) with keys the caller interned
/// once, answers from ``CompiledActionResolver``, and steps written to a caller-chosen sink.
///
/// - Keys are ``LayerKey``s: no string is hashed and no lock is taken on the hot path.
/// - Values are compared without boxing when both are numbers (`Double ==`); other kinds use
///   ``PropertyValue``'s JSON equality, exactly as the reference does.
/// - Stores go to the layer's compiled table only (`Layer.setValue(_:forKey:)` with a ``LayerKey``).
/// - The value an action sees as new is the value just stored: a stored value wins every value lookup, so
///   reading it back (as the reference does) gives the same value.
///
/// A steady-state ``set(_:forKey:on:)`` that finds no action allocates nothing with ``DispatchChecksum``;
/// one that runs an action allocates at most that action's record in the sink (``DispatchLog``).
public struct CompiledActionDispatcher<Sink: KeyedDispatchLogSink> {
    /// The resolver that answers lookups and current values.
    public let resolver = CompiledActionResolver()
    /// Where every step goes.
    public var sink: Sink
    /// `disableActions` of each open transaction, outermost first.
    @usableFromInline var transactions: [Bool] = []
    /// How many open transactions disable actions (so the check is O(1)).
    @usableFromInline var disablingCount = 0

    /// A dispatcher writing to `sink`.
    public init(sink: Sink) { self.sink = sink }

    /// True while any open transaction has `disableActions`.
    @inlinable public var actionsDisabled: Bool { disablingCount > 0 }

    /// How many transactions are open.
    public var openTransactions: Int { transactions.count }

    /// Opens a (nested) transaction.
    @inlinable
    public mutating func begin(disableActions: Bool = false) {
        transactions.append(disableActions)
        if disableActions { disablingCount += 1 }
    }

    /// Closes the innermost transaction; an error when none is open.
    @inlinable
    public mutating func commit() throws(ActionLookupError) {
        guard let closed = transactions.popLast() else { throw .commitWithoutTransaction }
        if closed { disablingCount -= 1 }
    }

    /// Closes every open transaction silently.
    public mutating func commitAll() {
        transactions.removeAll(keepingCapacity: true)
        disablingCount = 0
    }

    /// True when two values are equal; numbers compare as `Double`s without going through the enum's `==`.
    @inlinable @inline(__always)
    static func same(_ lhs: PropertyValue, _ rhs: PropertyValue) -> Bool {
        if case let .number(a) = lhs, case let .number(b) = rhs { return a == b }
        return lhs == rhs
    }

    /// Changes a property: equality check, then store only (actions disabled) or lookup → store → run.
    @inlinable
    public mutating func set(_ value: PropertyValue, forKey key: LayerKey, on layer: Layer) {
        let old = resolver.value(for: layer, forKey: key)
        if Self.same(old, value) { return }
        if disablingCount > 0 {
            layer.setValue(value, forKey: key)
            sink.store(key: key, old: old, new: value)
            return
        }
        let action = resolver.action(for: layer, forKey: key)
        sink.lookup(key: key, action: action)
        layer.setValue(value, forKey: key)
        sink.store(key: key, old: old, new: value)
        if let action {
            sink.run(action: action, key: key, old: old, new: value)
            if let body = action.body {
                body(ActionInvocation(layer: layer, key: key.name, oldValue: old, newValue: value))
            }
        }
    }

    /// Fires an event with no stored property: lookup, then run (old and new are the key's current value).
    @inlinable
    public mutating func event(_ key: LayerKey, on layer: Layer) {
        let action = resolver.action(for: layer, forKey: key)
        sink.lookup(key: key, action: action)
        if let action {
            let current = resolver.value(for: layer, forKey: key)
            sink.run(action: action, key: key, old: current, new: current)
            if let body = action.body {
                body(ActionInvocation(layer: layer, key: key.name, oldValue: current, newValue: current))
            }
        }
    }
}
