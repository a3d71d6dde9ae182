import Foundation

/// An interned layer key (a property name such as `opacity` or an event such as `onOrderIn`): a small
/// integer that indexes the compiled tables of ``CompiledActionLookup`` without hashing a string.
///
/// Interning is process-wide and permanent: the same name always gives the same key. Intern keys once
/// (`static let opacity = LayerKey("opacity")`) and reuse them; ``init(_:)`` takes a lock.
public struct LayerKey: Hashable, Sendable, CustomStringConvertible {
    /// Position in the process-wide key table (the compiled tables' slot; not part of the public API: indices
    /// depend on interning order).
    @usableFromInline package let index: Int

    /// The key for `name`, interning it if it is new.
    public init(_ name: String) { index = LayerKeyTable.shared.intern(name) }

    /// The key for `name` if it was ever interned, without interning it.
    public static func existing(_ name: String) -> LayerKey? {
        LayerKeyTable.shared.existingIndex(name).map(LayerKey.init(index:))
    }

    /// The key at `index` of the table (an index the table handed out).
    init(index: Int) { self.index = index }

    /// The key's name.
    public var name: String { LayerKeyTable.shared.name(at: index) }

    public var description: String { name }

    /// `bounds`, which style value lookup never consults the style for. Interned when the table is made
    /// (index 0), so the constant needs no lazy initialization and reading it costs no once-check.
    public static let bounds = LayerKey(index: LayerKeyTable.boundsIndex)
    /// `frame`, which style value lookup never consults the style for (index 1, interned with the table).
    public static let frame = LayerKey(index: LayerKeyTable.frameIndex)

    /// How many keys are interned when the table is made (`LayerKeyTable.wellKnownNames`, indices 0 to 15): a
    /// layer stores the values of these keys inside its own object (`Layer.inlineValues`), the others in a
    /// table of its own. A constant, so inlined code reads it without a lazy-initialization check.
    @inlinable package static var inlineCount: Int { 16 }
}

/// The process-wide table behind ``LayerKey``: names by index and indices by name, under a lock.
///
/// Sendable because every access to the mutable state (`indices`, `names`) holds `lock` (each method locks
/// on entry and unlocks on exit), and `lock` itself is a `let`. `@unchecked` because the compiler cannot see
/// that pairing; `Mutex` (Synchronization) would state it in types but needs macOS 15, above this package's
/// macOS 14.
final class LayerKeyTable: @unchecked Sendable {
    static let shared = LayerKeyTable()

    /// The indices of ``LayerKey/bounds`` and ``LayerKey/frame``, interned when the table is made.
    static let boundsIndex = 0
    static let frameIndex = 1

    /// The keys interned when the table is made, at these indices: Core Animation's layer properties apps
    /// change most (geometry, opacity, colors, corners, borders, shadows, visibility; CALayer.h marks each
    /// "Animatable"). Their values live inside each layer (`LayerKey.inlineCount` of them), so changing one
    /// finds its storage from the layer's address without reading a table pointer first.
    static let wellKnownNames = [
        "bounds", "frame", "position", "zPosition", "anchorPoint", "transform", "opacity", "backgroundColor",
        "cornerRadius", "borderWidth", "borderColor", "shadowOpacity", "shadowRadius", "shadowOffset",
        "shadowColor", "hidden",
    ]

    private let lock = NSLock()
    private var indices: [String: Int] = Dictionary(
        uniqueKeysWithValues: wellKnownNames.enumerated().map { ($0.element, $0.offset) })
    private var names: [String] = wellKnownNames

    func intern(_ name: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        if let index = indices[name] { return index }
        names.append(name)
        indices[name] = names.count - 1
        return names.count - 1
    }

    func existingIndex(_ name: String) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        return indices[name]
    }

    func name(at index: Int) -> String {
        lock.lock()
        defer { lock.unlock() }
        return names[index]
    }
}
