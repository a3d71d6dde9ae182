import ActionLookup
import Workloads

/// Runs a script of `Workloads` on a fresh world built from its description, with the reference
/// (`ActionDispatcher` over `ReferenceActionLookup`, String keys) or the variant (`CompiledActionDispatcher`
/// and `CompiledActionLookup`, interned keys), step by step through the family's public API: what the family's
/// kernel tests compare, independently of the harness's script runner.
enum ScriptReplay {
    enum Resolution { case reference, compiled }

    /// Every outcome of the run, one line each: lookups' actions and values, refused links and animation blocks,
    /// and the dispatch log. Actions are named by first appearance in the run (`name#ordinal`), so two runs
    /// compare even for the actions animation blocks make per run.
    static func run(_ spec: ActionWorldSpec, _ script: [ActionScriptOperation], _ resolution: Resolution) -> [String] {
        let world = spec.build()
        let names = spec.keys, interned = world.internedKeys
        var ordinals: [ObjectIdentifier: Int] = [:]
        var seen: [LayerAction] = []
        func token(_ action: LayerAction?) -> String {
            guard let action else { return "nil" }
            if let ordinal = ordinals[ObjectIdentifier(action)] { return "\(action.name)#\(ordinal)" }
            ordinals[ObjectIdentifier(action)] = seen.count
            seen.append(action)
            return "\(action.name)#\(seen.count - 1)"
        }
        func entry(_ ref: ActionRef?) -> ActionEntry? { ref.map(spec.entry) }
        var reference = ActionDispatcher(resolver: ReferenceActionLookup(), sink: DispatchLog())
        var compiled = CompiledActionDispatcher(sink: DispatchLog())
        var outcomes: [String] = [], logged = 0
        for operation in script {
            switch operation {
            case let .lookup(layer, key):
                let action = resolution == .reference
                    ? ReferenceActionLookup().action(for: world.layers[layer], forKey: names[key])
                    : CompiledActionLookup().action(for: world.layers[layer], forKey: interned[key])
                outcomes.append("action \(token(action))")
            case let .valueLookup(layer, key):
                let value = resolution == .reference
                    ? ReferenceActionLookup().value(for: world.layers[layer], forKey: names[key])
                    : CompiledActionLookup().value(for: world.layers[layer], forKey: interned[key])
                outcomes.append("value \(value)")
            case let .setLayerAction(layer, key, ref):
                if resolution == .reference { world.layers[layer].setAction(entry(ref), forKey: names[key]) }
                else { world.layers[layer].setAction(entry(ref), forKey: interned[key]) }
            case let .replaceLayerActions(layer, pairs):
                let named = spec.dictionary(pairs)
                if resolution == .reference { world.layers[layer].setActions(named) }
                else { world.layers[layer].setActions(named.map { (key: LayerKey($0.key), entry: $0.value) }) }
            case let .setStyleAction(style, key, ref):
                if resolution == .reference { world.styles[style].setAction(entry(ref), forKey: names[key]) }
                else { world.styles[style].setAction(entry(ref), forKey: interned[key]) }
            case let .setStyleValue(style, key, value):
                if resolution == .reference { world.styles[style].setValue(value, forKey: names[key]) }
                else { world.styles[style].setValue(value, forKey: interned[key]) }
            case let .linkStyle(style, parent):
                do throws(ActionLookupError) { try world.styles[style].setStyle(parent.map { world.styles[$0] }) } catch {
                    outcomes.append("rejected: \(error.description)")
                }
            case let .bindStyle(layer, style): world.layers[layer].style = style.map { world.styles[$0] }
            case let .bindDelegate(layer, delegate): world.layers[layer].delegate = delegate.map { world.delegates[$0] }
            case let .setDelegateAction(delegate, key, ref):
                guard let dictionary = world.delegates[delegate] as? DictionaryActionDelegate else { break }
                if resolution == .reference { dictionary.setAction(entry(ref), forKey: names[key]) }
                else { dictionary.setAction(entry(ref), forKey: interned[key]) }
            case let .beginAnimation(duration):
                do throws(ActionLookupError) { try world.context.begin(duration: duration) } catch {
                    outcomes.append("rejected: \(error.description)")
                }
            case .endAnimation:
                do throws(ActionLookupError) { try world.context.end() } catch {
                    outcomes.append("rejected: \(error.description)")
                }
            case let .set(layer, key, value):
                if resolution == .reference { reference.set(value, forKey: names[key], on: world.layers[layer]) }
                else { compiled.set(value, forKey: interned[key], on: world.layers[layer]) }
            case let .event(layer, key):
                if resolution == .reference { reference.event(names[key], on: world.layers[layer]) }
                else { compiled.event(interned[key], on: world.layers[layer]) }
            case let .begin(disableActions):
                if resolution == .reference { reference.begin(disableActions: disableActions) }
                else { compiled.begin(disableActions: disableActions) }
            case .commit:
                do throws(ActionLookupError) {
                    if resolution == .reference { try reference.commit() } else { try compiled.commit() }
                } catch {
                    outcomes.append("rejected: \(error.description)")
                }
            }
            let log = resolution == .reference ? reference.sink.entries : compiled.sink.entries
            while logged < log.count {
                switch log[logged] {
                case let .lookup(key, action): outcomes.append("lookup \(key) → \(token(action))")
                case let .store(key, old, new): outcomes.append("store \(key) \(old) → \(new)")
                case let .run(action, key, old, new): outcomes.append("run \(token(action)) \(key) \(old) → \(new)")
                }
                logged += 1
            }
        }
        withExtendedLifetime(world) {}
        return outcomes
    }

    /// The number of outcomes that start with `prefix` (`"store "`, `"run "`, `"rejected"`).
    static func count(_ outcomes: [String], _ prefix: String) -> Int { outcomes.count { $0.hasPrefix(prefix) } }
}
