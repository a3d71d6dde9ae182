/// Where ``ActionDispatcher`` writes the steps of dispatch (String keys, as the reference spells them):
/// ``DispatchLog`` keeps every step (conformance checks), the harness's `DispatchChecksum` folds them into one
/// word (timing), ``DispatchLogRing`` keeps the most recent ones (the default: bounded memory).
public protocol DispatchLogSink {
    /// Records one step.
    mutating func record(_ entry: DispatchLogEntry)
}

/// Where ``CompiledActionDispatcher`` writes the steps of dispatch, with interned keys: the whole log
/// (``DispatchLog``, for conformance), a running checksum (the harness's `DispatchChecksum`, for timing) or the most
/// recent steps (``DispatchLogRing``, the default).
public protocol KeyedDispatchLogSink {
    /// The action search for `key` and its result (nil: none, or the null marker).
    mutating func lookup(key: LayerKey, action: LayerAction?)
    /// A value stored for `key`: the current value before, and the value stored.
    mutating func store(key: LayerKey, old: PropertyValue, new: PropertyValue)
    /// An action run for `key`, with the current value captured before the store and read when it runs.
    mutating func run(action: LayerAction, key: LayerKey, old: PropertyValue, new: PropertyValue)
    /// A property change's steps once its value is stored: the lookup's result, the store, and the run when
    /// there is an action (`action` nil: none, or the null marker). The same entries as ``lookup(key:action:)``,
    /// ``store(key:old:new:)`` and, with an action, ``run(action:key:old:new:)`` in that order, which is what the
    /// default implementation calls; a sink may record them at once.
    mutating func change(key: LayerKey, action: LayerAction?, old: PropertyValue, new: PropertyValue)
    /// An event's steps when it finds an action: the lookup's result and the run, with `current` as the old and
    /// the new value. The same entries as ``lookup(key:action:)`` then ``run(action:key:old:new:)``, which is
    /// what the default implementation calls; a sink may record them at once.
    mutating func fire(key: LayerKey, action: LayerAction, current: PropertyValue)
}

extension KeyedDispatchLogSink {
    /// ``lookup(key:action:)``, ``store(key:old:new:)``, then ``run(action:key:old:new:)`` with an action.
    @inlinable @inline(__always)
    public mutating func change(key: LayerKey, action: LayerAction?, old: PropertyValue, new: PropertyValue) {
        lookup(key: key, action: action)
        store(key: key, old: old, new: new)
        if let action { run(action: action, key: key, old: old, new: new) }
    }

    /// ``lookup(key:action:)`` then ``run(action:key:old:new:)``.
    @inlinable @inline(__always)
    public mutating func fire(key: LayerKey, action: LayerAction, current: PropertyValue) {
        lookup(key: key, action: action)
        run(action: action, key: key, old: current, new: current)
    }
}

/// The whole dispatch log with String keys: every step, in order. It grows with every step, so use it for
/// conformance checks and short runs, not for a dispatcher that lives as long as the app.
public struct DispatchLog: DispatchLogSink, KeyedDispatchLogSink {
    /// Every step so far, in order.
    public private(set) var entries: [DispatchLogEntry] = []

    public init() {}

    /// Appends `entry`.
    public mutating func append(_ entry: DispatchLogEntry) { entries.append(entry) }

    /// Appends `entry`.
    public mutating func record(_ entry: DispatchLogEntry) { entries.append(entry) }

    public mutating func lookup(key: LayerKey, action: LayerAction?) {
        entries.append(.lookup(key: key.name, action: action))
    }

    public mutating func store(key: LayerKey, old: PropertyValue, new: PropertyValue) {
        entries.append(.store(key: key.name, old: old, new: new))
    }

    public mutating func run(action: LayerAction, key: LayerKey, old: PropertyValue, new: PropertyValue) {
        entries.append(.run(action: action, key: key.name, old: old, new: new))
    }
}

/// A bounded stand-in for the log, for timing (the harness's hook, not API: `@_spi(Harness)`): counts the entries and folds each one's kind, action
/// identity and numeric values into one word, allocating nothing. Both dispatchers fold the same things
/// in the same order, so equal logs give equal checksums whichever dispatcher wrote them.
///
/// Fold: `checksum = checksum · 31 + term` (wrapping), one term per field. An entry's terms are folded at
/// once, `checksum · 31ᵏ + Σ termᵢ · 31ᵏ⁻¹⁻ⁱ` for its k terms (the same word: wrapping arithmetic is a ring),
/// so each entry puts one multiply and one add on the chain of dependent folds instead of one per term.
@_spi(Harness) public struct DispatchChecksum: DispatchLogSink, KeyedDispatchLogSink, Hashable, Sendable {
    /// Entries folded so far.
    public var count: Int { folds }
    /// The folded entries.
    public var checksum: UInt { word }
    @usableFromInline var folds = 0
    @usableFromInline var word: UInt = 0

