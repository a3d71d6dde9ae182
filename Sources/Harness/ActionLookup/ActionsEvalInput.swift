import ActionLookup

/// A parsed and validated `motionbench eval actions` document (format: the ActionLookup DocC article "The actions eval format").
struct ActionsEvalInput {
    /// An operation of the `operations` list.
    indirect enum Operation {
        case set(key: String, value: PropertyValue)
        case event(key: String)
        case begin(disableActions: Bool)
        case commit
        case animate(duration: Double, operations: [Operation])
    }

    let layer: Layer
    let animationContext: ViewAnimationContext
    let actionLookups: [String]
    let valueLookups: [String]
    let operations: [Operation]

    static let topLevelKeys = ["format", "styles", "layer", "actionLookups", "valueLookups", "operations"]
    static let layerKeys = ["delegate", "actions", "style", "defaultActions", "defaultValues", "values"]

    /// Reads the document; every rule violation is an ``EvalError`` naming the place.
    init(_ document: JSONValue) throws {
        let root = try Self.object(document, "the input")
        try Self.checkKeys(root, allowed: Self.topLevelKeys, in: "the input")
        if let format = document["format"], format != .number(1) {
            throw EvalError("format must be 1, got \(JSONWriter.write(format, style: .compact).dropLast())")
        }
        var actionsByName: [String: LayerAction] = [:]
        func action(_ name: String) -> LayerAction {
            if let existing = actionsByName[name] { return existing }
            let made = LayerAction(name: name)
            actionsByName[name] = made
            return made
        }
        func entries(_ value: JSONValue?, _ place: String) throws -> [String: ActionEntry] {
            guard let value else { return [:] }
            var result: [String: ActionEntry] = [:]
            for (key, entry) in try Self.object(value, place) {
                switch entry {
                case let .string(name): result[key] = .action(action(name))
                case .null: result[key] = .nullMarker
                default:
                    throw EvalError("\(place).\(key) must be an action name (a string) or null, got \(entry.kindName)")
                }
            }
            return result
        }
        func values(_ value: JSONValue?, _ place: String) throws -> [String: PropertyValue] {
            guard let value else { return [:] }
            var result: [String: PropertyValue] = [:]
            for (key, member) in try Self.object(value, place) { result[key] = PropertyValue(json: member) }
            return result
        }

        let layerDocument = document["layer"] ?? .object([])
        let layerMembers = try Self.object(layerDocument, "layer")
        try Self.checkKeys(layerMembers, allowed: Self.layerKeys, in: "layer")
        var graph = StyleGraph()
        try graph.addNamedStyles(document["styles"], entries: entries, values: values)
        let layerStyle = try layerDocument["style"].map { try graph.reference($0, label: "layer.style",
                                                                               referrer: "the layer's style",
                                                                               entries: entries, values: values) }
        try graph.validate()
        let styles = try graph.build()

        animationContext = ViewAnimationContext()
        let delegate: (any LayerActionDelegate)?
        switch layerDocument["delegate"] {
        case nil: delegate = nil
        case .string("view")?: delegate = ViewLikeDelegate(context: animationContext)
        case let .object(members)?: delegate = DictionaryActionDelegate(try entries(.object(members), "layer.delegate"))
        case let other?:
            throw EvalError("layer.delegate must be absent, an object or \"view\", got "
                + (other.stringValue.map { "\"\($0)\"" } ?? other.kindName))
        }
        let layerClass = LayerClass(name: "eval", defaultActions: try entries(layerDocument["defaultActions"], "layer.defaultActions"),
                                    defaultValues: try values(layerDocument["defaultValues"], "layer.defaultValues"))
        layer = Layer(class: layerClass, delegate: delegate, actions: try entries(layerDocument["actions"], "layer.actions"),
                      style: layerStyle.map { styles[$0] }, values: try values(layerDocument["values"], "layer.values"))
        actionLookups = try Self.keyList(document["actionLookups"], "actionLookups")
        valueLookups = try Self.keyList(document["valueLookups"], "valueLookups")
        operations = try Self.operations(document["operations"] ?? .array([]), "operations")
    }

    // MARK: helpers

    static func object(_ value: JSONValue, _ place: String) throws -> [(key: String, value: JSONValue)] {
        guard let members = value.objectValue else { throw EvalError("\(place) must be an object, got \(value.kindName)") }
        return members
    }

