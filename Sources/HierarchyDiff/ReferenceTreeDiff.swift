/// The literal diff of two screens' identifier hierarchies, transcribing the rules of the *Identifier-tree diffing* article one by one.
///
/// - Every identifier is **shared** (both screens), **removed** (source only) or **added** (target only);
///   the two roots are the containers and always match.
/// - A shared node is placed under its **target** parent; if its source parent differs it is **reparented**.
/// - Children of a node in the merged hierarchy: (1) its target children in target order; (2) then its source
///   children in source order, skipping those already placed and shared ones whose target parent is
///   elsewhere, each remaining (removed) child inserted immediately after its nearest preceding source sibling
///   already in the list, or first if there is none.
/// - **Moved**: among shared children with the same parent in both screens, the unmoved ones are the longest
///   common subsequence of the two orders with the lexicographically smallest target positions
///   (`ReferenceCommonSubsequence`); the others are moved.
///
/// Slow on purpose: linear searches in every sibling list and a quadratic table per sibling list. The walk
/// over the merged hierarchy uses an explicit stack instead of recursion, so a chain a million deep works.
/// Identifier look-ups across screens go through each screen's index (``IdentifierHierarchy/index``), which
/// keeps the cost per sibling list, not per screen. Identifiers are the same iff their UTF-8 bytes are
/// (``IdentifierKey``): every comparison and look-up goes through that wrapper.
///
/// Validation order, shared with the optimized diff: source screen (empty or duplicate identifiers, first
/// offending node in pre-order), target screen, the source root's identifier tagging a target node, the
/// target root's identifier tagging a source node.
///
/// Formula of the moved rule, per sibling list of s source and t target shared children: the suffix table of
/// the longest common subsequence, `L[i][j] = S[i] == T[j] ? 1 + L[i+1][j+1] : max(L[i+1][j], L[i][j+1])`
/// (Wagner & Fischer, "The string-to-string correction problem", J. ACM 21(1), 1974; Cormen et al.,
/// *Introduction to Algorithms*, §15.4), then the greedy walk that takes the smallest feasible target position
/// at each step.
public enum ReferenceTreeDiff {
    /// Diffs two view trees into their merged hierarchy, one rule at a time.
    ///
    /// - Parameters:
    ///   - source: The screen before the transition.
    ///   - target: The screen after it.
    /// - Returns: Every identifier of both screens once, in the merged pre-order, with its status and its
    ///   moved and reparented flags.
    /// - Throws: ``HierarchyDiffError``, first problem in the validation order above; also
    ///   ``HierarchyDiffError/referenceLimitExceeded(siblings:limit:)`` when a sibling list's table would exceed
    ///   50,000,000 cells.
    /// - Complexity: O(n + Σ sᵢ·tᵢ) time and O(n + max sᵢ·tᵢ) memory, for n view nodes in all and sibling lists
    ///   of sᵢ source and tᵢ target children (a linear search per child and an (sᵢ + 1)·(tᵢ + 1) table per list).
    public static func diff(source: ViewTree, target: ViewTree) throws(HierarchyDiffError) -> MergedHierarchy {
        let sourceHierarchy = try IdentifierHierarchy(extracting: source, screen: .source)
        let targetHierarchy = try IdentifierHierarchy(extracting: target, screen: .target)
        if let root = sourceHierarchy.identifiers[0], targetHierarchy.index[IdentifierKey(root)] != nil {
            throw .rootIdentifierReused(root, rootOf: .source, usedIn: .target)
        }
        if let root = targetHierarchy.identifiers[0], sourceHierarchy.index[IdentifierKey(root)] != nil {
            throw .rootIdentifierReused(root, rootOf: .target, usedIn: .source)
        }
        return try Merger(source: sourceHierarchy, target: targetHierarchy).merge()
    }

    /// A merged node before placement: its node in each screen's hierarchy (nil where absent).
    private struct Element {
        var source: Int?
        var target: Int?
    }

    private struct Merger {
        let source: IdentifierHierarchy
        let target: IdentifierHierarchy

