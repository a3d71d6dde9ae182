/// The reference table-driven state machine: `process(event)` searches the declared transition lists
/// literally (every list of the event, in declaration order, for a transition from the current state).
///
/// Formula: `δ(state, event)`, the first declared transition of `event` whose source is `state`, else `state`
/// (a deterministic finite automaton's transition function given as lists; Hopcroft, Motwani and Ullman,
/// *Introduction to Automata Theory, Languages, and Computation*, 3rd ed., §2.2).
///
/// - Complexity: O(L + t) per event, L the declared transition lists and t the transitions of the event's
///   lists, plus one call per subscriber when the state changes.
public final class ReferenceStateMachine<State: Hashable & Sendable, Event: Hashable & Sendable> {
    public let definition: StateMachineDefinition<State, Event>
    /// The current state.
    public private(set) var state: State
    private var subscribers = StateSubscribers<State>()

    public init(_ definition: StateMachineDefinition<State, Event>) {
        self.definition = definition
        state = definition.initial
    }

    /// Applies `event`: the new state, unchanged when no transition applies. Subscribers are called when
    /// the state changes (a transition to the same state is no change).
    @discardableResult
    public func process(_ event: Event) -> State {
        for (declaredEvent, transitions) in definition.transitions where declaredEvent == event {
            for transition in transitions where transition.source == state {
                move(to: transition.destination)
                return state
            }
        }
        return state
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
    public func reset() { move(to: definition.initial) }

    private func move(to destination: State) {
        guard destination != state else { return }
        state = destination
        subscribers.notify(state)
    }
}