    public init() {}

    /// Folds two terms: `(word · 31 + a) · 31 + b`.
    @inlinable @inline(__always)
    mutating func fold(_ a: UInt, _ b: UInt) { word = word &* 961 &+ (a &* 31 &+ b) }

    /// Folds three terms: `((word · 31 + a) · 31 + b) · 31 + c`.
    @inlinable @inline(__always)
    mutating func fold(_ a: UInt, _ b: UInt, _ c: UInt) { word = word &* 29_791 &+ (a &* 961 &+ b &* 31 &+ c) }

    /// Folds four terms: `(((word · 31 + a) · 31 + b) · 31 + c) · 31 + d`.
    @inlinable @inline(__always)
    mutating func fold(_ a: UInt, _ b: UInt, _ c: UInt, _ d: UInt) {
        word = word &* 923_521 &+ (a &* 29_791 &+ b &* 961 &+ c &* 31 &+ d)
    }

    /// A value's term without looking inside strings or containers: numbers by bit pattern.
    @inlinable @inline(__always)
    static func term(_ value: PropertyValue) -> UInt {
        switch value {
        case let .number(number): return UInt(truncatingIfNeeded: number.bitPattern)
        case let .bool(flag): return flag ? 3 : 2
        case .null: return 1
        case .string: return 4
        case .array: return 5
        case .object: return 6
        }
    }

    /// An action's term: its identity, 0 for none.
    @inlinable @inline(__always)
    static func term(_ action: LayerAction?) -> UInt {
        action.map { UInt(bitPattern: ObjectIdentifier($0)) } ?? 0
    }

    /// Folds one step written with a String key.
    @inlinable
    public mutating func record(_ entry: DispatchLogEntry) {
        folds &+= 1
        switch entry {
        case let .lookup(_, action):
            fold(1, Self.term(action))
        case let .store(_, old, new):
            fold(2, Self.term(old), Self.term(new))
        case let .run(action, _, old, new):
            fold(3, Self.term(action), Self.term(old), Self.term(new))
        }
    }

    @inlinable @inline(__always)
    public mutating func lookup(key: LayerKey, action: LayerAction?) {
        folds &+= 1
        fold(1, Self.term(action))
    }

    @inlinable @inline(__always)
    public mutating func store(key: LayerKey, old: PropertyValue, new: PropertyValue) {
        folds &+= 1
        fold(2, Self.term(old), Self.term(new))
    }

    @inlinable @inline(__always)
    public mutating func run(action: LayerAction, key: LayerKey, old: PropertyValue, new: PropertyValue) {
        folds &+= 1
        fold(3, Self.term(action), Self.term(old), Self.term(new))
    }

    /// The lookup, the store and (with an action) the run folded at once, each value's term computed once: the
    /// same word and count as the three calls.
    @inlinable @inline(__always)
    public mutating func change(key: LayerKey, action: LayerAction?, old: PropertyValue, new: PropertyValue) {
        let acted = Self.term(action)
        let values = Self.term(old) &* 31 &+ Self.term(new)
        // lookup `(1, a)` then store `(2, old, new)`: word · 31⁵ + (31 + a) · 31³ + 2 · 31² + values.
        let stored = word &* 28_629_151 &+ ((31 &+ acted) &* 29_791 &+ 1_922 &+ values)
        // then, with an action, run `(3, a, old, new)`: · 31⁴ + 3 · 31³ + a · 31² + values.
        let ran = stored &* 923_521 &+ (89_373 &+ acted &* 961 &+ values)
        let runs = acted != 0
        word = runs ? ran : stored
        folds &+= runs ? 3 : 2
    }

    /// The lookup and the run folded at once, the value's term computed once (the same word and count as the two
    /// calls).
    @inlinable @inline(__always)
    public mutating func fire(key: LayerKey, action: LayerAction, current: PropertyValue) {
        let acted = Self.term(action)
        let value = Self.term(current)
        // lookup `(1, a)` then run `(3, a, v, v)`: word · 31⁶ + (31 + a) · 31⁴ + 3 · 31³ + a · 31² + v · 32.
        word = word &* 887_503_681 &+ ((31 &+ acted) &* 923_521 &+ 89_373 &+ acted &* 961 &+ value &* 32)
        folds &+= 2
    }
}
