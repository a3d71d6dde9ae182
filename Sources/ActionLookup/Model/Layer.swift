/// A layer's class: what `+defaultActionForKey:` and `+defaultValueForKey:` return (step 4 of the action
/// search and the last step of value lookup). Immutable, like a class's methods.
public final class LayerClass: Sendable {
    /// For messages ("CALayer", "CAShapeLayer").
    public let name: String
    /// `defaultAction(forKey:)`: an action, the null marker, or absent.
    public let defaultActions: [String: ActionEntry]
    /// `defaultValue(forKey:)`.
    public let defaultValues: [String: PropertyValue]

    /// `defaultActions` as action words (the dictionary keeps the actions alive).
    let defaultActionWords: RawSlots
    /// View of `defaultActionWords` (immutable, so always valid).
    @usableFromInline let defaultActionView: WordView
    let defaultValueSlots: KeyedSlots<PropertyValue>

    public init(name: String, defaultActions: [String: ActionEntry] = [:],
                defaultValues: [String: PropertyValue] = [:]) {
        self.name = name
        self.defaultActions = defaultActions
        self.defaultValues = defaultValues
        var words = RawSlots()
        ActionWord.fill(&words, from: defaultActions)
        defaultActionView = words.view
        defaultActionWords = words
        defaultValueSlots = KeyedSlots(defaultValues)
    }

    /// A class with no default actions or values.
    public static let plain = LayerClass(name: "CALayer")
}

/// A layer as Core Animation's action search sees it: a class, an optional delegate, an `actions`
/// dictionary, an optional `style`, and stored property values.
///
/// The delegate is held strongly (CALayer holds it weakly); the model has no views that own their layers.
/// Not thread-safe, like a layer tree outside a transaction's commit.
///
/// A layer keeps compiled tables for ``CompiledActionLookup`` only once that resolver (or a change by interned
/// key) has used it: until then the dictionaries are the only state and String-keyed changes write only them,
/// so a layer that only the ``ReferenceActionLookup`` reads pays for no compiled bookkeeping.
public final class Layer {
    // Stored properties are laid out in declaration order: the fields a compiled property change reads come
    // first, so they share the object's first cache lines (a frame's changes touch layers at random); the
    // flags fill the mirror's padding.
    /// `values` as a dictionary, refreshed from `valueSlots` when read after a store by interned key.
    @usableFromInline @exclusivity(unchecked) var valueMirror: DictionaryMirror<PropertyValue>
    /// True once the compiled state (`actionWords`, `actionEntries`, `valueSlots`, `viewLikeDelegate`) exists;
    /// from then on every mutator keeps it current. False: the dictionaries are the whole state, always
    /// current, and the compiled state is empty.
    @usableFromInline @exclusivity(unchecked) package private(set) var isCompiled = false
    /// True when the layer is compiled and `delegate` is nil, a ``ViewLikeDelegate`` or a
    /// ``DictionaryActionDelegate``: the action search then runs no user code and its answer does not depend
    /// on stored values (one flag for the compiled dispatcher's short path; false until compiled).
    @usableFromInline @exclusivity(unchecked) var delegateRunsNoUserCode = false
    /// True when the layer is compiled and its delegate is nil or a ``DictionaryActionDelegate``: a lookup then
    /// reads tables only (one flag for the compiled resolver's common path).
    @usableFromInline @exclusivity(unchecked) var readsTablesOnly = false
    /// View of `valueSlots` (the keys past the inline ones), refreshed after every mutation: the compiled
    /// dispatcher finds a stored value's storage from it with plain loads (see `exchangeStoredValue(_:forKey:)`).
    @usableFromInline @exclusivity(unchecked) var valueView = SlotView<PropertyValue>()
    /// View of `actionWords`, refreshed after every mutation.
    @usableFromInline @exclusivity(unchecked) var actionView = WordView.empty
    /// `style` without reference counting, for lookups: valid while `style` holds the same object, and no
    /// user code runs between reading it and reading the style's flat table.
    @usableFromInline @exclusivity(unchecked) var lookupStyle: Unmanaged<StyleDictionary>?
    /// `delegate` when it is a ``ViewLikeDelegate`` (whose answer depends on neither the layer nor the key
    /// and runs no user code), unretained: `delegate` keeps it alive. Lets the compiled dispatcher read the
    /// answer without a protocol call or a type check per change. Kept only while `isCompiled`.
    @usableFromInline @exclusivity(unchecked) var viewLikeDelegate: Unmanaged<ViewLikeDelegate>?
    /// `delegate` when it is a ``DictionaryActionDelegate`` (whose answer depends only on the key and runs no
    /// user code), unretained and compiled: `delegate` keeps it alive. Kept only while `isCompiled`.
    @usableFromInline @exclusivity(unchecked) var dictionaryDelegate: Unmanaged<DictionaryActionDelegate>?
    /// The layer's class (defaults).
    public let layerClass: LayerClass