    static func checkKeys(_ members: [(key: String, value: JSONValue)], allowed: [String], in place: String) throws {
        for (key, _) in members where !allowed.contains(key) {
            throw EvalError("unknown key '\(key)' in \(place); expected \(allowed.joined(separator: ", "))")
        }
    }

    static func keyList(_ value: JSONValue?, _ place: String) throws -> [String] {
        guard let value else { return [] }
        guard let elements = value.arrayValue else { throw EvalError("\(place) must be an array of keys, got \(value.kindName)") }
        var seen = Set<String>()
        return try elements.enumerated().map { index, element in
            guard let key = element.stringValue else {
                throw EvalError("\(place)[\(index)] must be a key (a string), got \(element.kindName)")
            }
            guard seen.insert(key).inserted else { throw EvalError("\(place) lists '\(key)' twice") }
            return key
        }
    }

    static func operations(_ value: JSONValue, _ place: String) throws -> [Operation] {
        guard let elements = value.arrayValue else { throw EvalError("\(place) must be an array, got \(value.kindName)") }
        return try elements.enumerated().map { index, element in try operation(element, "\(place)[\(index)]") }
    }

    static func operation(_ value: JSONValue, _ place: String) throws -> Operation {
        let members = try object(value, place)
        guard let opValue = value["op"] else { throw EvalError("\(place) has no \"op\"") }
        guard let op = opValue.stringValue else { throw EvalError("\(place).op must be a string, got \(opValue.kindName)") }
        func key() throws -> String {
            guard let keyValue = value["key"] else { throw EvalError("\(place) (\(op)) needs a \"key\"") }
            guard let key = keyValue.stringValue else {
                throw EvalError("\(place).key must be a string, got \(keyValue.kindName)")
            }
            return key
        }
        switch op {
        case "set":
            try checkKeys(members, allowed: ["op", "key", "value"], in: place)
            guard let newValue = value["value"] else { throw EvalError("\(place) (set) needs a \"value\"") }
            return .set(key: try key(), value: PropertyValue(json: newValue))
        case "event":
            try checkKeys(members, allowed: ["op", "key"], in: place)
            return .event(key: try key())
        case "begin":
            try checkKeys(members, allowed: ["op", "disableActions"], in: place)
            guard let flag = value["disableActions"] else { return .begin(disableActions: false) }
            guard let disable = flag.boolValue else {
                throw EvalError("\(place).disableActions must be true or false, got \(flag.kindName)")
            }
            return .begin(disableActions: disable)
        case "commit":
            try checkKeys(members, allowed: ["op"], in: place)
            return .commit
        case "animate":
            try checkKeys(members, allowed: ["op", "duration", "operations"], in: place)
            guard let durationValue = value["duration"] else { throw EvalError("\(place) (animate) needs a \"duration\"") }
            guard let duration = durationValue.numberValue else {
                throw EvalError("\(place).duration must be a number, got \(durationValue.kindName)")
            }
            guard duration >= 0 else {
                throw EvalError("\(place).duration must be ≥ 0, got \(JSONWriter.format(duration))")
            }
            return .animate(duration: duration, operations: try operations(value["operations"] ?? .array([]),
                                                                           "\(place).operations"))
        default:
            throw EvalError("\(place).op '\(op)' is unknown; expected set, event, begin, commit or animate")
        }
    }
}

extension PropertyValue {
    /// The JSON value as a property value (same structure; `null` is the null marker).
    init(json: JSONValue) {
        switch json {
        case .null: self = .null
        case let .bool(b): self = .bool(b)
        case let .number(n): self = .number(n)
        case let .string(s): self = .string(s)
        case let .array(elements): self = .array(elements.map(PropertyValue.init(json:)))
        case let .object(members): self = .object(members.map { ($0.key, PropertyValue(json: $0.value)) })
        }
    }

    /// The property value as JSON.
    var json: JSONValue {
        switch self {
        case .null: return .null
        case let .bool(b): return .bool(b)
        case let .number(n): return .number(n)
        case let .string(s): return .string(s)
        case let .array(elements): return .array(elements.map(\.json))
        case let .object(members): return .object(members.map { ($0.key, $0.value.json) })
        }
    }
}
