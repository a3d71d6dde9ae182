import Harness
@testable import HierarchyDiff
import Testing

/// The tree diff's matcher along the screens' pre-order (`StringKeyMatcher.matchAlongPreOrder`): identifiers
/// matched on the alignment or through the recent table on the spot, the rest joined. Every answer must be
/// the dictionaries' (`exactMatch`) and a linear scan's first empty and watched identifiers; a target that
/// repeats or holds an empty or watched identifier must hand the work to the full join (nil); and on valid
/// screens it must answer (not hand over), so the fast path is the one the diff takes.
@Suite struct PreOrderKeyMatcherTests {
    typealias Result = StringKeyMatcher.Result

    /// A column over `identifiers` read through shuffled views (position k reads `identifiers[views[k]]`), as
    /// the outlines read the view trees; position 0 is the root.
    static func column(_ keys: [String?], seed: UInt64) -> TaggedIdentifierColumn {
        var random = SeededGenerator(seed: seed)
        var order = Array(1..<max(keys.count, 1))
        order.shuffle(using: &random)
        var stored: [String?] = [keys.first ?? nil]
        stored.append(contentsOf: [String?](repeating: nil, count: order.count))
        var views: [Int32] = [0]
        for (k, slot) in order.enumerated() { stored[slot] = keys[k + 1] }
        for k in 0..<order.count { views.append(Int32(order[k])) }
        return TaggedIdentifierColumn(identifiers: stored, views: views)
    }

    static func exact(_ s: TaggedIdentifierColumn, _ t: TaggedIdentifierColumn) -> Result {
        StringKeyMatcher.exactMatch(source: s, sourceRange: 1..<s.count, target: t, targetRange: 1..<t.count)
    }

    static func firstPosition(of bytes: String, in column: TaggedIdentifierColumn) -> Int? {
        (1..<column.count).first { IdentifierKey.same(column.key(at: $0), bytes) }
    }

