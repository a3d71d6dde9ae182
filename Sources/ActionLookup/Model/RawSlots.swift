/// A flat table of machine words indexed by `LayerKey.index`, 0 meaning absent: the storage of compiled
/// action tables. Words are trivial, so copying a table is a `memcpy` and touches no reference count.
///
/// Action words hold *unretained* action references: a table is only read while the dictionaries it was
/// compiled from (which hold the actions strongly) are unchanged — every mutation marks the table stale or
/// updates it in the same call.
///
/// Invariant: when storage exists, it holds at least `count + 1` words and the word at `count` is 0, so a
/// read at `min(index, count)` is always in bounds and needs no branch (see ``WordView``).
struct RawSlots: ~Copyable {
    private var base: UnsafeMutablePointer<UInt>?
    private var capacity: Int
    /// One past the largest index that may be non-zero.
    private(set) var count: Int

    init() {
        base = nil
        capacity = 0
        count = 0
    }

    deinit { base?.deallocate() }

    /// The word at `index`; 0 beyond the end. Never allocates.
    @inline(__always)
    func word(at index: Int) -> UInt {
        guard index < count, let base else { return 0 }
        return base[index]
    }

    /// A borrowed view of the current storage, valid until the next mutation of this table.
    var view: WordView {
        guard let base else { return .empty }
        return WordView(base: base, count: count)
    }

    /// Stores `word` at `index`, growing the table when a non-zero word lands beyond the end.
    mutating func set(_ word: UInt, at index: Int) {
        if index >= count {
            guard word != 0 else { return }
            reserve(index + 2)
            (base.unsafelyUnwrapped + count).update(repeating: 0, count: index + 2 - count)
            count = index + 1
        }
        base.unsafelyUnwrapped[index] = word
    }

    /// Zeroes every non-zero word, calling `body` with its index (in index order). Keeps `count` (an upper
    /// bound, still valid), so refilling the table below it writes words without extending it.
    mutating func clearNonZero(_ body: (Int) -> Void) {
        guard let base else { return }
        for index in 0..<count where base[index] != 0 {
            base[index] = 0
            body(index)
        }
    }

    /// Calls `body` with the index of every non-zero word, in index order.
    func forEachNonZero(_ body: (Int) -> Void) {
        guard let base else { return }
        for index in 0..<count where base[index] != 0 { body(index) }
    }

    /// Empties the table, keeping its storage.
    mutating func removeAll() {
        count = 0
        base?[0] = 0
    }

    /// Makes this table `top` written over `bottom` in one pass: each word is `top`'s where that is non-zero,
    /// else `bottom`'s. A select per word, no branch on the data, so the pass costs the
    /// same whatever the tables hold; reuses storage when it is large enough. `bottom` is a view of another
    /// table (nil: empty), so the caller need not borrow the table it views.
    mutating func assign(_ top: borrowing RawSlots, over bottom: WordView?) {
        merge(top.base, top.count, mark: 0, over: bottom?.base, bottom?.count ?? 0)
    }

    /// The word a presence table holds where a key is present (all ones, so a merge masks with it).
    static let present = UInt.max

    /// Makes this table `bottom` with `word` (non-zero) written at every index where `presence` holds
    /// ``present`` (its other words are 0), in one pass of masks (see ``assign(_:over:)``).
    mutating func assign(marking word: UInt, wherePresentIn presence: borrowing RawSlots, over bottom: WordView?) {
        merge(presence.base, presence.count, mark: word, over: bottom?.base, bottom?.count ?? 0)
    }

    /// The merges above: word `i` becomes `top[i]` (or `mark`, when non-zero) where `top[i]` is non-zero,
    /// else `bottom[i]`, with words past either table's end 0. With a `mark`, `top` is a presence table
    /// (words 0 or ``present``), so the choice is two masks and no compare. Neither table may be this one.
    private mutating func merge(_ top: UnsafeMutablePointer<UInt>?, _ topCount: Int, mark: UInt,
                                over bottom: UnsafeMutablePointer<UInt>?, _ bottomCount: Int) {
        let newCount = Swift.max(topCount, bottomCount)
        guard newCount > 0 else { return removeAll() }
        reserve(newCount + 1)
        let target = base.unsafelyUnwrapped
        let shared = Swift.min(topCount, bottomCount)
        if shared > 0 {
            let top = top.unsafelyUnwrapped, bottom = bottom.unsafelyUnwrapped
            if mark == 0 {
                // Both words are read unconditionally, so the choice is a select (and the loop vectorizes).
                for index in 0..<shared {
                    let word = top[index], below = bottom[index]
                    target[index] = word != 0 ? word : below
                }
            } else {
                for index in 0..<shared {
                    let present = top[index], below = bottom[index]
                    target[index] = (mark & present) | (below & ~present)
                }
            }
        }
        if topCount > shared {
            let top = top.unsafelyUnwrapped
            if mark == 0 {
                (target + shared).update(from: top + shared, count: topCount - shared)
            } else {
                for index in shared..<topCount { target[index] = mark & top[index] }
            }
        } else if bottomCount > shared {
            (target + shared).update(from: bottom.unsafelyUnwrapped + shared, count: bottomCount - shared)
        }
        target[newCount] = 0
        count = newCount
    }

