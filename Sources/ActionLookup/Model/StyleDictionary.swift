/// A layer's `style` dictionary (Core Animation Programming Guide, "Key-Value Coding Extensions" and the
/// CALayer header): values for keys the layer does not store, an `actions` dictionary, and a nested
/// `style` dictionary consulted after this one. Shallower levels win.
///
/// Unlike CALayer's copied `NSDictionary`, a style here is a shared, mutable object (a style sheet entry):
/// many layers and styles can use it, and a change is seen by all of them at their next lookup.
/// A style can never contain itself through its `style` chain: ``setStyle(_:)`` refuses the cycle.
///
/// Once ``CompiledActionLookup`` has used a style (or a change by interned key has), the mutators keep a
/// compiled flat table (every key of the chain, shallowest entry winning) current for it; the
/// ``ReferenceActionLookup`` reads only the dictionaries. A style no compiled lookup has used keeps only the
/// dictionaries and pays for no compiled bookkeeping (see <doc:IncrementalInvalidation>).
public final class StyleDictionary {
    /// A name for error messages (the `eval` format's style name); nil for an inline style.
    public let name: String?
    /// Style values by key (`cornerRadius`, `borderWidth`); `.null` is a stored null marker.
    ///
    /// Changes made with an interned key (``setValue(_:forKey:)-(_,LayerKey)``) write only the compiled
    /// table; this dictionary is brought up to date from it when next read.
    public var values: [String: PropertyValue] {
        _read {
            valueMirror.refresh(from: ownValues)
            yield valueMirror.dictionary
        }
    }
    /// `style["actions"]`: actions by event key; `.nullMarker` stops the search with no action.
    ///
    /// Changes made with an interned key (``setAction(_:forKey:)-(_,LayerKey)``) write only the compiled
    /// tables; this dictionary is brought up to date from them when next read.
    public var actions: [String: ActionEntry] {
        _read {
            actionMirror.refresh(from: ownActionEntries)
            yield actionMirror.dictionary
        }
    }
    /// `style["style"]`: the next, deeper level of the chain.
    @exclusivity(unchecked) public private(set) var style: StyleDictionary? {
        didSet { parent = style.map(Unmanaged.passUnretained) }
    }
    /// `style` without reference counting, for walks along the chain (the link keeps the parent alive).
    @exclusivity(unchecked) private var parent: Unmanaged<StyleDictionary>?

    /// `values` as a dictionary, refreshed from `ownValues` when read after a change by interned key.
    @exclusivity(unchecked) private var valueMirror: DictionaryMirror<PropertyValue>
    /// `actions` as a dictionary, refreshed from `ownActionEntries` when read after a change by interned key.
    @exclusivity(unchecked) private var actionMirror: DictionaryMirror<ActionEntry>

    // MARK: compiled state (read by CompiledActionLookup)

