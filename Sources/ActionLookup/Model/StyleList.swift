/// A list of unretained ``StyleDictionary`` references in manually managed storage: a style's dependents
/// and the work list of an invalidation walk. Appending, removing and iterating touch no reference count
/// (the list neither retains its styles nor is itself reference counted); storage grows by doubling and is
/// kept when the list empties.
struct StyleList: ~Copyable {
    private var base: UnsafeMutablePointer<Unmanaged<StyleDictionary>>?
    private var capacity = 0
    /// How many styles the list holds.
    private(set) var count = 0

    init() {}

    deinit { base?.deallocate() }

    var isEmpty: Bool { count == 0 }

    mutating func append(_ style: Unmanaged<StyleDictionary>) {
        if count == capacity {
            let newCapacity = max(4, capacity * 2)
            let storage = UnsafeMutablePointer<Unmanaged<StyleDictionary>>.allocate(capacity: newCapacity)
            if let base {
                storage.moveInitialize(from: base, count: count)
                base.deallocate()
            }
            base = storage
            capacity = newCapacity
        }
        (base.unsafelyUnwrapped + count).initialize(to: style)
        count += 1
    }

    /// The last style, removed; nil when empty.
    mutating func popLast() -> Unmanaged<StyleDictionary>? {
        guard count > 0 else { return nil }
        count -= 1
        return base.unsafelyUnwrapped[count]
    }

    /// Removes one occurrence of `style` (the last entry takes its place: order is not kept).
    mutating func remove(_ style: Unmanaged<StyleDictionary>) {
        guard let base else { return }
        for position in 0..<count where base[position].toOpaque() == style.toOpaque() {
            count -= 1
            base[position] = base[count]
            return
        }
    }

    /// Calls `body` with every style, in list order. `body` must not change this list.
    func forEach(_ body: (Unmanaged<StyleDictionary>) -> Void) {
        guard let base else { return }
        for position in 0..<count { body(base[position]) }
    }
}
