import ActionLookup

/// The styles of an `eval actions` document as a graph: named entries of `styles` and inline style objects
/// are nodes; a node points to the style it aliases (a named entry that is a name) or to its `style`.
/// Every node has at most one outgoing edge, so validation is a walk per node: an unknown name or a cycle
/// anywhere is an error naming the styles involved. Iterative throughout, so long chains cannot overflow
/// the stack.
struct StyleGraph {
    enum Target {
        case name(String, referrer: String)
        case node(Int)
    }

    struct Node {
        /// The style's name, or a path for an inline style ("theme.style", "layer.style").
        let label: String
        /// True for a named entry that is itself a name (the same style under another name).
        let isAlias: Bool
        var values: [String: PropertyValue] = [:]
        var actions: [String: ActionEntry] = [:]
        var target: Target?
    }

    typealias Entries = (JSONValue?, String) throws -> [String: ActionEntry]
    typealias Values = (JSONValue?, String) throws -> [String: PropertyValue]

    private(set) var nodes: [Node] = []
    private var namedIndex: [String: Int] = [:]
    private var edges: [Int?] = []

    /// Reads `styles` (absent: none).
    mutating func addNamedStyles(_ value: JSONValue?, entries: Entries, values: Values) throws {
        guard let value else { return }
        guard let members = value.objectValue else { throw EvalError("styles must be an object, got \(value.kindName)") }
        // Reserve the named nodes first so references can be resolved in any order.
        for (name, _) in members {
            namedIndex[name] = nodes.count
            nodes.append(Node(label: name, isAlias: false))
        }
        for (name, definition) in members {
            guard let index = namedIndex[name] else { continue }
            switch definition {
            case let .string(other):
                nodes[index] = Node(label: name, isAlias: true, target: .name(other, referrer: "style '\(name)'"))
            case .object:
                nodes[index] = try node(definition, label: name, entries: entries, values: values)
            default:
                throw EvalError("styles.\(name) must be a style object or the name of a style, got \(definition.kindName)")
            }
        }
    }

    /// Reads a style reference (an inline object or a name); returns the node it denotes once resolved by
    /// ``build()``: for a name, the named node; for an object, a new inline node.
    mutating func reference(_ value: JSONValue, label: String, referrer: String, entries: Entries, values: Values)
        throws -> Int
    {
        switch value {
        case let .string(name):
            guard let index = namedIndex[name] else { throw EvalError("unknown style '\(name)' referenced by \(referrer)") }
            return index
        case .object:
            let made = try node(value, label: label, entries: entries, values: values)
            nodes.append(made)
            return nodes.count - 1
        default:
            throw EvalError("\(label) must be a style object or the name of a style, got \(value.kindName)")
        }
    }

    /// An inline or named style object: `actions`, `style`, and values under every other key.
    private mutating func node(_ value: JSONValue, label: String, entries: Entries, values: Values) throws -> Node {
        var node = Node(label: label, isAlias: false)
        var plain: [(key: String, value: JSONValue)] = []
        for (key, member) in value.objectValue ?? [] {
            switch key {
            case "actions": node.actions = try entries(member, "\(label).actions")
            case "style":
                switch member {
                case let .string(name): node.target = .name(name, referrer: "style '\(label)'")
                case .object:
                    node.target = .node(try reference(member, label: "\(label).style", referrer: "style '\(label)'",
                                                      entries: entries, values: values))
                default:
                    throw EvalError("\(label).style must be a style object or the name of a style, got \(member.kindName)")
                }
            default: plain.append((key, member))
            }
        }
        node.values = try values(.object(plain), label)
        return node
    }

    /// Resolves every name and rejects unknown names and cycles, whether or not the layer uses the style.
    mutating func validate() throws {
        edges = try nodes.map { node -> Int? in
            switch node.target {
            case nil: return nil
            case let .node(index)?: return index
            case let .name(name, referrer)?:
                guard let index = namedIndex[name] else { throw EvalError("unknown style '\(name)' referenced by \(referrer)") }
                return index
            }
        }
        var state = [UInt8](repeating: 0, count: nodes.count)  // 0 unvisited, 1 on the current walk, 2 done
        for start in nodes.indices where state[start] == 0 {
            var path: [Int] = []
            var current: Int? = start
            while let index = current, state[index] != 2 {
                if state[index] == 1 {
                    let cycle = path[(path.firstIndex(of: index) ?? 0)...] + [index]
                    throw EvalError(ActionLookupError.styleCycle(cycle.map { nodes[$0].label }).description)
                }
                state[index] = 1
                path.append(index)
                current = edges[index]
            }
            for index in path { state[index] = 2 }
        }
    }

    /// Makes one ``StyleDictionary`` per non-alias node (deepest first); aliases share their target's.
    func build() throws -> [StyleDictionary] {
        var built = [StyleDictionary?](repeating: nil, count: nodes.count)
        for start in nodes.indices where built[start] == nil {
            var pending: [Int] = []
            var current: Int? = start
            while let index = current, built[index] == nil {
                pending.append(index)
                current = edges[index]
            }
            var below = current.flatMap { built[$0] }
            for index in pending.reversed() {
                let node = nodes[index]
                if node.isAlias {
                    built[index] = below
                } else {
                    let style = StyleDictionary(name: node.label, values: node.values, actions: node.actions, style: below)
                    built[index] = style
                    below = style
                }
            }
        }
        return try built.enumerated().map { index, style in
            guard let style else { throw EvalError("style '\(nodes[index].label)' could not be built") }
            return style
        }
    }
}
