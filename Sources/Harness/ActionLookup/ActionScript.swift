import Workloads
@_spi(Harness) import ActionLookup

/// An action as two runs can compare it: its name and the order in which the run first met it (so two
/// runs agree when they return the same actions in the same pattern of identity, even for actions each run
/// made itself, such as animation blocks' actions).
package struct ActionToken: Hashable, Sendable, CustomStringConvertible {
    package let name: String
    package let ordinal: Int
    package var description: String { "\(name)#\(ordinal)" }
}

/// What a script step produced, in a form comparable across runs.
package enum ScriptOutcome: Hashable, Sendable, CustomStringConvertible {
    case action(ActionToken?)
    case value(PropertyValue)
    case rejected(String)
    case lookup(key: String, action: ActionToken?)
    case store(key: String, old: PropertyValue, new: PropertyValue)
    case run(action: ActionToken, key: String, old: PropertyValue, new: PropertyValue)

    package var description: String {
        switch self {
        case let .action(token): return "action \(token?.description ?? "nil")"
        case let .value(value): return "value \(value)"
        case let .rejected(message): return "rejected: \(message)"
        case let .lookup(key, token): return "lookup \(key) → \(token?.description ?? "nil")"
        case let .store(key, old, new): return "store \(key) \(old) → \(new)"
        case let .run(token, key, old, new): return "run \(token) \(key) \(old) → \(new)"
        }
    }
}

/// Numbers actions by first appearance; keeps them alive so no address is reused within a run.
final class ActionCanonicalizer {
    private var ordinals: [ObjectIdentifier: Int] = [:]
    private var seen: [LayerAction] = []

    func token(_ action: LayerAction?) -> ActionToken? {
        guard let action else { return nil }
        let id = ObjectIdentifier(action)
        if let ordinal = ordinals[id] { return ActionToken(name: action.name, ordinal: ordinal) }
        seen.append(action)
        ordinals[id] = seen.count - 1
        return ActionToken(name: action.name, ordinal: seen.count - 1)
    }
}

/// Receives what a script run produces: collected as comparable outcomes for agreement, or folded into a
/// checksum for timing.
protocol ScriptOutcomeSink {
    mutating func action(_ action: LayerAction?)
    mutating func value(_ value: PropertyValue)
    mutating func rejected(_ error: ActionLookupError)
    mutating func logged(_ entry: DispatchLogEntry)
    /// The dispatch steps of a run whose dispatcher folded them instead of logging them.
    mutating func folded(_ checksum: DispatchChecksum)
}

/// Collects outcomes, numbering actions by first appearance.
struct CollectingSink: ScriptOutcomeSink {
    let tokens = ActionCanonicalizer()
    var outcomes: [ScriptOutcome] = []

    mutating func action(_ action: LayerAction?) { outcomes.append(.action(tokens.token(action))) }
    mutating func value(_ value: PropertyValue) { outcomes.append(.value(value)) }
    mutating func rejected(_ error: ActionLookupError) { outcomes.append(.rejected(error.description)) }
    mutating func logged(_ entry: DispatchLogEntry) {
        switch entry {
        case let .lookup(key, action): outcomes.append(.lookup(key: key, action: tokens.token(action)))
        case let .store(key, old, new): outcomes.append(.store(key: key, old: old, new: new))
        case let .run(action, key, old, new):
            // token(_:) of a non-nil action is never nil.
            outcomes.append(.run(action: tokens.token(action) ?? ActionToken(name: action.name, ordinal: -1), key: key,
                                 old: old, new: new))
        }
    }
    mutating func folded(_ checksum: DispatchChecksum) {}
}

/// Folds outcomes into one word, so timing keeps every result alive without collecting it.
struct FoldingSink: ScriptOutcomeSink {
    var checksum: UInt = 0

    mutating func action(_ action: LayerAction?) {
        if let action { checksum &+= UInt(bitPattern: ObjectIdentifier(action)) }
    }
    mutating func value(_ value: PropertyValue) { if case .null = value {} else { checksum &+= 1 } }
    mutating func rejected(_ error: ActionLookupError) { checksum &+= 3 }
    mutating func logged(_ entry: DispatchLogEntry) { checksum &+= 5 }
    mutating func folded(_ checksum: DispatchChecksum) { self.checksum &+= checksum.checksum }
}