    /// The aligned answer equals the dictionaries' counterparts and first source duplicate, and the scan's
    /// first empty and watched identifiers of the source.
    static func expectExact(_ source: [String?], _ target: [String?], watched: [String] = [], mask: UInt64 = ~0,
                            _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation) throws
    {
        let s = column(source, seed: UInt64(source.count)), t = column(target, seed: UInt64(target.count) &+ 7)
        let found = try #require(StringKeyMatcher.matchAlongPreOrder(source: s, target: t, watched: watched,
                                                                     hashMask: mask),
                                 comment, sourceLocation: sourceLocation)
        let exact = exact(s, t)
        #expect(found.firstSourceDuplicate == exact.firstSourceDuplicate, comment, sourceLocation: sourceLocation)
        #expect(found.firstTargetDuplicate == nil && exact.firstTargetDuplicate == nil, comment,
                sourceLocation: sourceLocation)
        if exact.firstSourceDuplicate == nil {
            #expect(found.sourceToTarget == exact.sourceToTarget && found.targetToSource == exact.targetToSource,
                    comment, sourceLocation: sourceLocation)
        }
        #expect(found.firstSourceEmpty == firstPosition(of: "", in: s), comment, sourceLocation: sourceLocation)
        #expect(found.sourceWatched == watched.map { firstPosition(of: $0, in: s) }, comment,
                sourceLocation: sourceLocation)
    }

    /// Tagged identifiers of a view tree in pre-order, the root first (as the outline lists them).
    static func tagged(_ tree: ViewTree) -> [String?] {
        [tree.identifiers[0]] + tree.identifiers.dropFirst().filter { $0 != nil }
    }

    @Test func randomScreensGiveTheExactAnswer() throws {
        for seed in UInt64(1)...30 {
            var random = SeededGenerator(seed: seed &* 7_919)
            let size = random.nextInt(in: 1...20_000)
            for mix in [IdentifierMix.realistic, .short, nil] {
                let pair = ScreenPairGenerator.make(seed: seed, size: size, rate: random.nextDouble(in: 0...0.6), mix: mix)
                let s = Self.tagged(pair.source), t = Self.tagged(pair.target)
                try Self.expectExact(s, t, watched: [s[0], t[0]].compactMap { $0 }, "seed \(seed) \(String(describing: mix))")
            }
        }
    }

    static func keys(_ range: Range<Int>, _ prefix: String = "com.example.screen.row.") -> [String?] {
        range.map { "\(prefix)\($0)" }
    }

    /// Runs longer than the window and the look-ahead inserted, deleted and moved either way, blocks swapped,
    /// the order reversed or unrelated, one side empty: the alignment is lost and found again.
    @Test func shapesThatLeaveTheAlignment() throws {
        let base = Self.keys(0..<600)
        var shapes: [(String, [String?])] = []
        shapes.append(("same", base))
        shapes.append(("inserted run", Array(base[..<100]) + Self.keys(0..<150, "fresh.") + Array(base[100...])))
        shapes.append(("deleted run", Array(base[..<100]) + Array(base[350...])))
        shapes.append(("block moved back", Array(base[..<50]) + Array(base[300..<500]) + Array(base[50..<300])
                           + Array(base[500...])))
        shapes.append(("block moved ahead", Array(base[..<50]) + Array(base[90..<560]) + Array(base[50..<90])
                           + Array(base[560...])))
        shapes.append(("reversed", base.reversed()))
        var shuffled = base
        var random = SeededGenerator(seed: 3)
        shuffled.shuffle(using: &random)
        shapes.append(("unrelated", shuffled))
        shapes.append(("interleaved", zip(base, Self.keys(0..<600, "x.")).flatMap { [$0, $1] }))
        shapes.append(("root only", []))
        for (name, body) in shapes {
            try Self.expectExact([nil] + base, [nil] + body, "\(name)")
            try Self.expectExact([nil] + body, [nil] + base, "\(name), sides swapped")
        }
    }

    /// Source duplicates on and off the alignment, two or three copies, matched or absent from the target:
    /// the first repeat in source order, as the dictionaries find it.
    @Test func sourceDuplicatesAreTheFirstRepeat() throws {
        let base = Self.keys(0..<200)
        for (first, second, third) in [(10, 11, nil), (10, 150, nil), (150, 10, nil), (5, 100, 50), (100, 5, 50),
                                       (50, 100, 5), (0, 199, nil)] as [(Int, Int, Int?)] {
            for copied in [base[first], "absent.from.the.target"] {
                var source = base
                source[first] = copied
                source[second] = copied
                if let third { source[third] = copied }
                for target in [base, base.reversed(), Array(base[100...]) + Array(base[..<100])] {
                    try Self.expectExact([nil] + source, [nil] + target, "copies at \(first), \(second), \(third ?? -1)")
                }
            }
        }
    }

    /// Empty and watched identifiers in the source are found off the alignment; in the target (where the
    /// alignment would hide the source's copy) they hand the work over, as does a target that repeats.
    @Test func noteworthyTargetsHandOver() throws {
        let base = Self.keys(0..<100)
        var source = base
        source[40] = ""
        source[60] = "root.of.target"
        try Self.expectExact([nil] + source, [nil] + base, watched: ["root.of.target"], "in the source only")
        for (k, value) in [(40, ""), (60, "root.of.target")] {
            var both = base
            both[k] = value
            let s = Self.column([nil] + both, seed: 1), t = Self.column([nil] + both, seed: 2)
            #expect(StringKeyMatcher.matchAlongPreOrder(source: s, target: t, watched: ["root.of.target"]) == nil,
                    "\(value.isEmpty ? "empty" : value) on the alignment")
        }
        var repeating = base
        repeating[70] = base[20]
        let s = Self.column([nil] + base, seed: 1), t = Self.column([nil] + repeating, seed: 2)
        #expect(StringKeyMatcher.matchAlongPreOrder(source: s, target: t, watched: []) == nil, "the target repeats")
    }

    /// Hashes narrowed to 2 bits or none against a one-identifier target: joined source identifiers collide
    /// with it, so the join pairs different identifiers (or calls them repeats) and the verification must
    /// hand over (nil) — or the answer must be exact.
    @Test func collisionsNeverGiveAWrongAnswer() throws {
        let base = Self.keys(0..<300)
        for target in [[nil, base[7]], [nil, "fresh.key.absent.from.the.source"]] as [[String?]] {
            for mask: UInt64 in [0, 3] {
                let s = Self.column([nil] + base, seed: 4), t = Self.column(target, seed: 5)
                guard let found = StringKeyMatcher.matchAlongPreOrder(source: s, target: t, watched: [], hashMask: mask)
                else { continue }
                let exact = Self.exact(s, t)
                #expect(found.sourceToTarget == exact.sourceToTarget && found.firstSourceDuplicate == nil,
                        "mask \(mask)")
            }
        }
    }

    /// Same-length identifiers that differ in one byte, at every place the aligned comparison can look
    /// (window, recent table): never matched to each other.
    @Test func nearMissesAreNotMatched() throws {
        let base = (0..<300).map { "com.example.screen.row.\(10_000 + $0).title" } as [String?]
        var target = base
        for k in stride(from: 3, to: 300, by: 7) { target[k] = "com.example.screen.row.\(10_000 + k).titlf" }
        try Self.expectExact([nil] + base, [nil] + target, "last byte changed")
        let small = (0..<300).map { "r\($0)" } as [String?]
        try Self.expectExact([nil] + small, [nil] + small.map { $0.map { $0 + "x" } }, "small strings")
    }
}
