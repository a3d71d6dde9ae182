import ActionLookup

/// `motionbench eval actions`: action lookups, value lookups and a dispatch log for one layer (format in
/// the ActionLookup DocC article "The actions eval format" and in `ActionsEvalInput`). Answered by the
/// compiled resolver, so that the cost of a document grows with its size rather than with lookups ×
/// style-chain depth; `check` and the tests establish that
/// it agrees with the reference resolver (which stays available for cross-checks) on the same documents.
package enum ActionsEval {
    package static let handler = EvalHandler(
        name: "actions",
        family: .actionLookup,
        summary: "Core Animation action search, style value lookup and dispatch log (lookup → store → run) for "
            + "one layer with delegate, actions, shared styles and class defaults.",
        evaluate: { try evaluate($0, resolution: .compiled) },
        vectorInputs: { seed, count in ActionsEvalVectors.inputs(seed: seed, randomCount: count) },
        comparison: .exact)

    /// Evaluates a document with the reference resolver (or the compiled one, which `eval actions` uses).
    package static func evaluate(_ document: JSONValue, resolution: ActionScriptRunner.Resolution = .reference)
        throws -> JSONValue
    {
        let input = try ActionsEvalInput(document)
        switch resolution {
        case .reference: return try evaluate(input, resolver: ReferenceActionLookup())
        case .compiled: return try evaluate(input, resolver: CompiledActionLookup())
        }
    }

    private static func evaluate<R: ActionResolver>(_ input: ActionsEvalInput, resolver: R) throws -> JSONValue {
        let layer = input.layer
        // Lookups answer the layer as it stands before the operations, outside any transaction or block.
        let actions = input.actionLookups.map { key -> (key: String, value: JSONValue) in
            (key, resolver.action(for: layer, forKey: resolver.key(key)).map { .string($0.name) } ?? .null)
        }
        let values = input.valueLookups.map { key -> (key: String, value: JSONValue) in
            (key, resolver.value(for: layer, forKey: resolver.key(key)).json)
        }
        var dispatcher = ActionDispatcher(resolver: resolver, sink: DispatchLog())
        try run(input.operations, on: layer, context: input.animationContext, dispatcher: &dispatcher, place: "operations")
        dispatcher.commitAll()  // transactions still open at the end close silently
        return .object([
            ("format", .number(1)),
            ("actions", .object(actions)),
            ("values", .object(values)),
            ("log", .array(dispatcher.log.map(json))),
        ])
    }

    private static func run<R: ActionResolver>(
        _ operations: [ActionsEvalInput.Operation], on layer: Layer, context: ViewAnimationContext,
        dispatcher: inout ActionDispatcher<R, DispatchLog>, place: String
    ) throws {
        for (index, operation) in operations.enumerated() {
            switch operation {
            case let .set(key, value): dispatcher.set(value, forKey: key, on: layer)
            case let .event(key): dispatcher.event(key, on: layer)
            case let .begin(disableActions): dispatcher.begin(disableActions: disableActions)
            case .commit:
                do { try dispatcher.commit() } catch {
                    throw EvalError("\(place)[\(index)]: commit without an open transaction")
                }
            case let .animate(duration, nested):
                do { try context.begin(duration: duration) } catch {
                    throw EvalError("\(place)[\(index)]: \(error.description)")
                }
                defer { try? context.end() }
                try run(nested, on: layer, context: context, dispatcher: &dispatcher, place: "\(place)[\(index)].operations")
            }
        }
    }

    static func json(_ entry: DispatchLogEntry) -> JSONValue {
        switch entry {
        case let .lookup(key, action):
            return .object([("lookup", .string(key)), ("action", action.map { .string($0.name) } ?? .null)])
        case let .store(key, old, new):
            return .object([("store", .string(key)), ("old", old.json), ("new", new.json)])
        case let .run(action, key, old, new):
            return .object([("run", .string(action.name)), ("key", .string(key)), ("old", old.json), ("new", new.json)])
        }
    }
}
