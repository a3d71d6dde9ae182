import ActionLookup

/// An action dictionary entry in a world description: an action of the pool, or the null marker.
package enum ActionRef: Sendable, Hashable {
    case action(Int)
    case null
}

/// A layer tree described by value (Sendable, so workloads can hold it): the action pool, the keys, layer
/// classes, shared styles (each style's parent is an earlier style, so the description has no cycle),
/// delegates and layers. ``build()`` makes the live model objects; every implementation builds its own.
package struct ActionWorldSpec: Sendable {
    package struct ClassSpec: Sendable {
        package var defaultActions: [(key: Int, entry: ActionRef)] = []
        package var defaultValues: [(key: Int, value: Double)] = []

        package init(defaultActions: [(key: Int, entry: ActionRef)] = [], defaultValues: [(key: Int, value: Double)] = []) {
            self.defaultActions = defaultActions
            self.defaultValues = defaultValues
        }
    }

    package struct StyleSpec: Sendable {
        package var parent: Int?
        package var actions: [(key: Int, entry: ActionRef)] = []
        package var values: [(key: Int, value: PropertyValue)] = []

        package init(parent: Int? = nil, actions: [(key: Int, entry: ActionRef)] = [],
                     values: [(key: Int, value: PropertyValue)] = []) {
            self.parent = parent
            self.actions = actions
            self.values = values
        }
    }

    package enum DelegateSpec: Sendable {
        case dictionary([(key: Int, entry: ActionRef)])
        /// A UIView-like delegate on the world's shared animation context.
        case view
    }

    package struct LayerSpec: Sendable {
        package var layerClass: Int = 0
        package var style: Int?
        package var delegate: Int?
        package var actions: [(key: Int, entry: ActionRef)] = []
        package var values: [(key: Int, value: Double)] = []

        package init(layerClass: Int = 0, style: Int? = nil, delegate: Int? = nil,
                     actions: [(key: Int, entry: ActionRef)] = [], values: [(key: Int, value: Double)] = []) {
            self.layerClass = layerClass
            self.style = style
            self.delegate = delegate
            self.actions = actions
            self.values = values
        }
    }

    /// The actions every world built from this description shares (so identities can be compared).
    package var actions: [LayerAction]
    package var keys: [String]
    package var classes: [ClassSpec] = [ClassSpec()]
    package var styles: [StyleSpec] = []
    package var delegates: [DelegateSpec] = []
    package var layers: [LayerSpec] = []

    package init(actions: [LayerAction], keys: [String]) {
        self.actions = actions
        self.keys = keys
    }

    /// An action pool named `prefix0`, `prefix1`, …
    package static func pool(_ count: Int, prefix: String = "P") -> [LayerAction] {
        (0..<count).map { LayerAction(name: "\(prefix)\($0)") }
    }

    /// The dictionary entry `ref` names.
    package func entry(_ ref: ActionRef) -> ActionEntry {
        switch ref {
        case let .action(index): return .action(actions[index])
        case .null: return .nullMarker
        }
    }

    /// An action dictionary with String keys; later pairs win.
    package func dictionary(_ pairs: [(key: Int, entry: ActionRef)]) -> [String: ActionEntry] {
        var result: [String: ActionEntry] = [:]
        for pair in pairs { result[keys[pair.key]] = entry(pair.entry) }
        return result
    }

    /// Builds the live objects.
    package func build() -> ActionWorld {
        let context = ViewAnimationContext()
        let classes = self.classes.enumerated().map { index, spec in
            LayerClass(name: "Class\(index)", defaultActions: dictionary(spec.defaultActions),
                       defaultValues: Dictionary(spec.defaultValues.map { (keys[$0.key], .number($0.value)) },
                                                 uniquingKeysWith: { $1 }))
        }
        var styles: [StyleDictionary] = []
        for (index, spec) in self.styles.enumerated() {
            let parent = spec.parent.flatMap { $0 < styles.count ? styles[$0] : nil }
            styles.append(StyleDictionary(
                name: "style\(index)",
                values: Dictionary(spec.values.map { (keys[$0.key], $0.value) }, uniquingKeysWith: { $1 }),
                actions: dictionary(spec.actions), style: parent))
        }
        let delegates: [any LayerActionDelegate] = self.delegates.map { spec in
            switch spec {
            case let .dictionary(pairs): return DictionaryActionDelegate(dictionary(pairs))
            case .view: return ViewLikeDelegate(context: context)
            }
        }
        let layers = self.layers.map { spec in
            Layer(class: classes[spec.layerClass], delegate: spec.delegate.map { delegates[$0] },
                  actions: dictionary(spec.actions), style: spec.style.map { styles[$0] },
                  values: Dictionary(spec.values.map { (keys[$0.key], .number($0.value)) }, uniquingKeysWith: { $1 }))
        }
        return ActionWorld(spec: self, layers: layers, styles: styles, delegates: delegates, context: context,
                           internedKeys: keys.map(LayerKey.init))
    }
}

/// The live objects built from an ``ActionWorldSpec``.
package final class ActionWorld {
    package let spec: ActionWorldSpec
    package let layers: [Layer]
    package let styles: [StyleDictionary]
    package let delegates: [any LayerActionDelegate]
    /// The animation blocks every UIView-like delegate of the world sees.
    package let context: ViewAnimationContext
    /// `spec.keys`, interned.
    package let internedKeys: [LayerKey]
    /// `layers`, `styles` and the dictionary delegates among `delegates` (nil for other delegates),
    /// unretained (the arrays above keep them alive): script steps borrow them without reference counting
    /// or a type check per step, whichever resolver runs the script.
    package let layerRefs: [Unmanaged<Layer>]
    package let styleRefs: [Unmanaged<StyleDictionary>]
    package let dictionaryDelegateRefs: [Unmanaged<DictionaryActionDelegate>?]
    /// `spec.actions` as dictionary entries, made once: script steps that store an action read them here.
    package let poolEntries: [ActionEntry]

    package init(spec: ActionWorldSpec, layers: [Layer], styles: [StyleDictionary], delegates: [any LayerActionDelegate],
         context: ViewAnimationContext, internedKeys: [LayerKey]) {
        self.spec = spec
        self.layers = layers
        self.styles = styles
        self.delegates = delegates
        self.context = context
        self.internedKeys = internedKeys
        layerRefs = layers.map(Unmanaged.passUnretained)
        styleRefs = styles.map(Unmanaged.passUnretained)
        dictionaryDelegateRefs = delegates.map { ($0 as? DictionaryActionDelegate).map(Unmanaged.passUnretained) }
        poolEntries = spec.actions.map { .action($0) }
    }
}
