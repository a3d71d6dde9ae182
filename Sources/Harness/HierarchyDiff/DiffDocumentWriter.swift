import HierarchyDiff

/// Writes the parts of a `motionbench eval diff` output document (and view trees as input documents, for
/// the conformance corpus). Nested documents are built bottom-up in one loop, never by recursion.
enum DiffDocumentWriter {
    /// The merged hierarchy as nested node objects; with a plan, every node also gets its animation and,
    /// where known, its `from` and `to` states.
    static func merged(_ merged: MergedHierarchy, plan: TransitionPlan?) -> JSONValue {
        var childObjects = [[JSONValue]](repeating: [], count: merged.nodes.count)
        var root: JSONValue = .null
        for index in merged.nodes.indices.reversed() {
            let node = merged.nodes[index]
            var members: [(key: String, value: JSONValue)] = []
            if let identifier = node.identifier { members.append(("id", .string(identifier))) }
            members.append(("status", .string(node.status.rawValue)))
            members.append(("moved", .bool(node.moved)))
            members.append(("reparented", .bool(node.reparented)))
            if let element = plan?.elements[index] {
                members.append(("animation", animation(element.animation)))
                if let from = element.from, let to = element.to {
                    members.append(("from", state(from)))
                    members.append(("to", state(to)))
                }
            }
            members.append(("children", .array(childObjects[index].reversed())))
            childObjects[index] = []
            if node.parent >= 0 { childObjects[node.parent].append(.object(members)) } else { root = .object(members) }
        }
        return root
    }

    /// Fails on the first node, in pre-order, whose planned frame has a coordinate that overflowed a Double
    /// (finite inputs such as y = 1e308 with translateY 1e308): JSON cannot carry it, and `null` would be
    /// mistaken for "no frame".
    static func requireFiniteStates(_ plan: TransitionPlan, merged: MergedHierarchy) throws(EvalError) {
        for (index, element) in plan.elements.enumerated() {
            for (end, state) in [("from", element.from), ("to", element.to)] {
                guard let frame = state?.frame else { continue }
                if ![frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite) {
                    let name = merged.nodes[index].identifier.map(OneLineText.quoted) ?? "the root"
                    throw EvalError("the planned \(end) frame of \(name) overflows: a coordinate exceeds the "
                        + "largest Double (about 1.8e308)")
                }
            }
        }
    }

    static func summary(_ summary: DiffSummary) -> JSONValue {
        ["shared": .number(Double(summary.shared)), "added": .number(Double(summary.added)),
         "removed": .number(Double(summary.removed)), "moved": .number(Double(summary.moved)),
         "reparented": .number(Double(summary.reparented))]
    }

    static func changeset(_ changeset: KeyedChangeset) -> JSONValue {
        ["deletes": .array(changeset.deletes.map { .number(Double($0)) }),
         "inserts": .array(changeset.inserts.map { .number(Double($0)) }),
         "moves": .array(changeset.moves.map { .array([.number(Double($0.from)), .number(Double($0.to))]) })]
    }

    static func animation(_ animation: TransitionAnimation) -> JSONValue {
        switch animation {
        case .crossfade: return "crossfade"
        case .sharedElement: return "sharedElement"
        case .blur: return "blur"
        case let .edgeTranslation(edge): return ["edgeTranslation": .string(edge.rawValue)]
        case let .translateY(dy): return ["translateY": .number(dy)]
        case let .anchorTranslation(anchor): return ["anchorTranslation": .string(anchor)]
        }
    }

    static func frame(_ frame: ViewFrame) -> JSONValue {
        .array([.number(frame.x), .number(frame.y), .number(frame.width), .number(frame.height)])
    }

    static func state(_ state: ElementState) -> JSONValue {
        ["frame": frame(state.frame), "opacity": .number(state.opacity)]
    }

    /// A view tree as an input node object (`id`, `frame`, `children` where present).
    static func node(_ tree: ViewTree) -> JSONValue {
        var childObjects = [[JSONValue]](repeating: [], count: tree.count)
        var root: JSONValue = .null
        for index in (0..<tree.count).reversed() {
            var members: [(key: String, value: JSONValue)] = []
            if let identifier = tree.identifiers[index] { members.append(("id", .string(identifier))) }
            if let frame = tree.frames[index] { members.append(("frame", self.frame(frame))) }
            if !childObjects[index].isEmpty { members.append(("children", .array(childObjects[index].reversed()))) }
            childObjects[index] = []
            let parent = tree.parents[index]
            if parent >= 0 { childObjects[parent].append(.object(members)) } else { root = .object(members) }
        }
        return root
    }
}
