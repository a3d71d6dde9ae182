/// The optimized diff of two screens: the same rules and output as ``ReferenceHierarchyDiff``, in
/// O(n + Σ k log k) time for n nodes and sibling lists of k reordered children.
///
/// - One hash map (target identifier → node) matches both screens and finds duplicates on the way: shared
///   identifiers are deduplicated through the match itself, source-only ones through a small set.
/// - Reparenting compares integer parents: the source parent's counterpart against the target parent.
/// - Moves use ``LongestIncreasingSubsequence/lexicographicallySmallest(_:)`` on the target positions of each
///   sibling list listed in source order, skipped when that list is already in order (the common case).
/// - The merged order is emitted without insertions: each removed child follows its nearest preceding
///   source sibling that stays under the same parent, so the removed children between two such siblings
///   form a run emitted right after the first of them (or first, before any target child).
/// - Everything is iterative with explicit stacks, so depth is limited only by memory.
public enum IdentifierTreeDiff {
    /// Diffs two view trees; throws the same errors, in the same order, as the reference.
    public static func diff(source: ViewTree, target: ViewTree) throws(HierarchyDiffError) -> MergedHierarchy {
        let s = IdentifierHierarchy.unchecked(source)
        let t = IdentifierHierarchy.unchecked(target)
        let match = try Match(source: s, target: t)
        return merge(source: s, target: t, match: match)
    }

    /// Counterparts of every node in the other screen (−1 where absent; roots match each other).
    struct Match {
        var sourceToTarget: [Int]
        var targetToSource: [Int]

        init(source s: IdentifierHierarchy, target t: IdentifierHierarchy) throws(HierarchyDiffError) {
            let targetRoot = t.identifiers[0]
            var targetError: HierarchyDiffError?
            if targetRoot?.isEmpty == true { targetError = .emptyIdentifier(screen: .target) }
            var targetIndex = [String: Int](minimumCapacity: t.count)
            for node in 1..<t.count {
                let identifier = t.identifiers[node] ?? ""
                if targetError == nil {
                    if identifier.isEmpty {
                        targetError = .emptyIdentifier(screen: .target)
                    } else if identifier == targetRoot {
                        targetError = .duplicateIdentifier(identifier, screen: .target)
                    } else if targetIndex.updateValue(node, forKey: identifier) != nil {
                        targetError = .duplicateIdentifier(identifier, screen: .target)
                    }
                } else {
                    targetIndex[identifier] = node
                }
            }
            let sourceRoot = s.identifiers[0]
            if sourceRoot?.isEmpty == true { throw .emptyIdentifier(screen: .source) }
            var sourceToTarget = [Int](repeating: -1, count: s.count)
            var targetToSource = [Int](repeating: -1, count: t.count)
            sourceToTarget[0] = 0
            targetToSource[0] = 0
            var unmatched = Set<String>()
            var targetRootTagsSourceNode = false
            for node in 1..<s.count {
                let identifier = s.identifiers[node] ?? ""
                if identifier.isEmpty { throw .emptyIdentifier(screen: .source) }
                if identifier == sourceRoot { throw .duplicateIdentifier(identifier, screen: .source) }
                if let counterpart = targetIndex[identifier] {
                    if targetToSource[counterpart] >= 0 { throw .duplicateIdentifier(identifier, screen: .source) }
                    targetToSource[counterpart] = node
                    sourceToTarget[node] = counterpart
                } else {
                    if !unmatched.insert(identifier).inserted { throw .duplicateIdentifier(identifier, screen: .source) }
                    if identifier == targetRoot { targetRootTagsSourceNode = true }
                }
            }
            if let targetError { throw targetError }
            if let sourceRoot, targetIndex[sourceRoot] != nil {
                throw .rootIdentifierReused(sourceRoot, rootOf: .source, usedIn: .target)
            }
            if targetRootTagsSourceNode, let targetRoot {
                throw .rootIdentifierReused(targetRoot, rootOf: .target, usedIn: .source)
            }
            self.sourceToTarget = sourceToTarget
            self.targetToSource = targetToSource
        }
    }

