/// Where and how visible an element is at one end of a transition.
public struct ElementState: Hashable, Sendable {
    public var frame: ViewFrame
    /// 0 (transparent) … 1 (opaque).
    public var opacity: Double
    public init(frame: ViewFrame, opacity: Double) {
        self.frame = frame
        self.opacity = opacity
    }
}

/// One merged node's part in the transition.
public struct PlannedElement: Hashable, Sendable {
    /// The definition's animation, or the default for the node's status.
    public var animation: TransitionAnimation
    /// Start and end states; both nil when a frame the animation needs was not given.
    public var from: ElementState?
    public var to: ElementState?
}

/// A transition plan: one ``PlannedElement`` per node of a merged hierarchy, in the same (pre-)order, built by
/// ``TransitionPlanner/plan(merged:source:target:definition:)``.
public struct TransitionPlan: Hashable, Sendable {
    public var elements: [PlannedElement]
}

/// Builds transition plans from a merged hierarchy, the two view trees (for frames) and a definition.
///
/// Conventions (all frames in the shared coordinate space, origin top-left, y down):
/// - `sharedElement` (shared only): source frame, opacity 1 → target frame, opacity 1.
/// - An appearance animation on an **added** node (or a shared one, animated as if added) starts from a
///   state derived from its target frame T and ends at (T, 1); on a **removed** node it starts at its source
///   frame (S, 1) and ends at a state derived from S:
///   - `crossfade`, `blur`: (T, 0) → (T, 1); (S, 1) → (S, 0).
///   - `edgeTranslation(e)`: the frame moved along one axis to lie just outside the container's edge e,
///     touching it (top: y = C.y − h; bottom: y = C.y + C.height; leading: x = C.x − w; trailing:
///     x = C.x + C.width), with C the target container's frame when entering and the source container's
///     when leaving; opacity 1 at both ends.
///   - `translateY(dy)`: (T offset by dy, 1) → (T, 1); (S, 1) → (S offset by dy, 1).
///   - `anchorTranslation(relativeTo: a)`: with d = origin of a's target frame − origin of a's source frame,
///     (T − d, 1) → (T, 1); (S, 1) → (S + d, 1).
/// - The root is the shared container: its frames are the screens' root frames.
///
/// Either root's identifier names the merged root (the roots always match), so naming both is naming the root
/// twice. Errors, first offending definition entry in order: an identifier in neither screen, one named twice,
/// `sharedElement` for a node that is not shared, an anchor that is not shared (the root counts as shared),
/// a non-finite `translateY`.
///
/// The states are the start and end keyframes of the animations the definition names, in the terms of Core
/// Animation's layer geometry (a frame's origin and size in the superlayer's coordinates, and `opacity` in
/// 0…1: Apple, *Core Animation Programming Guide*, "Core Animation Basics"); the planner only places the two
/// keyframes, it does not interpolate between them.
public enum TransitionPlanner {
    /// The plan of `merged` (a diff of `source` and `target`) under `definition`: for every merged node, in
    /// order, the definition's animation or its status's default (``TransitionAnimation/defaultAnimation(for:)``)
    /// and, where the frames the animation needs are known, its start and end states by the conventions above.
    ///
    /// - Parameters:
    ///   - merged: The merged hierarchy of `source` and `target` (from ``IdentifierTreeDiff`` or
    ///     ``ReferenceTreeDiff``); its view indices locate each node's frames.
    ///   - source: The screen before the transition.
    ///   - target: The screen after it.
    ///   - definition: Animations by identifier; unnamed nodes take their default.
    /// - Throws: ``HierarchyDiffError``, for the first offending definition entry in order (see above).
    /// - Complexity: O(n + d) expected time and O(n) memory, for n merged nodes and d definition entries (one
    ///   hash look-up per entry and per anchor).
    public static func plan(merged: MergedHierarchy, source: ViewTree, target: ViewTree,
                            definition: TransitionDefinition) throws(HierarchyDiffError) -> TransitionPlan
    {
        var indexOf: [IdentifierKey: Int] = [:]
        indexOf.reserveCapacity(merged.nodes.count)
        for (index, node) in merged.nodes.enumerated() {
            if let identifier = node.identifier { indexOf[IdentifierKey(identifier)] = index }
        }
        // The roots always match, so either root's identifier names the merged root (a root's identifier
        // cannot tag a node of the other screen, so this is never ambiguous).
        for tree in [source, target] {
            if let root = tree.identifiers.first ?? nil, indexOf[IdentifierKey(root)] == nil { indexOf[IdentifierKey(root)] = 0 }
        }
        var chosen: [Int: TransitionAnimation] = [:]
        for (identifier, animation) in definition.entries {
            guard let index = indexOf[IdentifierKey(identifier)] else { throw .unknownDefinitionIdentifier(identifier) }
            guard chosen.updateValue(animation, forKey: index) == nil else {
                throw .duplicateDefinitionIdentifier(identifier)
            }
            let status = merged.nodes[index].status
            switch animation {
            case .sharedElement where status != .shared:
                throw .sharedElementNotShared(identifier, status: status)
            case let .anchorTranslation(anchor):
                guard let anchorIndex = indexOf[IdentifierKey(anchor)], merged.nodes[anchorIndex].status == .shared else {
                    throw .anchorNotShared(node: identifier, anchor: anchor)
                }
            case let .translateY(dy) where !dy.isFinite:
                throw .invalidOffset(node: identifier)
            default: break
            }
        }
        let sourceContainer = source.frames.first ?? nil, targetContainer = target.frames.first ?? nil
        var elements: [PlannedElement] = []
        elements.reserveCapacity(merged.nodes.count)
        for (index, node) in merged.nodes.enumerated() {
            let animation = chosen[index] ?? TransitionAnimation.defaultAnimation(for: node.status)
            let sourceFrame = node.sourceView.flatMap { source.frames[$0] }
            let targetFrame = node.targetView.flatMap { target.frames[$0] }
            var states: (ElementState, ElementState)?
            if case .sharedElement = animation {
                if let s = sourceFrame, let t = targetFrame {
                    states = (ElementState(frame: s, opacity: 1), ElementState(frame: t, opacity: 1))
                }
            } else if node.status == .removed {
                if let s = sourceFrame, let end = leavingState(animation, from: s, container: sourceContainer,
                                                             merged: merged, indexOf: indexOf,
                                                             source: source, target: target) {
                    states = (ElementState(frame: s, opacity: 1), end)
                }
            } else if let t = targetFrame, let start = enteringState(animation, to: t, container: targetContainer,
                                                                   merged: merged, indexOf: indexOf,
                                                                   source: source, target: target) {
                states = (start, ElementState(frame: t, opacity: 1))
            }
            elements.append(PlannedElement(animation: animation, from: states?.0, to: states?.1))
        }
        return TransitionPlan(elements: elements)
    }

