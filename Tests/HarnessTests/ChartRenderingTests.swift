import Foundation
import Testing
@testable import Harness

@Test func logLogSlopeRecoversTheOrder() throws {
    let h = [0.1, 0.05, 0.025, 0.0125]
    let slope = try #require(logLogSlope(x: h, y: h.map { 3 * $0 * $0 }))
    #expect(abs(slope - 2) < 1e-12)
    #expect(logLogSlope(x: [1], y: [1]) == nil)
    #expect(logLogSlope(x: [1, 1], y: [1, 2]) == nil)
    // Zeros cannot be on a log axis: they are skipped, not allowed to produce NaN.
    let withZero = try #require(logLogSlope(x: [1, 10, 100, 1000], y: [0, 10, 100, 1000]))
    #expect(abs(withZero - 1) < 1e-12)
}

@Test func logScaleTicksAreReadable() {
    let wide = ChartScale(kind: .logarithmic, covering: [100, 1_000_000])
    #expect(wide.ticks.contains(1000) && wide.ticks.contains(100_000))
    #expect(wide.ticks.allSatisfy { $0 >= wide.lower && $0 <= wide.upper })
    #expect(wide.fraction(wide.lower) == 0 && abs(wide.fraction(wide.upper) - 1) < 1e-12)
    let narrow = ChartScale(kind: .logarithmic, covering: [3, 9])
    #expect(narrow.ticks.contains(5))
    #expect(ChartScale.label(10_000) == "10k")
    #expect(ChartScale.label(1e-6) == "10⁻⁶")
    #expect(ChartScale.label(0.5) == "0.5")
    let linear = ChartScale(kind: .linear, covering: [0.3, 9.2])
    #expect(linear.lower <= 0.3 && linear.upper >= 9.2)
    #expect(linear.ticks.count >= 3)
}

@Test func svgEscapesText() {
    var svg = SVGWriter(width: 100, height: 50)
    svg.text("a < b & \"c\"", x: 1, y: 2)
    let text = svg.render()
    #expect(text.contains("a &lt; b &amp; &quot;c&quot;"))
    #expect(text.hasPrefix("<?xml") && text.hasSuffix("</svg>\n"))
}

@Test func reportChartsCoverKernelsAndStudies() throws {
    let charts = ReportCharts.charts(for: ReportFixtures.report())
    #expect(charts.map(\.fileName) == ["fake.kernel-time.svg", "fake.kernel-speedup.svg", "study-fake.error-1.svg"])
    let time = charts[0].svg
    for expected in ["ns per sample", "input size n (log scale)", "reference", "fast", "memcpy (machine bound)", "stroke-dasharray"] {
        #expect(time.contains(expected), "time chart lacks \(expected)")
    }
    let speedup = charts[1].svg
    #expect(speedup.contains("speedup over the reference (×)") && speedup.contains("reference = 1×"))
    #expect(!speedup.contains("memcpy"), "bounds have no speedup")
    let study = charts[2].svg
    #expect(study.contains("euler (slope 1.00)") && study.contains("midpoint (slope 2.00)"))
    #expect(study.contains("timestep h (s)") && study.contains("max error"))
}

@Test func studySeriesWithDifferentAxesGetSeparateCharts() {
    let study = StudyResult(id: "x.y", family: .springs, title: "T", note: "", columns: [], rows: [], series: [
        StudySeries(name: "a", xLabel: "h (s)", yLabel: "error", logLog: true, x: [1, 2], y: [1, 4]),
        StudySeries(name: "b", xLabel: "n", yLabel: "time (ns)", logLog: false, x: [1, 2], y: [3, 4]),
    ])
    let charts = ReportCharts.studyCharts(study)
    #expect(charts.count == 2)
    #expect(charts[1].xKind == .linear)
}

@Test func kernelWithoutVariantsHasNoSpeedupChart() {
    var report = ReportFixtures.report()
    report.studies = []
    for index in report.results.indices { report.results[index].timings.removeAll { $0.role != .reference } }
    #expect(ReportCharts.charts(for: report).map(\.fileName) == ["fake.kernel-time.svg"])
}
