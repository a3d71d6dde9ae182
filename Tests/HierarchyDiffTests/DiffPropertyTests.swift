import Workloads
import HierarchyDiff
import Testing

/// Properties of the merged hierarchy on seeded random screen pairs, checked against the two identifier
/// hierarchies directly (not against either implementation).
@Suite struct DiffPropertyTests {
    static let seeds = Array(UInt64(1)...120)

    static func workload(_ seed: UInt64) -> ScreenPairWorkload {
        var random = SeededGenerator(seed: seed &* 7919)
        return ScreenPairGenerator.make(seed: seed, size: random.nextInt(in: 1...400),
                                        rate: random.nextDouble(in: 0...0.8))
    }

    @Test func referenceAndOptimizedAgreeOnRandomPairs() throws {
        for seed in Self.seeds {
            let pair = Self.workload(seed)
            let reference = try ReferenceTreeDiff.diff(source: pair.source, target: pair.target)
            let optimized = try IdentifierTreeDiff.diff(source: pair.source, target: pair.target)
            #expect(reference == optimized, "seed \(seed)")
        }
    }

    @Test func mergedHierarchyHonoursEveryRuleOnRandomPairs() throws {
        for seed in Self.seeds {
            let pair = Self.workload(seed)
            let merged = try IdentifierTreeDiff.diff(source: pair.source, target: pair.target)
            let s = try IdentifierHierarchy(extracting: pair.source, screen: .source)
            let t = try IdentifierHierarchy(extracting: pair.target, screen: .target)
            let (starts, list) = merged.childLists()
            var seen = Set<String>()
            var summary = DiffSummary()
            for (index, node) in merged.nodes.enumerated() where index > 0 {
                let id = try #require(node.identifier)
                #expect(seen.insert(id).inserted, "seed \(seed): \(id) twice")
                let inSource = s.index[IdentifierKey(id)], inTarget = t.index[IdentifierKey(id)]
                let parentID = merged.nodes[node.parent].identifier
                switch node.status {
                case .shared:
                    let (sn, tn) = (try #require(inSource), try #require(inTarget))
                    #expect(parentID == (t.parents[tn] == 0 ? merged.nodes[0].identifier : t.identifiers[t.parents[tn]]))
                    let sameParent = (s.parents[sn] == 0 && t.parents[tn] == 0)
                        || (s.parents[sn] != 0 && t.parents[tn] != 0 && s.identifiers[s.parents[sn]] == t.identifiers[t.parents[tn]])
                    #expect(node.reparented == !sameParent, "seed \(seed): \(id)")
                    #expect(!(node.moved && node.reparented))
                case .added:
                    let tn = try #require(inTarget)
                    #expect(inSource == nil && !node.moved && !node.reparented)
                    #expect(parentID == (t.parents[tn] == 0 ? merged.nodes[0].identifier : t.identifiers[t.parents[tn]]))
                case .removed:
                    let sn = try #require(inSource)
                    #expect(inTarget == nil && !node.moved && !node.reparented)
                    #expect(parentID == (s.parents[sn] == 0 ? merged.nodes[0].identifier : s.identifiers[s.parents[sn]]))
                }
                summary.shared += node.status == .shared ? 1 : 0
                summary.moved += node.moved ? 1 : 0
            }
            // Every identifier of both screens is present.
            #expect(Set(s.index.keys).union(t.index.keys) == Set(seen.map(IdentifierKey.init)), "seed \(seed)")
            #expect(merged.summary.shared == s.index.keys.filter { t.index[$0] != nil }.count)
            // Children: the target ones exactly in target order; removed ones in source order; moves minimal.
            for (index, node) in merged.nodes.enumerated() {
                let children = list[starts[index]..<starts[index + 1]].map { merged.nodes[$0] }
                let targetNode = index == 0 ? 0 : node.identifier.flatMap { t.index[IdentifierKey($0)] }
                let sourceNode = index == 0 ? 0 : node.identifier.flatMap { s.index[IdentifierKey($0)] }
                if let tn = targetNode, node.status != .removed {
                    let expected = t.children(of: tn).map { t.identifiers[$0] }
                    #expect(children.filter { $0.status != .removed }.map(\.identifier) == expected, "seed \(seed)")
                }
                if let sn = sourceNode {
                    // Removed children: exactly the removed source children, each right after its nearest
                    // preceding source sibling that is in the list, or first.
                    let sourceChildren = s.children(of: sn).compactMap { s.identifiers[$0] }
                    let removed = sourceChildren.filter { t.index[IdentifierKey($0)] == nil }
                    let ids = children.map(\.identifier)
                    #expect(Set(children.filter { $0.status == .removed }.compactMap(\.identifier)) == Set(removed))
                    for id in removed {
                        guard let at = ids.firstIndex(of: id), let k = sourceChildren.firstIndex(of: id) else { continue }
                        let anchor = sourceChildren[..<k].last { ids.contains($0) }
                        #expect((at == 0 ? nil : ids[at - 1]) == anchor, "seed \(seed): \(id)")
                    }
                    if let tn = targetNode, node.status == .shared {
                        let positions = s.children(of: sn).compactMap { c -> Int? in
                            guard let id = s.identifiers[c], let tc = t.index[IdentifierKey(id)], t.parents[tc] == tn else { return nil }
                            return t.children(of: tn).firstIndex(of: tc)
                        }
                        let kept = LongestIncreasingSubsequence.lexicographicallySmallest(positions).count
                        #expect(children.filter(\.moved).count == positions.count - kept, "seed \(seed)")
                    }
                }
            }
        }
    }
}
