/// A screen's identifier hierarchy in the flat form the optimized diff reads (the same hierarchy as
/// ``IdentifierHierarchy``, without validation, index or copied identifiers): node 0 is the root; the others
/// are the tagged view nodes in pre-order, each under its nearest tagged ancestor. `Int32` columns:
/// - `views[i]`: the view-tree node of hierarchy node `i` (its identifier is read in place from the tree,
///   so extraction copies and retains no string);
/// - `parents[i]`: hierarchy parent (−1 for the root);
/// - `nextSibling[i]`: the next node in `i`'s sibling list (−1 ends a list), written only when asked for
///   (`links`; empty otherwise): the merged-order emission walks the source's sibling lists, not the target's.
///
/// Because nodes are numbered in pre-order, node numbers increase along every sibling list, so a node's
/// number serves as its position among its siblings, and a node's first child, if any, is the next node.
///
/// One pass builds it all when the tree is numbered in pre-order (the JSON reader and the generators build
/// trees so): a stack of the current view path gives each view node's nearest tagged ancestor and checks
/// the numbering (a parent must be on the path), and a stack of the current hierarchy path gives each
/// node's previous sibling (in pre-order, the path entry right above the parent). Other trees are walked in
/// the order of `ViewTree.nonRootPreOrder()`. Iterative throughout.
struct TaggedOutline {
    private(set) var views: [Int32]
    private(set) var parents: [Int32]
    private(set) var nextSibling: [Int32]
    /// Without `links` (the target's outline, whose paths the emission walks): the length of the longest
    /// root-to-node path of the view tree, in edges, a bound on the hierarchy's depth (its paths skip the
    /// untagged nodes), so the emission's path needs `depth + 1` entries at most. With `links`, 0 (not
    /// measured: the source's depth is never needed, and measuring costs an instruction or two per node).
    let depth: Int

    /// The number of hierarchy nodes, root included.
    var count: Int { views.count }

    /// Extracts the hierarchy of `tree` (at most 2³¹ − 1 nodes, the merged hierarchy's own limit), with
    /// next-sibling links if `links`, into the storage of `views`, `parents` and `nextSibling` where it is
    /// large enough (``TreeDiffScratch``; the three are left empty).
    /// `paths`: storage for the walk's paths, kept for the next extraction (its contents are scratch).
    init(_ tree: ViewTree, links: Bool, reusing views: inout [Int32], _ parents: inout [Int32],
         _ nextSibling: inout [Int32], paths: inout [Int32])
    {
        // Each call below is a copy of `extract` with `links` and the order constant, so the per-node loop
        // tests neither.
        if links {
            self = Self.extract(tree, order: nil, links: true, reusing: &views, &parents, &nextSibling, &paths)
                ?? Self.extract(tree, order: tree.nonRootPreOrder(), links: true, reusing: &views, &parents,
                                &nextSibling, &paths)!
        } else {
            self = Self.extract(tree, order: nil, links: false, reusing: &views, &parents, &nextSibling, &paths)
                ?? Self.extract(tree, order: tree.nonRootPreOrder(), links: false, reusing: &views, &parents,
                                &nextSibling, &paths)!
        }
    }

    /// Extracts the hierarchy of `tree` into fresh storage.
    init(_ tree: ViewTree, links: Bool) {
        var views: [Int32] = [], parents: [Int32] = [], nextSibling: [Int32] = [], paths: [Int32] = []
        self.init(tree, links: links, reusing: &views, &parents, &nextSibling, paths: &paths)
    }

    private init(views: [Int32], parents: [Int32], nextSibling: [Int32], depth: Int) {
        self.views = views
        self.parents = parents
        self.nextSibling = nextSibling
        self.depth = depth
    }

    /// Hands the columns' storage back (to ``TreeDiffScratch``); the outline is left empty.
    mutating func handBack(views: inout [Int32], parents: inout [Int32], nextSibling: inout [Int32]) {
        swap(&self.views, &views)
        swap(&self.parents, &parents)
        swap(&self.nextSibling, &nextSibling)
    }

