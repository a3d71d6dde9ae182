/// The default sink of both dispatchers: the most recent steps of dispatch, at most ``capacity`` of them,
/// so a dispatcher that runs for the life of an app (every frame, on many layers) keeps bounded memory.
///
/// The storage is allocated once, when the ring is made (a ring of more than ``preallocationLimit`` steps
/// grows as it fills, so a huge capacity costs nothing until it is used); recording a step into a full ring
/// overwrites the oldest one and allocates nothing. Keys are kept as the dispatcher gave them (a String, or a ``LayerKey``
/// whose name is looked up only when ``entries`` is read), so recording takes no lock.
public struct DispatchLogRing: DispatchLogSink, KeyedDispatchLogSink {
    /// The capacity of a ring made with ``init()``.
    public static let defaultCapacity = 64
    /// The most steps whose storage is reserved when a ring is made.
    public static let preallocationLimit = 4096

    /// How a step's key was given.
    private enum Key {
        case name(String)
        case interned(LayerKey)

        var name: String {
            switch self {
            case let .name(name): return name
            case let .interned(key): return key.name
            }
        }
    }

    /// One recorded step: `kind` 0 lookup, 1 store, 2 run.
    private struct Slot {
        var kind: UInt8
        var key: Key
        var action: LayerAction?
        var old: PropertyValue
        var new: PropertyValue
    }

    /// The most steps the ring keeps (at least 1).
    public let capacity: Int
    /// Steps recorded since the ring was made, including those overwritten since.
    public private(set) var recorded = 0
    private var slots: [Slot]
    /// Where the next step goes once the ring is full.
    private var next = 0

    /// A ring of ``defaultCapacity`` steps.
    public init() { self.init(capacity: Self.defaultCapacity) }

    /// A ring keeping the last `capacity` steps (a capacity below 1 keeps 1).
    public init(capacity: Int) {
        self.capacity = max(1, capacity)
        slots = []
        slots.reserveCapacity(min(self.capacity, Self.preallocationLimit))
    }

    /// Steps kept: `min(recorded, capacity)`.
    public var count: Int { slots.count }

    /// The steps kept, oldest first.
    public var entries: [DispatchLogEntry] {
        let ordered = slots.count < capacity ? slots : Array(slots[next...] + slots[..<next])
        return ordered.map { slot in
            switch slot.kind {
            case 0: return .lookup(key: slot.key.name, action: slot.action)
            case 1: return .store(key: slot.key.name, old: slot.old, new: slot.new)
            default:
                // A run step always carries its action.
                return .run(action: slot.action.unsafelyUnwrapped, key: slot.key.name, old: slot.old, new: slot.new)
            }
        }
    }

    private mutating func keep(_ slot: Slot) {
        recorded += 1
        if slots.count < capacity {
            slots.append(slot)
        } else {
            slots[next] = slot
            next = next + 1 == capacity ? 0 : next + 1
        }
    }

    public mutating func record(_ entry: DispatchLogEntry) {
        switch entry {
        case let .lookup(key, action): keep(Slot(kind: 0, key: .name(key), action: action, old: .null, new: .null))
        case let .store(key, old, new): keep(Slot(kind: 1, key: .name(key), action: nil, old: old, new: new))
        case let .run(action, key, old, new): keep(Slot(kind: 2, key: .name(key), action: action, old: old, new: new))
        }
    }

    public mutating func lookup(key: LayerKey, action: LayerAction?) {
        keep(Slot(kind: 0, key: .interned(key), action: action, old: .null, new: .null))
    }

    public mutating func store(key: LayerKey, old: PropertyValue, new: PropertyValue) {
        keep(Slot(kind: 1, key: .interned(key), action: nil, old: old, new: new))
    }

    public mutating func run(action: LayerAction, key: LayerKey, old: PropertyValue, new: PropertyValue) {
        keep(Slot(kind: 2, key: .interned(key), action: action, old: old, new: new))
    }
}
