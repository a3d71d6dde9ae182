/// One step of dispatch, as ``ActionDispatcher`` records it.
public enum DispatchLogEntry: Equatable, CustomStringConvertible {
    /// The action search for `key` and its result (nil: none, or the null marker).
    case lookup(key: String, action: LayerAction?)
    /// A value stored for `key`: the current value before, and the value stored.
    case store(key: String, old: PropertyValue, new: PropertyValue)
    /// An action run for `key`, with the current value captured before the store and read when it runs.
    case run(action: LayerAction, key: String, old: PropertyValue, new: PropertyValue)

    /// Actions compare by identity.
    public static func == (lhs: DispatchLogEntry, rhs: DispatchLogEntry) -> Bool {
        switch (lhs, rhs) {
        case let (.lookup(k1, a1), .lookup(k2, a2)): return k1 == k2 && a1 === a2
        case let (.store(k1, o1, n1), .store(k2, o2, n2)): return k1 == k2 && o1 == o2 && n1 == n2
        case let (.run(a1, k1, o1, n1), .run(a2, k2, o2, n2)):
            return a1 === a2 && k1 == k2 && o1 == o2 && n1 == n2
        default: return false
        }
    }

    public var description: String {
        switch self {
        case let .lookup(key, action): return "lookup \(key) → \(action?.name ?? "nil")"
        case let .store(key, old, new): return "store \(key): \(old) → \(new)"
        case let .run(action, key, old, new): return "run \(action.name) for \(key): \(old) → \(new)"
        }
    }
}
