extension IdentifierTreeDiff {
    /// The merged hierarchy of two matched screens, emitted in one pre-order walk.
    ///
    /// The walk keeps an explicit stack. An entry is a target node (≥ 0: shared or added) or a removed source
    /// node encoded as −(node + 1), with its merged parent and whether it is reparented. Popping a node writes
    /// its merged node, then pushes its children in merged order and reverses that segment of the stack so the
    /// first child pops first:
    /// - a shared node's children: the removed source children before its first source child that stays
    ///   under it (front run), then each target child, each one that stays followed by the removed source
    ///   children up to the next one that stays;
    /// - an added node's children: its target children; a removed node's: its removed source children.
    ///
    /// Moved flags of a shared node's children are settled when it is popped, before they are: the staying
    /// children, met in target order, are in order iff their source numbers increase (numbers increase along
    /// every sibling list, ``TaggedOutline``); only when they do not are their target numbers, listed in
    /// source order, passed to ``LongestIncreasingSubsequence/lexicographicallySmallest(_:)`` (node numbers
    /// order a sibling list as its positions do, so the kept subsequence is the same). A shared child that
    /// does not stay is reparented: its source parent is not the node's counterpart (matching is one-to-one).
    ///
    /// Output size is known before the walk (target nodes plus removed source nodes), so nodes are written
    /// into uninitialized storage; the stack never holds more entries than there are merged nodes. Every
    /// index is a node of a screen, in range by construction, so the columns are read through unchecked
    /// buffers.
    enum Emission {
        static func merge(source s: TaggedOutline, sourceIdentifiers: [String?], target t: TaggedOutline,
                          targetIdentifiers: [String?], match: Match) -> MergedHierarchy
        {
            let sourceToTarget = match.sourceToTarget, targetToSource = match.targetToSource
            var shared = 0
            for counterpart in sourceToTarget where counterpart >= 0 { shared += 1 }
            let total = t.count + s.count - shared
            var moved = [Bool](repeating: false, count: t.count)
            let stack = UnsafeMutablePointer<Entry>.allocate(capacity: total)
            defer { stack.deallocate() }
            var positions: [Int] = [], members: [Int32] = []
            let nodes = [MergedNode](unsafeUninitializedCapacity: total) { output, initialized in
                sourceIdentifiers.withUnsafeBufferPointer { sourceIdentifiers in
                targetIdentifiers.withUnsafeBufferPointer { targetIdentifiers in
                sourceToTarget.withUnsafeBufferPointer { sourceToTarget in
                targetToSource.withUnsafeBufferPointer { targetToSource in
                s.views.withUnsafeBufferPointer { sourceViews in
                t.views.withUnsafeBufferPointer { targetViews in
                s.parents.withUnsafeBufferPointer { sourceParents in
                t.parents.withUnsafeBufferPointer { targetParents in
                s.firstChild.withUnsafeBufferPointer { sourceFirst in
                t.firstChild.withUnsafeBufferPointer { targetFirst in
                s.nextSibling.withUnsafeBufferPointer { sourceNext in
                t.nextSibling.withUnsafeBufferPointer { targetNext in
                moved.withUnsafeMutableBufferPointer { moved in
                    // Only a root may be untagged; an untagged target root takes the source root's identifier.
                    let rootIdentifier = targetIdentifiers[0] ?? sourceIdentifiers[0]
                    stack[0] = Entry(node: 0, parent: -1, reparented: false)
                    var top = 1, index = 0
                    /// Pushes the removed source children from `c` on, up to the first one that stays under `tn`.
                    @inline(__always) func pushRemovedRun(from c: Int32, staysUnder tn: Int32, parent: Int32) {
                        var c = c
                        while c >= 0 {
                            let tc = sourceToTarget[Int(c)]
                            if tc >= 0 {
                                if targetParents[Int(tc)] == tn { break }
                            } else {
                                stack[top] = Entry(node: -(c + 1), parent: parent, reparented: false)
                                top &+= 1
                            }
                            c = sourceNext[Int(c)]
                        }
                    }
                    while top > 0 {
                        top &-= 1
                        let entry = stack[top]
                        let pushedFrom = top
                        let here = Int32(truncatingIfNeeded: index)
                        if entry.node >= 0 {
                            let tn = entry.node, sn = targetToSource[Int(tn)]
                            let targetView = Int(targetViews[Int(tn)])
                            if sn >= 0 {
                                let sourceView = Int(sourceViews[Int(sn)])
                                output.initializeElement(at: index, to: MergedNode(
                                    identifier: tn == 0 ? rootIdentifier : targetIdentifiers[targetView],
                                    status: .shared, moved: moved[Int(tn)], reparented: entry.reparented,
                                    parent: Int(entry.parent), sourceView: sourceView, targetView: targetView))
                                pushRemovedRun(from: sourceFirst[Int(sn)], staysUnder: tn, parent: here)
                                var lastStaying: Int32 = -1, ordered = true
                                var tc = targetFirst[Int(tn)]
                                while tc >= 0 {
                                    let sc = targetToSource[Int(tc)]
                                    if sc >= 0, sourceParents[Int(sc)] == sn {
                                        stack[top] = Entry(node: tc, parent: here, reparented: false)
                                        top &+= 1
                                        if sc < lastStaying { ordered = false }
                                        lastStaying = sc
                                        pushRemovedRun(from: sourceNext[Int(sc)], staysUnder: tn, parent: here)
                                    } else {
                                        stack[top] = Entry(node: tc, parent: here, reparented: sc >= 0)
                                        top &+= 1
                                    }
                                    tc = targetNext[Int(tc)]
                                }
                                if !ordered {
                                    // Target numbers of the staying children in source order; the others move.
                                    positions.removeAll(keepingCapacity: true)
                                    members.removeAll(keepingCapacity: true)
                                    var c = sourceFirst[Int(sn)]
                                    while c >= 0 {
                                        let ctc = sourceToTarget[Int(c)]
                                        if ctc >= 0, targetParents[Int(ctc)] == tn {
                                            positions.append(Int(ctc))
                                            members.append(ctc)
                                            moved[Int(ctc)] = true
                                        }
                                        c = sourceNext[Int(c)]
                                    }
                                    for kept in LongestIncreasingSubsequence.lexicographicallySmallest(positions) {
                                        moved[Int(members[kept])] = false
                                    }
                                }
                            } else {
                                output.initializeElement(at: index, to: MergedNode(
                                    identifier: targetIdentifiers[targetView], status: .added, moved: false,
                                    reparented: false, parent: Int(entry.parent), sourceView: nil,
                                    targetView: targetView))
                                var tc = targetFirst[Int(tn)]
                                while tc >= 0 {
                                    stack[top] = Entry(node: tc, parent: here, reparented: targetToSource[Int(tc)] >= 0)
                                    top &+= 1
                                    tc = targetNext[Int(tc)]
                                }
                            }
                        } else {
                            let sn = -entry.node - 1
                            let sourceView = Int(sourceViews[Int(sn)])
                            output.initializeElement(at: index, to: MergedNode(
                                identifier: sourceIdentifiers[sourceView], status: .removed, moved: false,
                                reparented: false, parent: Int(entry.parent), sourceView: sourceView,
                                targetView: nil))
                            var c = sourceFirst[Int(sn)]
                            while c >= 0 {
                                if sourceToTarget[Int(c)] < 0 {
                                    stack[top] = Entry(node: -(c + 1), parent: here, reparented: false)
                                    top &+= 1
                                }
                                c = sourceNext[Int(c)]
                            }
                        }
                        index &+= 1
                        var low = pushedFrom, high = top &- 1
                        while low < high {
                            let swap = stack[low]
                            stack[low] = stack[high]
                            stack[high] = swap
                            low &+= 1
                            high &-= 1
                        }
                    }
                    initialized = index
                }}}}}}}}}}}}}
            }
            return MergedHierarchy(nodes: nodes)
        }

        /// A stack entry: a target node (≥ 0) or a removed source node −(node + 1), its merged parent and
        /// whether it is reparented.
        struct Entry {
            var node: Int32
            var parent: Int32
            var reparented: Bool
        }
    }
}
