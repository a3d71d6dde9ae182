/// A table-driven state machine compiled from its declaration: states and events are numbered once, and
/// `process(event)` is one hash of the event plus one read of a dense events × states table. Same
/// behaviour as ``ReferenceStateMachine``.
///
/// Formula: `δ(s, e) = table[e · |states| + s]`, the transition function stored as a dense table (Aho, Lam,
/// Sethi and Ullman, *Compilers: Principles, Techniques, and Tools*, 2nd ed., §3.9.8).
///
/// - Complexity: O(1) expected per event (one hash of the event, one table read), plus one call per
///   subscriber when the state changes; compiling is O(states × events + transitions).
public final class StateMachine<State: Hashable & Sendable, Event: Hashable & Sendable> {
    public let definition: StateMachineDefinition<State, Event>
    private let states: [State]
    private let eventIndices: [Event: Int]
    /// Next state index for (event e, state s) at `e · states.count + s`; −1 when no transition applies.
    private let table: [Int32]
    private let initialIndex: Int
    private var stateIndex: Int
    private var subscribers = StateSubscribers<State>()

    public init(_ definition: StateMachineDefinition<State, Event>) {
        self.definition = definition
        var states: [State] = [definition.initial]
        var stateIndices: [State: Int] = [definition.initial: 0]
        func index(of state: State) -> Int {
            if let index = stateIndices[state] { return index }
            states.append(state)
            stateIndices[state] = states.count - 1
            return states.count - 1
        }
        var eventIndices: [Event: Int] = [:]
        var entries: [(event: Int, source: Int, destination: Int)] = []
        for (event, transitions) in definition.transitions {
            let e = eventIndices[event] ?? eventIndices.count
            eventIndices[event] = e
            for transition in transitions {
                entries.append((e, index(of: transition.source), index(of: transition.destination)))
            }
        }
        var table = [Int32](repeating: -1, count: eventIndices.count * states.count)
        for entry in entries { table[entry.event * states.count + entry.source] = Int32(entry.destination) }
        self.states = states
        self.eventIndices = eventIndices
        self.table = table
        initialIndex = 0
        stateIndex = 0
    }

    /// The current state.
    public var state: State { states[stateIndex] }

    /// Applies `event`: the new state, unchanged when no transition applies.
    @discardableResult
    public func process(_ event: Event) -> State {
        guard let e = eventIndices[event] else { return states[stateIndex] }
        let next = table[e &* states.count &+ stateIndex]
        if next >= 0 { move(to: Int(next)) }
        return states[stateIndex]
    }

    /// Calls `callback` at once with the current state, then on every change.
    @discardableResult
    public func subscribe(_ callback: @escaping (State) -> Void) -> StateSubscription {
        let subscription = subscribers.add(callback)
        callback(state)
        return subscription
    }

    /// Stops calling the subscription's callback.
    public func unsubscribe(_ subscription: StateSubscription) { subscribers.remove(subscription) }

    /// Returns to the initial state (subscribers are called if that is a change).
    public func reset() { move(to: initialIndex) }

    private func move(to index: Int) {
        guard index != stateIndex else { return }
        stateIndex = index
        subscribers.notify(states[index])
    }
}