    /// True once the compiled state exists (own tables, registration in the parent's dependents); from then
    /// on every mutator keeps it current. Invariant: a compiled style's parent is compiled and lists it as a
    /// dependent; an uncompiled style has empty tables, no compiled dependents, and needs a full rebuild.
    @exclusivity(unchecked) package private(set) var isCompiled = false
    /// This level's own `actions` by interned key (the entries hold the actions strongly): the source of
    /// truth for `actions` once compiled, kept current by the mutators.
    @exclusivity(unchecked) var ownActionEntries = KeyedSlots<ActionEntry>()
    /// This level's own `actions` as action words (see `ActionWord`), kept current by the mutators.
    @exclusivity(unchecked) var ownActionWords = RawSlots()
    /// This level's own values by interned key, kept current by the mutators.
    @exclusivity(unchecked) var ownValues = KeyedSlots<PropertyValue>()
    /// Every action of the chain as action words, shallowest winning; valid when `isFlatTableStale` is false.
    @exclusivity(unchecked) var flatActionWords = RawSlots()
    /// View of `flatActionWords`, refreshed after every rebuild.
    @usableFromInline @exclusivity(unchecked) var flatActionView = WordView.empty
    /// For every value key of the chain, the (unretained) style of the chain that holds it, shallowest
    /// winning; valid when `isFlatTableStale` and `ownersDeferred` are false.
    @exclusivity(unchecked) var flatValueOwners = RawSlots()
    /// View of `flatValueOwners`, refreshed after every rebuild: a dependent's repair reads its parent's two
    /// tables through the views (plain fields), so it neither borrows the parent's tables nor retains it.
    /// Read it through `currentOwnerView`, which first rebuilds a deferred table.
    @exclusivity(unchecked) var flatOwnerView = WordView.empty
    /// True when the last full rebuild left `flatValueOwners` to be rebuilt whole by the first value lookup
    /// that needs it (a relinked chain is often relinked or changed again before any value lookup reads it).
    /// Key repairs then skip the owner table. Invariant: a style whose owners are not deferred has a parent
    /// whose owners are not deferred (a deferring full rebuild marks every dependent for one too), so the
    /// deferred levels of a chain are its first ones.
    @exclusivity(unchecked) var ownersDeferred = false
    /// Which keys this level has a value for (`RawSlots.present`, all ones, where present), for compiling
    /// `flatValueOwners`.
    @exclusivity(unchecked) var ownValuePresence = RawSlots()
    /// True when some entry of the flat tables may be out of date (see <doc:IncrementalInvalidation>).
    /// Invariant: a stale style's dependents are stale too, so a clean style's whole chain is clean.
    @usableFromInline @exclusivity(unchecked) var isFlatTableStale = true
    /// True when the whole flat table must be rebuilt (new style, relinked chain, or too many stale keys).
    /// Invariant: a style that needs a full rebuild has only dependents that need one too.
    @exclusivity(unchecked) var needsFullRebuild = true
    /// Levels that lookups through this style may still read by walking its chain's own entries before its
    /// next full rebuild (see `walkBudgetPerRebuild`): set when it is marked for one again before any lookup
    /// rebuilt it, cleared by every repair.
    @exclusivity(unchecked) var walkBudget = 0
    /// When stale but not in need of a full rebuild: the key indices whose flat entries (action and value
    /// owner) may be out of date. Every other entry is correct given the parent's table. Invariant: the
    /// stale keys of a style are stale keys of each of its dependents (or the dependent needs a full rebuild).
    @exclusivity(unchecked) var staleKeys = StaleKeys(capacity: StyleDictionary.staleKeyLimit)
    /// Flat-table entries written by rebuilds so far (a full rebuild writes the whole table, a key repair
    /// one entry per table): the measure of rebuild cost used by tests and the restyle study.
    @exclusivity(unchecked) package private(set) var rebuildEntryWrites = 0
    /// The styles whose `style` is this one (weakly held), to invalidate on change.
    /// Unretained, so parents do not keep their dependents alive: a style leaves its parent's list when it
    /// is relinked or deinitialized, so every entry is a live style.
    @exclusivity(unchecked) private var dependents = StyleList()
    /// Scratch list of styles still to visit while invalidating from this style: emptied by each walk and
    /// kept, so an invalidation allocates nothing once it has grown to the size of the dependent tree.
    @exclusivity(unchecked) private var invalidationWork = StyleList()
    /// Stale keys a style collects before a full rebuild becomes cheaper to plan for.
    static let staleKeyLimit = 32
    /// Levels that lookups through a style marked for a full rebuild read by walking its chain before the next
    /// lookup rebuilds it. Renting before buying: reading a level costs a few instructions, a full rebuild at
    /// least one level's merge of its whole table (a few dozen words), so walks stop once they have cost about
    /// what rebuilding two or three levels does, and a chain relinked again before that was never rebuilt for
    /// nothing. 32 and 256 were measured too (see <doc:Dispatch>).
    static let walkBudgetPerRebuild = 96

