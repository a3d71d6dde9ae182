/// The `[String: Value]` face of a ``KeyedSlots`` table (a layer's `actions` and `values`, a style's, a
/// dictionary delegate's `entries`), kept lazily: a String-keyed change updates it in place, a change made by
/// interned key writes only the table and marks the mirror stale, and the next read rebuilds it from the table.
/// The table is the source of truth; the mirror only saves rebuilding it on every read.
@usableFromInline
struct DictionaryMirror<Value> {
    /// The dictionary as of the last String-keyed change or refresh (read it after ``refresh(from:)``).
    private(set) var dictionary: [String: Value]
    /// False after a change by interned key, until the next refresh.
    @usableFromInline var isCurrent = true

    init(_ dictionary: [String: Value]) { self.dictionary = dictionary }

    /// A String-keyed change the owner also made to its table (nil removes the key).
    mutating func set(_ value: Value?, forKey key: String) {
        if isCurrent { dictionary[key] = value }
    }

    /// A change the owner made by interned key, to its table only.
    @inlinable @inline(__always) mutating func markStale() { isCurrent = false }

    /// The whole dictionary replaced (the owner replaced its table to match).
    mutating func replace(with dictionary: [String: Value]) {
        self.dictionary = dictionary
        isCurrent = true
    }

    /// Rebuilds ``dictionary`` from `table` when a change by interned key made it stale.
    mutating func refresh(from table: borrowing KeyedSlots<Value>) {
        guard !isCurrent else { return }
        refresh { body in table.forEach(body) }
    }

    /// Rebuilds ``dictionary`` from the entries `entries` hands to its argument (the owner's tables).
    mutating func refresh(_ entries: ((LayerKey, Value) -> Void) -> Void) {
        var rebuilt: [String: Value] = [:]
        entries { key, value in rebuilt[key.name] = value }
        dictionary = rebuilt
        isCurrent = true
    }
}
