import ActionLookup

/// One step applied to a state machine in `action-lookup.state-machine`.
package enum MachineStep: Sendable, Hashable {
    case process(Int)
    case reset
    /// Adds a subscriber (called at once, then on every change).
    case subscribe
}

/// Input: a machine over `Int` states and events (the screen machine is numbered in declaration order)
/// and the steps to apply.
package struct StateMachineWorkload: Sendable {
    package var definition: StateMachineDefinition<Int, Int>
    package var steps: [MachineStep]
}
