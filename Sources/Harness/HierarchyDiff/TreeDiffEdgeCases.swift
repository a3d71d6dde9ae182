import Workloads
import HierarchyDiff

/// Named edge cases of `hierarchy-diff.tree`, in notation (see ``ViewTreeNotation``) or built.
package enum TreeDiffEdgeCases {
    /// (name, source, target) in notation.
    package static let notated: [(String, String, String)] = [
        ("worked example: a, b under _, c → c, a, d", "root(a, _(b), c)", "root(c, a, d)"),
        ("both screens empty", "root", "root"),
        ("source empty", "root", "root(a(b), c)"),
        ("target empty", "root(a(b), c)", "root"),
        ("disjoint screens", "root(a(b, c), d)", "root(x(y), z)"),
        ("identical screens", "root(a(b, _(c, d)), e(f))", "root(a(b, _(c, d)), e(f))"),
        ("reversed siblings", "root(a, b, c, d, e, f, g, h)", "root(h, g, f, e, d, c, b, a)"),
        ("two equal-length kept subsequences", "root(a, b, c, d)", "root(c, d, a, b)"),
        ("untagged layers change only", "root(a, b(c, d))", "root(_(a), _(b(_(c), d)))"),
        ("reparent into an added wrapper", "root(a, b, c)", "root(w(a, b), c)"),
        ("removed chain under a shared node", "root(a(x(y(z))), b)", "root(b, a)"),
        ("removed nodes between moved ones", "root(x1, a, x2, b, x3, c)", "root(c, b, a)"),
        ("removed node first, no preceding sibling", "root(x, a, b)", "root(b, a)"),
        ("removed after a sibling that moved away", "root(p, a, x, b)", "root(p(a), b)"),
        ("shared children of a removed node", "root(r(a, b))", "root(a, b)"),
        ("swap across parents", "root(p(a), q(b))", "root(p(b), q(a))"),
        ("parent and child exchange", "root(a(b))", "root(b(a))"),
        ("untagged roots", "_(a, b)", "_(b, a)"),
        ("different root identifiers", "home(a, b)", "detail(b, a, c)"),
        ("duplicate identifier in the source", "root(a, b(a))", "root(a)"),
        ("duplicate identifier in the target", "root(a)", "root(a, _(a))"),
        ("duplicates in both screens (source reported)", "root(a, a)", "root(b, b)"),
        ("root identifier repeated inside its screen", "root(a(root))", "root(a)"),
        ("source root identifier tags a target node", "home(a)", "root(home)"),
        ("target root identifier tags a source node", "root(detail)", "detail(a)"),
    ]

    package static func all() -> [EdgeCase<ScreenPairWorkload>] {
        var cases = notated.map { name, source, target in
            EdgeCase(name, ScreenPairWorkload(source: ViewTreeNotation.literal(source),
                                              target: ViewTreeNotation.literal(target)))
        }
        let random = ScreenPairGenerator.make(seed: 99, size: 300)
        cases.append(EdgeCase("identical random screens (300 nodes)",
                              ScreenPairWorkload(source: random.source, target: random.source)))
        var permuted = ViewTree(rootIdentifier: "root"), list = ViewTree(rootIdentifier: "root")
        var generator = SeededGenerator(seed: 5)
        var order = Array(0..<500)
        generator.shuffle(&order)
        for k in 0..<500 {
            _ = try? list.addNode(identifier: "k\(k)", parent: 0)
            _ = try? permuted.addNode(identifier: "k\(order[k])", parent: 0)
        }
        cases.append(EdgeCase("one flat list of 500, shuffled", ScreenPairWorkload(source: list, target: permuted)))
        cases.append(EdgeCase("chain 20,000 deep, identical",
                              ScreenPairWorkload(source: ViewTreeNotation.chain(depth: 20_000),
                                                 target: ViewTreeNotation.chain(depth: 20_000))))
        cases.append(EdgeCase("chain 20,000 deep, reversed (all reparented)",
                              ScreenPairWorkload(source: ViewTreeNotation.chain(depth: 20_000),
                                                 target: ViewTreeNotation.chain(depth: 20_000, reversed: true))))
        return cases
    }
}

/// Named edge cases of `hierarchy-diff.flat-list`.
package enum FlatListEdgeCases {
    package static let lists: [(String, [String], [String])] = [
        ("both empty", [], []),
        ("source empty", [], ["a", "b"]),
        ("target empty", ["a", "b"], []),
        ("identical", ["a", "b", "c"], ["a", "b", "c"]),
        ("two-key lists: a, b → b, c", ["a", "b"], ["b", "c"]),
        ("swap of two (the earlier target position stays)", ["a", "b"], ["b", "a"]),
        ("reversed", ["a", "b", "c", "d", "e"], ["e", "d", "c", "b", "a"]),
        ("rotation by one", ["a", "b", "c", "d", "e"], ["b", "c", "d", "e", "a"]),
        ("two equal-length kept subsequences", ["a", "b", "c", "d"], ["c", "d", "a", "b"]),
        ("disjoint", ["a", "b"], ["c", "d"]),
        ("deletes, inserts and a move", ["a", "b", "c", "d", "e"], ["x", "d", "a", "c", "y"]),
        ("duplicate key in the source", ["a", "b", "a"], ["a"]),
        ("duplicate key in the target", ["a"], ["b", "b"]),
        ("duplicates in both (source reported)", ["a", "a"], ["b", "b"]),
    ]

    package static func all() -> [EdgeCase<FlatListWorkload>] {
        var cases = lists.map { EdgeCase($0.0, FlatListWorkload(source: $0.1, target: $0.2)) }
        var generator = SeededGenerator(seed: 11)
        var shuffled = (0..<300).map { "k\($0)" }
        generator.shuffle(&shuffled)
        cases.append(EdgeCase("300 keys fully shuffled", FlatListWorkload(source: (0..<300).map { "k\($0)" },
                                                                           target: shuffled)))
        cases += identityLists.map { EdgeCase($0.0, FlatListWorkload(source: $0.1, target: $0.2)) }
        return cases
    }

    /// Keys that Swift's `==` or a normalizing comparison would confuse, distinct by their UTF-8 bytes (the
    /// identity rule): a `==`-based variant disagrees on each.
    package static let identityLists: [(String, [String], [String])] = [
        ("é precomposed → decomposed is a delete and an insert", ["\u{e9}"], ["e\u{301}"]),
        ("é precomposed and decomposed in one list are not duplicates", ["\u{e9}", "e\u{301}"],
         ["e\u{301}", "\u{e9}"]),
        ("Latin a and Cyrillic а are different keys", ["a", "\u{430}", "b"], ["\u{430}", "b", "a"]),
    ]

    /// Integer-keyed edge cases (the generic path).
    package static func integers() -> [EdgeCase<IntegerListWorkload>] {
        [
            EdgeCase("both empty", IntegerListWorkload(source: [], target: [])),
            EdgeCase("reversed", IntegerListWorkload(source: [1, 2, 3, 4, 5], target: [5, 4, 3, 2, 1])),
            EdgeCase("deletes, inserts and a move", IntegerListWorkload(source: [1, 2, 3, 4, 5], target: [9, 4, 1, 3, 8])),
            EdgeCase("duplicate in the source", IntegerListWorkload(source: [1, 2, 1], target: [1])),
            EdgeCase("duplicate in the target", IntegerListWorkload(source: [1], target: [2, 2])),
        ]
    }
}
