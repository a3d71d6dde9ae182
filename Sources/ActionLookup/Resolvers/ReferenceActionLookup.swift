/// The literal transcription of Core Animation's search (CALayer.h, `-actionForKey:` and
/// `+defaultValueForKey:`; Core Animation Programming Guide, "Changing a Layer's Default Behavior"):
/// String keys, nested dictionaries, the style chain walked on every lookup. Slow on purpose; trusted.
///
/// Action search for `key`:
/// 1. the delegate's `action(for:forKey:)`: an action → that action; the null marker → stop, nil;
///    nil → continue;
/// 2. the layer's `actions[key]`: an entry stops the search;
/// 3. for each style level, shallowest first: `style["actions"][key]` (an entry stops the search), then
///    descend into `style["style"]`;
/// 4. the class's `defaultAction(forKey:)`;
/// 5. a null marker as the final result becomes nil.
///
/// Source: the search order is the one Apple Developer Documentation, [`CALayer.action(forKey:)`](https://developer.apple.com/documentation/quartzcore/calayer/action(forkey:)) documents
/// (delegate, `actions`, `style` dictionaries, `defaultAction(forKey:)`); values follow
/// [`CALayer.defaultValue(forKey:)`](https://developer.apple.com/documentation/quartzcore/calayer/defaultvalue(forkey:))
/// and the "Changing a Layer's Default Behavior" chapter of the Core Animation Programming Guide.
///
/// - Complexity: O(d) dictionary lookups per action or value lookup, d the depth of the layer's style chain,
///   each hashing the String key (O(|key|)); no state is kept between lookups.
public struct ReferenceActionLookup: ActionResolver, Sendable {
    public init() {}

    /// Keys are plain strings.
    public func key(_ name: String) -> String { name }

    /// The action for `key`: the first entry of the search order above (delegate, `actions`, each style level
    /// shallowest first, class default), nil when there is none or it is the null marker.
    ///
    /// - Complexity: O(d · |key|), d the style-chain depth.
    public func action(for layer: Layer, forKey key: String) -> LayerAction? {
        // 1. The delegate.
        if let delegate = layer.delegate, let answer = delegate.action(for: layer, forKey: key) {
            return answer.action  // 5. the null marker becomes nil
        }
        // 2. The layer's actions dictionary.
        if let entry = layer.actions[key] {
            return entry.action
        }
        // 3. The style chain: style["actions"][key] at each level, then style["style"].
        var level = layer.style
        while let style = level {
            if let entry = style.actions[key] {
                return entry.action
            }
            level = style.style
        }
        // 4. The class default.
        if let entry = layer.layerClass.defaultActions[key] {
            return entry.action
        }
        return nil
    }

    /// The current value of `key`: the layer's stored value (a stored `.null` counts), else
    /// ``styleValue(for:forKey:)``.
    ///
    /// - Complexity: O(d · |key|), d the style-chain depth.
    public func value(for layer: Layer, forKey key: String) -> PropertyValue {
        if let stored = layer.values[key] {
            return stored
        }
        return styleValue(for: layer, forKey: key)
    }

    /// Value lookup for a key the layer stores no value for: `style[key]` at each level, shallowest first
    /// (a stored null marker counts as found, value nil, and stops the walk), then the class's
    /// `defaultValue(forKey:)`, else `.null`. The style is not consulted for `bounds` and `frame`.
    public func styleValue(for layer: Layer, forKey key: String) -> PropertyValue {
        if key != "bounds" && key != "frame" {
            var level = layer.style
            while let style = level {
                if let value = style.values[key] {
                    return value
                }
                level = style.style
            }
        }
        return layer.layerClass.defaultValues[key] ?? .null
    }
}
