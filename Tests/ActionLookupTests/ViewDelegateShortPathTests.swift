import Testing
import ActionLookup

/// A log as text with each action replaced by the order of its first appearance, so two runs that make
/// their own animation actions compare by the pattern of identity (same block, same action) and by name.
private func identityPattern(_ log: [DispatchLogEntry]) -> [String] {
    var ordinals: [ObjectIdentifier: Int] = [:]
    func ordinal(_ action: LayerAction?) -> String {
        guard let action else { return "-" }
        let id = ObjectIdentifier(action)
        if ordinals[id] == nil { ordinals[id] = ordinals.count }
        return "#\(ordinals[id]!) \(action.inheritedAnimationDuration.map { "\($0)" } ?? "")"
    }
    return log.map { entry in
        switch entry {
        case let .lookup(_, action): return "\(entry) \(ordinal(action))"
        case let .run(action, _, _, _): return "\(entry) \(ordinal(action))"
        case .store: return entry.description
        }
    }
}

/// View-backed layers storing the keys they change (the dispatcher's short path), then the cases that
/// must leave it: a key not stored yet, and a delegate replaced by one that is not UIView-like, or removed.
private func viewScene<D>(_ dispatcher: inout D, begin: (inout D, Bool) -> Void, commit: (inout D) -> Void,
                          set: (inout D, PropertyValue, String, Layer) -> Void) throws {
    let context = ViewAnimationContext()
    let implicit = LayerAction(name: "implicit.opacity")
    let cls = LayerClass(name: "C", defaultActions: ["opacity": .action(implicit), "position": .action(implicit)])
    let view = Layer(class: cls, delegate: ViewLikeDelegate(context: context),
                     values: ["opacity": .number(1), "position": .array([.number(0), .number(0)])])
    set(&dispatcher, .number(0.5), "opacity", view)  // outside blocks: the null marker, no action
    set(&dispatcher, .number(0.5), "opacity", view)  // equal: nothing
    try context.begin(duration: 0.25)
    set(&dispatcher, .number(0.25), "opacity", view)
    set(&dispatcher, .array([.number(1), .number(2)]), "position", view)  // the same block's action
    try context.begin(duration: 0)
    set(&dispatcher, .number(0.75), "opacity", view)  // duration 0 animates nothing
    try context.begin(duration: 0.5)
    set(&dispatcher, .number(0.5), "opacity", view)
    try context.end()
    try context.end()
    set(&dispatcher, .number(1), "opacity", view)  // the outer block again: its same action
    begin(&dispatcher, true)
    set(&dispatcher, .number(0.1), "opacity", view)  // actions disabled: store only
    commit(&dispatcher)
    set(&dispatcher, .number(2), "zPosition", view)  // not stored yet: the general path
    set(&dispatcher, .number(3), "zPosition", view)  // stored now: the short path
    try context.end()
    try context.begin(duration: 0.25)
    set(&dispatcher, .number(0.2), "opacity", view)  // a new block of the same duration: a new action
    let answers = DictionaryActionDelegate(["opacity": .action(LayerAction(name: "delegate.opacity"))])
    view.delegate = answers
    set(&dispatcher, .number(0.3), "opacity", view)  // no longer UIView-like: the delegate's dictionary
    set(&dispatcher, .array([.number(5), .number(5)]), "position", view)  // the delegate passes: class default
    view.delegate = nil
    set(&dispatcher, .number(0.4), "opacity", view)  // no delegate: the tables
    view.delegate = ViewLikeDelegate(context: context)
    set(&dispatcher, .number(0.6), "opacity", view)  // UIView-like again, inside the block
    try context.end()
}

@Suite("compiled dispatcher: UIView-like delegates")
struct ViewDelegateShortPathTests {
    @Test func logsTheSameStepsAndIdentityPatternAsTheReference() throws {
        var reference = ActionDispatcher(resolver: ReferenceActionLookup(), sink: DispatchLog())
        try viewScene(&reference, begin: { $0.begin(disableActions: $1) }, commit: { try? $0.commit() },
                      set: { $0.set($1, forKey: $2, on: $3) })
        var compiled = CompiledActionDispatcher(sink: DispatchLog())
        try viewScene(&compiled, begin: { $0.begin(disableActions: $1) }, commit: { try? $0.commit() },
                      set: { $0.set($1, forKey: LayerKey($2), on: $3) })
        let expected = identityPattern(reference.sink.entries)
        #expect(identityPattern(compiled.sink.entries) == expected)
        // The scene reaches every branch: runs of two blocks of the same duration (two actions), an inner
        // block, null-marker lookups, the delegate's own action and the class default.
        #expect(expected.filter { $0.hasPrefix("run view.animation(0.25)") }.count == 7)
        #expect(expected.contains { $0.hasPrefix("run view.animation(0.5)") })
        #expect(expected.contains { $0.hasPrefix("run delegate.opacity") })
        #expect(expected.contains { $0.hasPrefix("run implicit.opacity") })
        #expect(expected.contains { $0.hasPrefix("lookup opacity → nil") })
        #expect(Set(expected.compactMap { $0.hasPrefix("run view.animation(0.25)") ? $0.split(separator: "#").last : nil }).count == 2)
    }

