/// What runs when a layer event fires (Core Animation's `CAAction`): an animation, a sound, a state change.
///
/// Actions are compared by **identity** (`===`), as Core Animation compares action objects: two actions with
/// the same name are different actions. The name is for logs and the `eval` format.
public final class LayerAction: Sendable, CustomStringConvertible {
    /// The name shown in logs ("A.position", "view.animation(0.25)").
    public let name: String
    /// The duration an animation block handed to this action (UIKit's `inheritedAnimationDuration`), nil
    /// for actions that did not come from an animation block.
    public let inheritedAnimationDuration: Double?
    /// What running the action does, given the event's layer, key and the values before and after.
    public let body: (@Sendable (ActionInvocation) -> Void)?

    /// Creates an action; every call makes a distinct action.
    public init(name: String, inheritedAnimationDuration: Double? = nil,
                body: (@Sendable (ActionInvocation) -> Void)? = nil) {
        self.name = name
        self.inheritedAnimationDuration = inheritedAnimationDuration
        self.body = body
    }

    public var description: String { name }
}

/// What an action receives when it runs: it sees both the value before the change and the value after it
/// (Core Animation looks the action up before storing and runs it after).
public struct ActionInvocation {
    /// The layer whose property changed or which received the event.
    public let layer: Layer
    /// The property or event key.
    public let key: String
    /// The key's current value captured before the store (for events, the current value).
    public let oldValue: PropertyValue
    /// The key's current value read when the action runs.
    public let newValue: PropertyValue

    @usableFromInline
    init(layer: Layer, key: String, oldValue: PropertyValue, newValue: PropertyValue) {
        self.layer = layer
        self.key = key
        self.oldValue = oldValue
        self.newValue = newValue
    }
}

/// An entry in an actions dictionary, or a delegate's answer: an action, or the null marker (`NSNull`)
/// that stops the search with the result nil. An *absent* entry is `nil` of `ActionEntry?`.
public enum ActionEntry: Sendable, Equatable, CustomStringConvertible {
    /// Stops the search with this action.
    case action(LayerAction)
    /// Stops the search with no action (Core Animation's `NSNull` / `kCFNull`).
    case nullMarker

    /// The action, or nil for the null marker.
    @inlinable public var action: LayerAction? {
        if case let .action(action) = self { return action }
        return nil
    }

    /// Identity of the action, not equality of names.
    public static func == (lhs: ActionEntry, rhs: ActionEntry) -> Bool {
        switch (lhs, rhs) {
        case let (.action(a), .action(b)): return a === b
        case (.nullMarker, .nullMarker): return true
        default: return false
        }
    }

    public var description: String {
        switch self {
        case let .action(action): return action.name
        case .nullMarker: return "<null>"
        }
    }
}
