/// An edge of the transition container.
public enum ContainerEdge: String, Hashable, Sendable, CaseIterable {
    /// `top` and `bottom` are the container's minimum and maximum y.
    case top, bottom
    /// `leading` is the container's minimum x and `trailing` its maximum x (a left-to-right layout; mirror
    /// the definition for right-to-left screens).
    case leading, trailing
}

/// How one element animates during a transition (the vocabulary of a declarative shared-element transition
/// definition, after Airbnb's "Motion Engineering at Scale", 2020).
///
/// ``sharedElement`` is an *element* animation: it needs the element in both screens. The others are
/// *appearance* animations: they describe how an added element enters or a removed element leaves. Given to
/// a shared element, an appearance animation animates its target copy in, exactly as if it were added (the
/// source copy is not drawn).
public enum TransitionAnimation: Hashable, Sendable {
    /// Opacity 0 → 1 (entering) or 1 → 0 (leaving), in place.
    case crossfade
    /// Slides in from (entering) or out to (leaving) just outside the container's edge; opacity stays 1.
    case edgeTranslation(ContainerEdge)
    /// From the source frame to the target frame at opacity 1 (shared elements only).
    case sharedElement
    /// Offsets the frame by `dy` on the y axis at the start (entering) or the end (leaving); opacity stays 1.
    case translateY(Double)
    /// Opacity as ``crossfade``; the blur radius itself (maximal when hidden, 0 when shown) is the renderer's.
    case blur
    /// Follows the displacement of the anchor's origin (target − source): starts displaced backwards
    /// (entering) or ends displaced forwards (leaving); opacity stays 1. The anchor must be shared.
    case anchorTranslation(relativeTo: String)

    /// The default when the definition says nothing: `sharedElement` for shared elements, `crossfade` for
    /// added and removed ones.
    public static func defaultAnimation(for status: DiffStatus) -> TransitionAnimation {
        status == .shared ? .sharedElement : .crossfade
    }
}

/// A declarative transition definition: identifiers mapped to animations, in the order given. Identifiers are
/// matched by UTF-8 bytes (``IdentifierKey``), in equality and in planning alike.
public struct TransitionDefinition: Hashable, Sendable {
    /// The entries, in the order given (errors report the first offending entry).
    public var entries: [(identifier: String, animation: TransitionAnimation)]

    public init(_ entries: [(identifier: String, animation: TransitionAnimation)] = []) {
        self.entries = entries
    }

    public static func == (lhs: TransitionDefinition, rhs: TransitionDefinition) -> Bool {
        lhs.entries.count == rhs.entries.count
            && zip(lhs.entries, rhs.entries).allSatisfy {
                IdentifierKey.same($0.identifier, $1.identifier) && $0.animation == $1.animation
            }
    }

    public func hash(into hasher: inout Hasher) {
        for entry in entries {
            hasher.combine(IdentifierKey(entry.identifier))
            hasher.combine(entry.animation)
        }
    }
}