    /// Creates a style; its keys are interned so compiled lookups can find them.
    public init(name: String? = nil, values: [String: PropertyValue] = [:], actions: [String: ActionEntry] = [:],
                style: StyleDictionary? = nil) {
        self.name = name
        valueMirror = DictionaryMirror(values)
        actionMirror = DictionaryMirror(actions)
        self.style = style
        parent = style.map(Unmanaged.passUnretained)
    }

    /// Builds the compiled state of this style and of the uncompiled levels of its chain, when missing.
    /// The uncompiled levels are the chain's first ones (a compiled style's parent is compiled); they are
    /// compiled deepest first, so each registers with a compiled parent. Each then needs a full rebuild.
    @inline(__always)
    func ensureCompiled() {
        if !isCompiled { compileChain() }
    }

    /// `ensureCompiled()`'s work, out of line: the chain's uncompiled levels, deepest first.
    @inline(never)
    private func compileChain() {
        var pending: [StyleDictionary] = []
        var level: StyleDictionary? = self
        while let style = level, !style.isCompiled {
            pending.append(style)
            level = style.style
        }
        for style in pending.reversed() { style.compileOwnTables() }
    }

    /// This level's own tables from its dictionaries (current, since nothing but them existed), and its
    /// registration with its (compiled) parent.
    private func compileOwnTables() {
        let actions = actionMirror.dictionary
        ownActionEntries.overlay(actions)
        ActionWord.fill(&ownActionWords, from: actions)
        for (key, value) in valueMirror.dictionary {
            let interned = LayerKey(key)
            ownValues.set(value, for: interned)
            ownValuePresence.set(RawSlots.present, at: interned.index)
        }
        style?.addDependent(self)
        isCompiled = true
    }

    /// A name for messages: the name, or "an unnamed style".
    public var displayName: String { name ?? "an unnamed style" }

    /// Sets (or with nil removes) the value for `key`.
    ///
    /// - Complexity: O(|key|) plus O(1) per style whose chain contains this one when the key's presence changes (marked stale).
    public func setValue(_ value: PropertyValue?, forKey key: String) {
        valueMirror.set(value, forKey: key)
        if isCompiled { storeValue(value, forKey: LayerKey(key)) }
    }

    /// Sets (or with nil removes) the value for an interned key, touching only the compiled tables: no
    /// string is hashed and no lock taken (``values`` catches up when next read).
    public func setValue(_ value: PropertyValue?, forKey key: LayerKey) {
        ensureCompiled()
        valueMirror.markStale()
        storeValue(value, forKey: key)
    }

    /// Stores the value; marks the key stale only when its presence changes: the flat tables record which
    /// level owns a key's value, not the value (a lookup reads it from the owner), so replacing a value the
    /// style already holds, or removing one it does not hold, leaves every flat entry correct.
    private func storeValue(_ value: PropertyValue?, forKey key: LayerKey) {
        let presence: UInt = value == nil ? 0 : RawSlots.present
        let ownerChanges = ownValuePresence.word(at: key.index) != presence
        ownValues.set(value, for: key)
        guard ownerChanges else { return }
        ownValuePresence.set(presence, at: key.index)
        invalidate(key: key.index)
    }

    /// Sets (or with nil removes) the action entry for `key` in `style["actions"]`.
    ///
    /// - Complexity: O(|key|) plus O(1) per style whose chain contains this one when the entry changes (marked stale).
    public func setAction(_ entry: ActionEntry?, forKey key: String) {
        actionMirror.set(entry, forKey: key)
        if isCompiled { storeAction(entry, forKey: LayerKey(key)) }
    }

    /// Sets (or with nil removes) the action entry for an interned key, touching only the compiled tables:
    /// no string is hashed and no lock taken (``actions`` catches up when next read).
    public func setAction(_ entry: consuming ActionEntry?, forKey key: LayerKey) {
        ensureCompiled()
        actionMirror.markStale()
        storeAction(entry, forKey: key)
    }