/// Runs scripts with either resolver; the agreement pairs compare the outcomes.
package enum ActionScriptRunner {
    /// Which resolver answers lookups (and dispatch).
    package enum Resolution: String, Sendable { case reference, compiled }

    /// Builds the world and runs the script, collecting every outcome.
    package static func run(_ spec: ActionWorldSpec, _ script: [ActionScriptOperation], resolution: Resolution)
        -> [ScriptOutcome]
    {
        var sink = CollectingSink()
        let world = spec.build()
        execute(world, DecodedScript(script, world: world), resolution: resolution, into: &sink)
        return sink.outcomes
    }

    /// A timed body: the world is built and the script decoded once, outside timing; each run first closes
    /// animation blocks a previous run left open, then runs the whole script (mutations re-applied to the
    /// world as it stands).
    package static func prepareTimed(_ workload: ActionScriptWorkload, resolution: Resolution) -> TimedBody {
        let world = workload.world.build()
        let decoded = DecodedScript(workload.script, world: world)
        return TimedBody {
            while world.context.depth > 0 { try? world.context.end() }
            var sink = FoldingSink()
            execute(world, decoded, resolution: resolution, into: &sink, fullLog: false)
            blackHole(sink.checksum)
        }
    }

    /// A timed body that alternates between the workload's script and `alternate` (the same steps with
    /// other values), so a run never starts from the values the run before stored: every run changes as
    /// many properties as a run on a fresh world does, instead of finding most values already set.
    package static func prepareTimed(_ workload: ActionScriptWorkload, alternate: [ActionScriptOperation],
                                    resolution: Resolution) -> TimedBody {
        let world = workload.world.build()
        let scripts = [DecodedScript(workload.script, world: world), DecodedScript(alternate, world: world)]
        // Set-up: one pass of each script sizes every table either one stores into (a store that finds
        // its value already there in one script may store in the other).
        for script in scripts {
            var sink = FoldingSink()
            execute(world, script, resolution: resolution, into: &sink, fullLog: false)
            while world.context.depth > 0 { try? world.context.end() }
        }
        let turn = Turn()
        return TimedBody {
            while world.context.depth > 0 { try? world.context.end() }
            turn.index ^= 1
            var sink = FoldingSink()
            execute(world, scripts[turn.index], resolution: resolution, into: &sink, fullLog: false)
            blackHole(sink.checksum)
        }
    }

    /// Which script an alternating timed body runs next.
    private final class Turn { var index = 1 }

    /// Runs a decoded script on `world` (the world it was decoded for). `fullLog` chooses the dispatchers'
    /// sink: the whole log (agreement) or a checksum (timing; both resolutions then fold the same steps).
    static func execute<Sink: ScriptOutcomeSink>(_ world: ActionWorld, _ script: DecodedScript,
                                                resolution: Resolution, into sink: inout Sink, fullLog: Bool = true) {
        switch resolution {
        case .reference:
            let keys = world.spec.keys
            if fullLog {
                var dispatch = ReferenceScriptDispatch<DispatchLog>(keys: keys)
                execute(world, script, resolver: ReferenceActionLookup(), keys: keys, dispatch: &dispatch, into: &sink)
            } else {
                var dispatch = ReferenceScriptDispatch<DispatchChecksum>(keys: keys)
                execute(world, script, resolver: ReferenceActionLookup(), keys: keys, dispatch: &dispatch, into: &sink)
            }
        case .compiled:
            let keys = world.internedKeys
            if fullLog {
                var dispatch = CompiledScriptDispatch<DispatchLog>(keys: keys)
                execute(world, script, resolver: CompiledActionLookup(), keys: keys, dispatch: &dispatch, into: &sink)
            } else {
                var dispatch = CompiledScriptDispatch<DispatchChecksum>(keys: keys)
                execute(world, script, resolver: CompiledActionLookup(), keys: keys, dispatch: &dispatch, into: &sink)
            }
        }
    }

    /// The loop: one switch over the decoded step kinds; each step reads its object (borrowed from the
    /// world), key and argument from the decoded arrays, and its value, entry or dictionary from their side
    /// tables. Both resolutions run this same code with their own resolver and dispatch. Never inlined, so
    /// each resolution's loop is a function of its own (profiles attribute every step to its side; one call
    /// per run).
    @inline(never)
    private static func execute<R: ActionResolver, D: ScriptDispatch, Sink: ScriptOutcomeSink>(
        _ world: ActionWorld, _ script: DecodedScript, resolver: R, keys: [R.Key], dispatch: inout D,
        into sink: inout Sink
    ) where D.Key == R.Key {
        keys.withUnsafeBufferPointer { keys in
            script.kinds.withUnsafeBufferPointer { kinds in
                script.steps.withUnsafeBufferPointer { steps in
                    script.values.withUnsafeMutableBufferPointer { values in
                        script.entries.withUnsafeBufferPointer { entries in
                            for index in 0..<kinds.count {
                                run(kinds[index], steps[index], world: world, script: script, values: values,
                                    entries: entries, resolver: resolver, keys: keys, dispatch: &dispatch,
                                    into: &sink)
                                dispatch.drain(into: &sink)
                            }
                        }
                    }
                }
            }
        }
        withExtendedLifetime(world) {}
        sink.folded(dispatch.checksum)
    }

    /// One step (inlined into the loop: the step's kind selects its code with one jump). Objects are
    /// borrowed, not retained: the world keeps every layer, style and delegate alive.
    @inline(__always)
    private static func run<R: ActionResolver, D: ScriptDispatch, Sink: ScriptOutcomeSink>(
        _ kind: DecodedScript.Kind, _ step: DecodedScript.Step, world: ActionWorld, script: DecodedScript,
        values: UnsafeMutableBufferPointer<PropertyValue>, entries: UnsafeBufferPointer<ActionEntry?>,
        resolver: R, keys: UnsafeBufferPointer<R.Key>, dispatch: inout D, into sink: inout Sink
    ) where D.Key == R.Key {
        @inline(__always) func layer<T>(_ body: (Layer) -> T) -> T {
            Unmanaged<Layer>.fromOpaque(step.target)._withUnsafeGuaranteedRef(body)
        }
        let key = Int(step.key), argument = Int(step.argument)
        switch kind {
        case .set:
            // The value is moved out for the call and back after it (bits, no reference counting): the call
            // borrows a local, which needs no copy, where memory the call could change in principle would be
            // copied for it.
            let slot = values.baseAddress.unsafelyUnwrapped + argument
            let value = slot.move()
            layer { dispatch.set(value, key: keys[key], on: $0) }
            slot.initialize(to: consume value)
        case .event:
            layer { dispatch.event(key: keys[key], on: $0) }
        case .lookup:
            layer { resolver.withAction(for: $0, forKey: keys[key]) { sink.action($0) } }
        case .valueLookup:
            sink.value(layer { resolver.value(for: $0, forKey: keys[key]) })
        case .setLayerAction: setLayerAction(step, entries, dispatch: &dispatch)
        case .setStyleAction: setStyleAction(step, entries, dispatch: &dispatch)
        case .setStyleValue: setStyleValue(step, values, dispatch: &dispatch)
        case .setDelegateAction: setDelegateAction(step, entries, dispatch: &dispatch)
        case .replaceLayerActions: replaceLayerActions(step, script, dispatch: &dispatch)
        case .linkStyle:
            if let refused = link(Unmanaged<StyleDictionary>.fromOpaque(step.target), to: argument, in: world) {
                sink.rejected(refused)
            }
        case .bindStyle, .bindDelegate:
            bind(kind, step, world: world)
        case .beginAnimation:
            if let error = beginAnimation(script.durations[argument], in: world) { sink.rejected(error) }
        case .endAnimation:
            if let error = endAnimation(in: world) { sink.rejected(error) }
        case .begin:
            dispatch.begin(disableActions: argument != 0)
        case .commit:
            do { try dispatch.commit() } catch { sink.rejected(error) }
        case .nothing:
            break
        }
    }

    // Steps that change the model run out of line, one function each (a direct call, no second jump): the
    // loop keeps only the property changes, events and lookups inline, so their code stays small enough to
    // be optimized as one piece. Key-level changes go through the side's dispatch (its key form).

    @inline(never)
    private static func setLayerAction<D: ScriptDispatch>(
        _ step: DecodedScript.Step, _ entries: UnsafeBufferPointer<ActionEntry?>, dispatch: inout D
    ) {
        Unmanaged<Layer>.fromOpaque(step.target)._withUnsafeGuaranteedRef {
            dispatch.setLayerAction(entries[Int(step.argument)], key: Int(step.key), on: $0)
        }
    }

    @inline(never)
    private static func setStyleAction<D: ScriptDispatch>(
        _ step: DecodedScript.Step, _ entries: UnsafeBufferPointer<ActionEntry?>, dispatch: inout D
    ) {
        Unmanaged<StyleDictionary>.fromOpaque(step.target)._withUnsafeGuaranteedRef {
            dispatch.setStyleAction(entries[Int(step.argument)], key: Int(step.key), on: $0)
        }
    }

    @inline(never)
    private static func setStyleValue<D: ScriptDispatch>(_ step: DecodedScript.Step,
                                                         _ values: UnsafeMutableBufferPointer<PropertyValue>,
                                                         dispatch: inout D) {
        let argument = Int(step.argument)
        Unmanaged<StyleDictionary>.fromOpaque(step.target)._withUnsafeGuaranteedRef {
            dispatch.setStyleValue(argument < 0 ? nil : values[argument], key: Int(step.key), on: $0)
        }
    }

    @inline(never)
    private static func setDelegateAction<D: ScriptDispatch>(_ step: DecodedScript.Step,
                                                             _ entries: UnsafeBufferPointer<ActionEntry?>,
                                                             dispatch: inout D) {
        Unmanaged<DictionaryActionDelegate>.fromOpaque(step.target)._withUnsafeGuaranteedRef {
            dispatch.setDelegateAction(entries[Int(step.argument)], key: Int(step.key), on: $0)
        }
    }

    @inline(never)
    private static func replaceLayerActions<D: ScriptDispatch>(_ step: DecodedScript.Step, _ script: DecodedScript,
                                                               dispatch: inout D) {
        script.replacements.withUnsafeBufferPointer { replacements in
            Unmanaged.passUnretained(replacements[Int(step.argument)])._withUnsafeGuaranteedRef { replacement in
                Unmanaged<Layer>.fromOpaque(step.target)._withUnsafeGuaranteedRef {
                    dispatch.replaceLayerActions(replacement, on: $0)
                }
            }
        }
    }

    /// Binds a layer's style or delegate to the world's style or delegate at the step's argument (-1: none).
    @inline(never)
    private static func bind(_ kind: DecodedScript.Kind, _ step: DecodedScript.Step, world: ActionWorld) {
        let argument = Int(step.argument)
        Unmanaged<Layer>.fromOpaque(step.target)._withUnsafeGuaranteedRef { layer in
            if kind == .bindStyle {
                layer.style = argument < 0 ? nil : world.styles[argument]
            } else {
                layer.delegate = argument < 0 ? nil : world.delegates[argument]
            }
        }
    }

    /// Links `style` to the world's style at `parent` (-1: none); the error when the link is refused.
    @inline(never)
    private static func link(_ style: Unmanaged<StyleDictionary>, to parent: Int, in world: ActionWorld)
        -> ActionLookupError?
    {
        style._withUnsafeGuaranteedRef { style in
            do throws(ActionLookupError) { try style.setStyle(parent < 0 ? nil : world.styles[parent]) } catch {
                return error
            }
            return nil
        }
    }

    /// Opens an animation block on the world's context; the error when the duration is refused.
    @inline(never)
    private static func beginAnimation(_ duration: Double, in world: ActionWorld) -> ActionLookupError? {
        do throws(ActionLookupError) { try world.context.begin(duration: duration) } catch { return error }
        return nil
    }

    /// Closes the innermost animation block; the error when none is open.
    @inline(never)
    private static func endAnimation(in world: ActionWorld) -> ActionLookupError? {
        do throws(ActionLookupError) { try world.context.end() } catch { return error }
        return nil
    }
}
