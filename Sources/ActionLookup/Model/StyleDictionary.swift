/// A layer's `style` dictionary (Core Animation Programming Guide, "Key-Value Coding Extensions" and the
/// CALayer header): values for keys the layer does not store, an `actions` dictionary, and a nested
/// `style` dictionary consulted after this one. Shallower levels win.
///
/// Unlike CALayer's copied `NSDictionary`, a style here is a shared, mutable object (a style sheet entry):
/// many layers and styles can use it, and a change is seen by all of them at their next lookup.
/// A style can never contain itself through its `style` chain: ``setStyle(_:)`` refuses the cycle.
///
/// The mutators keep a compiled flat table (every key of the chain, shallowest entry winning) current for
/// ``CompiledActionResolver``; the ``ReferenceActionResolver`` reads only the dictionaries.
public final class StyleDictionary {
    /// A name for error messages (the `eval` format's style name); nil for an inline style.
    public let name: String?
    /// Style values by key (`cornerRadius`, `borderWidth`); `.null` is a stored null marker.
    public private(set) var values: [String: PropertyValue]
    /// `style["actions"]`: actions by event key; `.nullMarker` stops the search with no action.
    public private(set) var actions: [String: ActionEntry]
    /// `style["style"]`: the next, deeper level of the chain.
    public private(set) var style: StyleDictionary?

    // MARK: compiled state (read by CompiledActionResolver)

    /// This level's own `actions` as action words (see `ActionWord`), kept current by the mutators.
    @exclusivity(unchecked) var ownActionWords = RawSlots()
    /// This level's own values by interned key, kept current by the mutators.
    @exclusivity(unchecked) var ownValues = KeyedSlots<PropertyValue>()
    /// Every action of the chain as action words, shallowest winning; valid when `isFlatTableStale` is false.
    @exclusivity(unchecked) var flatActionWords = RawSlots()
    /// View of `flatActionWords`, refreshed after every rebuild.
    @usableFromInline @exclusivity(unchecked) var flatActionView = WordView.empty
    /// For every value key of the chain, the (unretained) style of the chain that holds it, shallowest
    /// winning; valid when `isFlatTableStale` is false.
    @exclusivity(unchecked) var flatValueOwners = RawSlots()
    /// Which keys this level has a value for (1 where present), for compiling `flatValueOwners`.
    @exclusivity(unchecked) var ownValuePresence = RawSlots()
    /// True when a dictionary of the chain changed since the flat tables were built. Invariant: a stale
    /// style's dependents are stale too.
    @usableFromInline @exclusivity(unchecked) var isFlatTableStale = true
    /// The styles whose `style` is this one (weakly held), to invalidate on change.
    private var dependents: [WeakStyleReference] = []

    /// Creates a style; its keys are interned so compiled lookups can find them.
    public init(name: String? = nil, values: [String: PropertyValue] = [:], actions: [String: ActionEntry] = [:],
                style: StyleDictionary? = nil) {
        self.name = name
        self.values = values
        self.actions = actions
        self.style = style
        ActionWord.fill(&ownActionWords, from: actions)
        for (key, value) in values {
            let interned = LayerKey(key)
            ownValues.set(value, for: interned)
            ownValuePresence.set(1, at: interned.index)
        }
        style?.addDependent(self)
    }

    /// A name for messages: the name, or "an unnamed style".
    public var displayName: String { name ?? "an unnamed style" }

    /// Sets (or with nil removes) the value for `key`.
    public func setValue(_ value: PropertyValue?, forKey key: String) {
        values[key] = value
        let interned = LayerKey(key)
        ownValues.set(value, for: interned)
        ownValuePresence.set(value == nil ? 0 : 1, at: interned.index)
        invalidate()
    }

    /// Sets (or with nil removes) the action entry for `key` in `style["actions"]`.
    public func setAction(_ entry: ActionEntry?, forKey key: String) {
        actions[key] = entry
        ownActionWords.set(ActionWord.encode(entry), at: LayerKey(key).index)
        invalidate()
    }

    /// Replaces the whole `actions` dictionary.
    public func setActions(_ newActions: [String: ActionEntry]) {
        actions = newActions
        ActionWord.fill(&ownActionWords, from: newActions)
        invalidate()
    }

    /// Sets the nested style. Throws ``ActionLookupError/styleCycle(_:)`` (and changes nothing) when
    /// `newStyle` is this style or contains it through its chain.
    public func setStyle(_ newStyle: StyleDictionary?) throws(ActionLookupError) {
        if newStyle === style { return }
        var path: [StyleDictionary] = [self]
        var current = newStyle
        while let level = current {  // terminates: the existing graph has no cycle
            path.append(level)
            if level === self { throw .styleCycle(path.map(\.displayName)) }
            current = level.style
        }
        style?.removeDependent(self)
        style = newStyle
        newStyle?.addDependent(self)
        invalidate()
    }

    /// The number of levels in the chain, this one included.
    public var chainDepth: Int {
        var depth = 0
        var current: StyleDictionary? = self
        while let level = current { depth += 1; current = level.style }
        return depth
    }

    // MARK: invalidation and compilation

    /// Marks this style and every style whose chain contains it stale (iteratively; stops at styles already
    /// stale, whose dependents are stale by the invariant).
    private func invalidate() {
        if isFlatTableStale { return }
        isFlatTableStale = true
        var work: [StyleDictionary] = [self]
        while let style = work.popLast() {
            for reference in style.dependents {
                if let dependent = reference.style, !dependent.isFlatTableStale {
                    dependent.isFlatTableStale = true
                    work.append(dependent)
                }
            }
        }
    }

    /// Rebuilds the flat tables of this style and of every stale style below it, deepest first, so each
    /// level starts from its parent's table and writes its own entries over it.
    func compileFlatTables() {
        var stale: [StyleDictionary] = []
        var current: StyleDictionary? = self
        while let level = current, level.isFlatTableStale {
            stale.append(level)
            current = level.style
        }
        var base = current  // nil or a clean style
        for level in stale.reversed() {
            if let base {
                level.flatActionWords.assign(copying: base.flatActionWords)
                level.flatValueOwners.assign(copying: base.flatValueOwners)
            } else {
                level.flatActionWords.removeAll()
                level.flatValueOwners.removeAll()
            }
            level.flatActionWords.overlay(level.ownActionWords)
            level.flatActionView = level.flatActionWords.view
            level.flatValueOwners.mark(UInt(bitPattern: Unmanaged.passUnretained(level).toOpaque()),
                                       wherePresentIn: level.ownValuePresence)
            level.isFlatTableStale = false
            base = level
        }
    }

    private func addDependent(_ style: StyleDictionary) {
        dependents.removeAll { $0.style == nil }
        dependents.append(WeakStyleReference(style: style))
    }

    private func removeDependent(_ style: StyleDictionary) {
        dependents.removeAll { $0.style == nil || $0.style === style }
    }
}

/// A weak reference to a style, so parents do not keep their dependents alive.
private struct WeakStyleReference {
    weak var style: StyleDictionary?
}
