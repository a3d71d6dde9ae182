extension IdentifierTreeDiff {
    /// The merged hierarchy of two matched screens, emitted in one pass over the target nodes in index order.
    ///
    /// Target nodes are numbered in pre-order (``TaggedOutline``), and the merged order is the target's
    /// pre-order with the removed source subtrees inserted, so the walk reads the target's columns and writes
    /// the merged nodes front to back. A stack holds the current target path (each entry: the node, its merged
    /// index, its source counterpart, whether it stays under its parent, and the ordering state of its staying
    /// children). Before node k is written, the path is popped down to k's parent; then:
    /// - a shared node's removed source children before its first source child that stays under it (the
    ///   front run) follow it at once, before its first target child;
    /// - when a child that stays under its parent is popped (its merged subtree is complete), the removed
    ///   source children after it, up to the next source sibling that stays, follow it (its after-run);
    /// - a removed node's children are its removed source children, emitted with it by a small explicit stack.
    ///
    /// Moved flags: a shared node's staying children, met in target order, are in order iff their source
    /// numbers increase (numbers increase along every sibling list, ``TaggedOutline``); every node is written
    /// unmoved, and only when a node whose staying children were out of order is popped are their target
    /// numbers, listed in source order, settled by ``SegmentedMoveOrder``: by ``SingleMoveOrder`` when one child
    /// is out of place (the common case, O(k) without allocation), else split at the children every longest
    /// increasing subsequence keeps and each segment settled alone, by ``SingleMoveOrder`` or
    /// ``LongestIncreasingSubsequence/lexicographicallySmallest(_:)`` (node numbers order a sibling list as its
    /// positions do, so the kept subsequence is the same); the others are marked moved, found through each
    /// target node's merged index. A shared child that does not stay
    /// is reparented: its source parent is not its target parent's counterpart (matching is one-to-one).
    ///
    /// A node's first source child is the next node in source order if its parent is the node (pre-order), so
    /// the source needs only its next-sibling links and the target none. Output size is known before the walk
    /// (target nodes plus removed source nodes), so nodes are written into uninitialized storage. Every index
    /// is a node of a screen, in range by construction, so the columns are read through unchecked buffers.
    enum Emission {
        /// `mergedOfTarget`: storage to reuse for each target node's merged index (``TreeDiffScratch``).
        static func merge(source s: TaggedOutline, sourceIdentifiers: [String?], target t: TaggedOutline,
                          targetIdentifiers: [String?], match: Match, mergedOfTarget recycled: inout [Int32])
            -> MergedHierarchy
        {
            let sourceToTarget = match.sourceToTarget, targetToSource = match.targetToSource
            let targetCount = t.count, sourceCount = s.count
            var shared = 1  // the roots, whatever position 0 of the counterparts says (``Match``)
            targetToSource.withUnsafeBufferPointer { targetToSource in
                for k in 1..<targetCount where targetToSource[k] >= 0 { shared &+= 1 }
            }
            let removedCount = sourceCount - shared, total = targetCount + removedCount
            // The path is as deep as the target's hierarchy, at most its view tree's depth (`TaggedOutline.depth`);
            // the removed stack holds removed nodes only.
            let path = UnsafeMutablePointer<PathEntry>.allocate(capacity: t.depth + 1)
            let removedStack = UnsafeMutablePointer<RemovedEntry>.allocate(capacity: max(removedCount, 1))
            var mergedOfTarget = TreeDiffScratch.sized(&recycled, count: targetCount)
            defer {
                path.deallocate()
                removedStack.deallocate()
                recycled = mergedOfTarget
            }
            let nodes = [MergedNode](unsafeUninitializedCapacity: total) { output, initialized in
                mergedOfTarget.withUnsafeMutableBufferPointer { mergedOfTarget in
                sourceIdentifiers.withUnsafeBufferPointer { sourceIdentifiers in
                targetIdentifiers.withUnsafeBufferPointer { targetIdentifiers in
                sourceToTarget.withUnsafeBufferPointer { sourceToTarget in
                targetToSource.withUnsafeBufferPointer { targetToSource in
                s.views.withUnsafeBufferPointer { sourceViews in
                t.views.withUnsafeBufferPointer { targetViews in
                s.parents.withUnsafeBufferPointer { sourceParents in
                t.parents.withUnsafeBufferPointer { targetParents in
                s.nextSibling.withUnsafeBufferPointer { sourceNext in
                    func walk<Retains: IdentifierRetains>(_: Retains.Type) -> Int {
                        let walk = Walk<Retains>(
                            output: output, sourceIdentifiers: sourceIdentifiers, targetIdentifiers: targetIdentifiers,
                            sourceToTarget: sourceToTarget, targetToSource: targetToSource, sourceViews: sourceViews,
                            targetViews: targetViews, sourceParents: sourceParents, targetParents: targetParents,
                            sourceNext: sourceNext, path: path, removedStack: removedStack,
                            mergedOfTarget: mergedOfTarget.baseAddress!)
                        var scratch = MovedScratch()
                        let written = walk.run(scratch: &scratch)
                        scratch.deallocate()
                        if Walk<Retains>.defersRetains { retainIdentifiers(of: output, count: written) }
                        return written
                    }
                    // Deferred retains measured faster at 100,000 nodes and slower at 1,000 (the IdentifierTreeDiffing article's design notes).
                    initialized = total >= deferredRetainsMinimum ? walk(DeferredRetains.self) : walk(RetainsInWalk.self)
                }}}}}}}}}}
            }
            return MergedHierarchy(nodes: nodes)
        }

        /// Retains the identifier of each of the first `count` merged nodes, which the walk wrote without a retain
        /// (`Walk.writeUnretained`): a tight loop of retains, instead of one call per node inside the walk, after
        /// which the walk had to reload its column pointers from the stack. Until it runs, the nodes' identifiers
        /// are kept alive by the screens' identifier arrays, which outlive the walk, and nothing releases them.
        @inline(never)
        static func retainIdentifiers(of output: UnsafeMutableBufferPointer<MergedNode>, count: Int) {
            guard let base = output.baseAddress else { return }
            for i in 0..<count {
                retainInPlace((base + i).pointer(to: \.identifier).unsafelyUnwrapped)
            }
        }

        /// Makes the `String?` at `identifier`, written as bits without a retain, owned: the same bits, plus one
        /// retain of its storage. A copy of a `String?` retains through `swift_bridgeObjectRetain`, which, on the
        /// 64-bit layout (``StringKeyMatcher/tailAllocatedUTF8(_:)``), retains the object that a representation
        /// whose object bits 63…60 are clear names (a native or shared string: a Swift object at that address),
        /// and does nothing when bit 63 is set (an immortal string: small, or a literal). Those two forms are
        /// handled here without that call, the first with one `swift_retain` of the same object; `nil` and every
        /// other form are copied as `String?`.
        @inline(__always)
        static func retainInPlace(_ identifier: UnsafeMutablePointer<String?>) {
            #if (arch(x86_64) || arch(arm64)) && !os(Android)
            if MemoryLayout<String?>.size == 16 {
                let object = UnsafeRawPointer(identifier).load(fromByteOffset: 8, as: UInt64.self)
                if object & 0x8000_0000_0000_0000 != 0 { return }  // immortal: the bits are the copy
                if object & 0xF000_0000_0000_0000 == 0, let storage = UnsafeRawPointer(bitPattern: UInt(object)) {
                    _ = Unmanaged<AnyObject>.fromOpaque(storage).retain()
                    return
                }
            }
            #endif
            identifier.initialize(to: identifier.pointee)  // the same bits, now owned: one retain
        }

        /// The fewest merged nodes for which the walk defers its retains (``DeferredRetains``).
        static var deferredRetainsMinimum: Int { 16_384 }

        /// When the walk retains the merged nodes' identifiers: a constant of each copy of the walk.
        protocol IdentifierRetains { static var deferred: Bool { get } }
        /// Each node written with a retained copy of its identifier (diffs under ``deferredRetainsMinimum``).
        enum RetainsInWalk: IdentifierRetains { static var deferred: Bool { false } }
        /// Identifiers written unretained, then retained after the walk (``retainIdentifiers(of:count:)``).
        enum DeferredRetains: IdentifierRetains { static var deferred: Bool { true } }

        /// The walk's columns and scratch pointers (unchecked buffers, valid for the walk only). Its steps are
        /// methods of one immutable value, with the cursors (the next merged index, the top of the path) passed
        /// along, rather than local functions sharing captured variables: the cursors stay in registers, and
        /// there are no dynamic exclusivity checks.
        struct Walk<Retains: IdentifierRetains> {
            let output: UnsafeMutableBufferPointer<MergedNode>
            let sourceIdentifiers: UnsafeBufferPointer<String?>
            let targetIdentifiers: UnsafeBufferPointer<String?>
            let sourceToTarget: UnsafeBufferPointer<Int32>
            let targetToSource: UnsafeBufferPointer<Int32>
            let sourceViews: UnsafeBufferPointer<Int32>
            let targetViews: UnsafeBufferPointer<Int32>
            let sourceParents: UnsafeBufferPointer<Int32>
            let targetParents: UnsafeBufferPointer<Int32>
            let sourceNext: UnsafeBufferPointer<Int32>
            let path: UnsafeMutablePointer<PathEntry>
            let removedStack: UnsafeMutablePointer<RemovedEntry>
            let mergedOfTarget: UnsafeMutablePointer<Int32>

            /// Whether the walk writes identifiers unretained (``writeUnretained(_:_:into:)``), retained afterwards
            /// by ``Emission/retainIdentifiers(of:count:)``: where `String?` is 16 bytes (else each node is written
            /// with a retained copy, as before).
            @inline(__always) static var defersRetains: Bool {
                Retains.deferred && MemoryLayout<String?>.size == 16 && MemoryLayout<String?>.stride == 16
            }

            /// The identifier for a node written at `index`: a placeholder when the walk defers retains (the 16
            /// bytes of `identifiers[i]` are then written over it, ``writeUnretained(_:_:into:)``), else a
            /// retained copy. The placeholder is the empty literal, an immortal small string: a node written with
            /// `nil` compiled to a call releasing it (a no-op call, but one that clobbers the walk's registers).
            @inline(__always)
            func identifier(_ identifiers: UnsafeBufferPointer<String?>, _ i: Int) -> String? {
                Self.defersRetains ? "" : identifiers[i]
            }

            /// Writes the 16 bytes of `identifiers[i]` over the placeholder identifier of merged node `index`, without a
            /// retain: a load and a store, no call. ``Emission/retainIdentifiers(of:count:)`` retains it after the
            /// walk. A no-op unless ``defersRetains``.
            @inline(__always)
            func writeUnretained(_ identifiers: UnsafeBufferPointer<String?>, _ i: Int, into index: Int) {
                guard Self.defersRetains else { return }
                let bits = UnsafeRawPointer(identifiers.baseAddress.unsafelyUnwrapped + i)
                    .load(as: (UInt64, UInt64).self)
                UnsafeMutableRawPointer((output.baseAddress.unsafelyUnwrapped + index).pointer(to: \.identifier)
                    .unsafelyUnwrapped).storeBytes(of: bits, as: (UInt64, UInt64).self)
            }

            /// The first source child of `sn` (−1 if none): in pre-order, the next node, if `sn` is its parent.
            @inline(__always) func firstSourceChild(_ sn: Int32) -> Int32 {
                let next = Int(sn) &+ 1
                return next < sourceParents.count && sourceParents[next] == sn ? Int32(truncatingIfNeeded: next) : -1
            }

            /// Writes removed source node `r` and its removed descendants (under removed parents) in pre-order.
            @inline(never)
            func emitRemoved(_ r: Int32, parent: Int32, index: inout Int) {
                removedStack[0] = RemovedEntry(node: r, parent: parent)
                var stackTop = 1
                while stackTop > 0 {
                    stackTop &-= 1
                    let entry = removedStack[stackTop]
                    let pushedFrom = stackTop
                    let here = Int32(truncatingIfNeeded: index)
                    let sourceView = Int(sourceViews[Int(entry.node)])
                    output.initializeElement(at: index, to: MergedNode(
                        identifier: identifier(sourceIdentifiers, sourceView), status: .removed, moved: false,
                        reparented: false, parent: Int(entry.parent), sourceView: sourceView, targetView: nil))
                    writeUnretained(sourceIdentifiers, sourceView, into: index)
                    index &+= 1
                    var c = firstSourceChild(entry.node)
                    while c >= 0 {
                        if sourceToTarget[Int(c)] < 0 {
                            removedStack[stackTop] = RemovedEntry(node: c, parent: here)
                            stackTop &+= 1
                        }
                        c = sourceNext[Int(c)]
                    }
                    var low = pushedFrom, high = stackTop &- 1
                    while low < high {
                        let swap = removedStack[low]
                        removedStack[low] = removedStack[high]
                        removedStack[high] = swap
                        low &+= 1
                        high &-= 1
                    }
                }
            }

            /// Writes the removed source siblings from `c` on, up to the first one that stays under `tn`.
            @inline(__always)
            func emitRun(from c: Int32, staysUnder tn: Int32, parent: Int32, index: inout Int) {
                var c = c
                while c >= 0 {
                    let tc = sourceToTarget[Int(c)]
                    if tc >= 0 {
                        if targetParents[Int(tc)] == tn { break }
                    } else {
                        emitRemoved(c, parent: parent, index: &index)
                    }
                    c = sourceNext[Int(c)]
                }
            }

            /// Marks moved the staying children of `entry` outside the kept subsequence (``SegmentedMoveOrder``:
            /// the one child out of place when there is one, else per segment between the children every
            /// longest increasing subsequence keeps).
            @inline(never)
            func settleMoved(_ entry: PathEntry, scratch: inout MovedScratch) {
                var count = 0
                var c = firstSourceChild(entry.source)
                while c >= 0 {
                    let ctc = sourceToTarget[Int(c)]
                    if ctc >= 0, targetParents[Int(ctc)] == entry.node {
                        if count == scratch.capacity { scratch.grow() }
                        scratch.positions[count] = ctc
                        count &+= 1
                    }
                    c = sourceNext[Int(c)]
                }
                let list = UnsafeBufferPointer(start: scratch.positions, count: count)
                SegmentedMoveOrder.forEachMoved(list, suffixMinima: scratch.minima, tails: scratch.tails,
                                                heads: scratch.heads, next: scratch.next) { i in
                    output[Int(mergedOfTarget[Int(list[i])])].moved = true
                }
            }

            /// Pops the path's top: settles its children's moved flags, then writes its after-run.
            @inline(__always)
            func pop(top: inout Int, index: inout Int, scratch: inout MovedScratch) {
                let entry = path[top]
                top &-= 1
                if entry.unordered { settleMoved(entry, scratch: &scratch) }
                if entry.stays {
                    let parent = path[top]
                    emitRun(from: sourceNext[Int(entry.source)], staysUnder: parent.node, parent: parent.merged,
                            index: &index)
                }
            }

            /// Writes every merged node; returns their number.
            func run(scratch: inout MovedScratch) -> Int {
                // Only a root may be untagged; an untagged target root takes the source root's identifier.
                let rootIdentifiers = targetIdentifiers[0] != nil ? targetIdentifiers : sourceIdentifiers
                output.initializeElement(at: 0, to: MergedNode(
                    identifier: identifier(rootIdentifiers, 0), status: .shared, moved: false,
                    reparented: false, parent: -1, sourceView: 0, targetView: 0))
                writeUnretained(rootIdentifiers, 0, into: 0)
                mergedOfTarget[0] = 0
                var index = 1, top = 0
                path[0] = PathEntry(node: 0, merged: 0, source: 0, stays: false)
                emitRun(from: firstSourceChild(0), staysUnder: 0, parent: 0, index: &index)
                for k in 1..<targetParents.count {
                    let tn = Int32(truncatingIfNeeded: k), tp = targetParents[k]
                    while path[top].node != tp { pop(top: &top, index: &index, scratch: &scratch) }
                    let here = Int32(truncatingIfNeeded: index)
                    mergedOfTarget[k] = here
                    let sn = targetToSource[k], targetView = Int(targetViews[k])
                    let parent = path + top
                    if sn >= 0 {
                        let stays = sourceParents[Int(sn)] == parent.pointee.source
                        if stays {
                            if sn < parent.pointee.lastStaying { parent.pointee.unordered = true }
                            parent.pointee.lastStaying = sn
                        }
                        output.initializeElement(at: index, to: MergedNode(
                            identifier: identifier(targetIdentifiers, targetView), status: .shared, moved: false,
                            reparented: !stays, parent: Int(parent.pointee.merged),
                            sourceView: Int(sourceViews[Int(sn)]), targetView: targetView))
                        writeUnretained(targetIdentifiers, targetView, into: index)
                        index &+= 1
                        top &+= 1
                        path[top] = PathEntry(node: tn, merged: here, source: sn, stays: stays)
                        emitRun(from: firstSourceChild(sn), staysUnder: tn, parent: here, index: &index)
                    } else {
                        output.initializeElement(at: index, to: MergedNode(
                            identifier: identifier(targetIdentifiers, targetView), status: .added, moved: false,
                            reparented: false, parent: Int(parent.pointee.merged), sourceView: nil,
                            targetView: targetView))
                        writeUnretained(targetIdentifiers, targetView, into: index)
                        index &+= 1
                        top &+= 1
                        path[top] = PathEntry(node: tn, merged: here, source: -1, stays: false)
                    }
                }
                while top > 0 { pop(top: &top, index: &index, scratch: &scratch) }
                if path[0].unordered { settleMoved(path[0], scratch: &scratch) }
                return index
            }
        }

        /// An entry of the target path: the node, its merged index, its source counterpart (−1 if added),
        /// whether it stays under its parent, and the last source number of its staying children so far
        /// (`unordered` once one was smaller than the one before).
        struct PathEntry {
            var node: Int32
            var merged: Int32
            var source: Int32
            var lastStaying: Int32 = -1
            var stays: Bool
            var unordered = false
        }

        /// The scratch of `Walk.settleMoved`: room for the target numbers of one list's staying children in
        /// source order, and for ``SegmentedMoveOrder``'s suffix minima and level lists (`tails`, `heads`,
        /// `next`), one allocation of five columns for the whole walk (settling a list allocates nothing), grown
        /// by doubling (freed by the caller after the walk).
        struct MovedScratch {
            private(set) var positions: UnsafeMutablePointer<Int32>
            private(set) var capacity: Int

            init() {
                capacity = 64
                positions = UnsafeMutablePointer<Int32>.allocate(capacity: 5 * capacity)
            }

            var minima: UnsafeMutablePointer<Int32> { positions + capacity }
            var tails: UnsafeMutablePointer<Int32> { positions + 2 * capacity }
            var heads: UnsafeMutablePointer<Int32> { positions + 3 * capacity }
            var next: UnsafeMutablePointer<Int32> { positions + 4 * capacity }

            /// Doubles the capacity, keeping the positions (the other columns are scratch).
            mutating func grow() {
                let grown = UnsafeMutablePointer<Int32>.allocate(capacity: 10 * capacity)
                grown.moveInitialize(from: positions, count: capacity)
                positions.deallocate()
                positions = grown
                capacity *= 2
            }

            func deallocate() {
                positions.deallocate()
            }
        }

        /// An entry of the removed-subtree stack: a removed source node and its merged parent.
        struct RemovedEntry {
            var node: Int32
            var parent: Int32
        }
    }
}
