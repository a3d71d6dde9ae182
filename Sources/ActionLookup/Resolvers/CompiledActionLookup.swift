/// The optimized resolver: the same answers as ``ReferenceActionLookup`` from flat tables indexed by
/// interned ``LayerKey``s.
///
/// - Each ``StyleDictionary`` keeps one flat table of its whole chain (every key, shallowest entry
///   winning), shared by every layer and style that uses it. A change to one key of a style's values or
///   actions marks only that key stale, in that style and every style whose chain contains it; relinking a
///   `style` marks those styles' whole tables stale. The next lookup through a stale style repairs the
///   stale part of its chain, deepest first, writing one entry per stale key (see
///   <doc:IncrementalInvalidation>).
/// - The layer's `actions` and stored values and the class defaults are mirrored in flat tables, built when
///   the resolver first reads the layer and kept current by the mutators from then on; rebinding
///   `layer.style` or `layer.delegate` needs nothing more, as both are read on every lookup.
/// - The delegate is consulted on every lookup, with the interned key: a ``DictionaryActionDelegate`` by
///   reading its table directly, any other through its protocol method.
///
/// Compiled action tables hold unretained action words (rebuilding a level's table is one pass of word
/// selects over its parent's); they are read only while the dictionaries they came from, which own the
/// actions, are unchanged. A lookup through a clean chain costs at most three word reads and one delegate
/// call, retains only the action it returns and allocates nothing; the first lookup after a change pays for
/// the rebuild.
///
/// Semantics: every answer equals ``ReferenceActionLookup``'s, whose search order is the one
/// Apple Developer Documentation, [`CALayer.action(forKey:)`](https://developer.apple.com/documentation/quartzcore/calayer/action(forkey:)) documents.
///
/// - Complexity: O(1) per lookup through a clean chain (at most three word reads and one delegate call).
///   After a change, the first lookup through an affected style repairs O(k) entries in each style whose chain
///   contains the changed one (k the keys changed); after a relink, O(t) per style of the relinked chains, t
///   the size of the chain's table.
public struct CompiledActionLookup: ActionResolver, Sendable {
    public init() {}

    /// Interns `name` (dispatch stores values under its keys, so they must be interned anyway).
    public func key(_ name: String) -> LayerKey { LayerKey(name) }

    /// The action for an interned key. Always inlined, so a caller's loop can drop the reference counting
    /// of the layer and the result it only inspects.
    @inlinable @inline(__always)
    public func action(for layer: Layer, forKey key: LayerKey) -> LayerAction? {
        if layer.readsTablesOnly {
            // Compiled, and no delegate or a dictionary one: its table is read like the others.
            let word = actionWordWithoutUserCode(for: layer, forKey: key)
            return word > ActionWord.nullMarker ? ActionWord.action(word) : nil
        }
        return actionOutOfLine(for: layer, forKey: key)
    }

    /// Calls `body` with the action for an interned key, lent from the table (or the animation block) that
    /// holds it, without reference counting, when the search runs no user code: no delegate, a dictionary
    /// one (its table is read like the layer's) or a UIView-like one (its context's answer word, the
    /// innermost block's action made first if no one asked yet). Other layers get
    /// ``action(for:forKey:)-(_,LayerKey)``'s answer. `body` must not change the layer model.
    @inlinable @inline(__always)
    public func withAction<Result>(for layer: Layer, forKey key: LayerKey, _ body: (LayerAction?) -> Result) -> Result {
        guard layer.delegateRunsNoUserCode else {
            return body(actionOutOfLine(for: layer, forKey: key))
        }
        let word = answerWordRunningNoUserCode(for: layer, forKey: key)
        guard word > ActionWord.nullMarker else { return body(nil) }
        // The layer's tables, its style's or its delegate's keep the action alive while `body` runs.
        return Unmanaged<LayerAction>.fromOpaque(UnsafeRawPointer(bitPattern: word).unsafelyUnwrapped)
            ._withUnsafeGuaranteedRef(body)
    }

    /// ``action(for:forKey:)-(_,LayerKey)`` for a layer not yet compiled, or with a UIView-like or another
    /// delegate: kept out of line so the common path above stays small where it is inlined.
    @usableFromInline @inline(never)
    func actionOutOfLine(for layer: Layer, forKey key: LayerKey) -> LayerAction? {
        layer.ensureCompiled()
        if layer.delegateRunsNoUserCode {
            let word = answerWordRunningNoUserCode(for: layer, forKey: key)
            return word > ActionWord.nullMarker ? ActionWord.action(word) : nil
        }
        if let delegate = layer.delegate, let answer = delegate.action(for: layer, forKey: key) {
            return answer.action
        }
        let word = actionWordAfterDelegate(for: layer, forKey: key)
        // Absent and the null marker both end as nil.
        return word > ActionWord.nullMarker ? ActionWord.action(word) : nil
    }

