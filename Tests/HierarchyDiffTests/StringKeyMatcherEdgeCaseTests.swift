import Workloads
@testable import HierarchyDiff
import Testing

/// The matcher gives exactly the dictionaries' answer (`StringKeyMatcher.exactMatch`) and a linear scan's
/// first empty and watched identifiers, on seeded random screens, under forced hash collisions and on edge
/// cases: empty lists, one key, every key changed, long shared prefixes, keys differing only in their last
/// byte, and duplicates of either kind (matched or not) on either side.
@Suite struct StringKeyMatcherEdgeCaseTests {
    static func match<Column: IdentifierColumn>(_ source: Column, _ sourceRange: Range<Int>, _ target: Column,
                                                _ targetRange: Range<Int>, watched: [String] = [],
                                                mask: UInt64 = ~0) -> StringKeyMatcher.Result
    {
        StringKeyMatcher.match(source: source, sourceRange: sourceRange, target: target, targetRange: targetRange,
                               watched: watched, hashMask: mask)
    }

    static func match(_ source: [String], _ target: [String], mask: UInt64 = ~0) -> StringKeyMatcher.Result {
        match(StringColumn(keys: source), 0..<source.count, StringColumn(keys: target), 0..<target.count, mask: mask)
    }

    /// The dictionaries' answer for two string lists, whole ranges.
    static func exact(_ source: [String], _ target: [String]) -> StringKeyMatcher.Result {
        StringKeyMatcher.exactMatch(source: StringColumn(keys: source), sourceRange: 0..<source.count,
                                    target: StringColumn(keys: target), targetRange: 0..<target.count)
    }

    /// The first duplicates equal and, when neither side repeats a key, the counterparts too. With a
    /// duplicate the callers reject the input, and under narrowed hashes a key colliding with a claimed one
    /// may be counted a repeat instead of matched (only the first duplicate is verified byte for byte), so
    /// counterparts are compared only without duplicates, or with whole hashes.
    static func same(_ a: StringKeyMatcher.Result, _ b: StringKeyMatcher.Result, mask: UInt64 = ~0) -> Bool {
        let duplicates = b.firstSourceDuplicate != nil || b.firstTargetDuplicate != nil
        return a.firstSourceDuplicate == b.firstSourceDuplicate && a.firstTargetDuplicate == b.firstTargetDuplicate
            && (duplicates && mask != ~0 || (a.sourceToTarget == b.sourceToTarget && a.targetToSource == b.targetToSource))
    }

    /// First position in `range` whose identifier has `bytes`'s UTF-8 bytes (a linear scan, the oracle for
    /// the matcher's sightings).
    static func firstPosition(of bytes: String, in identifiers: [String?], range: Range<Int>) -> Int? {
        range.first { IdentifierKey.same(identifiers[$0] ?? "", bytes) }
    }

    /// Random screen pairs, identifiers as the tree diff reads them (positions 1..., both roots watched), at
    /// whole and 4-bit hashes: the dictionaries' counterparts and duplicates, the scan's empty and watched finds.
    @Test func randomScreensGiveTheExactAnswer() {
        for seed in UInt64(1)...40 {
            var random = SeededGenerator(seed: seed &* 104_729)
            let pair = ScreenPairGenerator.make(seed: seed, size: random.nextInt(in: 1...3_000),
                                                rate: random.nextDouble(in: 0...0.6), mix: .realistic)
            // Tagged identifiers only, as the tree diff matches them (the root first, unmatched).
            let s = [pair.source.identifiers[0]] + pair.source.identifiers.dropFirst().filter { $0 != nil }
            let t = [pair.target.identifiers[0]] + pair.target.identifiers.dropFirst().filter { $0 != nil }
            let source = OptionalStringColumn(keys: s), target = OptionalStringColumn(keys: t)
            let sourceRange = 1..<s.count, targetRange = 1..<t.count
            let watched = [s[0], t[0]].compactMap { $0 }
            let exact = StringKeyMatcher.exactMatch(source: source, sourceRange: sourceRange, target: target,
                                                    targetRange: targetRange)
            for mask: UInt64 in [~0, 15] {
                let found = Self.match(source, sourceRange, target, targetRange, watched: watched, mask: mask)
                #expect(Self.same(found, exact, mask: mask), "seed \(seed), mask \(mask)")
                #expect(exact.firstSourceDuplicate == nil && exact.firstTargetDuplicate == nil, "seed \(seed)")
                #expect(found.firstSourceEmpty == Self.firstPosition(of: "", in: s, range: sourceRange))
                #expect(found.firstTargetEmpty == Self.firstPosition(of: "", in: t, range: targetRange))
                #expect(found.sourceWatched == watched.map { Self.firstPosition(of: $0, in: s, range: sourceRange) })
                #expect(found.targetWatched == watched.map { Self.firstPosition(of: $0, in: t, range: targetRange) })
            }
        }
    }

