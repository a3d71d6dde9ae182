/// Why a diff, changeset or plan could not be computed: every case names what to fix.
public enum HierarchyDiffError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Two nodes of one screen carry the same identifier.
    case duplicateIdentifier(String, screen: TransitionScreen)
    /// A non-root node carries the identifier of a screen's root; the roots (the transition containers)
    /// always match each other, so their identifiers cannot tag other nodes.
    case rootIdentifierReused(String, rootOf: TransitionScreen, usedIn: TransitionScreen)
    /// A flat list holds the same key twice.
    case duplicateKey(String, list: TransitionScreen)
    /// A node was added under a parent index that does not exist yet.
    case invalidParent(Int, nodeCount: Int)
    /// A view frame with a non-finite component or a negative size.
    case invalidFrame(ViewFrame)
    /// An identifier that is empty.
    case emptyIdentifier(screen: TransitionScreen)
    /// The literal reference would need more memory than its stated limit: ``ReferenceTreeDiff`` and
    /// ``ReferenceFlatListDiff`` throw it when a sibling list's longest-common-subsequence table would exceed
    /// `limit` (50 000 000) cells; the optimized diffs have no such limit.
    case referenceLimitExceeded(siblings: Int, limit: Int)
    /// A transition definition names an identifier present in neither screen.
    case unknownDefinitionIdentifier(String)
    /// `sharedElement` was asked for an element that is not in both screens.
    case sharedElementNotShared(String, status: DiffStatus)
    /// `anchorTranslation(relativeTo:)` names an anchor that is not shared by both screens.
    case anchorNotShared(node: String, anchor: String)
    /// `translateY(dy)` with a non-finite offset.
    case invalidOffset(node: String)
    /// A transition definition names one identifier twice.
    case duplicateDefinitionIdentifier(String)

    public var description: String {
        switch self {
        case let .duplicateIdentifier(id, screen):
            return "duplicate identifier '\(id)' in the \(screen.rawValue) screen (identifiers are unique within a screen)"
        case let .rootIdentifierReused(id, rootOf, usedIn):
            return "identifier '\(id)' names the root (container) of the \(rootOf.rawValue) screen and cannot tag "
                + "another node of the \(usedIn.rawValue) screen (the two roots always match each other)"
        case let .duplicateKey(key, list):
            return "duplicate key '\(key)' in the \(list.rawValue) list (keys are unique within a list)"
        case let .invalidParent(parent, count):
            return "parent index \(parent) does not exist (the tree has \(count) nodes)"
        case let .invalidFrame(frame):
            return "invalid frame \(frame): components must be finite and width and height not negative"
        case let .emptyIdentifier(screen):
            return "empty identifier in the \(screen.rawValue) screen (omit the identifier for an untagged node)"
        case let .referenceLimitExceeded(siblings, limit):
            return "the reference diff's LCS table for a sibling list of \(siblings) children exceeds its limit of "
                + "\(limit) cells; use the optimized diff for such lists"
        case let .unknownDefinitionIdentifier(id):
            return "the transition definition names '\(id)', which is in neither screen"
        case let .sharedElementNotShared(id, status):
            return "sharedElement for '\(id)' needs an element in both screens, but '\(id)' is \(status.rawValue)"
        case let .anchorNotShared(node, anchor):
            return "anchorTranslation of '\(node)' is relative to '\(anchor)', which is not shared by both screens"
        case let .invalidOffset(node):
            return "translateY of '\(node)' needs a finite offset"
        case let .duplicateDefinitionIdentifier(id):
            return "the transition definition names '\(id)' twice"
        }
    }
}
