/// The optimized resolver: the same answers as ``ReferenceActionResolver`` from flat tables indexed by
/// interned ``LayerKey``s.
///
/// - Each ``StyleDictionary`` keeps one flat table of its whole chain (every key, shallowest entry
///   winning), shared by every layer and style that uses it. Any change to a dictionary of the chain
///   (values, actions, a `style` link) marks that style and every style whose chain contains it stale; the
///   next lookup through a stale style rebuilds the stale part of its chain, deepest first.
/// - The layer's `actions` and stored values and the class defaults are mirrored in flat tables kept
///   current by their mutators; rebinding `layer.style` or `layer.delegate` needs nothing, as both are
///   read on every lookup.
/// - The delegate is consulted on every lookup, with the interned key.
///
/// A lookup through a clean chain costs at most four array reads and one delegate call and allocates
/// nothing; the first lookup after a change pays for the rebuild.
public struct CompiledActionResolver: ActionResolver, Sendable {
    public init() {}

    /// The action for an interned key.
    @inline(__always)
    public func action(for layer: Layer, forKey key: LayerKey) -> LayerAction? {
        if let delegate = layer.delegate, let answer = delegate.action(for: layer, forKey: key) {
            return answer.action
        }
        if let entry = layer.actionSlots.entry(key) {
            return entry.action
        }
        if let style = layer.lookupStyle {
            // The layer's `style` keeps the style alive; only our own rebuild runs in between.
            let entry = style._withUnsafeGuaranteedRef { style -> ActionEntry? in
                if style.isFlatTableStale { Self.rebuild(style) }
                return style.flatActions.entry(key)
            }
            if let entry {
                return entry.action
            }
        }
        return layer.layerClass.defaultActionSlots.entry(key)?.action
    }

    /// The action for a String key: interned when known; a key no dictionary has ever held can only be
    /// answered by the delegate.
    public func action(for layer: Layer, forKey name: String) -> LayerAction? {
        if let key = LayerKey.existing(name) {
            return action(for: layer, forKey: key)
        }
        return layer.delegate?.action(for: layer, forKey: name)?.action
    }

    /// The current value for an interned key.
    public func value(for layer: Layer, forKey key: LayerKey) -> PropertyValue {
        if let stored = layer.valueSlots.entry(key) {
            return stored
        }
        if key != .bounds && key != .frame, let style = layer.lookupStyle {
            let value = style._withUnsafeGuaranteedRef { style -> PropertyValue? in
                if style.isFlatTableStale { Self.rebuild(style) }
                return style.flatValues.entry(key)
            }
            if let value {
                return value
            }
        }
        return layer.layerClass.defaultValueSlots.entry(key) ?? .null
    }

    public func value(for layer: Layer, forKey name: String) -> PropertyValue {
        guard let key = LayerKey.existing(name) else { return .null }  // no dictionary holds it
        return value(for: layer, forKey: key)
    }

    @inline(never)
    private static func rebuild(_ style: StyleDictionary) {
        style.compileFlatTables()
    }
}
