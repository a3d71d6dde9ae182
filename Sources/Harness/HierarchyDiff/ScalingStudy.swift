import Foundation
import HierarchyDiff
import Workloads

/// `hierarchy-diff.scaling`: time per node of the optimized tree diff and time per key of the optimized
/// list changeset (dotted identifier mix) from 1,000 to 1,000,000, each beside its floor, with fitted log–log
/// slopes, and the standard library's `difference(from:).inferringMoves()`
/// on the same lists (up to the size where its O((n + m)·d) cost stays reasonable).
enum ScalingStudy {
    static let sizes = [1_000, 10_000, 100_000, 1_000_000]
    /// The largest list the standard library's difference is timed on (one run under a second).
    static let stdlibLimit = FlatListPairs.stdlibLimit

    static let study = Study(
        id: "hierarchy-diff.scaling", family: .hierarchyDiff,
        title: "Diff time per node, 1,000 to 1,000,000 nodes",
        run: run)

    static func run(quick: Bool) -> StudyResult {
        let rounds = quick ? 5 : 11
        // One sample of every subject of one size per sweep, after a short warm-up (so a size's first run after
        // another size's is not timed); the sweep over the sizes repeats `rounds` times.
        let block = TimingOptions(minimumSampleSeconds: quick ? 0.01 : 0.05, repetitions: 1,
                                  warmUpSeconds: quick ? 0.005 : 0.05)
        let sweeps = sizes.map(SizeSubjects.init)
        var samples = [[String: [Double]]](repeating: [:], count: sweeps.count)
        for _ in 0..<rounds {
            for (index, sweep) in sweeps.enumerated() {
                for timing in InterleavedTimer(options: block).measure(sweep.subjects) {
                    samples[index][timing.name, default: []].append(timing.nanosecondsPerOperation.median)
                }
            }
        }
        let measurements = zip(sizes, samples).compactMap { size, samples -> ScalingMeasurement? in
            guard let tree = samples["tree"], let treeFloor = samples["tree floor"], let list = samples["list"],
                  let listFloor = samples["list floor"], !tree.isEmpty else { return nil }
            return ScalingMeasurement(size: size, tree: tree, treeFloor: treeFloor, list: list, listFloor: listFloor,
                                      stdlib: samples["stdlib"])
        }
        let note = """
            Optimized kernels only (the references are quadratic per sibling list and are timed by the pairs \
            at small sizes). Each size uses the pair workloads of seed 1 (about 10 % of nodes or keys \
            changed), all built before timing. The study sweeps the sizes \(rounds) times; in each sweep every \
            subject of a size is timed once (in rotating order, after a short warm-up), so round r of every \
            size and subject falls within one sweep of a few seconds. Times are medians over the rounds (IQR \
            in brackets), ns per source node or key. Every ratio is taken within each round and summarized as \
            its median over the rounds (min–max in parentheses): a slow phase of a shared host slows every \
            subject of its sweep and cancels out of the ratios, where medians of rows timed one size after \
            another would not. "× vs 1k" is a size's time over the 1,000 time of the same round: the target is \
            within 2× up to 1,000,000. Targets: a 100,000-key list in ≤ 4 ms, a 100,000-node tree in ≤ 10 ms \
            (the ms / run columns). Each kernel's floor (the pairs' floor subject: every identifier of both \
            inputs hashed once and an output of the result's size written, the least any hash-based diff \
            does) is timed in the same rounds: its own "× vs 1k" is how much of the growth the memory \
            hierarchy imposes on reading these heap identifiers at all, and "/ floor" is the kernel's time over \
            it. The standard library's `difference(from:).inferringMoves()` (Myers, O((n+m)·d)) is timed on the \
            same lists up to \(stdlibLimit.formatted()) keys; "stdlib / ours" is its time over the optimized \
            changeset's.
            """
        let identifiers = " Identifiers: the dotted mix (short inline ids, dotted paths, UUID strings; see the "
            + "HierarchyDiff article \"Identifier identity\")."
        let x = measurements.map { Double($0.size) }
        let stdlib = measurements.filter { $0.stdlib != nil }
        func series(_ name: String, _ label: String, _ y: (ScalingMeasurement) -> [Double]) -> StudySeries {
            StudySeries(name: name, xLabel: label, yLabel: "ns / \(label.dropLast())", logLog: true,
                        x: x, y: measurements.map { Distribution(y($0)).median })
        }
        return StudyResult(
            id: "hierarchy-diff.scaling", family: .hierarchyDiff, title: "Diff time per node, 1,000 to 1,000,000 nodes",
            note: note + "\n\n" + ScalingTable.slopeSentence(measurements) + identifiers,
            columns: ScalingTable.columns,
            rows: ScalingTable.rows(measurements),
            series: [
                series("tree diff (hash-lis)", "nodes") { $0.tree },
                series("tree floor", "nodes") { $0.treeFloor },
                series("list changeset (hash-lis)", "keys") { $0.list },
                series("list floor", "keys") { $0.listFloor },
                StudySeries(name: "stdlib difference.inferringMoves", xLabel: "keys", yLabel: "ns / key",
                            logLog: true, x: stdlib.map { Double($0.size) },
                            y: stdlib.compactMap { $0.stdlib.map { Distribution($0).median } }),
            ])
    }

    /// One size's workloads (built once, before any timing) and its subjects: both kernels, their floors and,
    /// up to `stdlibLimit`, the standard library.
    struct SizeSubjects {
        let subjects: TimingSubjects

        init(size: Int) {
            let trees = ScreenPairGenerator.make(seed: 1, size: size, mix: .realistic)
            let lists = FlatListGenerator.make(seed: 1, size: size, mix: .realistic)
            let mergedCount = TreeFloor.mergedCount(trees)
            let changesetCount = FlatListFloor.changesetCount(lists.source, lists.target)
            var subjects = [
                TimingSubject(name: "tree", role: .variant, body: TimedBody {
                    blackHole(try? IdentifierTreeDiff.diff(source: trees.source, target: trees.target))
                }),
                TimingSubject(name: "tree floor", role: .bound, body: TimedBody {
                    blackHole(TreeFloor.floor(trees, outputCount: mergedCount))
                }),
                TimingSubject(name: "list", role: .variant, body: TimedBody {
                    blackHole(try? FlatListDiff.changeset(from: lists.source, to: lists.target))
                }),
                TimingSubject(name: "list floor", role: .bound, body: TimedBody {
                    blackHole(FlatListFloor.floor(lists.source, lists.target, outputCount: changesetCount))
                }),
            ]
            if size <= stdlibLimit {
                subjects.append(TimingSubject(name: "stdlib", role: .comparison, body: TimedBody {
                    blackHole(lists.target.difference(from: lists.source).inferringMoves())
                }))
            }
            self.subjects = TimingSubjects(operationCount: size, subjects: subjects)
        }
    }

    /// Least-squares slope of log y on log x (nil with fewer than two points): the exponent of the per-operation
    /// cost's growth, ns/op ∝ n^slope.
    static func slope(x: [Double], y: [Double]) -> Double? {
        let count = min(x.count, y.count)
        guard count >= 2 else { return nil }
        let lx = x.prefix(count).map { Foundation.log($0) }, ly = y.prefix(count).map { Foundation.log($0) }
        let mx = lx.reduce(0, +) / Double(count), my = ly.reduce(0, +) / Double(count)
        let sxx = lx.reduce(0) { $0 + ($1 - mx) * ($1 - mx) }
        let sxy = zip(lx, ly).reduce(0) { $0 + ($1.0 - mx) * ($1.1 - my) }
        return sxx > 0 ? sxy / sxx : nil
    }
}
