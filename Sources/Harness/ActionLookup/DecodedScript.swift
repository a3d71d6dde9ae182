import ActionLookup

/// A script decoded for running: property changes, events and action lookups as parallel arrays (the
/// layer borrowed from the world, unretained; the key index; the value), every other step kept as an
/// operation. Runs then read plain arrays instead of copying operations, for both resolutions alike.
final class DecodedScript {
    enum Kind: UInt8 { case set, event, lookup, other }

    let kinds: [Kind]
    /// The step's layer (a placeholder for `.other`); the world keeps every layer alive.
    let layers: [Unmanaged<Layer>]
    /// The key index, or for `.other` the index into `others`.
    let keys: [Int32]
    /// The value of a `.set` (`.null` otherwise). Variable only so that a run can move each value out for
    /// its call and back; a run leaves it as it found it.
    var values: [PropertyValue]
    let others: [ActionScriptOperation]
    /// For each `.replaceLayerActions` of `others` (same index), its dictionary in both key forms, built
    /// here so neither side's timed run builds its input.
    let replacements: [Replacement?]

    /// A whole `actions` dictionary, for the String-keyed and the interned-key mutator.
    struct Replacement {
        let named: [String: ActionEntry]
        let interned: [(key: LayerKey, entry: ActionEntry)]
    }

    init(_ script: [ActionScriptOperation], world: ActionWorld) {
        var kinds: [Kind] = [], layers: [Unmanaged<Layer>] = [], keys: [Int32] = [], values: [PropertyValue] = []
        var others: [ActionScriptOperation] = []
        var replacements: [Replacement?] = []
        let anchor = world.layers.first ?? Layer()
        let placeholder = Unmanaged.passUnretained(anchor)
        for operation in script {
            switch operation {
            case let .set(layer, key, value):
                kinds.append(.set); layers.append(.passUnretained(world.layers[layer])); keys.append(Int32(key))
                values.append(value)
            case let .event(layer, key):
                kinds.append(.event); layers.append(.passUnretained(world.layers[layer])); keys.append(Int32(key))
                values.append(.null)
            case let .lookup(layer, key):
                kinds.append(.lookup); layers.append(.passUnretained(world.layers[layer])); keys.append(Int32(key))
                values.append(.null)
            default:
                kinds.append(.other); layers.append(placeholder); keys.append(Int32(others.count)); values.append(.null)
                others.append(operation)
                if case let .replaceLayerActions(_, pairs) = operation {
                    // Later pairs win, as in a dictionary built pair by pair.
                    let named = world.spec.dictionary(pairs)
                    var interned: [(key: LayerKey, entry: ActionEntry)] = []
                    for (key, entry) in named { interned.append((LayerKey(key), entry)) }
                    replacements.append(Replacement(named: named, interned: interned))
                } else {
                    replacements.append(nil)
                }
            }
        }
        self.kinds = kinds
        self.layers = layers
        self.keys = keys
        self.values = values
        self.others = others
        self.replacements = replacements
        self.anchor = anchor
    }

    /// Keeps the placeholder alive (a layer of the world, or a stand-in when it has none).
    private let anchor: Layer
}
