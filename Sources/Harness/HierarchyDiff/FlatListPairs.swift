import HierarchyDiff
import Workloads

/// The keyed-list changeset pairs, one kernel (`FlatList`: `ReferenceFlatListDiff` against `FlatListDiff`) on
/// four workloads: `hierarchy-diff.flat-list` (the realistic dotted identifier mix),
/// `hierarchy-diff.flat-list-two-threads` (the same lists, `FlatListDiff.changesetOnTwoThreads` beside the
/// one-thread variant), `hierarchy-diff.flat-list-short-keys` (the original `k<n>` keys) and
/// `hierarchy-diff.flat-list-int` (integer keys through the generic `Hashable` entry point), with the standard
/// library's `difference(from:).inferringMoves()` timed beside them for scale. Floors: `FlatListFloor`.
package enum FlatListPairs {
    package typealias Output = Result<KeyedChangeset, HierarchyDiffError>

    /// The largest list the O(n·m) reference is timed on (its LCS table at 10,000 keys would exceed its
    /// 50-million-cell limit).
    static let referenceLimit = 1_000
    /// The largest list the standard library's O((n + m)·d) difference is timed on: one run stays under a
    /// second up to 10,000 keys (about 18 s at 100,000). Above it no slower subject is timed, so the row
    /// carries no speedup and its note says "reference not timed above 1000; no speedup baseline timed".
    static let stdlibLimit = 10_000

    /// The realistic mix: `hierarchy-diff.flat-list`.
    package static let pair = make(id: "hierarchy-diff.flat-list", mix: .realistic)
    /// The original short keys: `hierarchy-diff.flat-list-short-keys`.
    package static let shortKeysPair = make(id: "hierarchy-diff.flat-list-short-keys", mix: .short)

    static let justification = "A changeset is discrete: deletes, inserts and moves must be identical (or the "
        + "same error); the tie-break of the moved rule makes the answer unique."
    static let complexity = Complexity(reference: "O(n·m) (LCS table)", variants: "O(n log n) (hash matching + LIS)",
                                       kind: .algorithmic)

    static func make(id: String, mix: IdentifierMix) -> KernelPair<FlatListWorkload, Output> {
        make(id: id,
             summary: "Changeset (deletes, inserts, minimal moves) of two lists of unique string keys, ~10 % "
                + "changed; key mix: \(mix.rawValue)"
                + (mix == .realistic ? " (20 % short inline ids, 60 % 26–36-byte dotted paths with shared "
                    + "prefixes, 20 % 36-byte UUID strings, 1 in 16 canonically equivalent or confusable)" : " (`k<n>`)")
                + "; size = keys. The reference is O(n²) (an n² LCS table) and is timed up to "
                + "\(referenceLimit.formatted()) keys; the floor hashes every key of both lists once and writes "
                + "an array of the changeset's size (the variant hashes only the target and the keys off the lists' "
                + "shared order, comparing the rest byte for byte: the floor bounds its memory traffic, every key's "
                + "bytes read once, but overstates its hashing).",
             makeWorkload: { seed, size in FlatListGenerator.make(seed: seed, size: size, mix: mix) },
             edgeCases: edgeCases,
             floor: .bound("floor: hash ids + write output", kind: .floor, prepare: { workload in
                 let outputCount = FlatListFloor.changesetCount(workload.source, workload.target)
                 return TimedBody {
                     blackHole(FlatListFloor.floor(workload.source, workload.target, outputCount: outputCount))
                 }
             }),
             quickSizes: [1_000, 10_000, 100_000])
    }

    /// The realistic mix with the aligned pass on two threads: `hierarchy-diff.flat-list-two-threads`, the
    /// two-thread variant `hash-lis-2t` timed beside the one-thread `hash-lis` in the same rounds (so their ratio
    /// is one process's, on the same lists). `hash-lis-2t`'s checks split every list (`minimumKeys: 2`), so the
    /// split is checked against the reference at every check size; its timed runs use the entry point's own
    /// threshold (`FlatListDiff.twoThreadMinimum`), as callers do. The floor hashes the two lists on two
    /// threads from that threshold on (a bound for both variants: a one-thread kernel is bounded by it too).
    package static let twoThreadPair = make(
        id: "hierarchy-diff.flat-list-two-threads",
        summary: "`hierarchy-diff.flat-list` (dotted mix) with the pass along the lists' shared order split "
            + "across two threads from \(FlatListDiff.twoThreadMinimum.formatted()) source keys on "
            + "(`FlatListDiff.changesetOnTwoThreads`, `hash-lis-2t`), timed beside the one-thread `hash-lis`; "
            + "size = keys. The reference is timed up to \(referenceLimit.formatted()) keys; from the same "
            + "threshold on the floor hashes the source on one thread and the target on another, and writes an "
            + "array of the changeset's size.",
        variants: [
            KernelImplementation(
                name: "hash-lis-2t",
                compute: { workload in
                    Result { () throws(HierarchyDiffError) in
                        try FlatListDiff.changesetOnTwoThreads(from: workload.source, to: workload.target,
                                                               minimumKeys: 2)
                    }
                },
                prepare: { workload in
                    TimedBody {
                        blackHole(try? FlatListDiff.changesetOnTwoThreads(from: workload.source, to: workload.target))
                    }
                }),
            hashLIS(),
        ],
        makeWorkload: { seed, size in FlatListGenerator.make(seed: seed, size: size, mix: .realistic) },
        edgeCases: edgeCases,
        floor: .bound("floor: hash ids (2 threads) + write output", kind: .floor, prepare: { workload in
            let outputCount = FlatListFloor.changesetCount(workload.source, workload.target)
            let threads = workload.source.count >= FlatListDiff.twoThreadMinimum ? 2 : 1
            return TimedBody {
                blackHole(FlatListFloor.floor(workload.source, workload.target, outputCount: outputCount,
                                              threads: threads))
            }
        }),
        quickSizes: [1_000, 100_000])

    /// `hierarchy-diff.flat-list-int`: the generic entry point with `Int` keys.
    package static let integerPair = make(
        id: "hierarchy-diff.flat-list-int",
        summary: "Changeset of two lists of unique integer keys (random-looking 64-bit ids), ~10 % changed; "
            + "size = keys; the generic `Hashable` entry point (`Dictionary`), specialized for `Int`. The "
            + "reference is timed up to \(referenceLimit.formatted()) keys.",
        makeWorkload: { seed, size in FlatListGenerator.makeIntegers(seed: seed, size: size) },
        edgeCases: integerEdgeCases, floor: nil, quickSizes: [1_000, 100_000])

    /// The one-thread variant, `hash-lis`: `FlatListDiff.changeset(from:to:)`.
    static func hashLIS<Workload: KeyedListPairWorkload>() -> KernelImplementation<Workload, Output> {
        KernelImplementation(name: "hash-lis", compute: { workload in
            Result { () throws(HierarchyDiffError) in
                try FlatListDiff.changeset(from: workload.source, to: workload.target)
            }
        })
    }

    /// One list pair over any key type: reference, the variants (`hash-lis` unless given), the optional floor
    /// and the standard library's difference (timed up to ``stdlibLimit``).
    static func make<Workload: KeyedListPairWorkload>(
        id: String, summary: String, variants: [KernelImplementation<Workload, Output>]? = nil,
        makeWorkload: @escaping @Sendable (UInt64, Int) -> Workload,
        edgeCases: @escaping @Sendable () -> [EdgeCase<Workload>], floor: TimedOnlySubject<Workload>?,
        quickSizes: [Int]
    ) -> KernelPair<Workload, Output> {
        KernelPair<Workload, Output>(
            id: id,
            family: .hierarchyDiff,
            summary: summary,
            operationUnit: "keys",
            makeWorkload: makeWorkload,
            edgeCases: edgeCases,
            operationCount: { $0.source.count },
            reference: KernelImplementation(name: "reference", compute: { workload in
                Result { () throws(HierarchyDiffError) in
                    try ReferenceFlatListDiff.changeset(from: workload.source, to: workload.target)
                }
            }),
            variants: variants ?? [hashLIS()],
            timedOnly: (floor.map { [$0] } ?? []) + [
                .comparison("stdlib difference.inferringMoves", timedUpTo: stdlibLimit, prepare: { workload in
                    TimedBody { blackHole(workload.target.difference(from: workload.source).inferringMoves()) }
                }),
            ],
            agreement: .exact(justification: justification),
            complexity: complexity,
            checkSizes: [0, 1, 2, 7, 30, 200, 800],
            runSizes: [1_000, 10_000, 100_000, 1_000_000],
            quickSizes: quickSizes,
            referenceTimedUpTo: referenceLimit)
    }

    /// Named edge cases of the string-keyed pairs, (name, source, target), also vectors of the conformance
    /// corpus.
    package static let edgeCaseLists: [(String, [String], [String])] = [
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

    /// The edge cases every check of the string-keyed pairs runs: the named lists, 300 keys fully shuffled,
    /// and the identity lists.
    package static func edgeCases() -> [EdgeCase<FlatListWorkload>] {
        var cases = edgeCaseLists.map { EdgeCase($0.0, FlatListWorkload(source: $0.1, target: $0.2)) }
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

    /// The edge cases of `hierarchy-diff.flat-list-int` (the generic path).
    package static func integerEdgeCases() -> [EdgeCase<IntegerListWorkload>] {
        [
            EdgeCase("both empty", IntegerListWorkload(source: [], target: [])),
            EdgeCase("reversed", IntegerListWorkload(source: [1, 2, 3, 4, 5], target: [5, 4, 3, 2, 1])),
            EdgeCase("deletes, inserts and a move", IntegerListWorkload(source: [1, 2, 3, 4, 5], target: [9, 4, 1, 3, 8])),
            EdgeCase("duplicate in the source", IntegerListWorkload(source: [1, 2, 1], target: [1])),
            EdgeCase("duplicate in the target", IntegerListWorkload(source: [1], target: [2, 2])),
        ]
    }
}
