/// What a property change or an event does (CALayer.h on `-actionForKey:`; Core Animation Programming
/// Guide, "Changing a Layer's Default Behavior" and "Explicit Transactions"), with a log of every step.
///
/// - ``set(_:forKey:on:)``: if the new value equals the current value, nothing happens (even with actions
///   disabled). Else, while any open transaction disables actions, the value is stored and nothing else.
///   Else the action is looked up *before* the store (so it can capture the old value), the value is
///   stored, then the action runs (and can read the new value).
/// - ``event(_:on:)``: events without a stored property (`onOrderIn`, `onOrderOut`, `transition`,
///   custom ones) are looked up and run with no store, whether or not actions are disabled.
/// - Transactions nest; actions are disabled while any open one has `disableActions`.
///
/// Source: Apple Developer Documentation, [`CALayer.action(forKey:)`](https://developer.apple.com/documentation/quartzcore/calayer/action(forkey:)) (the search a change triggers),
/// [`CATransaction.setDisableActions(_:)`](https://developer.apple.com/documentation/quartzcore/catransaction/setdisableactions(_:)),
/// and the Core Animation Programming Guide's "Changing a Layer's Default Behavior" and "Explicit
/// Transactions".
///
/// - Complexity: a change or an event costs one lookup of `Resolver` (O(d · |key|) with
///   ``ReferenceActionLookup``, d the style-chain depth), one value comparison (O(size of the value)) and
///   one store; ``begin(disableActions:)`` and ``commit()`` are O(1).
///
/// Every step goes to a sink the caller chooses (see <doc:Dispatch>): ``DispatchLog`` keeps the whole log
/// (conformance checks; read it as ``log``), the harness's `DispatchChecksum` folds every step into one word (timing:
/// ``CompiledActionDispatcher`` timed with it pays for the same folding), and ``DispatchLogRing``, the
/// default, keeps only the most recent steps, so a dispatcher that runs every frame keeps bounded memory.
///
/// `set` and `event` are inlinable, so a caller in another module (the harness, an app) gets them
/// specialized for its resolver and sink, exactly as ``CompiledActionDispatcher``'s: timed from the harness,
/// the reference pays no unspecialized generic calls the variant does not.
public struct ActionDispatcher<Resolver: ActionResolver, Sink: DispatchLogSink> {
    /// An open transaction.
    public struct Transaction: Equatable, Sendable {
        /// `CATransaction.setDisableActions(_:)`.
        public var disableActions: Bool
    }

    /// The resolver that answers lookups and current values.
    public let resolver: Resolver
    /// Open transactions, outermost first.
    public private(set) var transactions: [Transaction] = []
    /// Where every step is recorded.
    public var sink: Sink
    /// How many open transactions disable actions (so the check is O(1)).
    @usableFromInline var disablingCount = 0

    /// A dispatcher over `resolver` writing every step to `sink`.
    public init(resolver: Resolver, sink: Sink) {
        self.resolver = resolver
        self.sink = sink
    }

    /// Records one step in the sink.
    @inlinable
    mutating func record(_ entry: DispatchLogEntry) {
        sink.record(entry)
    }

    /// True while any open transaction has `disableActions`.
    @inlinable public var actionsDisabled: Bool { disablingCount > 0 }

    /// Opens a (nested) transaction.
    public mutating func begin(disableActions: Bool = false) {
        transactions.append(Transaction(disableActions: disableActions))
        if disableActions { disablingCount += 1 }
    }

    /// Closes the innermost transaction; an error when none is open.
    public mutating func commit() throws(ActionLookupError) {
        guard let closed = transactions.popLast() else { throw .commitWithoutTransaction }
        if closed.disableActions { disablingCount -= 1 }
    }

    /// Closes every open transaction silently.
    public mutating func commitAll() {
        transactions.removeAll()
        disablingCount = 0
    }

    /// Changes a property: equality check, then store only (actions disabled) or lookup → store → run.
    @inlinable
    public mutating func set(_ value: PropertyValue, forKey key: String, on layer: Layer) {
        let prepared = resolver.key(key)
        let old = resolver.value(for: layer, forKey: prepared)
        if old == value { return }
        if actionsDisabled {
            layer.setValue(value, forKey: key)
            record(.store(key: key, old: old, new: value))
            return
        }
        let action = resolver.action(for: layer, forKey: prepared)
        record(.lookup(key: key, action: action))
        layer.setValue(value, forKey: key)
        record(.store(key: key, old: old, new: value))
        if let action {
            let new = resolver.value(for: layer, forKey: prepared)
            record(.run(action: action, key: key, old: old, new: new))
            action.body?(ActionInvocation(layer: layer, key: key, oldValue: old, newValue: new))
        }
    }

    /// Fires an event with no stored property: lookup, then run (old and new are the key's current value).
    @inlinable
    public mutating func event(_ key: String, on layer: Layer) {
        let prepared = resolver.key(key)
        let action = resolver.action(for: layer, forKey: prepared)
        record(.lookup(key: key, action: action))
        if let action {
            let current = resolver.value(for: layer, forKey: prepared)
            record(.run(action: action, key: key, old: current, new: current))
            action.body?(ActionInvocation(layer: layer, key: key, oldValue: current, newValue: current))
        }
    }
}

extension ActionDispatcher where Sink == DispatchLogRing {
    /// A dispatcher over `resolver` keeping the most recent ``DispatchLogRing/defaultCapacity`` steps.
    public init(resolver: Resolver) {
        self.init(resolver: resolver, sink: DispatchLogRing())
    }
}

extension ActionDispatcher where Sink == DispatchLog {
    /// Every step so far, in order.
    public var log: [DispatchLogEntry] { sink.entries }
}
