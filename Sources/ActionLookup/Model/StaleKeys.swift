/// The stale key indices of a ``StyleDictionary`` (see <doc:IncrementalInvalidation>): at most `capacity`
/// indices in storage allocated once, on the first append, and kept. Appending, emptying and reading touch
/// no reference count and never allocate again, so marking a key stale and repairing it cost a few words.
/// Each index is held once: a 64-bit filter (bit `index % 64` set for every index held) answers most
/// ``contains(_:)`` questions without reading the list.
struct StaleKeys: ~Copyable {
    /// How many indices the set holds before its owner must fall back to a full rebuild.
    let capacity: Int
    private var base: UnsafeMutablePointer<Int>?
    /// How many indices are held.
    private(set) var count = 0
    /// Bit `index % 64` is set for every index held (a clear bit proves the index absent).
    private var filter: UInt64 = 0

    init(capacity: Int) { self.capacity = capacity }

    deinit { base?.deallocate() }

    /// True when no further index fits.
    var isFull: Bool { count >= capacity }

    /// True when `index` is held: a clear filter bit answers at once, a set one by reading the list.
    @inline(__always)
    func contains(_ index: Int) -> Bool {
        guard filter & (1 &<< UInt64(truncatingIfNeeded: index & 63)) != 0, let base else { return false }
        for position in 0..<count where base[position] == index { return true }
        return false
    }

    /// Adds `index`, which must not be held yet. Requires `!isFull`.
    mutating func append(_ index: Int) {
        if base == nil { base = .allocate(capacity: capacity) }
        base.unsafelyUnwrapped[count] = index
        count += 1
        filter |= 1 &<< UInt64(truncatingIfNeeded: index & 63)
    }

    /// Forgets every index, keeping the storage.
    mutating func removeAll() {
        count = 0
        filter = 0
    }

    /// Calls `body` with every index, in insertion order.
    func forEach(_ body: (Int) -> Void) {
        guard let base else { return }
        for position in 0..<count { body(base[position]) }
    }
}
