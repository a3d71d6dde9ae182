/// A measurement a family makes besides timing its pairs: accuracy against ground truth, convergence order,
/// scaling with size (e.g. each integrator's maximum error against the closed form at 60, 120 and 240 Hz).
/// Declared in the family's catalog file; `motionbench run` runs the studies of the selected families and
/// the report shows them as tables (and, from `series`, as charts).
public struct Study: Sendable {
    /// Stable identifier, `family.study` ("springs.integrator-error").
    public let id: String
    public let family: KernelFamily
    public let title: String
    /// Computes the study; `quick` asks for a cheaper version of the same measurement.
    public let run: @Sendable (_ quick: Bool) -> StudyResult

    public init(id: String, family: KernelFamily, title: String, run: @escaping @Sendable (Bool) -> StudyResult) {
        self.id = id
        self.family = family
        self.title = title
        self.run = run
    }
}

/// What a study found: a table for people and numeric series for charts.
public struct StudyResult: Hashable, Sendable, Codable {
    public var id: String
    public var family: KernelFamily
    public var title: String
    /// How it was measured and how to read it (markdown).
    public var note: String
    public var columns: [String]
    public var rows: [[String]]
    /// Numeric data behind the table, for charts.
    public var series: [StudySeries]

    public init(id: String, family: KernelFamily, title: String, note: String, columns: [String],
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
public struct StudySeries: Hashable, Sendable, Codable {
    public var name: String
    public var xLabel: String
    public var yLabel: String
    public var logLog: Bool
    public var x: [Double]
    public var y: [Double]

    public init(name: String, xLabel: String, yLabel: String, logLog: Bool, x: [Double], y: [Double]) {
        self.name = name
        self.xLabel = xLabel
        self.yLabel = yLabel
        self.logLog = logLog
        self.x = x
        self.y = y
    }
}