    /// Every hash equal (mask 0) or nearly (mask 1): duplicates, canonically equal but different bytes,
    /// empty and watched keys are all decided by bytes.
    @Test func forcedCollisionsAreDecidedByBytes() {
        let source = ["a", "b", "\u{e9}", "e\u{301}", "", "b", "a", ""], target = ["x", "e\u{301}", "a", "x", ""]
        let exact = Self.exact(source, target)
        for mask: UInt64 in [~0, 1, 0] {
            let collided = Self.match(StringColumn(keys: source), 0..<source.count, StringColumn(keys: target),
                                      0..<target.count, watched: ["e\u{301}", "zz"], mask: mask)
            #expect(Self.same(collided, exact, mask: mask), "mask \(mask)")
            #expect(collided.firstSourceDuplicate == 5 && collided.firstTargetDuplicate == 3, "mask \(mask)")
            #expect(collided.firstSourceEmpty == 4 && collided.firstTargetEmpty == 4, "mask \(mask)")
            #expect(collided.sourceWatched == [3, nil] && collided.targetWatched == [1, nil], "mask \(mask)")
        }
    }

    /// A duplicate of a matched key and one of an unmatched key: the smaller position is the first duplicate,
    /// whichever kind it is.
    @Test func firstDuplicateIsTheSmallestOfEitherKind() {
        let target = ["t0", "t1", "t2", "t3"]
        let matchedFirst = ["t1", "s1", "t1", "s1"], unmatchedFirst = ["s1", "t1", "s1", "t1"]
        for mask: UInt64 in [~0, 0] {
            for source in [matchedFirst, unmatchedFirst] {
                let found = Self.match(source, target, mask: mask)
                #expect(found.firstSourceDuplicate == 2, "\(source), mask \(mask)")
                #expect(Self.same(found, Self.exact(source, target), mask: mask), "\(source), mask \(mask)")
                #expect(Self.match(target, source, mask: mask).firstTargetDuplicate == 2, "\(source), mask \(mask)")
            }
        }
    }

    /// Empty lists, one key, every key changed, long shared prefixes, keys differing only in their last byte.
    @Test func edgeCasesGiveTheExactAnswer() {
        let prefix = String(repeating: "feed.section.n0.row.", count: 12)
        let longKeys = (0..<300).map { "\(prefix)\($0)" }
        var shuffler = SeededGenerator(seed: 2_024)
        let lastByte = (0..<200).map { "feed.section.n0.row.42.avatar.\($0 / 90)\(Character(UnicodeScalar(UInt8(33 + $0 % 90))))" }
        let cases: [(String, [String], [String])] = [
            ("both empty", [], []), ("empty source", [], ["a", "b"]), ("empty target", ["a", "b"], []),
            ("one key, same", ["only"], ["only"]), ("one key, changed", ["only"], ["other"]),
            ("all changed", (0..<500).map { "s.\($0)" }, (0..<400).map { "t.\($0)" }),
            ("long shared prefix", longKeys, longKeys.reversed().filter { !$0.hasSuffix("7") } + ["\(prefix)x"]),
            ("last byte", lastByte, lastByte.shuffled(using: &shuffler)),
            ("last byte, near misses", lastByte, lastByte.map { String($0.dropLast()) + " " }),
        ]
        for (name, source, target) in cases {
            let exact = Self.exact(source, target)
            for mask: UInt64 in [~0, 7] {
                #expect(Self.same(Self.match(source, target, mask: mask), exact, mask: mask), "\(name), mask \(mask)")
            }
        }
    }

    /// The flat-list changeset names the same duplicate as the reference, source first, then target.
    @Test func duplicatesGiveTheReferenceError() {
        let cases: [([String], [String])] = [
            (["a", "b", "a", "c", "c"], ["c", "x", "x"]), (["a", "b"], ["b", "q", "b", "q"]),
            (["a", "", "b", ""], ["a"]), (["n.1", "n.2"], ["n.2", "n.1", "n.2"]),
        ]
        for (source, target) in cases {
            let reference = Result { () throws(HierarchyDiffError) in
                try ReferenceFlatListDiff.changeset(from: source, to: target)
            }
            let optimized = Result { () throws(HierarchyDiffError) in
                try FlatListDiff.changeset(from: source, to: target)
            }
            #expect(reference == optimized, "\(source) → \(target)")
            #expect(throws: HierarchyDiffError.self) { try FlatListDiff.changeset(from: source, to: target) }
        }
    }
}
