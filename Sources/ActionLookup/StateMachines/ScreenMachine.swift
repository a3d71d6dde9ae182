/// The states of a screen that loads its content.
public enum ScreenState: String, CaseIterable, Sendable {
    case initial, loading, error, content
}

/// The events of the screen.
public enum ScreenEvent: String, CaseIterable, Sendable {
    case loadingStarted, errorReceived, contentReceived
}

/// The screen machine, the worked example of ``StateMachine``:
/// `loadingStarted: [initial => loading, error => loading, content => loading]`,
/// `errorReceived: [loading => error]`, `contentReceived: [loading => content]`.
/// A reload from `content` is allowed; errors and content only arrive while loading.
public enum ScreenMachine {
    public static let definition: StateMachineDefinition<ScreenState, ScreenEvent> = {
        // The declaration has no duplicate (event, source) pair, so it cannot throw.
        do {
            return try StateMachineDefinition(initial: .initial, transitions: [
                .loadingStarted: [.initial => .loading, .error => .loading, .content => .loading],
                .errorReceived: [.loading => .error],
                .contentReceived: [.loading => .content],
            ])
        } catch {
            fatalError("ScreenMachine.definition: \(error)")
        }
    }()
}
