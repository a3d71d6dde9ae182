/// A screen's identifier hierarchy: its tagged nodes, each under its nearest tagged ancestor.
///
/// Untagged nodes vanish and their tagged descendants take their place, in order: extraction walks the view
/// tree in pre-order (document order), so a node's children here are its tagged descendants whose nearest
/// tagged ancestor it is, in pre-order. Node 0 is the root (the transition container), whether or not it is
/// tagged. Extraction is iterative (an explicit stack), so any depth works.
///
/// ``init(extracting:screen:)`` validates the screen: identifiers must be non-empty and unique (the root's
/// identifier included; identity is UTF-8 byte equality, ``IdentifierKey``); the first offending node in
/// pre-order is reported.
public struct IdentifierHierarchy: Hashable, Sendable {
    /// Identifier of each node; only the root's may be nil.
    public let identifiers: [String?]
    /// The view-tree node each hierarchy node comes from.
    public let viewIndices: [Int]
    /// Identifier parent of each node; −1 for the root.
    public let parents: [Int]
    /// Children of node `i`: `childList[childStarts[i] ..< childStarts[i + 1]]`, in screen order.
    public let childStarts: [Int]
    public let childList: [Int]
    /// Node index of every identifier except the root's (the root is always node 0 and matches the other
    /// screen's root whatever their identifiers), keyed by UTF-8 bytes (``IdentifierKey``).
    public let index: [IdentifierKey: Int]

    /// Extracts and validates the identifier hierarchy of `tree`.
    ///
    /// - Throws: ``HierarchyDiffError/emptyIdentifier(screen:)`` or
    ///   ``HierarchyDiffError/duplicateIdentifier(_:screen:)`` for the first offending node in pre-order.
    /// - Complexity: O(n) expected time and memory for n view nodes (one pre-order walk, one hash insertion
    ///   per tagged node).
    public init(extracting tree: ViewTree, screen: TransitionScreen) throws(HierarchyDiffError) {
        let raw = Self.extract(tree)
        var index: [IdentifierKey: Int] = [:]
        index.reserveCapacity(raw.identifiers.count)
        let rootIdentifier = raw.identifiers[0]
        if rootIdentifier?.isEmpty == true { throw .emptyIdentifier(screen: screen) }
        for node in 1..<raw.identifiers.count {
            guard let identifier = raw.identifiers[node], !identifier.isEmpty else {
                throw .emptyIdentifier(screen: screen)
            }
            if rootIdentifier.map({ IdentifierKey.same($0, identifier) }) == true
                || index.updateValue(node, forKey: IdentifierKey(identifier)) != nil
            {
                throw .duplicateIdentifier(identifier, screen: screen)
            }
        }
        self.init(raw: raw, index: index)
    }

    /// The number of nodes, root included.
    public var count: Int { parents.count }

    /// The children of `node`, in screen order.
    @inlinable public func children(of node: Int) -> ArraySlice<Int> {
        childList[childStarts[node]..<childStarts[node + 1]]
    }

    private init(raw: (identifiers: [String?], viewIndices: [Int], parents: [Int]), index: [IdentifierKey: Int]) {
        identifiers = raw.identifiers
        viewIndices = raw.viewIndices
        parents = raw.parents
        // Nodes are numbered in pre-order, so a counting sort by parent keeps each child list in screen order.
        var starts = [Int](repeating: 0, count: parents.count + 1)
        for node in 1..<parents.count { starts[parents[node] + 1] += 1 }
        for i in 0..<parents.count { starts[i + 1] += starts[i] }
        var fill = starts
        var list = [Int](repeating: 0, count: parents.count - 1)
        for node in 1..<parents.count {
            let p = parents[node]
            list[fill[p]] = node
            fill[p] += 1
        }
        childStarts = starts
        childList = list
        self.index = index
    }

    /// Pre-order walk of the view tree keeping, for each view node, the hierarchy node of its nearest tagged
    /// ancestor-or-self (the root counts as tagged). Trees already numbered in pre-order (the JSON reader and
    /// the generators build them so) are walked in index order; others through `ViewTree.nonRootPreOrder()`.
    private static func extract(_ tree: ViewTree) -> (identifiers: [String?], viewIndices: [Int], parents: [Int]) {
        let count = tree.count
        var identifiers: [String?] = [tree.identifiers[0]]
        var viewIndices = [0]
        var parents = [-1]
        identifiers.reserveCapacity(count)
        viewIndices.reserveCapacity(count)
        parents.reserveCapacity(count)
        let order = isPreOrder(tree.parents) ? [] : tree.nonRootPreOrder()
        var owner = [Int](repeating: 0, count: count)  // hierarchy node standing for each view node
        tree.identifiers.withUnsafeBufferPointer { treeIdentifiers in
            tree.parents.withUnsafeBufferPointer { treeParents in
                owner.withUnsafeMutableBufferPointer { owner in
                    for k in 1..<max(count, 1) {
                        let view = order.isEmpty ? k : order[k - 1]
                        let ancestor = owner[treeParents[view]]
                        if let identifier = treeIdentifiers[view] {
                            owner[view] = parents.count
                            identifiers.append(identifier)
                            viewIndices.append(view)
                            parents.append(ancestor)
                        } else {
                            owner[view] = ancestor
                        }
                    }
                }
            }
        }
        return (identifiers, viewIndices, parents)
    }

    /// True when node numbers follow pre-order: each node's parent is the previous node or one of its
    /// ancestors (checked with the stack of the current path, O(n)).
    static func isPreOrder(_ parents: [Int]) -> Bool {
        var path = [0]
        path.reserveCapacity(64)
        for node in 1..<max(parents.count, 1) {
            let parent = parents[node]
            while let last = path.last, last != parent { path.removeLast() }
            if path.isEmpty { return false }
            path.append(node)
        }
        return true
    }
}
