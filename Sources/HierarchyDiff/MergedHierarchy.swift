/// Where an identifier is: in both screens, only the source, or only the target.
public enum DiffStatus: String, Hashable, Sendable, CaseIterable {
    case shared, removed, added
}

/// One node of the merged hierarchy. Indices are stored as 32-bit integers and the two flags share a byte
/// (32 bytes a node, and few enough fields that the compiler writes a node straight into an array rather
/// than copying it through its value witness), so a merged hierarchy holds at most 2³¹ − 1 nodes.
public struct MergedNode: Hashable, Sendable, CustomStringConvertible {
    /// The identifier; nil only for a root that is untagged in both screens.
    public var identifier: String?
    public var status: DiffStatus
    private var flags: UInt8
    private var parentIndex: Int32
    private var sourceViewIndex: Int32
    private var targetViewIndex: Int32

    private static let movedFlag: UInt8 = 1, reparentedFlag: UInt8 = 2

    /// A shared node whose parent is the same in both screens but which is not part of the kept (longest,
    /// lexicographically smallest) common subsequence of its siblings.
    public var moved: Bool {
        get { flags & Self.movedFlag != 0 }
        set { flags = newValue ? flags | Self.movedFlag : flags & ~Self.movedFlag }
    }
    /// A shared node whose identifier parent differs between the screens.
    public var reparented: Bool {
        get { flags & Self.reparentedFlag != 0 }
        set { flags = newValue ? flags | Self.reparentedFlag : flags & ~Self.reparentedFlag }
    }
    /// Index of the parent in ``MergedHierarchy/nodes``; −1 for the root.
    public var parent: Int { Int(parentIndex) }
    /// The view-tree node in the source screen (nil for added nodes).
    public var sourceView: Int? { sourceViewIndex < 0 ? nil : Int(sourceViewIndex) }
    /// The view-tree node in the target screen (nil for removed nodes).
    public var targetView: Int? { targetViewIndex < 0 ? nil : Int(targetViewIndex) }

    public init(identifier: String?, status: DiffStatus, moved: Bool, reparented: Bool, parent: Int,
                sourceView: Int?, targetView: Int?) {
        self.identifier = identifier
        self.status = status
        flags = (moved ? Self.movedFlag : 0) | (reparented ? Self.reparentedFlag : 0)
        parentIndex = Int32(truncatingIfNeeded: parent)
        sourceViewIndex = Int32(truncatingIfNeeded: sourceView ?? -1)
        targetViewIndex = Int32(truncatingIfNeeded: targetView ?? -1)
    }

    public var description: String {
        "\(identifier ?? "<root>") \(status.rawValue)\(moved ? " moved" : "")\(reparented ? " reparented" : "")"
            + " under #\(parent)"
    }
}

/// Counts of a diff, roots not counted.
public struct DiffSummary: Hashable, Sendable {
    public var shared = 0
    public var added = 0
    public var removed = 0
    public var moved = 0
    public var reparented = 0
    public init() {}
}

/// The merged hierarchy of two screens, flattened in pre-order: `nodes[0]` is the root and every node's
/// children follow the merged order. Flat storage keeps any depth safe to copy, compare and release.
///
/// The output of ``ReferenceTreeDiff/diff(source:target:)`` and ``IdentifierTreeDiff/diff(source:target:)``
/// (their rules: the *Identifier-tree diffing* article) and the input of
/// ``TransitionPlanner/plan(merged:source:target:definition:)``.
public struct MergedHierarchy: Hashable, Sendable {
    public var nodes: [MergedNode]

    public init(nodes: [MergedNode]) { self.nodes = nodes }

    /// Counts of shared, added, removed, moved and reparented nodes, the root not counted.
    ///
    /// - Complexity: O(n) for n nodes.
    public var summary: DiffSummary {
        var summary = DiffSummary()
        for node in nodes.dropFirst() {
            switch node.status {
            case .shared: summary.shared += 1
            case .added: summary.added += 1
            case .removed: summary.removed += 1
            }
            if node.moved { summary.moved += 1 }
            if node.reparented { summary.reparented += 1 }
        }
        return summary
    }

    /// Children of every node: `list[starts[i] ..< starts[i + 1]]` are node `i`'s children in merged order.
    ///
    /// - Complexity: O(n) for n nodes (a counting sort of the parents).
    public func childLists() -> (starts: [Int], list: [Int]) {
        var starts = [Int](repeating: 0, count: nodes.count + 1)
        for node in nodes.indices.dropFirst() { starts[nodes[node].parent + 1] += 1 }
        for i in nodes.indices { starts[i + 1] += starts[i] }
        var fill = starts
        var list = [Int](repeating: 0, count: max(nodes.count - 1, 0))
        for node in nodes.indices.dropFirst() {
            let p = nodes[node].parent
            list[fill[p]] = node
            fill[p] += 1
        }
        return (starts, list)
    }

    /// The identifiers of a node's children in merged order (for tests and people).
    ///
    /// - Complexity: O(n) for n nodes; use ``childLists()`` to walk every node's children.
    public func childIdentifiers(of node: Int) -> [String?] {
        nodes.indices.filter { nodes[$0].parent == node }.map { nodes[$0].identifier }
    }

    /// The index of the node with `identifier` (UTF-8 byte identity, ``IdentifierKey``), by linear search.
    ///
    /// - Complexity: O(n) for n nodes.
    public func firstIndex(of identifier: String) -> Int? {
        nodes.firstIndex { $0.identifier.map { IdentifierKey.same($0, identifier) } ?? false }
    }
}
