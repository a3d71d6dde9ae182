@_spi(Harness) import ActionLookup

/// How a script run dispatches property changes and events: the reference's ``ActionDispatcher`` with
/// String keys, or ``CompiledActionDispatcher`` with keys interned once, each writing its steps to a full
/// log (agreement) or to a ``DispatchChecksum`` (timing: both pay for the same folding).
protocol ScriptDispatch {
    /// The side's key form (String for the reference, interned for the variant), the runner's resolver's.
    associatedtype Key
    /// A property change; `key` is read by the runner from the keys it already holds (no second table, no
    /// bounds check per step).
    mutating func set(_ value: PropertyValue, key: Key, on layer: Layer)
    mutating func event(key: Key, on layer: Layer)
    mutating func begin(disableActions: Bool)
    mutating func commit() throws(ActionLookupError)
    /// Hands the log entries written since the last call to `sink` (nothing with a checksum sink).
    mutating func drain<Sink: ScriptOutcomeSink>(into sink: inout Sink)
    /// The folded steps (only with a checksum sink).
    var checksum: DispatchChecksum { get }
    /// Key-level mutations, with the side's own key form (String for the reference, interned for the variant).
    /// `mutating` although they change nothing here: the runner holds the dispatch `inout`, and a non-mutating
    /// call through it would copy the struct (retaining and releasing its arrays) on every step, on both sides.
    mutating func setStyleAction(_ entry: ActionEntry?, key: Int, on style: StyleDictionary)
    mutating func setStyleValue(_ value: PropertyValue?, key: Int, on style: StyleDictionary)
    mutating func setLayerAction(_ entry: ActionEntry?, key: Int, on layer: Layer)
    mutating func setDelegateAction(_ entry: ActionEntry?, key: Int, on delegate: DictionaryActionDelegate)
    mutating func replaceLayerActions(_ replacement: DecodedScript.Replacement, on layer: Layer)
}

/// The reference: ``ActionDispatcher`` over ``ReferenceActionLookup``, String keys, writing to the same
/// kind of sink as the variant it is compared or timed against.
struct ReferenceScriptDispatch<Log: ScriptLogSink>: ScriptDispatch {
    var dispatcher = ActionDispatcher(resolver: ReferenceActionLookup(), sink: Log())
    let keys: [String]
    var logged = 0

    init(keys: [String]) { self.keys = keys }

    mutating func set(_ value: PropertyValue, key: String, on layer: Layer) {
        dispatcher.set(value, forKey: key, on: layer)
    }
    mutating func event(key: String, on layer: Layer) { dispatcher.event(key, on: layer) }
    mutating func begin(disableActions: Bool) { dispatcher.begin(disableActions: disableActions) }
    mutating func commit() throws(ActionLookupError) { try dispatcher.commit() }
    mutating func drain<Sink: ScriptOutcomeSink>(into sink: inout Sink) {
        dispatcher.sink.drain(from: &logged, into: &sink)
    }
    var checksum: DispatchChecksum { dispatcher.sink.folded }
    mutating func setStyleAction(_ entry: ActionEntry?, key: Int, on style: StyleDictionary) {
        style.setAction(entry, forKey: keys[key])
    }
    mutating func setStyleValue(_ value: PropertyValue?, key: Int, on style: StyleDictionary) {
        style.setValue(value, forKey: keys[key])
    }
    mutating func setLayerAction(_ entry: ActionEntry?, key: Int, on layer: Layer) { layer.setAction(entry, forKey: keys[key]) }
    mutating func setDelegateAction(_ entry: ActionEntry?, key: Int, on delegate: DictionaryActionDelegate) {
        delegate.setAction(entry, forKey: keys[key])
    }
    mutating func replaceLayerActions(_ replacement: DecodedScript.Replacement, on layer: Layer) {
        layer.setActions(replacement.named)
    }
}

/// A sink both script dispatchers can write to: the whole log (agreement) or a checksum (timing).
protocol ScriptLogSink: DispatchLogSink, KeyedDispatchLogSink {
    init()
    /// Hands entries from `logged` on to `sink`, advancing `logged`.
    func drain<Sink: ScriptOutcomeSink>(from logged: inout Int, into sink: inout Sink)
    var folded: DispatchChecksum { get }
}

extension DispatchLog: ScriptLogSink {
    func drain<Sink: ScriptOutcomeSink>(from logged: inout Int, into sink: inout Sink) {
        while logged < entries.count {
            sink.logged(entries[logged])
            logged += 1
        }
    }
    var folded: DispatchChecksum { DispatchChecksum() }
}

extension DispatchChecksum: ScriptLogSink {
    @inline(__always)
    func drain<Sink: ScriptOutcomeSink>(from logged: inout Int, into sink: inout Sink) {}
    var folded: DispatchChecksum { self }
}

/// The variant: ``CompiledActionDispatcher`` and the model's interned-key mutators, keys interned once when
/// the world is built.
struct CompiledScriptDispatch<Log: ScriptLogSink>: ScriptDispatch {
    var dispatcher = CompiledActionDispatcher(sink: Log())
    let keys: [LayerKey]
    var logged = 0

    init(keys: [LayerKey]) { self.keys = keys }

    mutating func set(_ value: PropertyValue, key: LayerKey, on layer: Layer) {
        dispatcher.set(value, forKey: key, on: layer)
    }
    mutating func event(key: LayerKey, on layer: Layer) { dispatcher.event(key, on: layer) }
    mutating func begin(disableActions: Bool) { dispatcher.begin(disableActions: disableActions) }
    mutating func commit() throws(ActionLookupError) { try dispatcher.commit() }
    mutating func drain<Sink: ScriptOutcomeSink>(into sink: inout Sink) {
        dispatcher.sink.drain(from: &logged, into: &sink)
    }
    var checksum: DispatchChecksum { dispatcher.sink.folded }
    mutating func setStyleAction(_ entry: ActionEntry?, key: Int, on style: StyleDictionary) {
        style.setAction(entry, forKey: keys[key])
    }
    mutating func setStyleValue(_ value: PropertyValue?, key: Int, on style: StyleDictionary) {
        style.setValue(value, forKey: keys[key])
    }
    mutating func setLayerAction(_ entry: ActionEntry?, key: Int, on layer: Layer) { layer.setAction(entry, forKey: keys[key]) }
    mutating func setDelegateAction(_ entry: ActionEntry?, key: Int, on delegate: DictionaryActionDelegate) {
        delegate.setAction(entry, forKey: keys[key])
    }
    mutating func replaceLayerActions(_ replacement: DecodedScript.Replacement, on layer: Layer) {
        layer.setActions(replacement.interned)
    }
}
