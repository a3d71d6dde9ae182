import Foundation
import Testing
@testable import Harness

/// Three rounds of the same time.
private func flat(_ value: Double) -> [Double] { [value, value, value] }

private func measurement(_ size: Int, tree: Double, treeFloor: Double, list: Double, listFloor: Double,
                         stdlib: Double?) -> ScalingMeasurement {
    ScalingMeasurement(size: size, tree: flat(tree), treeFloor: flat(treeFloor), list: flat(list),
                       listFloor: flat(listFloor), stdlib: stdlib.map(flat))
}

@Test func scalingRowsGiveGrowthFloorRatiosAndStdlibPerColumn() {
    let rows = ScalingTable.rows([
        measurement(1_000, tree: 50, treeFloor: 20, list: 30, listFloor: 10, stdlib: 1_200),
        measurement(1_000_000, tree: 200, treeFloor: 40, list: 120, listFloor: 30, stdlib: nil),
    ])
    #expect(rows.count == 2 && rows.allSatisfy { $0.count == ScalingTable.columns.count })
    let large = rows[1]
    func cell(_ column: String, occurrence: Int = 0) -> String {
        let indices = ScalingTable.columns.indices.filter { ScalingTable.columns[$0] == column }
        return large[indices[occurrence]]
    }
    #expect(cell("× vs 1k") == "4.00×", "tree growth: 200 / 50")
    #expect(cell("tree ms / run") == "200", "200 ns × 1,000,000 nodes")
    #expect(cell("floor × vs 1k") == "2.00×", "tree floor growth: 40 / 20")
    #expect(cell("tree / floor") == "5.00×")
    #expect(cell("× vs 1k", occurrence: 1) == "4.00×", "list growth: 120 / 30")
    #expect(cell("floor × vs 1k", occurrence: 1) == "3.00×", "list floor growth: 30 / 10")
    #expect(cell("list / floor") == "4.00×")
    #expect(cell("stdlib ns / key").hasPrefix("not run"))
    #expect(rows[0][ScalingTable.columns.firstIndex(of: "stdlib / ours")!] == "40.0×", "1,200 / 30")
    #expect(ScalingTable.rows([]).isEmpty)
}

@Test func scalingSlopeSentenceFitsEachSeriesApart() {
    let sentence = ScalingTable.slopeSentence([
        measurement(1_000, tree: 10, treeFloor: 5, list: 10, listFloor: 7, stdlib: nil),
        measurement(1_000_000, tree: 1_000, treeFloor: 5, list: 100, listFloor: 7, stdlib: nil),
    ])
    // Per-operation time ∝ n^slope: ×100 over ×1000 in size is slope 2/3; a constant floor is slope 0.
    #expect(sentence.contains("tree diff 0.667 (its floor 0)"), "\(sentence)")
    #expect(sentence.contains("list changeset 0.333 (its floor 0)"), "\(sentence)")
}

@Test func scalingRatiosAreTakenWithinEachRound() {
    // The host slowed the second round of the 1,000 sweep and the third of the 1,000,000 one: within each round
    // the tree grew 3×, 2× and 3× (median 3), where the medians' ratio would say 40 / 20 = 2.
    let small = ScalingMeasurement(size: 1_000, tree: [10, 20, 20], treeFloor: [5, 10, 10], list: [1, 1, 1],
                                   listFloor: [1, 1, 1], stdlib: nil)
    let large = ScalingMeasurement(size: 1_000_000, tree: [30, 40, 60], treeFloor: [10, 20, 20],
                                   list: [2, 2, 2], listFloor: [1, 1, 1], stdlib: nil)
    let row = ScalingTable.rows([small, large])[1]
    #expect(row[ScalingTable.columns.firstIndex(of: "× vs 1k")!] == "3.00× (2.00–3.00)")
    #expect(row[ScalingTable.columns.firstIndex(of: "tree diff ns / node (IQR)")!].hasPrefix("40.0 "))
    #expect(row[ScalingTable.columns.firstIndex(of: "floor × vs 1k")!] == "2.00×")
    #expect(row[ScalingTable.columns.firstIndex(of: "tree / floor")!] == "3.00× (2.00–3.00)", "30/10, 40/20, 60/20")
    #expect(ScalingTable.ratio([], []) == "—")
}