    /// Stores the entry; an entry equal to the one held (the same action, the null marker again, or a removal
    /// of an absent entry) has the same word, so it changes nothing and marks nothing stale.
    private func storeAction(_ entry: consuming ActionEntry?, forKey key: LayerKey) {
        let word = ActionWord.encode(entry)
        guard ownActionWords.word(at: key.index) != word else { return }
        ownActionWords.set(word, at: key.index)
        ownActionEntries.set(entry, for: key)
        invalidate(key: key.index)
    }

    /// Replaces the whole `actions` dictionary (the keys of the old and the new dictionary go stale).
    ///
    /// - Complexity: O((n + m) · c), n and m the entries of the old and the new dictionary, c the styles whose chain contains this one.
    public func setActions(_ newActions: [String: ActionEntry]) {
        guard isCompiled else { return actionMirror.replace(with: newActions) }
        let changed = Set(actions.keys).union(newActions.keys).map { LayerKey($0).index }
        actionMirror.replace(with: newActions)
        ownActionEntries = KeyedSlots(newActions)
        ActionWord.fill(&ownActionWords, from: newActions)
        for index in changed { invalidate(key: index) }
    }

    /// Sets the nested style. Throws ``ActionLookupError/styleCycle(_:)`` (and changes nothing) when
    /// `newStyle` is this style or contains it through its chain.
    ///
    /// - Complexity: O(d + c), d the depth of `newStyle`'s chain (the cycle check) and c the styles whose chain contains this one (their tables go stale).
    public func setStyle(_ newStyle: StyleDictionary?) throws(ActionLookupError) {
        if newStyle === style { return }
        if let newStyle, closesCycle(newStyle) { throw .styleCycle(cycleNames(through: newStyle)) }
        guard isCompiled else {
            style = newStyle
            return
        }
        style?.removeDependent(self)
        style = newStyle
        if let newStyle {
            newStyle.ensureCompiled()
            newStyle.addDependent(self)
        }
        invalidateAll()
    }

    /// The names around the cycle linking `newStyle` would close: this style, then `newStyle`'s chain down to
    /// this style again. `newStyle`'s chain must contain this style. Counts the levels first, then writes the
    /// names into one array of that size, walking unretained (the links keep the levels alive).
    private func cycleNames(through newStyle: StyleDictionary) -> [String] {
        let me = Unmanaged.passUnretained(self).toOpaque()
        func walk(_ body: (StyleDictionary) -> Void) {
            var level = Unmanaged.passUnretained(newStyle)
            while true {
                level._withUnsafeGuaranteedRef(body)
                guard level.toOpaque() != me, let next = level._withUnsafeGuaranteedRef({ $0.parent }) else { return }
                level = next
            }
        }
        var length = 1
        walk { _ in length += 1 }
        var names: [String] = []
        names.reserveCapacity(length)
        names.append(displayName)
        walk { names.append($0.displayName) }
        return names
    }

    /// True when `newStyle` is this style or contains it through its chain. Walks the chain without
    /// retaining its levels (the links keep them alive; nothing changes during the walk). Terminates: the
    /// existing graph has no cycle.
    private func closesCycle(_ newStyle: StyleDictionary?) -> Bool {
        guard let newStyle else { return false }
        var level = Unmanaged.passUnretained(newStyle)
        while true {
            if level.toOpaque() == Unmanaged.passUnretained(self).toOpaque() { return true }
            guard let next = level._withUnsafeGuaranteedRef({ $0.parent }) else { return false }
            level = next
        }
    }

    /// The number of levels in the chain, this one included.
    public var chainDepth: Int {
        var depth = 0
        var current: StyleDictionary? = self
        while let level = current { depth += 1; current = level.style }
        return depth
    }

    // MARK: invalidation and compilation