    @Test func blocksMakeOneActionEachWhenFirstAskedAndNestedBlocksRestoreTheOuterOne() throws {
        let context = ViewAnimationContext()
        #expect(context.currentEntry == .nullMarker)
        try context.begin(duration: 0.25)
        try context.begin(duration: 1.5)
        // The outer block was never asked; its action is made when it is innermost again.
        let inner = try #require(context.currentEntry.action)
        #expect(inner.name == "view.animation(1.5)" && inner.inheritedAnimationDuration == 1.5)
        #expect(context.currentEntry.action === inner)
        try context.end()
        let outer = try #require(context.currentEntry.action)
        #expect(outer.name == "view.animation(0.25)" && outer.inheritedAnimationDuration == 0.25)
        try context.begin(duration: 0)
        #expect(context.currentEntry == .nullMarker)
        try context.end()
        #expect(context.currentEntry.action === outer)
        try context.end()
        #expect(context.currentEntry == .nullMarker)
        try context.begin(duration: 0.25)
        let next = try #require(context.currentEntry.action)
        #expect(next !== outer && next.name == outer.name)
        try context.end()
        #expect(throws: ActionLookupError.endWithoutAnimationBlock) { try context.end() }
    }

    /// The compiled resolver and dispatcher read the context's answer as a word kept in step with the blocks:
    /// whoever asks first (the word's reader or `currentEntry`) makes the block's one action, and every
    /// later answer, through either, is that same action, across nesting, duration-0 blocks and ends.
    @Test func theAnswerWordFollowsEveryBlockWhoeverAsksFirst() throws {
        let context = ViewAnimationContext()
        let layer = Layer(delegate: ViewLikeDelegate(context: context), values: ["position": .number(0)])
        let compiled = CompiledActionLookup()
        let key = LayerKey("position")
        func answer() -> LayerAction? { compiled.action(for: layer, forKey: key) }
        #expect(answer() == nil)
        try context.begin(duration: 0.25)
        let outer = try #require(answer())  // made by the compiled lookup
        #expect(context.currentEntry.action === outer && outer.inheritedAnimationDuration == 0.25)
        try context.begin(duration: 0.5)
        let inner = try #require(context.currentEntry.action)  // made through the entry
        #expect(answer() === inner)
        try context.begin(duration: 0)
        #expect(answer() == nil)
        try context.end()
        #expect(answer() === inner)
        try context.end()
        #expect(answer() === outer)
        // The dispatcher asks first in a new block: its run's action is the block's, seen by the entry too.
        try context.begin(duration: 1)
        var dispatcher = CompiledActionDispatcher(sink: DispatchLog())
        dispatcher.set(.number(1), forKey: key, on: layer)
        guard case let .run(ran, _, _, _)? = dispatcher.log.last else {
            Issue.record("no run logged: \(dispatcher.log)")
            return
        }
        #expect(ran === context.currentEntry.action && ran.inheritedAnimationDuration == 1 && ran !== outer)
        #expect(answer() === ran)
        try context.end()
        try context.end()
        #expect(answer() == nil)
        dispatcher.set(.number(2), forKey: key, on: layer)
        #expect(dispatcher.log.suffix(2).map(\.description) == ["lookup position → nil", "store position: 1 → 2"])
    }

    @Test func namesStayExactPastTheNameCache() throws {
        let context = ViewAnimationContext()
        // More distinct durations than the cache keeps, then the first ones again (evicted and refilled).
        let durations = (1...20).map { Double($0) / 8 } + [0.125, 0.25, 2.5, 1e-7, 0.1]
        for duration in durations {
            try context.begin(duration: duration)
            #expect(context.currentEntry.action?.name == ViewAnimationContext.actionName(forDuration: duration))
            try context.end()
        }
    }
}
