import Foundation
import HierarchyDiff

/// `hierarchy-diff.scaling`: time per node of the optimized tree diff and time per key of the optimized
/// list changeset (dotted identifier mix) from 1,000 to 1,000,000, with fitted log–log slopes, beside the
/// standard library's `difference(from:).inferringMoves()`
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
        let options = TimingOptions(minimumSampleSeconds: quick ? 0.01 : 0.05, repetitions: quick ? 5 : 11,
                                    warmUpSeconds: quick ? 0.005 : 0.05)
        var rows: [[String]] = []
        var treeSeries: [Double] = [], listSeries: [Double] = [], stdlibSeries: [Double] = []
        var stdlibSizes: [Double] = []
        for size in sizes {
            let trees = ScreenPairGenerator.make(seed: 1, size: size, mix: .realistic)
            let lists = FlatListGenerator.make(seed: 1, size: size, mix: .realistic)
            var subjects = [
                TimingSubject(name: "tree", role: .variant, body: TimedBody {
                    blackHole(try? IdentifierTreeDiff.diff(source: trees.source, target: trees.target))
                }),
                TimingSubject(name: "list", role: .variant, body: TimedBody {
                    blackHole(try? FlatListDiff.changeset(from: lists.source, to: lists.target))
                }),
            ]
            if size <= stdlibLimit {
                subjects.append(TimingSubject(name: "stdlib", role: .comparison, body: TimedBody {
                    blackHole(lists.target.difference(from: lists.source).inferringMoves())
                }))
            }
            let timings = InterleavedTimer(options: options).measure(
                TimingSubjects(operationCount: size, subjects: subjects))
            func median(_ name: String) -> Distribution? {
                timings.first { $0.name == name }?.nanosecondsPerOperation
            }
            guard let tree = median("tree"), let list = median("list") else { continue }
            treeSeries.append(tree.median)
            listSeries.append(list.median)
            let stdlib = median("stdlib")
            if let stdlib {
                stdlibSeries.append(stdlib.median)
                stdlibSizes.append(Double(size))
            }
            let treeRatio = tree.median / (treeSeries.first ?? tree.median)
            let listRatio = list.median / (listSeries.first ?? list.median)
            rows.append([
                size.formatted(), fixed(tree.median) + " [\(fixed(tree.p25))–\(fixed(tree.p75))]",
                fixed(treeRatio) + "×", fixed(tree.median * Double(size) / 1e6),
                fixed(list.median) + " [\(fixed(list.p25))–\(fixed(list.p75))]", fixed(listRatio) + "×",
                fixed(list.median * Double(size) / 1e6),
                stdlib.map { fixed($0.median) } ?? "not run (O((n+m)·d))",
                stdlib.map { fixed($0.median / list.median) + "×" } ?? "—",
            ])
        }
        let note = """
            Optimized kernels only (the references are quadratic per sibling list and are timed by the pairs \
            at small sizes). Each size uses the pair workloads of seed 1 (about 10 % of nodes or keys \
            changed); times are medians over \(options.repetitions) interleaved samples (IQR in brackets), \
            ns per source node or key. "× vs 1k" is the median divided by the 1,000-node median: the target is \
            within 2× up to 1,000,000. Targets: a 100,000-key list in ≤ 4 ms, a 100,000-node tree in ≤ 10 ms \
            (the ms / run columns). The standard library's `difference(from:).inferringMoves()` (Myers, \
            O((n+m)·d)) is timed on the same lists up to \(stdlibLimit.formatted()) keys; "stdlib / ours" is \
            its time over the optimized changeset's.
            """
        let x = sizes.prefix(treeSeries.count).map(Double.init)
        let treeSlope = Self.slope(x: x, y: treeSeries), listSlope = Self.slope(x: x, y: listSeries)
        let fitted = "\n\nFitted slopes (least squares of log ns/op on log n; 0 = linear total time, 1 = quadratic): "
            + "tree diff \(treeSlope.map(fixed) ?? "—"), list changeset \(listSlope.map(fixed) ?? "—"). Identifiers: the "
            + "dotted mix (short inline ids, dotted paths, UUID strings; see the HierarchyDiff article "
            + "\"Identifier identity\")."
        return StudyResult(
            id: "hierarchy-diff.scaling", family: .hierarchyDiff, title: "Diff time per node, 1,000 to 1,000,000 nodes",
            note: note + fitted,
            columns: ["nodes / keys", "tree diff ns / node (IQR)", "× vs 1k", "tree ms / run",
                      "list changeset ns / key (IQR)", "× vs 1k", "list ms / run", "stdlib ns / key",
                      "stdlib / ours"],
            rows: rows,
            series: [
                StudySeries(name: "tree diff (hash-lis)", xLabel: "nodes", yLabel: "ns / node", logLog: true,
                            x: x, y: treeSeries),
                StudySeries(name: "list changeset (hash-lis)", xLabel: "keys", yLabel: "ns / key", logLog: true,
                            x: x, y: listSeries),
                StudySeries(name: "stdlib difference.inferringMoves", xLabel: "keys", yLabel: "ns / key",
                            logLog: true, x: stdlibSizes, y: stdlibSeries),
            ])
    }

    static func fixed(_ value: Double) -> String { MarkdownReportWriter.fixed(value) }

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