    /// The frame just outside `container`'s edge, touching it, moved along one axis only (top: y = C.y − h;
    /// bottom: y = C.y + C.height; leading: x = C.x − w; trailing: x = C.x + C.width).
    ///
    /// - Complexity: O(1).
    public static func outside(_ frame: ViewFrame, edge: ContainerEdge, container: ViewFrame) -> ViewFrame {
        var moved = frame
        switch edge {
        case .top: moved.y = container.y - frame.height
        case .bottom: moved.y = container.y + container.height
        case .leading: moved.x = container.x - frame.width
        case .trailing: moved.x = container.x + container.width
        }
        return moved
    }

    /// Origin displacement (target − source) of a shared anchor, when both its frames are known.
    static func displacement(of anchor: String, merged: MergedHierarchy, indexOf: [IdentifierKey: Int],
                             source: ViewTree, target: ViewTree) -> (dx: Double, dy: Double)? {
        guard let index = indexOf[IdentifierKey(anchor)],
              let s = merged.nodes[index].sourceView.flatMap({ source.frames[$0] }),
              let t = merged.nodes[index].targetView.flatMap({ target.frames[$0] }) else { return nil }
        return (t.x - s.x, t.y - s.y)
    }

    static func enteringState(_ animation: TransitionAnimation, to t: ViewFrame, container: ViewFrame?,
                              merged: MergedHierarchy, indexOf: [IdentifierKey: Int], source: ViewTree,
                              target: ViewTree) -> ElementState? {
        switch animation {
        case .crossfade, .blur, .sharedElement: return ElementState(frame: t, opacity: 0)
        case let .edgeTranslation(edge):
            return container.map { ElementState(frame: outside(t, edge: edge, container: $0), opacity: 1) }
        case let .translateY(dy): return ElementState(frame: t.offsetBy(dx: 0, dy: dy), opacity: 1)
        case let .anchorTranslation(anchor):
            return displacement(of: anchor, merged: merged, indexOf: indexOf, source: source, target: target)
                .map { ElementState(frame: t.offsetBy(dx: -$0.dx, dy: -$0.dy), opacity: 1) }
        }
    }

    static func leavingState(_ animation: TransitionAnimation, from s: ViewFrame, container: ViewFrame?,
                             merged: MergedHierarchy, indexOf: [IdentifierKey: Int], source: ViewTree,
                             target: ViewTree) -> ElementState? {
        switch animation {
        case .crossfade, .blur, .sharedElement: return ElementState(frame: s, opacity: 0)
        case let .edgeTranslation(edge):
            return container.map { ElementState(frame: outside(s, edge: edge, container: $0), opacity: 1) }
        case let .translateY(dy): return ElementState(frame: s.offsetBy(dx: 0, dy: dy), opacity: 1)
        case let .anchorTranslation(anchor):
            return displacement(of: anchor, merged: merged, indexOf: indexOf, source: source, target: target)
                .map { ElementState(frame: s.offsetBy(dx: $0.dx, dy: $0.dy), opacity: 1) }
        }
    }
}
