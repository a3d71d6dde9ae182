import Workloads
import ActionLookup

/// A script decoded for running: one kind per step (every operation its own kind, so a run dispatches each
/// step with one switch) and one fixed-size record per step (the object it acts on, borrowed from the world,
/// unretained; a key index; an argument), with the values, action entries and whole dictionaries the steps
/// use in side tables. Runs then read two dense arrays instead of copying operations, for both resolutions
/// alike.
final class DecodedScript {
    /// What a step does: one case per ``ActionScriptOperation`` case, plus `.nothing` for a step that changes
    /// nothing (a delegate action set on a delegate that has no dictionary).
    enum Kind: UInt8 {
        case set, event, lookup, valueLookup
        case setLayerAction, replaceLayerActions, setStyleAction, setStyleValue, linkStyle, bindStyle
        case bindDelegate, setDelegateAction, beginAnimation, endAnimation, begin, commit, nothing
    }

    /// One step's operands (16 bytes). `target` is the layer, style or dictionary delegate the step acts on
    /// (unretained: the world keeps it alive; a placeholder for steps without one); `key` the key index;
    /// `argument` the step's other operand, by kind:
    ///
    /// - `.set`: the index of its value in `values`; `.setStyleValue`: the index in `values`, or -1 (remove);
    /// - `.setLayerAction`, `.setStyleAction`, `.setDelegateAction`: the index of the entry in `entries`;
    /// - `.replaceLayerActions`: the index in `replacements`;
    /// - `.linkStyle`, `.bindStyle`, `.bindDelegate`: the style's or delegate's index in the world, or -1 (nil);
    /// - `.beginAnimation`: the index of its duration in `durations`; `.begin`: 1 when it disables actions.
    struct Step {
        var target: UnsafeMutableRawPointer
        var key: Int32
        var argument: Int32
    }

    let kinds: [Kind]
    let steps: [Step]
    /// The values of `.set` and `.setStyleValue` steps. Variable only so that a run can move each stored
    /// value out for its call and back; a run leaves it as it found it.
    var values: [PropertyValue]
    /// nil (remove), the null marker, then the world's action pool, in its order.
    let entries: [ActionEntry?]
    let durations: [Double]
    /// Each `.replaceLayerActions` dictionary in both key forms, built here so neither side's timed run
    /// builds its input.
    let replacements: [Replacement]

    /// A whole `actions` dictionary, for the String-keyed and the interned-key mutator. A class, so a run
    /// borrows it (``ActionScriptRunner`` passes it unretained) and hands either form on from a `let`
    /// without retaining it; a struct read out of the side table would be copied for the call, retaining and
    /// releasing both forms on every replacement step, on both sides.
    final class Replacement {
        let named: [String: ActionEntry]
        let interned: [(key: LayerKey, entry: ActionEntry)]
        init(named: [String: ActionEntry], interned: [(key: LayerKey, entry: ActionEntry)]) {
            self.named = named
            self.interned = interned
        }
    }

    init(_ script: [ActionScriptOperation], world: ActionWorld) {
        var kinds: [Kind] = [], steps: [Step] = []
        var values: [PropertyValue] = [], durations: [Double] = [], replacements: [Replacement] = []
        kinds.reserveCapacity(script.count)
        steps.reserveCapacity(script.count)
        let anchor = world.layers.first ?? Layer()
        let placeholder = Unmanaged.passUnretained(anchor).toOpaque()
        func layer(_ index: Int) -> UnsafeMutableRawPointer { world.layerRefs[index].toOpaque() }
        func style(_ index: Int) -> UnsafeMutableRawPointer { world.styleRefs[index].toOpaque() }
        func entry(_ ref: ActionRef?) -> Int32 {
            switch ref {
            case nil: return 0
            case .null?: return 1
            case let .action(index)?: return Int32(2 + index)
            }
        }
        func value(_ value: PropertyValue?) -> Int32 {
            guard let value else { return -1 }
            values.append(value)
            return Int32(values.count - 1)
        }
        func add(_ kind: Kind, _ target: UnsafeMutableRawPointer, key: Int = 0, _ argument: Int32 = 0) {
            kinds.append(kind)
            steps.append(Step(target: target, key: Int32(key), argument: argument))
        }
        for operation in script {
            switch operation {
            case let .set(index, key, newValue): add(.set, layer(index), key: key, value(newValue))
            case let .event(index, key): add(.event, layer(index), key: key)
            case let .lookup(index, key): add(.lookup, layer(index), key: key)
            case let .valueLookup(index, key): add(.valueLookup, layer(index), key: key)
            case let .setLayerAction(index, key, ref): add(.setLayerAction, layer(index), key: key, entry(ref))
            case let .replaceLayerActions(index, pairs):
                // Later pairs win, as in a dictionary built pair by pair.
                let named = world.spec.dictionary(pairs)
                var interned: [(key: LayerKey, entry: ActionEntry)] = []
                for (key, entry) in named { interned.append((LayerKey(key), entry)) }
                replacements.append(Replacement(named: named, interned: interned))
                add(.replaceLayerActions, layer(index), Int32(replacements.count - 1))
            case let .setStyleAction(index, key, ref): add(.setStyleAction, style(index), key: key, entry(ref))
            case let .setStyleValue(index, key, newValue): add(.setStyleValue, style(index), key: key, value(newValue))
            case let .linkStyle(index, parent): add(.linkStyle, style(index), Int32(parent ?? -1))
            case let .bindStyle(index, style): add(.bindStyle, layer(index), Int32(style ?? -1))
            case let .bindDelegate(index, delegate): add(.bindDelegate, layer(index), Int32(delegate ?? -1))
            case let .setDelegateAction(index, key, ref):
                if let delegate = world.dictionaryDelegateRefs[index] {
                    add(.setDelegateAction, delegate.toOpaque(), key: key, entry(ref))
                } else {
                    add(.nothing, placeholder)  // not a dictionary delegate: nothing to set
                }
            case let .beginAnimation(duration):
                durations.append(duration)
                add(.beginAnimation, placeholder, Int32(durations.count - 1))
            case .endAnimation: add(.endAnimation, placeholder)
            case let .begin(disableActions): add(.begin, placeholder, disableActions ? 1 : 0)
            case .commit: add(.commit, placeholder)
            }
        }
        self.kinds = kinds
        self.steps = steps
        self.values = values
        self.entries = [nil, .nullMarker] + world.poolEntries.map { $0 }
        self.durations = durations
        self.replacements = replacements
        self.anchor = anchor
    }

    /// Keeps the placeholder alive (a layer of the world, or a stand-in when it has none).
    private let anchor: Layer
}