    /// Marks key `index` stale in this style and in every style whose chain contains it. Styles that
    /// already need a full rebuild, or already hold the key stale, are skipped with their dependents (which
    /// need one too, or hold the key too, by invariant 3): a key changed again before the next lookup walks
    /// no further than the styles repaired since.
    private func invalidate(key index: Int) {
        guard markStale(key: index) else { return }
        guard !dependents.isEmpty else { return }
        visitDependentTree { $0.markStale(key: index) }
    }

    /// Calls `visit` on every dependent of this style, then on the dependents of each style for which it
    /// returned true, and so on (the dependent tree, pruned where `visit` says false). Walks unretained (each
    /// style's link to its parent keeps it alive; `visit` changes no link) with an explicit work list, so a
    /// deep tree cannot exhaust the stack.
    private func visitDependentTree(_ visit: (StyleDictionary) -> Bool) {
        // Only this walk uses this style's work list: a walk started by `visit` (a dependent falling back to a
        // full rebuild) starts from another style, and the graph has no cycle.
        invalidationWork.append(.passUnretained(self))
        while let style = invalidationWork.popLast() {
            style._withUnsafeGuaranteedRef { style in
                style.dependents.forEach { dependent in
                    if dependent._withUnsafeGuaranteedRef(visit) { invalidationWork.append(dependent) }
                }
            }
        }
    }

    /// Adds key `index` to the stale keys; false when nothing below this style needs marking: the style
    /// needs (or now needs) a full rebuild, in which case its dependents need one too and have been marked,
    /// or the key is already stale here, and so (invariant 3) in every dependent too.
    private func markStale(key index: Int) -> Bool {
        if needsFullRebuild || staleKeys.contains(index) { return false }
        if staleKeys.isFull {
            invalidateAll()
            return false
        }
        staleKeys.append(index)
        isFlatTableStale = true
        return true
    }

    /// Marks this style and every style whose chain contains it for a full rebuild (a relink: any key of
    /// the chain may have changed). Styles already marked (whose dependents are marked too) are marked again
    /// (`markedAgain()`), with their dependent trees.
    private func invalidateAll() {
        if needsFullRebuild {
            markedAgain()
            guard !dependents.isEmpty else { return }
            return visitDependentTree { dependent in
                dependent.markedAgain()
                return true
            }
        }
        markForFullRebuild()
        guard !dependents.isEmpty else { return }
        visitDependentTree { dependent in
            if dependent.needsFullRebuild {
                dependent.markedAgain()
                return true
            }
            dependent.markForFullRebuild()
            return true
        }
    }

    private func markForFullRebuild() {
        needsFullRebuild = true
        isFlatTableStale = true
        staleKeys.removeAll()
    }

    /// A style marked for a full rebuild that no lookup has rebuilt since is marked again: its chain changes
    /// faster than lookups read it, so its next lookups walk the chain (up to `walkBudgetPerRebuild` levels)
    /// instead of rebuilding it. A full rebuild clears the budget, so a style looked up between its marks is
    /// rebuilt at its first lookup, as before.
    private func markedAgain() {
        walkBudget = Self.walkBudgetPerRebuild
    }

    /// Key `index`'s action word for this chain, from the levels' own entries, shallowest first (the recurrence
    /// of the flat table unrolled, as the reference searches): correct whatever the flat tables' state, since
    /// own entries are always current. Charges the levels it reads to `walkBudget`. The style must be compiled
    /// (so is its chain). Walks unretained: the chain's links keep every level alive.
    func walkedActionWord(at index: Int) -> UInt {
        var level = Unmanaged.passUnretained(self)
        var visited = 1
        while true {
            let (word, next) = level._withUnsafeGuaranteedRef { ($0.ownActionWords.word(at: index), $0.parent) }
            guard word == ActionWord.absent, let next else {
                walkBudget -= visited
                return word
            }
            level = next
            visited += 1
        }
    }

