// A screen that loads its content, declared as `event: [source => destination]` and run through the
// compiled state machine.
import ActionLookup

enum Screen: Hashable, Sendable { case initial, loading, error, content }
enum Load: Hashable, Sendable { case started, failed, succeeded }

let definition = try StateMachineDefinition(initial: Screen.initial, transitions: [
    Load.started: [.initial => .loading, .error => .loading, .content => .loading],
    .failed: [.loading => .error],
    .succeeded: [.loading => .content],
])
let screen = StateMachine(definition)
var seen: [Screen] = []
screen.subscribe { seen.append($0) }  // .initial at once, then every change
screen.process(.started)              // .loading
screen.process(.succeeded)            // .content
screen.process(.failed)               // no transition from .content: unchanged
screen.reset()                        // .initial

// snippet.hide
precondition(seen == [.initial, .loading, .content, .initial] && screen.state == .initial)
// snippet.show
