import Foundation

/// One size of the `hierarchy-diff.scaling` study: the optimized tree diff and list changeset, each beside its
/// floor (every identifier of both inputs hashed once, an output of the result's size written), and the
/// standard library's difference where it was timed. Times are ns per source node or key, one sample per round
/// of the study (round `r` of every size and subject was timed within the same sweep over the sizes).
struct ScalingMeasurement: Sendable {
    var size: Int
    var tree: [Double]
    var treeFloor: [Double]
    var list: [Double]
    var listFloor: [Double]
    var stdlib: [Double]?
}

/// The study's table and fitted slopes, built from its measurements only (so the arithmetic is testable
/// without timing anything).
enum ScalingTable {
    static let columns = [
        "nodes / keys", "tree diff ns / node (IQR)", "× vs 1k", "tree ms / run", "tree floor ns / node",
        "floor × vs 1k", "tree / floor", "list changeset ns / key (IQR)", "× vs 1k", "list ms / run",
        "list floor ns / key", "floor × vs 1k", "list / floor", "stdlib ns / key", "stdlib / ours",
    ]

    /// One row per measurement. Times are medians over the rounds; every ratio (growth "× vs 1k", "/ floor",
    /// "stdlib / ours") is the median over rounds of the ratio within each round, with its min–max, so a
    /// shared host's slow phase, which slows every subject of the sweep it falls in, cancels out of it.
    static func rows(_ measurements: [ScalingMeasurement]) -> [[String]] {
        guard let first = measurements.first else { return [] }
        return measurements.map { m in
            [m.size.formatted()]
                + cells(m.tree, floor: m.treeFloor, first: first.tree, firstFloor: first.treeFloor, size: m.size)
                + cells(m.list, floor: m.listFloor, first: first.list, firstFloor: first.listFloor, size: m.size)
                + [
                    m.stdlib.map { fixed(Distribution($0).median) } ?? "not run (O((n+m)·d))",
                    m.stdlib.map { ratio($0, m.list) } ?? "—",
                ]
        }
    }

    /// One kernel's six cells: median (IQR), growth from the first size, ms per run, its floor, the floor's
    /// growth, and the kernel's ratio to the floor.
    private static func cells(_ kernel: [Double], floor: [Double], first: [Double], firstFloor: [Double],
                              size: Int) -> [String] {
        let times = Distribution(kernel)
        return [
            fixed(times.median) + " [\(fixed(times.p25))–\(fixed(times.p75))]",
            ratio(kernel, first),
            fixed(times.median * Double(size) / 1e6),
            fixed(Distribution(floor).median),
            ratio(floor, firstFloor),
            ratio(kernel, floor),
        ]
    }

    /// The median over rounds of `numerator[r] / denominator[r]` (as many rounds as both have), with the min–max
    /// when they differ.
    static func ratio(_ numerator: [Double], _ denominator: [Double]) -> String {
        let ratios = Distribution(zip(numerator, denominator).map { $0 / $1 })
        guard ratios.count > 0 else { return "—" }
        let median = fixed(ratios.median) + "×"
        return ratios.min == ratios.max ? median : median + " (\(fixed(ratios.min))–\(fixed(ratios.max)))"
    }

    /// The fitted log–log slopes of the four median times against size, as one sentence.
    static func slopeSentence(_ measurements: [ScalingMeasurement]) -> String {
        let x = measurements.map { Double($0.size) }
        func slope(_ y: (ScalingMeasurement) -> [Double]) -> String {
            ScalingStudy.slope(x: x, y: measurements.map { Distribution(y($0)).median }).map(fixed) ?? "—"
        }
        return "Fitted slopes (least squares of log ns/op on log n; 0 = linear total time, 1 = quadratic): "
            + "tree diff \(slope { $0.tree }) (its floor \(slope { $0.treeFloor })), "
            + "list changeset \(slope { $0.list }) (its floor \(slope { $0.listFloor }))."
    }

    static func fixed(_ value: Double) -> String { MarkdownReportWriter.fixed(value) }
}
