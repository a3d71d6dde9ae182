/// The optimized dispatcher: ``ActionDispatcher``'s semantics (look up before the store, store, run;
/// equal values do nothing; disabled actions store only; events never store) with keys the caller interned
/// once, answers from ``CompiledActionLookup``, and steps written to a caller-chosen sink.
///
/// - Keys are ``LayerKey``s: no string is hashed and no lock is taken on the hot path.
/// - Values are compared in place: numbers, and arrays of numbers element by element, as `Double`s; other
///   kinds through ``PropertyValue``'s JSON equality, exactly as the reference does.
/// - Stores go to the layer's compiled table only (`Layer.setValue(_:forKey:)` with a ``LayerKey``). When
///   the layer already stores a value for the key, the new value replaces it in place and the old one is
///   moved out, not copied; on a layer without a delegate the action is then read from the compiled
///   tables without reference counting (no user code can run during that search, so searching after the
///   store is not observable, and the log keeps the order lookup → store → run). A ``ViewLikeDelegate``
///   takes the same path (its answer is the innermost animation block's, whatever the layer and key), and so
///   does a ``DictionaryActionDelegate`` (its answer is a word of its own table, read like the layer's).
/// - The value an action sees as new is the value just stored: a stored value wins every value lookup, so
///   reading it back (as the reference does) gives the same value.
///
/// A steady-state ``set(_:forKey:on:)`` that finds no action allocates nothing with the harness's `DispatchChecksum`;
/// one that runs an action allocates at most that action's record in the sink (``DispatchLog``).
///
/// Sinks receive actions borrowed from the tables: a sink must not change the layer model while it records
/// a step (it may keep the action, which retains it).
///
/// Source: the semantics of ``ActionDispatcher`` (Apple Developer Documentation, [`CALayer.action(forKey:)`](https://developer.apple.com/documentation/quartzcore/calayer/action(forkey:)) and
/// [`CATransaction.setDisableActions(_:)`](https://developer.apple.com/documentation/quartzcore/catransaction/setdisableactions(_:))).
///
/// - Complexity: O(1) per change or event through a clean style chain, plus the value comparison (O(size of
///   the value)) and the sink's record; the first change after a restyle pays ``CompiledActionLookup``'s
///   repair. ``begin(disableActions:)`` and ``commit()`` are O(1).
public struct CompiledActionDispatcher<Sink: KeyedDispatchLogSink> {
    /// The resolver that answers lookups and current values.
    public let resolver = CompiledActionLookup()
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

    /// Changes a property: equality check, then store only (actions disabled) or lookup → store → run.
    @inlinable
    public mutating func set(_ value: PropertyValue, forKey key: LayerKey, on layer: Layer) {
        // One flag: the layer is compiled and its delegate runs no user code.
        if layer.delegateRunsNoUserCode {
            // The common case: the layer stores a value for the key and has no delegate, a UIView-like one
            // or a dictionary one. The value is compared in place and replaced without copies; neither answer runs user
            // code or depends on the stored value, so the search may follow the store (the log keeps the
            // documented order).
            switch layer.exchangeStoredValue(value, forKey: key) {
            case .equal:
                return
            case let .replacedNumber(old):
                // The old value rebuilt as a number here is known to be one: its folds read the `Double`
                // directly, and dropping it releases nothing.
                return replaced(old: .number(old), new: value, forKey: key, on: layer)
            case let .replaced(old):
                return replaced(old: old, new: value, forKey: key, on: layer)
            case .notStored:
                break
            }
        }
        setInDocumentedOrder(value, forKey: key, on: layer)
    }

    /// A change off the short path (a layer not compiled yet, no stored value for the key, or a delegate that
    /// may run user code), in the documented order: read the current value, compare, then store only or
    /// look up → store → run. Kept out of line, so the short path above stays small where it is inlined.
    @inlinable @inline(never)
    mutating func setInDocumentedOrder(_ value: PropertyValue, forKey key: LayerKey, on layer: Layer) {
        layer.ensureCompiled()
        let old = resolver.value(for: layer, forKey: key)
        if PropertyValue.fastEquals(new: value, stored: old) { return }
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

    /// The rest of a short-path change once `value` has replaced `old` in the layer's table: store only
    /// (actions disabled), or the answer (the UIView-like delegate's, or the tables' word) and its steps.
    @inlinable @inline(__always)
    mutating func replaced(old: PropertyValue, new value: PropertyValue, forKey key: LayerKey, on layer: Layer) {
        if disablingCount > 0 {
            sink.store(key: key, old: old, new: value)
            return
        }
        let word = resolver.answerWordRunningNoUserCode(for: layer, forKey: key)
        guard word > ActionWord.nullMarker else {
            return sink.change(key: key, action: nil, old: old, new: value)
        }
        // The action is borrowed from the table (or the animation block) that holds it (no reference counting).
        Unmanaged<LayerAction>.fromOpaque(UnsafeRawPointer(bitPattern: word).unsafelyUnwrapped)
            ._withUnsafeGuaranteedRef { action in
                sink.change(key: key, action: action, old: old, new: value)
                if let body = action.body { Self.invoke(body, layer: layer, key: key, old: old, new: value) }
            }
    }

    /// Runs an action's body (out of line: most actions have none, and the short path stays small).
    @inlinable @inline(never)
    static func invoke(_ body: @Sendable (ActionInvocation) -> Void, layer: Layer, key: LayerKey,
                       old: PropertyValue, new value: PropertyValue) {
        body(ActionInvocation(layer: layer, key: key.name, oldValue: old, newValue: value))
    }

    /// Fires an event with no stored property: lookup, then run (old and new are the key's current value).
    ///
    /// On a compiled layer whose delegate runs no user code, the action is read as a word and lent to the
    /// sink (no reference counting), as a property change's is; other layers take the resolver's answer.
    @inlinable
    public mutating func event(_ key: LayerKey, on layer: Layer) {
        guard layer.delegateRunsNoUserCode else { return eventInDocumentedOrder(key, on: layer) }
        let word = resolver.answerWordRunningNoUserCode(for: layer, forKey: key)
        guard word > ActionWord.nullMarker else { return sink.lookup(key: key, action: nil) }
        // The action is borrowed from the table (or the animation block) that holds it.
        Unmanaged<LayerAction>.fromOpaque(UnsafeRawPointer(bitPattern: word).unsafelyUnwrapped)
            ._withUnsafeGuaranteedRef { action in
                let current = resolver.value(for: layer, forKey: key)
                sink.fire(key: key, action: action, current: current)
                if let body = action.body { Self.invoke(body, layer: layer, key: key, old: current, new: current) }
            }
    }

    /// An event on a layer not compiled yet or whose delegate may run user code: the resolver's answer,
    /// retained. Out of line, like `setInDocumentedOrder(_:forKey:on:)`.
    @inlinable @inline(never)
    mutating func eventInDocumentedOrder(_ key: LayerKey, on layer: Layer) {
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

extension CompiledActionDispatcher where Sink == DispatchLogRing {
    /// A dispatcher keeping the most recent ``DispatchLogRing/defaultCapacity`` steps (bounded memory).
    public init() { self.init(sink: DispatchLogRing()) }
}

extension CompiledActionDispatcher where Sink == DispatchLog {
    /// Every step so far, in order.
    public var log: [DispatchLogEntry] { sink.entries }
}