    /// Walks the view nodes in `order` (nil: index order), or returns nil when index order is not pre-order
    /// (the storage taken from `recycledViews`, `recycledParents` and `recycledNext` is then put back there).
    /// The columns are written once each, into storage sized for every view node and then cut to the tagged
    /// ones; the paths are as deep as the tree at most, and live in one array of `recycledPaths`' storage (put
    /// back there), so a kept one costs no allocation. Inlined into each caller, which passes `order` and
    /// `links` as constants.
    @inline(__always)
    private static func extract(_ tree: ViewTree, order: [Int]?, links: Bool, reusing recycledViews: inout [Int32],
                                _ recycledParents: inout [Int32], _ recycledNext: inout [Int32],
                                _ recycledPaths: inout [Int32]) -> TaggedOutline?
    {
        let viewCount = max(tree.count, 1), linkCount = links ? viewCount : 0
        // Current view path (view node, hierarchy node standing for it) and current hierarchy path.
        var paths = DiffScratch.reused(&recycledPaths, count: 2 &* viewCount &+ max(linkCount, 1))
        defer { recycledPaths = paths }
        var valid = true, tagged = 0, depth = 0
        let ordered = order != nil
        var views = TreeDiffScratch.sized(&recycledViews, count: viewCount)
        var parents = TreeDiffScratch.sized(&recycledParents, count: viewCount)
        var nextSibling = TreeDiffScratch.sized(&recycledNext, count: linkCount)
        paths.withUnsafeMutableBufferPointer { paths in
        views.withUnsafeMutableBufferPointer { views in
        parents.withUnsafeMutableBufferPointer { parents in
        nextSibling.withUnsafeMutableBufferPointer { nextSibling in
        (order ?? []).withUnsafeBufferPointer { order in
        tree.identifiers.withUnsafeBufferPointer { identifiers in
        tree.parents.withUnsafeBufferPointer { treeParents in
            let pathViews = paths.baseAddress.unsafelyUnwrapped
            let pathOwners = pathViews + viewCount, hierarchyPath = pathOwners + viewCount
            views[0] = 0
            parents[0] = -1
            if links {
                nextSibling[0] = -1
                hierarchyPath[0] = 0
            }
            pathViews[0] = 0
            pathOwners[0] = 0
            var top = 0, hierarchyTop = 0, node: Int32 = 1
            var deepest = 0
            defer { tagged = Int(node); depth = deepest }
            for k in 1..<viewCount {
                let view = ordered ? order[k - 1] : k
                let viewParent = Int32(truncatingIfNeeded: treeParents[view])
                while pathViews[top] != viewParent {
                    if top == 0 { valid = false; return }
                    top &-= 1
                }
                var owner = pathOwners[top]
                if identifiers[view] != nil {
                    let n = Int(node)
                    views[n] = Int32(truncatingIfNeeded: view)
                    parents[n] = owner
                    if links {
                        // Previous sibling: the hierarchy path entry right above `owner`, if the path went past it.
                        var previous: Int32 = -1
                        while hierarchyPath[hierarchyTop] != owner {
                            previous = hierarchyPath[hierarchyTop]
                            hierarchyTop &-= 1
                        }
                        nextSibling[n] = -1
                        if previous >= 0 { nextSibling[Int(previous)] = node }
                        hierarchyTop &+= 1
                        hierarchyPath[hierarchyTop] = node
                    }
                    owner = node
                    node &+= 1
                }
                top &+= 1
                if !links, top > deepest { deepest = top }
                pathViews[top] = Int32(truncatingIfNeeded: view)
                pathOwners[top] = owner
            }
        }}}}}}}
        guard valid else {
            recycledViews = views
            recycledParents = parents
            recycledNext = nextSibling
            return nil
        }
        views.removeLast(viewCount - tagged)
        parents.removeLast(viewCount - tagged)
        if links { nextSibling.removeLast(viewCount - tagged) }
        return TaggedOutline(views: views, parents: parents, nextSibling: nextSibling, depth: depth)
    }
}
