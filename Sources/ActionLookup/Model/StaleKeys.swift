/// The stale key indices of a ``StyleDictionary`` (see <doc:IncrementalInvalidation>): at most `capacity`
/// indices in storage allocated once, on the first append, and kept. Appending, emptying and reading touch
/// no reference count and never allocate again, so marking a key stale and repairing it cost a few words.
struct StaleKeys: ~Copyable {
    /// How many indices the set holds before its owner must fall back to a full rebuild.
    let capacity: Int
    private var base: UnsafeMutablePointer<Int>?
    /// How many indices are held.
    private(set) var count = 0

    init(capacity: Int) { self.capacity = capacity }

    deinit { base?.deallocate() }

    /// True when no further index fits.
    var isFull: Bool { count >= capacity }

    /// Adds `index` (duplicates are kept; repairing a key twice writes the same entries). Requires `!isFull`.
    mutating func append(_ index: Int) {
        if base == nil { base = .allocate(capacity: capacity) }
        base.unsafelyUnwrapped[count] = index
        count += 1
    }

    /// Forgets every index, keeping the storage.
    mutating func removeAll() { count = 0 }

    /// Calls `body` with every index, in insertion order.
    func forEach(_ body: (Int) -> Void) {
        guard let base else { return }
        for position in 0..<count { body(base[position]) }
    }
}
