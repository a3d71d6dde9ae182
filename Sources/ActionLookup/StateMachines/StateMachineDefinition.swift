precedencegroup TransitionPrecedence {
    associativity: none
    lowerThan: ComparisonPrecedence
}

/// `source => destination`: a transition, as ``StateMachineDefinition`` declares them.
infix operator => : TransitionPrecedence

/// One transition: in `source`, the event moves the machine to `destination`.
public struct StateTransition<State: Hashable & Sendable>: Hashable, Sendable {
    public let source: State
    public let destination: State

    public init(from source: State, to destination: State) {
        self.source = source
        self.destination = destination
    }
}

/// `source => destination`.
public func => <State: Hashable & Sendable>(source: State, destination: State) -> StateTransition<State> {
    StateTransition(from: source, to: destination)
}

/// A table-driven state machine's declaration: the initial state and, per event, its transitions
/// (`event: [source => destination, …]`), in declaration order.
///
/// ```swift
/// let screen = try StateMachineDefinition(initial: ScreenState.initial, transitions: [
///     .loadingStarted: [.initial => .loading, .error => .loading, .content => .loading],
///     .errorReceived: [.loading => .error],
///     .contentReceived: [.loading => .content],
/// ])
/// ```
/// Two transitions from the same source for the same event are refused (the machine would be ambiguous).
public struct StateMachineDefinition<State: Hashable & Sendable, Event: Hashable & Sendable>: Sendable {
    public let initial: State
    /// Per event, its transitions, in declaration order (an event may appear more than once).
    public let transitions: [(event: Event, transitions: [StateTransition<State>])]

    public init(initial: State, transitions: KeyValuePairs<Event, [StateTransition<State>]>) throws(ActionLookupError) {
        try self.init(initial: initial, transitionList: transitions.map { (event: $0.key, transitions: $0.value) })
    }

    public init(initial: State, transitionList: [(event: Event, transitions: [StateTransition<State>])])
        throws(ActionLookupError)
    {
        var seen = Set<Pair>()
        for (event, list) in transitionList {
            for transition in list where !seen.insert(Pair(event: event, source: transition.source)).inserted {
                throw .conflictingTransitions(event: "\(event)", source: "\(transition.source)")
            }
        }
        self.initial = initial
        self.transitions = transitionList
    }

    private struct Pair: Hashable {
        let event: Event
        let source: State
    }
}

/// A subscription to a state machine's state, for ``ReferenceStateMachine/unsubscribe(_:)`` and
/// ``StateMachine/unsubscribe(_:)``.
public struct StateSubscription: Hashable, Sendable {
    let id: Int
}

/// The subscribers of a machine: called at once on subscription and on every change of state.
struct StateSubscribers<State> {
    private var callbacks: [(id: Int, callback: (State) -> Void)] = []
    private var nextID = 0

    mutating func add(_ callback: @escaping (State) -> Void) -> StateSubscription {
        nextID += 1
        callbacks.append((nextID, callback))
        return StateSubscription(id: nextID)
    }

    mutating func remove(_ subscription: StateSubscription) {
        callbacks.removeAll { $0.id == subscription.id }
    }

    func notify(_ state: State) {
        for entry in callbacks { entry.callback(state) }
    }
}