    /// Consulted first, on every lookup.
    @exclusivity(unchecked) public var delegate: (any LayerActionDelegate)? {
        didSet { if isCompiled { classifyDelegate() } }
    }
    /// The layer's style; shared styles are compiled once for every layer that uses them.
    @exclusivity(unchecked) public var style: StyleDictionary? {
        didSet { lookupStyle = style.map(Unmanaged.passUnretained) }
    }
    /// `actions`: an entry (action or null marker) stops the search.
    ///
    /// Changes made with an interned key (``setAction(_:forKey:)-(_,LayerKey)``) write only the compiled
    /// tables; this dictionary is brought up to date from them when next read.
    public var actions: [String: ActionEntry] {
        _read {
            actionMirror.refresh(from: actionEntries)
            yield actionMirror.dictionary
        }
    }
    /// `actions` as a dictionary, refreshed from `actionEntries` when read after a change by interned key.
    @exclusivity(unchecked) private var actionMirror: DictionaryMirror<ActionEntry>
    /// Stored property values; a stored `.null` counts as a value.
    ///
    /// Stores made with an interned key (`setValue(_:forKey:)` with a ``LayerKey``) write only the compiled table,
    /// so the hot path hashes no string; this dictionary is brought up to date from that table when next read.
    public var values: [String: PropertyValue] {
        _read {
            if !valueMirror.isCurrent { valueMirror.refresh(forEachStoredValue) }
            yield valueMirror.dictionary
        }
    }
    /// `actions` as action words by interned key, kept current by the mutators.
    @exclusivity(unchecked) var actionWords = RawSlots() {
        didSet { actionView = actionWords.view }
    }
    /// `values` compiled by interned key, for keys from `LayerKey.inlineCount` on (the others are in
    /// `inlineValues`), kept current by the mutators: with `inlineValues`, the source of truth for `values` once
    /// compiled.
    @exclusivity(unchecked) var valueSlots = KeyedSlots<PropertyValue>() {
        didSet { valueView = valueSlots.view }
    }
    /// `actions` by interned key (holding the actions strongly), the source of truth for `actions` once compiled.
    @exclusivity(unchecked) var actionEntries = KeyedSlots<ActionEntry>()
    /// The indices below 64 at which `actionWords` may hold an entry (bit `index`), a superset of the entries:
    /// replacing the whole `actions` visits only these instead of scanning the table.
    @exclusivity(unchecked) private var actionKeyMask: UInt64 = 0
    /// True when `actionWords` may hold an entry at an index of 64 or more (which `actionKeyMask` cannot
    /// record): a whole replacement then scans the table.
    @exclusivity(unchecked) private var actionKeysBeyondMask = false
    /// The compiled values of the keys interned with the key table (indices below `LayerKey.inlineCount`: the
    /// layer properties apps change most), inside the object: a change finds the storage at a constant offset
    /// from the layer's address, so loading it does not wait for a table pointer (see
    /// `exchangeStoredValue(_:forKey:)`). Declared last, so the fields before it keep their cache lines.
    @usableFromInline @exclusivity(unchecked) var inlineValues: InlineValues = (
        nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil)
    /// Storage for `LayerKey.inlineCount` values (a homogeneous tuple: laid out as an array of them).
    @usableFromInline typealias InlineValues = (
        PropertyValue?, PropertyValue?, PropertyValue?, PropertyValue?, PropertyValue?, PropertyValue?,
        PropertyValue?, PropertyValue?, PropertyValue?, PropertyValue?, PropertyValue?, PropertyValue?,
        PropertyValue?, PropertyValue?, PropertyValue?, PropertyValue?)