    /// The whole search as an action word, for a compiled layer whose delegate runs no user code
    /// (`delegateRunsNoUserCode`). A UIView-like delegate answers every key with its context's entry (what its
    /// protocol method returns), read as a word: one load once the innermost block's action is made, which the
    /// first asker makes; the tables are never searched. The layer's `delegate` keeps the delegate alive, its
    /// context's blocks the action. No delegate or a dictionary one: `actionWordWithoutUserCode(for:forKey:)`.
    @inlinable @inline(__always)
    func answerWordRunningNoUserCode(for layer: Layer, forKey key: LayerKey) -> UInt {
        guard let viewLike = layer.viewLikeDelegate else { return actionWordWithoutUserCode(for: layer, forKey: key) }
        return viewLike._withUnsafeGuaranteedRef { delegate in
            let current = delegate.context.currentAnswerWord
            return current != ActionWord.absent ? current : delegate.context.answerWord()
        }
    }

    /// The whole search as an action word, for a layer with no delegate or a ``DictionaryActionDelegate``
    /// (whose answer for an interned key is a word of its table). Runs no user code. The layer must be compiled.
    @inlinable @inline(__always)
    func actionWordWithoutUserCode(for layer: Layer, forKey key: LayerKey) -> UInt {
        if let dictionary = layer.dictionaryDelegate {
            // The layer's `delegate` keeps the delegate alive.
            let answer = dictionary._withUnsafeGuaranteedRef { $0.wordView.word(at: key.index) }
            if answer != ActionWord.absent { return answer }
        }
        return actionWordAfterDelegate(for: layer, forKey: key)
    }

    /// Steps 2–4 of the search (the layer's actions, the style chain, the class default) as an action word
    /// (see `ActionWord`): absent, the null marker, or an unretained action kept alive by the dictionary
    /// that holds it. Runs no user code (a stale style chain is repaired by the resolver itself). The layer
    /// must be compiled.
    @inlinable @inline(__always)
    func actionWordAfterDelegate(for layer: Layer, forKey key: LayerKey) -> UInt {
        let index = key.index
        // All three levels are read unconditionally and chosen without data-dependent branches, so the
        // cost does not depend on where (or whether) the key is found.
        let own = layer.actionView.word(at: index)
        var styled = ActionWord.absent
        if let style = layer.lookupStyle {
            // The layer's `style` keeps the style alive; only our own rebuild runs in between.
            styled = style._withUnsafeGuaranteedRef { style in
                style.isFlatTableStale ? Self.staleActionWord(style, at: index) : style.flatActionView.word(at: index)
            }
        }
        let classDefault = layer.layerClass.defaultActionView.word(at: index)
        return own != ActionWord.absent ? own : (styled != ActionWord.absent ? styled : classDefault)
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
        layer.ensureCompiled()
        if let stored = layer.storedValue(forKey: key) {
            return stored
        }
        if key != .bounds && key != .frame, let style = layer.lookupStyle {
            // The layer's `style` keeps the style alive, the chain's links the owner; the owner table is read
            // through its view (a plain field), with no closure and no reference counting.
            let owner = style._withUnsafeGuaranteedRef { style in
                if style.isFlatTableStale {
                    if style.takesWalk() { return style.walkedOwner(at: key.index) }
                    Self.rebuild(style)
                }
                return style.currentOwnerView.word(at: key.index)
            }
            if owner != 0, let value = Unmanaged<StyleDictionary>
                .fromOpaque(UnsafeRawPointer(bitPattern: owner).unsafelyUnwrapped)
                ._withUnsafeGuaranteedRef({ $0.ownValues.entry(key) }) {
                return value
            }
        }
        return layer.layerClass.defaultValueSlots.entry(key) ?? .null
    }

    public func value(for layer: Layer, forKey name: String) -> PropertyValue {
        guard let key = LayerKey.existing(name) else { return .null }  // no dictionary holds it
        return value(for: layer, forKey: key)
    }

    @usableFromInline @inline(never)
    static func rebuild(_ style: StyleDictionary) {
        style.compileFlatTables()
    }

    /// Key `index`'s action word through a stale style: walked along the chain's own entries while the style,
    /// marked for a full rebuild, has walks left (see <doc:IncrementalInvalidation>), else read from its
    /// repaired table.
    @usableFromInline @inline(never)
    static func staleActionWord(_ style: StyleDictionary, at index: Int) -> UInt {
        if style.takesWalk() { return style.walkedActionWord(at: index) }
        style.compileFlatTables()
        return style.flatActionView.word(at: index)
    }
}
