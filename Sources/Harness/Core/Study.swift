/// A measurement a family makes besides timing its pairs: accuracy against ground truth, convergence order,
/// scaling with size (e.g. each integrator's maximum error against the closed form at 60, 120 and 240 Hz).
/// Declared in the family's catalog file; `motionbench run` runs the studies of the selected families and
/// the report shows them as tables (and, from `series`, as charts).
package struct Study: Sendable {
    /// Stable identifier, `family.study` ("springs.integrator-error").
    package let id: String
    package let family: KernelFamily
    package let title: String
    /// Computes the study; `quick` asks for a cheaper version of the same measurement.
    package let run: @Sendable (_ quick: Bool) -> StudyResult

    package init(id: String, family: KernelFamily, title: String, run: @escaping @Sendable (Bool) -> StudyResult) {
        self.id = id
        self.family = family
        self.title = title
        self.run = run
    }
}

/// What a study found: a table for people and numeric series for charts.
package struct StudyResult: Hashable, Sendable, Codable {
    package var id: String
    package var family: KernelFamily
    package var title: String
    /// How it was measured and how to read it (markdown).
    package var note: String
    package var columns: [String]
    package var rows: [[String]]
    /// Numeric data behind the table, for charts.
    package var series: [StudySeries]

    package init(id: String, family: KernelFamily, title: String, note: String, columns: [String],
                rows: [[String]], series: [StudySeries] = []) {
        self.id = id
        self.family = family
        self.title = title
        self.note = note
        self.columns = columns
        self.rows = rows
        self.series = series
    }
}

/// One line of a chart: y against x, with axis labels (units included) and whether both axes are
/// logarithmic.
package struct StudySeries: Hashable, Sendable, Codable {
    package var name: String
    package var xLabel: String
    package var yLabel: String
    package var logLog: Bool
    package var x: [Double]
    package var y: [Double]

    package init(name: String, xLabel: String, yLabel: String, logLog: Bool, x: [Double], y: [Double]) {
        self.name = name
        self.xLabel = xLabel
        self.yLabel = yLabel
        self.logLog = logLog
        self.x = x
        self.y = y
    }
}