    public init(class layerClass: LayerClass = .plain, delegate: (any LayerActionDelegate)? = nil,
                actions: [String: ActionEntry] = [:], style: StyleDictionary? = nil,
                values: [String: PropertyValue] = [:]) {
        self.layerClass = layerClass
        self.delegate = delegate
        actionMirror = DictionaryMirror(actions)
        self.style = style
        valueMirror = DictionaryMirror(values)
        lookupStyle = style.map(Unmanaged.passUnretained)
    }

    /// Builds the compiled state when it does not exist yet (the compiled resolver's and the interned-key
    /// mutators' first step).
    @inlinable @inline(__always)
    func ensureCompiled() {
        if !isCompiled { compile() }
    }

    /// Builds the compiled state from the dictionaries (current, since nothing but them existed).
    @usableFromInline @inline(never)
    func compile() {
        actionEntries.overlay(actionMirror.dictionary)
        ActionWord.fill(&actionWords, from: actionMirror.dictionary)
        actionWords.forEachNonZero(noteActionKey)
        for (name, value) in valueMirror.dictionary { storeValue(value, forKey: LayerKey(name)) }
        classifyDelegate()
        isCompiled = true
    }

    /// Sets `viewLikeDelegate`, `dictionaryDelegate` and `delegateRunsNoUserCode` from `delegate` (compiling a
    /// dictionary delegate, whose table the compiled resolver then reads directly).
    private func classifyDelegate() {
        viewLikeDelegate = (delegate as? ViewLikeDelegate).map(Unmanaged.passUnretained)
        let dictionary = delegate as? DictionaryActionDelegate
        dictionary?.ensureCompiled()
        dictionaryDelegate = dictionary.map(Unmanaged.passUnretained)
        delegateRunsNoUserCode = delegate == nil || viewLikeDelegate != nil || dictionaryDelegate != nil
        readsTablesOnly = delegate == nil || dictionaryDelegate != nil
    }

    /// Sets (or with nil removes) the entry for `key` in the layer's `actions`.
    ///
    /// - Complexity: O(|key|) (one dictionary store; the compiled tables, once built, take one more word store).
    public func setAction(_ entry: ActionEntry?, forKey key: String) {
        actionMirror.set(entry, forKey: key)
        if isCompiled { storeAction(entry, forKey: LayerKey(key)) }
    }

    /// Sets (or with nil removes) the entry for an interned key, touching only the compiled tables: no
    /// string is hashed and no lock taken (``actions`` catches up when next read).
    ///
    /// - Complexity: O(1) amortized.
    public func setAction(_ entry: consuming ActionEntry?, forKey key: LayerKey) {
        ensureCompiled()
        actionMirror.markStale()
        storeAction(entry, forKey: key)
    }

    /// Stores the entry (an entry with the word already held is the same entry: nothing to do).
    private func storeAction(_ entry: consuming ActionEntry?, forKey key: LayerKey) {
        let word = ActionWord.encode(entry)
        guard actionWords.word(at: key.index) != word else { return }
        actionWords.set(word, at: key.index)
        actionEntries.set(entry, for: key)
        if word != ActionWord.absent { noteActionKey(key.index) }
    }

    /// Records that `actionWords` holds no entry (both tables were just emptied).
    private func forgetActionKeys() {
        actionKeyMask = 0
        actionKeysBeyondMask = false
    }

    /// Records that `actionWords` may hold an entry at `index` (see `actionKeyMask`).
    @inline(__always)
    private func noteActionKey(_ index: Int) {
        if index < 64 {
            actionKeyMask |= 1 &<< UInt64(truncatingIfNeeded: index)
        } else {
            actionKeysBeyondMask = true
        }
    }

    /// Replaces the whole `actions` dictionary.
    ///
    /// - Complexity: O(n + m), n and m the entries of the old and the new dictionary.
    public func setActions(_ newActions: [String: ActionEntry]) {
        actionMirror.replace(with: newActions)
        guard isCompiled else { return }
        // Both tables are emptied in place and refilled (no new storage for a replacement of a known size).
        actionEntries.removeAll()
        actionWords.removeAll()
        forgetActionKeys()
        for (name, entry) in newActions { installAction(entry, forKey: LayerKey(name)) }
    }