    private mutating func reserve(_ needed: Int) {
        guard needed > capacity else { return }
        let newCapacity = max(needed, capacity * 2, 16)
        let storage = UnsafeMutablePointer<UInt>.allocate(capacity: newCapacity)
        storage.initialize(repeating: 0, count: newCapacity)
        if let base {
            storage.update(from: base, count: min(count + 1, capacity))
            base.deallocate()
        }
        base = storage
        capacity = newCapacity
    }
}

// Safe: a `RawSlots` is non-copyable and uniquely owns its storage (allocated, grown and freed only by
// itself), every write is a `mutating` method (so the compiler enforces exclusive access), and the
// non-mutating members only read. It is therefore a value with unique ownership, like an `Array` that is
// never shared: sending one moves its storage, and a `let` one (``LayerClass``'s) is read-only from then on.
// `@unchecked` only because the compiler does not look through the raw pointer.
extension RawSlots: @unchecked Sendable {}

/// A read-only view of a ``RawSlots`` table (its storage address and length), kept beside the table by its
/// owner and refreshed after every mutation, so inlined lookups read plain fields.
///
/// Sendable: a view does not own its storage, so it is only sound while that storage is not written. Every
/// view that can reach another isolation domain points at storage nothing writes again: ``empty`` (one zero
/// word, never written) and ``LayerClass``'s `defaultActionView` (a `let` view of a `let` table). All other
/// views are stored in ``Layer`` and ``StyleDictionary``, which are not `Sendable`, so they never leave the
/// thread that mutates their tables. The type is internal, so this holds for every use.
@usableFromInline
struct WordView: @unchecked Sendable {
    /// At least `count + 1` words, the last one 0.
    @usableFromInline let base: UnsafeMutablePointer<UInt>
    @usableFromInline let count: Int

    @usableFromInline init(base: UnsafeMutablePointer<UInt>, count: Int) {
        self.base = base
        self.count = count
    }

    /// The view of an empty table: one shared zero word.
    @usableFromInline static let empty: WordView = {
        let zero = UnsafeMutablePointer<UInt>.allocate(capacity: 1)
        zero.initialize(to: 0)
        return WordView(base: zero, count: 0)
    }()

    /// The word at `index`; 0 beyond the end. Branch-free: indices past the end read the zero word at
    /// `count`.
    @inlinable @inline(__always)
    func word(at index: Int) -> UInt {
        base[Swift.min(index, count)]
    }
}

/// How an ``ActionEntry?`` is stored in a ``RawSlots`` word: 0 absent, 1 the null marker, otherwise the
/// action's address (unretained).
@usableFromInline
enum ActionWord {
    @usableFromInline static let absent: UInt = 0
    @usableFromInline static let nullMarker: UInt = 1

    @usableFromInline
    static func encode(_ entry: ActionEntry?) -> UInt {
        switch entry {
        case nil: return absent
        case .nullMarker?: return nullMarker
        case let .action(action)?: return UInt(bitPattern: Unmanaged.passUnretained(action).toOpaque())
        }
    }

    /// The action of a word that is neither absent nor the null marker (returned retained, as usual).
    @inlinable @inline(__always)
    static func action(_ word: UInt) -> LayerAction {
        unsafeBitCast(word, to: LayerAction.self)
    }

    /// The entry a word stands for.
    @inline(__always)
    static func decode(_ word: UInt) -> ActionEntry? {
        switch word {
        case absent: return nil
        case nullMarker: return .nullMarker
        default: return .action(action(word))
        }
    }

    /// Fills `slots` with the words of `dictionary`, interning its keys.
    static func fill(_ slots: inout RawSlots, from dictionary: [String: ActionEntry]) {
        slots.removeAll()
        for (name, entry) in dictionary { slots.set(encode(entry), at: LayerKey(name).index) }
    }
}