    /// The level of this chain that owns key `index`'s value (its address, as in the owner table; 0: none),
    /// from the levels' own presence words, shallowest first. Like `walkedActionWord(at:)`, correct whatever
    /// the flat tables' state, and charged to `walkBudget`.
    func walkedOwner(at index: Int) -> UInt {
        var level = Unmanaged.passUnretained(self)
        var visited = 1
        while true {
            let (present, next) = level._withUnsafeGuaranteedRef { ($0.ownValuePresence.word(at: index), $0.parent) }
            if present != 0 {
                walkBudget -= visited
                return UInt(bitPattern: level.toOpaque())
            }
            guard let next else {
                walkBudget -= visited
                return 0
            }
            level = next
            visited += 1
        }
    }

    /// True when a lookup through this stale style should walk the chain instead of repairing it: it is marked
    /// for a full rebuild and its walks so far have read fewer levels than `walkBudgetPerRebuild`.
    @inline(__always)
    func takesWalk() -> Bool {
        walkBudget > 0 && needsFullRebuild && isCompiled
    }

    /// Repairs the flat tables of this style and of every stale style below it, deepest first, so each level
    /// starts from its (clean) parent's table: a full rebuild copies the parent's table and writes its own
    /// entries over it; a key repair recomputes only the stale keys (`own entry ?? parent's entry`).
    func compileFlatTables() {
        ensureCompiled()
        // The common case, a stale level whose parent is clean (or absent), repairs from the parent at once.
        guard let parent, parent._withUnsafeGuaranteedRef({ $0.isFlatTableStale }) else {
            return Self.repairLevel(self, from: parent)
        }
        withLeadingLevels(where: { $0.isFlatTableStale }) { stale, clean in repairStaleLevels(stale, above: clean) }
    }

    /// Calls `body` with this chain's first levels for which `holds` is true (this one and its ancestors up to
    /// the first for which it is false), shallowest first, in scratch storage (on the stack for ordinary
    /// depths), and with that first other level (nil: the chain ends there). Walks unretained: the chain's
    /// links keep every level alive, and only the caller's repair runs.
    @inline(__always)
    private func withLeadingLevels(
        where holds: (StyleDictionary) -> Bool,
        _ body: (UnsafeMutableBufferPointer<Unmanaged<StyleDictionary>>, Unmanaged<StyleDictionary>?) -> Void
    ) {
        var count = 0
        var current: Unmanaged<StyleDictionary>? = .passUnretained(self)
        while let level = current, level._withUnsafeGuaranteedRef(holds) {
            count += 1
            current = level._withUnsafeGuaranteedRef { $0.parent }
        }
        withUnsafeTemporaryAllocation(of: Unmanaged<StyleDictionary>.self, capacity: count) { levels in
            var level = Unmanaged.passUnretained(self)
            for index in 0..<count {
                levels.initializeElement(at: index, to: level)
                if let next = level._withUnsafeGuaranteedRef({ $0.parent }) { level = next }
            }
            body(levels, current)
        }
    }

    /// Repairs `stale` (the stale levels of this chain, shallowest first) deepest first, each from the
    /// level below it, starting from `clean`, the first clean level (nil: the chain ends).
    private func repairStaleLevels(_ stale: UnsafeMutableBufferPointer<Unmanaged<StyleDictionary>>,
                                   above clean: Unmanaged<StyleDictionary>?) {
        var base = clean  // nil or a clean style
        for unmanaged in stale.reversed() {
            unmanaged._withUnsafeGuaranteedRef { Self.repairLevel($0, from: base) }
            base = unmanaged
        }
    }

