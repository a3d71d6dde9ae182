/// Which screen of a transition something belongs to: the one the transition leaves (`source`) or the one it
/// reaches (`target`). Errors name it so that a message says which input to fix.
public enum TransitionScreen: String, Sendable, Hashable {
    case source, target
}
