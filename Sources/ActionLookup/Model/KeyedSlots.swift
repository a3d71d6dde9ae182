/// A flat table indexed by `LayerKey.index`: the compiled form of a String-keyed dictionary. Keys beyond
/// the end are absent, so a table only grows as far as its largest key.
///
/// Manually managed storage in a non-copyable struct: reading an entry touches no reference count but the
/// entry's own, so a lookup through several tables costs a few loads and allocates nothing.
struct KeyedSlots<Element>: ~Copyable {
    private var base: UnsafeMutablePointer<Element?>?
    private var count: Int

    /// An empty table (no storage).
    init() {
        base = nil
        count = 0
    }

    /// A table holding every entry of `dictionary`, interning its keys.
    init(_ dictionary: [String: Element]) {
        self.init()
        overlay(dictionary)
    }

    /// A copy of `other`.
    init(copying other: borrowing KeyedSlots<Element>) {
        self.init()
        guard other.count > 0, let source = other.base else { return }
        let storage = UnsafeMutablePointer<Element?>.allocate(capacity: other.count)
        storage.initialize(from: source, count: other.count)
        base = storage
        count = other.count
    }

    deinit {
        if let base {
            base.deinitialize(count: count)
            base.deallocate()
        }
    }

    /// The entry for `key`, nil when absent. Never allocates.
    @inline(__always)
    func entry(_ key: LayerKey) -> Element? {
        let index = key.index
        guard index < count, let base else { return nil }
        return base[index]
    }

    /// A borrowed view of the current storage, valid until the next mutation of this table.
    var view: SlotView<Element> { SlotView(base: base, count: count) }

    /// Sets (or with nil clears) the entry for `key`, growing the table if needed. Takes `element` owned, so a
    /// caller that hands over a value it made (or copied) for the table moves it in: no second retain.
    mutating func set(_ element: consuming Element?, for key: LayerKey) {
        let index = key.index
        if index >= count {
            guard element != nil else { return }
            let newCount = max(index + 1, count * 2, 8)
            let storage = UnsafeMutablePointer<Element?>.allocate(capacity: newCount)
            if let base {
                storage.moveInitialize(from: base, count: count)
                base.deallocate()
            }
            (storage + count).initialize(repeating: nil, count: newCount - count)
            base = storage
            count = newCount
        }
        base?[index] = element
    }

    /// Empties every slot, keeping the storage: refilling it allocates nothing, and only present elements
    /// are released (empty slots cost a test each, not a destroy through the element's value witnesses).
    mutating func removeAll() {
        guard let base else { return }
        for index in 0..<count where base[index] != nil { base[index] = nil }
    }

    /// Calls `body` with every present entry, in key order.
    func forEach(_ body: (LayerKey, Element) -> Void) {
        guard let base else { return }
        for index in 0..<count {
            if let element = base[index] { body(LayerKey(index: index), element) }
        }
    }

    /// Writes every entry of `dictionary` over this table (entries of `dictionary` win).
    mutating func overlay(_ dictionary: [String: Element]) {
        for (name, element) in dictionary { set(element, for: LayerKey(name)) }
    }
}

/// A view of a ``KeyedSlots`` table's storage (its address and length), kept beside the table by its owner
/// and refreshed after every mutation of the table, so an inlined change finds an entry's storage by reading
/// plain fields of the owner. Valid while the table is not mutated; writing an entry through it in place
/// (moving it out and initializing it again) is not a mutation of the table.
@usableFromInline
struct SlotView<Element> {
    /// The storage (nil only when `count` is 0).
    @usableFromInline let base: UnsafeMutablePointer<Element?>?
    /// How many entries the storage holds.
    @usableFromInline let count: Int

    /// The view of a table with no storage.
    init() {
        base = nil
        count = 0
    }

    init(base: UnsafeMutablePointer<Element?>?, count: Int) {
        self.base = base
        self.count = count
    }

    /// The storage of the entry for `key` (which may be nil), or nil when the table does not reach `key`.
    @inlinable @inline(__always)
    func slot(for key: LayerKey) -> UnsafeMutablePointer<Element?>? {
        let index = key.index
        guard index < count else { return nil }
        return base.unsafelyUnwrapped + index
    }
}

// Safe when the elements are: a `KeyedSlots` is non-copyable and uniquely owns its storage, every write is a
// `mutating` method (exclusive access, enforced by the compiler) and reads copy a `Sendable` element out. So it
// is a uniquely owned value (``LayerClass`` keeps a `let` one, read-only from then on). `@unchecked` only
// because the compiler does not look through the raw pointer.
extension KeyedSlots: @unchecked Sendable where Element: Sendable {}