        func counterpartInTarget(_ node: Int) -> Int? {
            node == 0 ? 0 : source.identifiers[node].flatMap { target.index[IdentifierKey($0)] }
        }

        func counterpartInSource(_ node: Int) -> Int? {
            node == 0 ? 0 : target.identifiers[node].flatMap { source.index[IdentifierKey($0)] }
        }

        func merge() throws(HierarchyDiffError) -> MergedHierarchy {
            var nodes: [MergedNode] = []
            var stack: [(element: Element, parent: Int, moved: Bool)] = [(Element(source: 0, target: 0), -1, false)]
            while let (element, parent, moved) = stack.popLast() {
                let index = nodes.count
                nodes.append(node(for: element, parent: parent, moved: moved))
                let children = try mergedChildren(of: element)
                for child in children.reversed() { stack.append((child.element, index, child.moved)) }
            }
            return MergedHierarchy(nodes: nodes)
        }

        func node(for element: Element, parent: Int, moved: Bool) -> MergedNode {
            let status: DiffStatus
            var reparented = false
            switch (element.source, element.target) {
            case let (s?, t?):
                status = .shared
                if s != 0 {
                    let sourceParent = source.parents[s], targetParent = target.parents[t]
                    let sameParent = sourceParent == 0 && targetParent == 0
                        || sourceParent != 0 && targetParent != 0
                            && source.identifiers[sourceParent].map(IdentifierKey.init)
                                == target.identifiers[targetParent].map(IdentifierKey.init)
                    reparented = !sameParent
                }
            case (_?, nil): status = .removed
            default: status = .added
            }
            let identifier: String?
            if let t = element.target { identifier = target.identifiers[t] ?? element.source.flatMap { source.identifiers[$0] } }
            else { identifier = element.source.flatMap { source.identifiers[$0] } }
            return MergedNode(identifier: identifier, status: status, moved: moved, reparented: reparented,
                              parent: parent, sourceView: element.source.map { source.viewIndices[$0] },
                              targetView: element.target.map { target.viewIndices[$0] })
        }

        func mergedChildren(of element: Element) throws(HierarchyDiffError) -> [(element: Element, moved: Bool)] {
            var list: [Element] = []
            // 1. The target children, in target order.
            if let t = element.target {
                for child in target.children(of: t) {
                    list.append(Element(source: counterpartInSource(child), target: child))
                }
            }
            // 2. The source children, in source order.
            if let s = element.source {
                let sourceChildren = Array(source.children(of: s))
                for (i, child) in sourceChildren.enumerated() {
                    if list.contains(where: { $0.source == child }) { continue }  // already placed
                    if counterpartInTarget(child) != nil { continue }  // shared, target parent elsewhere
                    var position = 0
                    for j in stride(from: i - 1, through: 0, by: -1) {
                        if let placed = list.firstIndex(where: { $0.source == sourceChildren[j] }) {
                            position = placed + 1
                            break
                        }
                    }
                    list.insert(Element(source: child, target: nil), at: position)
                }
            }
            // Moved: shared children with this same parent in both screens, off the kept subsequence.
            var moved = [Bool](repeating: false, count: list.count)
            if let s = element.source, let t = element.target {
                let sourceOrder = source.children(of: s).filter { child in
                    counterpartInTarget(child).map { target.parents[$0] == t } ?? false
                }.map { source.identifiers[$0].map(IdentifierKey.init) }
                let targetOrder = target.children(of: t).filter { child in
                    counterpartInSource(child).map { source.parents[$0] == s } ?? false
                }.map { target.identifiers[$0].map(IdentifierKey.init) }
                let keptPositions = try ReferenceCommonSubsequence.keptTargetPositions(
                    source: sourceOrder, target: targetOrder)
                let kept = keptPositions.map { targetOrder[$0] }
                for (index, child) in list.enumerated() {
                    guard let childTarget = child.target else { continue }
                    let identifier = target.identifiers[childTarget].map(IdentifierKey.init)
                    if targetOrder.contains(identifier) && !kept.contains(identifier) { moved[index] = true }
                }
            }
            return zip(list, moved).map { ($0, $1) }
        }
    }
}
