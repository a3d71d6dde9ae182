/// A screen's view tree in flat form: node 0 is the root (the transition container); every other node has a
/// parent added before it, so the tree is acyclic by construction. Children keep the order in which they were
/// added. Flat storage means a tree of any depth (a chain a million deep) is built, copied and released
/// without recursion.
///
/// A node may carry an identifier (a *tagged* node) and a frame. Untagged nodes are layout layers that vanish
/// from the identifier hierarchy (see ``IdentifierHierarchy``).
public struct ViewTree: Hashable, Sendable {
    /// Identifier of each node; nil for an untagged node.
    public private(set) var identifiers: [String?]
    /// Frame of each node in the screen's coordinate space, when known.
    public private(set) var frames: [ViewFrame?]
    /// Parent of each node; −1 for the root.
    public private(set) var parents: [Int]

    /// A tree holding only its root.
    public init(rootIdentifier: String? = nil, rootFrame: ViewFrame? = nil) {
        identifiers = [rootIdentifier]
        frames = [rootFrame]
        parents = [-1]
    }

    /// The number of nodes, root included.
    public var count: Int { parents.count }

    /// Adds a node as the last child of `parent` and returns its index.
    @discardableResult
    public mutating func addNode(identifier: String?, frame: ViewFrame? = nil, parent: Int)
        throws(HierarchyDiffError) -> Int
    {
        guard parent >= 0, parent < parents.count else { throw .invalidParent(parent, nodeCount: parents.count) }
        identifiers.append(identifier)
        frames.append(frame)
        parents.append(parent)
        return parents.count - 1
    }

    /// Reserves storage for `count` nodes.
    public mutating func reserveCapacity(_ count: Int) {
        identifiers.reserveCapacity(count)
        frames.reserveCapacity(count)
        parents.reserveCapacity(count)
    }

    /// The non-root view nodes in pre-order (explicit stack), for trees whose node numbers do not follow it.
    func nonRootPreOrder() -> [Int] {
        let (starts, list) = childLists()
        var order: [Int] = []
        order.reserveCapacity(count)
        var stack: [Int] = []
        stack.reserveCapacity(64)
        var slot = starts[1]
        while slot > starts[0] { slot -= 1; stack.append(list[slot]) }
        while let view = stack.popLast() {
            order.append(view)
            var slot = starts[view + 1]
            while slot > starts[view] { slot -= 1; stack.append(list[slot]) }
        }
        return order
    }

    /// Children of every node in compressed form: the children of node `i` are
    /// `list[starts[i] ..< starts[i + 1]]`, in insertion order (a counting sort of `parents`, O(n)).
    public func childLists() -> (starts: [Int], list: [Int]) {
        var starts = [Int](repeating: 0, count: count + 1)
        for node in 1..<max(count, 1) { starts[parents[node] + 1] += 1 }
        for i in 0..<count { starts[i + 1] += starts[i] }
        var fill = starts
        var list = [Int](repeating: 0, count: max(count - 1, 0))
        for node in 1..<max(count, 1) {
            let p = parents[node]
            list[fill[p]] = node
            fill[p] += 1
        }
        return (starts, list)
    }
}
