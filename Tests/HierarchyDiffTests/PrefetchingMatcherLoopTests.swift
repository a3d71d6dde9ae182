import Workloads
@testable import HierarchyDiff
import Testing

/// The matcher's loops that prefetch identifier bytes a few keys ahead (`StringKeyMatcher`'s hashing pass and
/// `TaggedIdentifierColumn.allSameBytes`), which run only for the tree's columns of
/// `StringKeyMatcher.prefetchMinimum` positions or more: the same answers as the loops smaller columns run,
/// including for the last keys, whose look-ahead is clamped to the column's end.
@Suite struct PrefetchingMatcherLoopTests {
    /// Keys `1..<n` (position 0 is a missing root identifier): small and native forms alternating, as in the
    /// dotted mix.
    static func keys(_ n: Int, salt: String = "") -> [String?] {
        [nil] + (1..<n).map { i in
            i % 2 == 0 ? "r\(i)\(salt)" : IdentifierByteEqualityTests.largeNativeCopy("com.example.row.\(i)\(salt)")
        }
    }

    /// A column over `keys` whose views visit them in a shuffled order (position 0 stays the root).
    static func shuffledColumn(_ keys: [String?], seed: UInt64) -> (TaggedIdentifierColumn, [Int32]) {
        var random = SeededGenerator(seed: seed)
        var views = (1..<Int32(keys.count)).map { $0 }
        views.shuffle(using: &random)
        views.insert(0, at: 0)
        return (TaggedIdentifierColumn(identifiers: keys, views: views), views)
    }

    /// Every pair matched to a separately stored copy verifies; one wrong pair fails wherever it is — first,
    /// in the middle, and among the last keys (the look-ahead clamped) — and unmatched positions are skipped.
    @Test func largeVerificationChecksEveryPair() {
        let n = StringKeyMatcher.prefetchMinimum + 40
        let keys = Self.keys(n)
        let copies: [String?] = keys.map { $0.map { IdentifierByteEqualityTests.largeNativeCopy($0) } }
        let source = TaggedIdentifierColumn(identifiers: keys, views: (0..<Int32(n)).map { $0 })
        let (target, views) = Self.shuffledColumn(copies, seed: 3)
        var positionOfView = [Int32](repeating: 0, count: n)
        for (position, view) in views.enumerated() { positionOfView[Int(view)] = Int32(position) }
        var counterparts = (0..<n).map { i in i == 0 ? Int32(-1) : positionOfView[i] }
        for unmatched in stride(from: 5, to: n, by: 97) { counterparts[unmatched] = -1 }
        counterparts[n - 3] = -1
        func verifies(_ counterparts: [Int32]) -> Bool {
            counterparts.withUnsafeBufferPointer { source.allSameBytes(in: 1..<n, counterparts: $0, target) }
        }
        let verified = verifies(counterparts)
        #expect(verified)
        for wrong in [1, 2, n / 2, n / 2 + 1, n - 9, n - 2, n - 1] {
            var broken = counterparts
            broken[wrong] = positionOfView[wrong == 1 ? 3 : wrong - 2]  // another key of the same form
            let verified = verifies(broken)
            #expect(!verified, "wrong pair at \(wrong)")
        }
    }

    /// The matcher on columns above the threshold, target shuffled and partly disjoint, with a duplicate on
    /// each side among the last positions: the same counterparts and first duplicates as the dictionaries'
    /// exact match, and without duplicates the same again.
    @Test func largeMatchAgreesWithTheExactMatch() {
        let n = StringKeyMatcher.prefetchMinimum + 1_000
        var sourceKeys = Self.keys(n)
        var targetKeys: [String?] = Self.keys(n).enumerated().map { i, key in
            i % 7 == 3 ? "other.\(i)" : key.map { IdentifierByteEqualityTests.largeNativeCopy($0) }
        }
        for duplicates in [false, true] {
            if duplicates {
                sourceKeys[n - 1] = sourceKeys[n - 5]
                targetKeys[n - 2] = targetKeys[n - 4]
            }
            let source = TaggedIdentifierColumn(identifiers: sourceKeys, views: (0..<Int32(n)).map { $0 })
            let (target, _) = Self.shuffledColumn(targetKeys, seed: 11)
            let fast = StringKeyMatcher.match(source: source, sourceRange: 1..<n, target: target, targetRange: 1..<n)
            let exact = StringKeyMatcher.exactMatch(source: source, sourceRange: 1..<n, target: target,
                                                    targetRange: 1..<n)
            #expect(fast.firstSourceDuplicate == exact.firstSourceDuplicate, "duplicates: \(duplicates)")
            #expect(fast.firstTargetDuplicate == exact.firstTargetDuplicate, "duplicates: \(duplicates)")
            #expect((fast.firstSourceDuplicate != nil) == duplicates)
            if !duplicates {
                #expect(fast.sourceToTarget == exact.sourceToTarget)
                #expect(fast.targetToSource == exact.targetToSource)
                #expect(fast.sourceToTarget[n - 1] >= 0 && fast.sourceToTarget[n - 2] >= 0, "the last keys matched")
            }
        }
    }
}
