/// A flat table indexed by ``LayerKey/index``: the compiled form of a String-keyed dictionary.
/// Keys beyond the end are absent, so a table only grows as far as its largest key.
struct KeyedSlots<Element> {
    private(set) var storage: ContiguousArray<Element?> = []

    init() {}

    /// The entry for `key`, nil when absent. Never allocates.
    @inline(__always)
    subscript(key: LayerKey) -> Element? {
        get {
            let index = key.index
            return index < storage.count ? storage[index] : nil
        }
        set {
            let index = key.index
            if index >= storage.count {
                guard newValue != nil else { return }
                storage.append(contentsOf: repeatElement(nil, count: index + 1 - storage.count))
            }
            storage[index] = newValue
        }
    }

    /// Builds a table holding every entry of `dictionary`, interning its keys.
    init(_ dictionary: [String: Element]) {
        for (name, element) in dictionary { self[LayerKey(name)] = element }
    }

    /// Writes every entry of `dictionary` over this table (entries of `dictionary` win).
    mutating func overlay(_ dictionary: [String: Element]) {
        for (name, element) in dictionary { self[LayerKey(name)] = element }
    }
}

extension KeyedSlots: Sendable where Element: Sendable {}