    static func merge(source s: IdentifierHierarchy, target t: IdentifierHierarchy, match: Match) -> MergedHierarchy {
        let sourceToTarget = match.sourceToTarget, targetToSource = match.targetToSource
        // Position of each node in its screen's child list (monotone within a sibling list).
        var sourceSlot = [Int](repeating: 0, count: s.count)
        for (slot, node) in s.childList.enumerated() { sourceSlot[node] = slot }
        var targetSlot = [Int](repeating: 0, count: t.count)
        for (slot, node) in t.childList.enumerated() { targetSlot[node] = slot }

        // Moved flags (indexed by target node).
        var moved = [Bool](repeating: false, count: t.count)
        var positions: [Int] = [], members: [Int] = []
        for sp in 0..<s.count {
            let p = sourceToTarget[sp]
            guard p >= 0 else { continue }
            positions.removeAll(keepingCapacity: true)
            members.removeAll(keepingCapacity: true)
            var ordered = true
            for c in s.children(of: sp) {
                let tc = sourceToTarget[c]
                guard tc >= 0, t.parents[tc] == p else { continue }
                if let last = positions.last, last > targetSlot[tc] { ordered = false }
                positions.append(targetSlot[tc])
                members.append(tc)
            }
            if ordered { continue }
            var keep = [Bool](repeating: false, count: members.count)
            for index in LongestIncreasingSubsequence.lexicographicallySmallest(positions) { keep[index] = true }
            for (index, tc) in members.enumerated() where !keep[index] { moved[tc] = true }
        }

        // Pre-order emission. A stack entry is a target node (≥ 0: shared or added) or a removed source node
        // encoded as −(node + 1).
        var nodes: [MergedNode] = []
        nodes.reserveCapacity(t.count + s.count)
        var stack: [(entry: Int, parent: Int)] = [(0, -1)]
        var children: [Int] = []
        func isAnchor(_ c: Int, under p: Int) -> Bool {
            let tc = sourceToTarget[c]
            return tc >= 0 && t.parents[tc] == p
        }
        while let (entry, parent) = stack.popLast() {
            let index = nodes.count
            children.removeAll(keepingCapacity: true)
            if entry >= 0 {
                let tn = entry, sn = targetToSource[entry]
                if sn >= 0 {
                    var reparented = false
                    if tn != 0 { reparented = sourceToTarget[s.parents[sn]] != t.parents[tn] }
                    nodes.append(MergedNode(
                        identifier: t.identifiers[tn] ?? s.identifiers[sn], status: .shared, moved: moved[tn],
                        reparented: reparented, parent: parent, sourceView: s.viewIndices[sn],
                        targetView: t.viewIndices[tn]))
                    // Front run: removed source children before the first source child that stays here.
                    let sourceChildren = s.children(of: sn)
                    for c in sourceChildren {
                        if isAnchor(c, under: tn) { break }
                        if sourceToTarget[c] < 0 { children.append(-(c + 1)) }
                    }
                    for tc in t.children(of: tn) {
                        children.append(tc)
                        let sc = targetToSource[tc]
                        guard sc >= 0, s.parents[sc] == sn else { continue }
                        var slot = sourceSlot[sc] + 1
                        while slot < sourceChildren.endIndex {
                            let c = s.childList[slot]
                            if isAnchor(c, under: tn) { break }
                            if sourceToTarget[c] < 0 { children.append(-(c + 1)) }
                            slot += 1
                        }
                    }
                } else {
                    nodes.append(MergedNode(
                        identifier: t.identifiers[tn], status: .added, moved: false, reparented: false,
                        parent: parent, sourceView: nil, targetView: t.viewIndices[tn]))
                    children.append(contentsOf: t.children(of: tn))
                }
            } else {
                let sn = -entry - 1
                nodes.append(MergedNode(
                    identifier: s.identifiers[sn], status: .removed, moved: false, reparented: false,
                    parent: parent, sourceView: s.viewIndices[sn], targetView: nil))
                for c in s.children(of: sn) where sourceToTarget[c] < 0 { children.append(-(c + 1)) }
            }
            for child in children.reversed() { stack.append((child, index)) }
        }
        return MergedHierarchy(nodes: nodes)
    }
}
