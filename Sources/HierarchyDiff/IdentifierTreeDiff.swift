/// The optimized diff of two screens: the same rules and output as ``ReferenceTreeDiff``, in
/// O(n + Σ k log k) time for n nodes and sibling lists of k reordered children.
///
/// - Each screen's identifier hierarchy is extracted in one pass into 32-bit columns (`TaggedOutline`; the
///   target's without sibling links, which only the source's lists need); identifiers are read in place from
///   the view trees, never copied.
/// - One hash table of both screens' identifiers (`IdentifierTableJoin`, up to 262,142 identifiers in all;
///   each match decided by its bytes as it is found; source identifiers equal to the next target ones along the
///   two pre-orders matched on their bytes with no hash, `AlignedIdentifierLookup`) or, for larger screens, a radix-partitioned hash join
///   (`StringKeyMatcher`, its matches verified after) matches both screens and finds the first duplicate of
///   each; empty identifiers and reuse of a root's identifier are caught in the hashing.
/// - Reparenting compares integer parents: a target child's source counterpart against the node's.
/// - Moves use ``LongestIncreasingSubsequence/lexicographicallySmallest(_:)`` on the target numbers of each
///   sibling list listed in source order, only for lists found out of order (the common case is in order),
///   and only on the segments between the children every longest increasing subsequence keeps that are not
///   out of order by a single child (`SegmentedMoveOrder`, `SingleMoveOrder`: O(k)).
/// - The merged order is emitted without insertions, in one pass over the target nodes in index order
///   (`Emission`): each removed child follows its nearest preceding source sibling that stays under the same
///   parent, so the removed children between two such siblings form a run emitted once the first of them has
///   its merged subtree written (or first, before any target child).
/// - Diffs of 16,384 view nodes or more (both screens) write their per-node columns into the previous diff's
///   arrays (`TreeDiffScratch`), so they fault no fresh pages in; the emission's path is sized by the target
///   view tree's depth, not its node count.
/// - Everything is iterative with explicit stacks, so depth is limited only by memory.
///
/// Sources: matching by hashed identifiers in one pass over each screen, as for the unique lines of two files
/// (Heckel, "A technique for isolating differences between files", Commun. ACM 21(4), 1978); the kept children
/// of a list are the lexicographically smallest longest increasing subsequence of their target positions in
/// source order (patience sorting: Fredman, "On computing the length of longest increasing subsequences",
/// Discrete Math. 11, 1975), the same set as the reference's longest common subsequence, since shared keys
/// are unique.
public enum IdentifierTreeDiff {
    /// Diffs two view trees into their merged hierarchy: the same output as
    /// ``ReferenceTreeDiff/diff(source:target:)``, and the same errors in the same order (without the
    /// reference's table limit).
    ///
    /// - Parameters:
    ///   - source: The screen before the transition.
    ///   - target: The screen after it.
    /// - Returns: Every identifier of both screens once, in the merged pre-order, with its status and its
    ///   moved and reparented flags.
    /// - Throws: ``HierarchyDiffError`` for an empty or duplicate identifier, or a root's identifier tagging a
    ///   node of the other screen.
    /// - Complexity: O(n + Σ kᵢ log kᵢ) expected time for n view nodes in all, over the sibling lists found out
    ///   of order with kᵢ children (O(n) when every list keeps its order); O(n) memory.
    public static func diff(source: ViewTree, target: ViewTree) throws(HierarchyDiffError) -> MergedHierarchy {
        // Large diffs write their per-node columns into the previous one's (`TreeDiffScratch`) and hand the
        // matcher's counterpart arrays back (`DiffScratch`): no fresh page faults.
        let reusesScratch = source.count + target.count >= TreeDiffScratch.minimumNodes
        var scratch = reusesScratch ? TreeDiffScratch.take() : TreeDiffScratch()
        var unused: [Int32] = []
        var s = TaggedOutline(source, links: true, reusing: &scratch.sourceViews, &scratch.sourceParents,
                              &scratch.sourceNext, paths: &scratch.paths)
        var t = TaggedOutline(target, links: false, reusing: &scratch.targetViews, &scratch.targetParents, &unused,
                              paths: &scratch.paths)
        var match = try Match(source: s, sourceTree: source, target: t, targetTree: target,
                              table: &scratch.joinTable, generation: &scratch.joinGeneration)
        let merged = Emission.merge(source: s, sourceIdentifiers: source.identifiers, target: t,
                                    targetIdentifiers: target.identifiers, match: match,
                                    mergedOfTarget: &scratch.mergedOfTarget)
        DiffScratch.keepCounterparts(&match.sourceToTarget, &match.targetToSource)
        if reusesScratch {
            s.handBack(views: &scratch.sourceViews, parents: &scratch.sourceParents, nextSibling: &scratch.sourceNext)
            t.handBack(views: &scratch.targetViews, parents: &scratch.targetParents, nextSibling: &unused)
            scratch.dropPathsIfOverLimit()
            TreeDiffScratch.keep(&scratch)
        }
        return merged
    }

