extension Layer {
    /// What ``exchangeStoredValue(_:forKey:)`` did.
    @usableFromInline
    enum StoredExchange {
        /// The layer stores no value for the key: nothing changed.
        case notStored
        /// The stored value equals the new one: nothing changed.
        case equal
        /// The new value replaced this stored number (a trivial value: the caller folds and drops it without a
        /// tag test or a release).
        case replacedNumber(Double)
        /// The new value replaced this one (not a number), moved out of the table (not copied).
        case replaced(PropertyValue)
    }

    /// When the layer stores a value for `key`: nothing if it equals `value` (the dispatcher's equality),
    /// else `value` replaces it in the compiled table. The layer must be compiled. Compares in place and moves
    /// the old value out, so a change costs no copy of either value beyond the table's own reference to the
    /// new one.
    ///
    /// Always inlined into the compiled dispatcher's `set`, which then decides on the outcome without building
    /// it: the slot is inside the layer for the keys interned with the key table (its address is the layer's
    /// plus a constant, so loading it does not wait for the layer's fields), else found from `valueView`
    /// (fields in the layer's first cache lines), and the new value is
    /// stored by kind (a number as bits, an array or a string by retaining its buffer) without a generic copy.
    @inlinable @inline(__always)
    func exchangeStoredValue(_ value: PropertyValue, forKey key: LayerKey) -> StoredExchange {
        withValueStorage(forKey: key) { slot in
            guard let slot else { return .notStored }
            return exchange(at: slot, with: value)
        }
    }

    /// ``exchangeStoredValue(_:forKey:)`` once the value's storage is found.
    @inlinable @inline(__always)
    func exchange(at slot: UnsafeMutablePointer<PropertyValue?>, with value: PropertyValue) -> StoredExchange {
        // The first branch is on the new value's kind, which is at hand before the stored value is loaded: a key
        // keeps one kind of value, so once this branch is resolved the tests on the stored value's kind follow
        // its outcome and are predicted, instead of a mispredicted test on a value still in flight discarding
        // the work done while waiting for it.
        if case let .number(number) = value {
            // Moved out, then back in or replaced: the stored value is never copied.
            guard let old = slot.move() else {
                slot.initialize(to: nil)
                return .notStored
            }
            guard case let .number(stored) = old else {
                // A number never equals another kind (`==` says false).
                slot.initialize(to: .number(number))
                valueMirror.markStale()
                return .replaced(old)
            }
            // Two numbers: equal exactly when their `Double`s are; nothing to release once replaced.
            if stored == number {
                slot.initialize(to: .number(stored))
                return .equal
            }
            slot.initialize(to: .number(number))
            valueMirror.markStale()
            return .replacedNumber(stored)
        }
        guard let old = slot.move() else {
            slot.initialize(to: nil)
            return .notStored
        }
        if case let .number(stored) = old {
            // A stored number replaced by another kind (never equal to it).
            slot.initialize(to: Self.copy(value))
            valueMirror.markStale()
            return .replacedNumber(stored)
        }
        // One inlined comparison, by the new value's kind first; the moved-out value is only read, never copied,
        // before it goes back or out.
        if PropertyValue.fastEquals(new: value, stored: old) {
            slot.initialize(to: old)
            return .equal
        }
        slot.initialize(to: Self.copy(value))
        valueMirror.markStale()
        return .replaced(old)
    }

    /// `value` copied by kind: a number as bits, an array or a string by retaining its buffer, anything else
    /// through the enum's generic copy.
    @inlinable @inline(__always)
    static func copy(_ value: PropertyValue) -> PropertyValue {
        switch value {
        case let .number(number): return .number(number)
        case let .array(elements): return .array(elements)
        case let .string(text): return .string(text)
        default: return value
        }
    }
}
