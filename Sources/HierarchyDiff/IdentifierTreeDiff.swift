/// The optimized diff of two screens: the same rules and output as ``ReferenceTreeDiff``, in
/// O(n + Σ k log k) time for n nodes and sibling lists of k reordered children.
///
/// - One radix-partitioned hash join (`StringKeyMatcher`) matches both screens and finds the first
///   duplicate of each; empty identifiers and reuse of a root's identifier are sequential scans.
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
        var sourceToTarget: [Int32]
        var targetToSource: [Int32]

        init(source s: IdentifierHierarchy, target t: IdentifierHierarchy) throws(HierarchyDiffError) {
            // Both roots are watched: a screen may not reuse its own root's identifier nor the other's.
            let roots = [s.identifiers[0], t.identifiers[0]]
            let watched = roots.compactMap { $0 }
            let matched = StringKeyMatcher.match(
                source: OptionalStringColumn(keys: s.identifiers), sourceRange: 1..<s.count,
                target: OptionalStringColumn(keys: t.identifiers), targetRange: 1..<t.count, watched: watched)
            /// First position of root `r`'s identifier in one side's watch results (nil if untagged or absent).
            func position(ofRoot r: Int, in found: [Int?]) -> Int? {
                guard roots[r] != nil else { return nil }
                return found[r == 0 || roots[0] == nil ? 0 : 1]
            }
            // Each screen's first offending node: empty, equal to its own root's identifier, or a duplicate.
            func firstError(_ h: IdentifierHierarchy, duplicate: Int?, empty: Int?, ownRoot: Int?,
                            screen: TransitionScreen) -> HierarchyDiffError? {
                if h.identifiers[0]?.isEmpty == true { return .emptyIdentifier(screen: screen) }
                let first = min(duplicate ?? h.count, empty ?? h.count, ownRoot ?? h.count)
                guard first < h.count else { return nil }
                let identifier = h.identifiers[first] ?? ""
                return identifier.isEmpty ? .emptyIdentifier(screen: screen) : .duplicateIdentifier(identifier, screen: screen)
            }
            if let error = firstError(s, duplicate: matched.firstSourceDuplicate, empty: matched.firstSourceEmpty,
                                      ownRoot: position(ofRoot: 0, in: matched.sourceWatched), screen: .source) {
                throw error
            }
            if let error = firstError(t, duplicate: matched.firstTargetDuplicate, empty: matched.firstTargetEmpty,
                                      ownRoot: position(ofRoot: 1, in: matched.targetWatched), screen: .target) {
                throw error
            }
            if let sourceRoot = roots[0], position(ofRoot: 0, in: matched.targetWatched) != nil {
                throw .rootIdentifierReused(sourceRoot, rootOf: .source, usedIn: .target)
            }
            if let targetRoot = roots[1], position(ofRoot: 1, in: matched.sourceWatched) != nil {
                throw .rootIdentifierReused(targetRoot, rootOf: .target, usedIn: .source)
            }
            sourceToTarget = matched.sourceToTarget
            targetToSource = matched.targetToSource
            sourceToTarget[0] = 0
            targetToSource[0] = 0
        }
    }

    static func merge(source s: IdentifierHierarchy, target t: IdentifierHierarchy, match: Match) -> MergedHierarchy {
        let sourceToTarget = match.sourceToTarget, targetToSource = match.targetToSource
        let sourceStarts = s.childStarts, sourceList = s.childList, sourceParents = s.parents
        let targetStarts = t.childStarts, targetList = t.childList, targetParents = t.parents
        // Position of each node in its screen's child list (monotone within a sibling list).
        var sourceSlot = [Int32](repeating: 0, count: s.count)
        for slot in sourceList.indices { sourceSlot[sourceList[slot]] = Int32(truncatingIfNeeded: slot) }
        var targetSlot = [Int32](repeating: 0, count: t.count)
        for slot in targetList.indices { targetSlot[targetList[slot]] = Int32(truncatingIfNeeded: slot) }

        // Moved flags (indexed by target node): per shared parent, the target slots of the children that
        // stay under it, in source order; a longest increasing subsequence of them stays.
        var moved = [Bool](repeating: false, count: t.count)
        var positions: [Int] = [], members: [Int] = []
        for sp in 0..<s.count {
            let p = Int(sourceToTarget[sp])
            guard p >= 0 else { continue }
            positions.removeAll(keepingCapacity: true)
            members.removeAll(keepingCapacity: true)
            var ordered = true, last = -1
            for slot in sourceStarts[sp]..<sourceStarts[sp + 1] {
                let tc = Int(sourceToTarget[sourceList[slot]])
                guard tc >= 0, targetParents[tc] == p else { continue }
                let position = Int(targetSlot[tc])
                if position < last { ordered = false }
                last = position
                positions.append(position)
                members.append(tc)
            }
            if ordered { continue }
            var keep = [Bool](repeating: false, count: members.count)
            for index in LongestIncreasingSubsequence.lexicographicallySmallest(positions) { keep[index] = true }
            for index in members.indices where !keep[index] { moved[members[index]] = true }
        }

        // Pre-order emission with an explicit stack. An entry is a target node (≥ 0: shared or added) or a
        // removed source node encoded as −(node + 1). Children are pushed in order, then that segment of the
        // stack is reversed so the first child pops first. The integer arrays are read through unchecked
        // buffers: every index is a node, slot or list position of the screens, in range by construction.
        var nodes: [MergedNode] = []
        nodes.reserveCapacity(t.count + s.count)
        var stack: [(entry: Int, parent: Int)] = [(0, -1)]
        stack.reserveCapacity(256)
        let sourceIdentifiers = s.identifiers, targetIdentifiers = t.identifiers
        let sourceViews = s.viewIndices, targetViews = t.viewIndices
        sourceToTarget.withUnsafeBufferPointer { sourceToTarget in
        targetToSource.withUnsafeBufferPointer { targetToSource in
        sourceStarts.withUnsafeBufferPointer { sourceStarts in
        sourceList.withUnsafeBufferPointer { sourceList in
        targetStarts.withUnsafeBufferPointer { targetStarts in
        targetList.withUnsafeBufferPointer { targetList in
        sourceParents.withUnsafeBufferPointer { sourceParents in
        targetParents.withUnsafeBufferPointer { targetParents in
        sourceSlot.withUnsafeBufferPointer { sourceSlot in
        moved.withUnsafeBufferPointer { moved in
            while let (entry, parent) = stack.popLast() {
                let index = nodes.count
                let pushedFrom = stack.count
                if entry >= 0 {
                    let tn = entry, sn = Int(targetToSource[entry])
                    if sn >= 0 {
                        let reparented = tn != 0 && Int(sourceToTarget[sourceParents[sn]]) != targetParents[tn]
                        nodes.append(MergedNode(
                            identifier: targetIdentifiers[tn] ?? sourceIdentifiers[sn], status: .shared,
                            moved: moved[tn], reparented: reparented, parent: parent, sourceView: sourceViews[sn],
                            targetView: targetViews[tn]))
                        // A source child "stays here" (is in the list) when its counterpart's target parent is
                        // tn. Front run: removed source children before the first one that stays.
                        let sourceEnd = sourceStarts[sn + 1]
                        var slot = sourceStarts[sn]
                        while slot < sourceEnd {
                            let c = sourceList[slot], tc = Int(sourceToTarget[c])
                            if tc >= 0 { if targetParents[tc] == tn { break } } else { stack.append((-(c + 1), index)) }
                            slot += 1
                        }
                        for targetSlotIndex in targetStarts[tn]..<targetStarts[tn + 1] {
                            let tc = targetList[targetSlotIndex]
                            stack.append((tc, index))
                            let sc = Int(targetToSource[tc])
                            guard sc >= 0, sourceParents[sc] == sn else { continue }
                            // The run of removed source children after sc, up to the next one that stays.
                            var slot = Int(sourceSlot[sc]) + 1
                            while slot < sourceEnd {
                                let c = sourceList[slot], ctc = Int(sourceToTarget[c])
                                if ctc >= 0 { if targetParents[ctc] == tn { break } } else { stack.append((-(c + 1), index)) }
                                slot += 1
                            }
                        }
                    } else {
                        nodes.append(MergedNode(
                            identifier: targetIdentifiers[tn], status: .added, moved: false, reparented: false,
                            parent: parent, sourceView: nil, targetView: targetViews[tn]))
                        for slot in targetStarts[tn]..<targetStarts[tn + 1] { stack.append((targetList[slot], index)) }
                    }
                } else {
                    let sn = -entry - 1
                    nodes.append(MergedNode(
                        identifier: sourceIdentifiers[sn], status: .removed, moved: false, reparented: false,
                        parent: parent, sourceView: sourceViews[sn], targetView: nil))
                    for slot in sourceStarts[sn]..<sourceStarts[sn + 1] where sourceToTarget[sourceList[slot]] < 0 {
                        stack.append((-(sourceList[slot] + 1), index))
                    }
                }
                var low = pushedFrom, high = stack.count - 1
                while low < high {
                    stack.swapAt(low, high)
                    low += 1
                    high -= 1
                }
            }
        }}}}}}}}}}
        return MergedHierarchy(nodes: nodes)
    }
}
