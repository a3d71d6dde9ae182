import Foundation

/// One size of the `hierarchy-diff.scaling` study: the optimized tree diff and list changeset, each beside its
/// floor (every identifier of both inputs hashed once, an output of the result's size written), and the
/// standard library's difference where it was timed. Times are ns per source node or key.
struct ScalingMeasurement: Sendable {
    var size: Int
    var tree: Distribution
    var treeFloor: Distribution
    var list: Distribution
    var listFloor: Distribution
    var stdlib: Distribution?
}

/// The study's table and fitted slopes, built from its measurements only (so the arithmetic is testable
/// without timing anything).
enum ScalingTable {
    static let columns = [
        "nodes / keys", "tree diff ns / node (IQR)", "× vs 1k", "tree ms / run", "tree floor ns / node",
        "floor × vs 1k", "tree / floor", "list changeset ns / key (IQR)", "× vs 1k", "list ms / run",
        "list floor ns / key", "floor × vs 1k", "list / floor", "stdlib ns / key", "stdlib / ours",
    ]

    /// One row per measurement; growth ("× vs 1k") is each median over the first measurement's median.
    static func rows(_ measurements: [ScalingMeasurement]) -> [[String]] {
        guard let first = measurements.first else { return [] }
        return measurements.map { m in
            [m.size.formatted()]
                + cells(m.tree, floor: m.treeFloor, first: first.tree, firstFloor: first.treeFloor, size: m.size)
                + cells(m.list, floor: m.listFloor, first: first.list, firstFloor: first.listFloor, size: m.size)
                + [
                    m.stdlib.map { fixed($0.median) } ?? "not run (O((n+m)·d))",
                    m.stdlib.map { fixed($0.median / m.list.median) + "×" } ?? "—",
                ]
        }
    }

    /// One kernel's six cells: median (IQR), growth from the first size, ms per run, its floor, the floor's
    /// growth, and the kernel's ratio to the floor.
    private static func cells(_ kernel: Distribution, floor: Distribution, first: Distribution,
                              firstFloor: Distribution, size: Int) -> [String] {
        [
            fixed(kernel.median) + " [\(fixed(kernel.p25))–\(fixed(kernel.p75))]",
            fixed(kernel.median / first.median) + "×",
            fixed(kernel.median * Double(size) / 1e6),
            fixed(floor.median),
            fixed(floor.median / firstFloor.median) + "×",
            fixed(kernel.median / floor.median) + "×",
        ]
    }

    /// The fitted log–log slopes of the four medians against size, as one sentence.
    static func slopeSentence(_ measurements: [ScalingMeasurement]) -> String {
        let x = measurements.map { Double($0.size) }
        func slope(_ y: (ScalingMeasurement) -> Double) -> String {
            ScalingStudy.slope(x: x, y: measurements.map(y)).map(fixed) ?? "—"
        }
        return "Fitted slopes (least squares of log ns/op on log n; 0 = linear total time, 1 = quadratic): "
            + "tree diff \(slope { $0.tree.median }) (its floor \(slope { $0.treeFloor.median })), "
            + "list changeset \(slope { $0.list.median }) (its floor \(slope { $0.listFloor.median }))."
    }

    static func fixed(_ value: Double) -> String { MarkdownReportWriter.fixed(value) }
}