    /// Repairs one stale level from `base`, its clean parent (nil: the chain ends there): a full rebuild or
    /// its stale keys, then marks it clean. The parent's tables are read through its views (an empty view
    /// past the chain's end), so the parent is neither retained nor borrowed. A full rebuild rebuilds the
    /// action table and defers the owner table (see `ownersDeferred`).
    private static func repairLevel(_ level: StyleDictionary, from base: Unmanaged<StyleDictionary>?) {
        // Read once per repair, not per key: the views of a clean parent, or none past the chain's end.
        let views = base?._withUnsafeGuaranteedRef { ($0.flatActionView, $0.flatOwnerView) }
        if level.needsFullRebuild {
            level.flatActionWords.assign(level.ownActionWords, over: views?.0)
            level.rebuildEntryWrites += level.flatActionWords.count
            level.ownersDeferred = true
        } else if level.ownersDeferred {
            level.staleKeys.forEach { level.repairAction(key: $0, over: views?.0) }
            level.rebuildEntryWrites += level.staleKeys.count
        } else {
            // The parent's owners are not deferred either (invariant of `ownersDeferred`).
            level.staleKeys.forEach {
                level.repairAction(key: $0, over: views?.0)
                level.repairOwner(key: $0, over: views?.1)
            }
            level.rebuildEntryWrites += level.staleKeys.count
            level.flatOwnerView = level.flatValueOwners.view
        }
        level.staleKeys.removeAll()
        level.flatActionView = level.flatActionWords.view
        level.walkBudget = 0
        level.needsFullRebuild = false
        level.isFlatTableStale = false
    }

    /// One key of the action table: this level's own entry if it has one, else the parent's (`baseActions`;
    /// nil past the chain's end).
    @inline(__always)
    private func repairAction(key index: Int, over baseActions: WordView?) {
        let own = ownActionWords.word(at: index)
        flatActionWords.set(own != ActionWord.absent ? own : (baseActions?.word(at: index) ?? 0), at: index)
    }

    /// One key of the owner table: this level if it holds a value for the key, else the parent's owner
    /// (`baseOwners`; nil past the chain's end).
    @inline(__always)
    private func repairOwner(key index: Int, over baseOwners: WordView?) {
        let owner = ownValuePresence.word(at: index) != 0 ? address : (baseOwners?.word(at: index) ?? 0)
        flatValueOwners.set(owner, at: index)
    }

    /// The view of the owner table, rebuilt first when deferred. The style must not be stale.
    var currentOwnerView: WordView {
        @inline(__always) get {
            if ownersDeferred { rebuildDeferredOwners() }
            return flatOwnerView
        }
    }

    /// Rebuilds the deferred owner tables of this chain, deepest first: the levels from this one up to the
    /// first whose owners are current (the deferred levels are the chain's first ones), each in one pass of
    /// masks over its parent's table. Walks unretained: the chain's links keep every level alive.
    @inline(never)
    private func rebuildDeferredOwners() {
        // The common case, a deferred level whose parent's owners are current (or which has no parent), is
        // built from the parent at once.
        guard let parent, parent._withUnsafeGuaranteedRef({ $0.ownersDeferred }) else {
            return rebuildOwners(over: parent?._withUnsafeGuaranteedRef { $0.flatOwnerView })
        }
        withLeadingLevels(where: { $0.ownersDeferred }) { deferred, current in
            var below = current.map { $0._withUnsafeGuaranteedRef { $0.flatOwnerView } }
            for unmanaged in deferred.reversed() {
                below = unmanaged._withUnsafeGuaranteedRef { level in
                    level.rebuildOwners(over: below)
                    return level.flatOwnerView
                }
            }
        }
    }

    /// This level's whole owner table over its parent's (`baseOwners`; nil past the chain's end), in one pass of
    /// masks; no longer deferred.
    private func rebuildOwners(over baseOwners: WordView?) {
        flatValueOwners.assign(marking: address, wherePresentIn: ownValuePresence, over: baseOwners)
        rebuildEntryWrites += flatValueOwners.count
        flatOwnerView = flatValueOwners.view
        ownersDeferred = false
    }

    /// This style's address, the word `flatValueOwners` holds for the keys it owns.
    private var address: UInt { UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque()) }

    private func addDependent(_ style: StyleDictionary) {
        dependents.append(.passUnretained(style))
    }

    private func removeDependent(_ style: StyleDictionary) {
        dependents.remove(.passUnretained(style))
    }

    deinit {
        if isCompiled { style?.removeDependent(self) }
    }
}