    /// Replaces the whole `actions` dictionary with entries by interned key (a key given twice keeps its
    /// last entry), touching only the compiled tables (``actions`` catches up when next read).
    public func setActions(_ newActions: [(key: LayerKey, entry: ActionEntry)]) {
        ensureCompiled()
        actionMirror.markStale()
        replaceCompiledActions(newActions)
    }

    private func replaceCompiledActions(_ newActions: [(key: LayerKey, entry: ActionEntry)]) {
        // The entries present are exactly the keys with a non-zero word (the two tables change together), so
        // only those are released. With every key below 64, the mask names them (a superset: a bit may
        // outlive its entry), so only those indices are visited; else the word table is scanned. Either way
        // the word table keeps its length, so the new entries' words need no extension.
        if actionKeysBeyondMask {
            actionWords.clearNonZero { actionEntries.set(nil, for: LayerKey(index: $0)) }
        } else {
            var mask = actionKeyMask
            while mask != 0 {
                let index = mask.trailingZeroBitCount
                mask &= mask &- 1
                actionWords.set(ActionWord.absent, at: index)
                actionEntries.set(nil, for: LayerKey(index: index))
            }
        }
        forgetActionKeys()
        for (key, entry) in newActions { installAction(entry, forKey: key) }
    }

    /// Puts an entry of a whole replacement into both tables, whose words at `key` are absent (emptied first).
    private func installAction(_ entry: consuming ActionEntry, forKey key: LayerKey) {
        actionWords.set(ActionWord.encode(entry), at: key.index)
        noteActionKey(key.index)
        actionEntries.set(entry, for: key)
    }

    /// Stores `value` for `key` (a stored `.null` counts as a value); nil removes the stored value.
    ///
    /// - Complexity: O(|key|) plus the compiled table's O(1) store once built.
    public func setValue(_ value: PropertyValue?, forKey key: String) {
        valueMirror.set(value, forKey: key)
        if isCompiled { storeValue(value, forKey: LayerKey(key)) }
    }

    /// Stores `value` for an interned key (nil removes it), touching only the compiled table: no hashing,
    /// no lock, and no allocation once the table covers `key`.
    ///
    /// - Complexity: O(1) amortized.
    public func setValue(_ value: PropertyValue?, forKey key: LayerKey) {
        ensureCompiled()
        storeValue(value, forKey: key)
        valueMirror.markStale()
    }

    /// Calls `body` with the storage of the compiled value for `key`: inside the object for the keys below
    /// `LayerKey.inlineCount`, else in `valueSlots`. `body` must not store a value for a key past the inline
    /// ones (that may move `valueSlots`' storage).
    @inlinable @inline(__always)
    func withValueStorage<Result>(forKey key: LayerKey,
                                  _ body: (UnsafeMutablePointer<PropertyValue?>?) -> Result) -> Result {
        let index = key.index
        return withUnsafeMutablePointer(to: &inlineValues) { inline in
            guard index < LayerKey.inlineCount else { return body(valueView.slot(for: key)) }
            // A homogeneous tuple is laid out as a C array of its element type.
            return body(UnsafeMutableRawPointer(inline).assumingMemoryBound(to: PropertyValue?.self) + index)
        }
    }

    /// The compiled value stored for `key`, nil when none. The layer must be compiled.
    func storedValue(forKey key: LayerKey) -> PropertyValue? {
        if key.index < LayerKey.inlineCount { return withValueStorage(forKey: key) { $0.unsafelyUnwrapped.pointee } }
        return valueSlots.entry(key)
    }

    /// Stores (nil: removes) the compiled value for `key`, not touching the mirror.
    private func storeValue(_ value: PropertyValue?, forKey key: LayerKey) {
        if key.index < LayerKey.inlineCount {
            withValueStorage(forKey: key) { $0.unsafelyUnwrapped.pointee = value }
        } else {
            valueSlots.set(value, for: key)
        }
    }

    /// Calls `body` with every compiled value, in key order.
    private func forEachStoredValue(_ body: (LayerKey, PropertyValue) -> Void) {
        for index in 0..<LayerKey.inlineCount {
            let key = LayerKey(index: index)
            if let value = storedValue(forKey: key) { body(key, value) }
        }
        valueSlots.forEach(body)
    }
}