    /// Counterparts of every non-root node in the other screen (−1 where absent). The roots match each
    /// other whatever these say at position 0 (the matcher leaves them −1, and the emission never reads them:
    /// the arrays are kept as the matcher returned them, with no write that could force a copy).
    struct Match {
        var sourceToTarget: [Int32]
        var targetToSource: [Int32]

        /// `table` and `generation`: ``IdentifierTableJoin``'s kept table (``TreeDiffScratch``).
        init(source s: TaggedOutline, sourceTree: ViewTree, target t: TaggedOutline, targetTree: ViewTree,
             table: inout [UInt32], generation: inout UInt8) throws(HierarchyDiffError)
        {
            // Both roots are watched: a screen may not reuse its own root's identifier nor the other's.
            let roots = [sourceTree.identifiers[0], targetTree.identifiers[0]]
            let watched = roots.compactMap { $0 }
            let sourceColumn = TaggedIdentifierColumn(identifiers: sourceTree.identifiers, views: s.views)
            let targetColumn = TaggedIdentifierColumn(identifiers: targetTree.identifiers, views: t.views)
            // Up to `IdentifierTableJoin.maximumKeys` identifiers, one table whose lookups compare bytes; beyond,
            // the partitioned join, whose partitions stay in cache.
            let tableJoined = s.count + t.count - 2 <= IdentifierTableJoin.maximumKeys
            let matched = tableJoined
                ? IdentifierTableJoin.match(source: sourceColumn, target: targetColumn, watched: watched,
                                            table: &table, generation: &generation)
                : StringKeyMatcher.match(source: sourceColumn, sourceRange: 1..<s.count,
                                         target: targetColumn, targetRange: 1..<t.count, watched: watched)
            if !tableJoined { table = [] }
            /// First position of root `r`'s identifier in one side's watch results (nil if untagged or absent).
            func position(ofRoot r: Int, in found: [Int?]) -> Int? {
                guard roots[r] != nil else { return nil }
                return found[r == 0 || roots[0] == nil ? 0 : 1]
            }
            // Each screen's first offending node: empty, equal to its own root's identifier, or a duplicate.
            func firstError(_ h: TaggedIdentifierColumn, duplicate: Int?, empty: Int?, ownRoot: Int?,
                            screen: TransitionScreen) -> HierarchyDiffError? {
                if h.identifiers[0]?.isEmpty == true { return .emptyIdentifier(screen: screen) }
                let first = min(duplicate ?? h.count, empty ?? h.count, ownRoot ?? h.count)
                guard first < h.count else { return nil }
                let identifier = h.key(at: first)
                return identifier.isEmpty ? .emptyIdentifier(screen: screen) : .duplicateIdentifier(identifier, screen: screen)
            }
            if let error = firstError(sourceColumn, duplicate: matched.firstSourceDuplicate, empty: matched.firstSourceEmpty,
                                      ownRoot: position(ofRoot: 0, in: matched.sourceWatched), screen: .source) {
                throw error
            }
            if let error = firstError(targetColumn, duplicate: matched.firstTargetDuplicate, empty: matched.firstTargetEmpty,
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
        }
    }

}
