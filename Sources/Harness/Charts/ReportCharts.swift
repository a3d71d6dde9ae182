/// A chart ready to be written beside a report.
package struct RenderedChart: Sendable, Hashable {
    /// File name (no directory), e.g. "springs.closed-form-time.svg".
    package var fileName: String
    /// Alt text and caption.
    package var title: String
    /// What the chart belongs to: a kernel identifier or a study identifier.
    package var owner: String
    package var svg: String
}

/// The charts of a run report, built from its data only, so every kernel and every study with series gets
/// its charts without family-specific code:
/// - per kernel, time per operation against input size (log–log; reference, variants, bounds, comparisons;
///   IQR bars) and, when it has variants, speedup over the reference against size (min–max bars);
/// - per study, one log–log (or linear) chart per distinct pair of axis labels of its series, with the
///   fitted log–log slope of each series in the legend (the convergence order for error against timestep).
package enum ReportCharts {
    package static func charts(for report: RunReport) -> [RenderedChart] {
        var charts: [RenderedChart] = []
        var kernelIDs: [String] = []
        for result in report.results where !kernelIDs.contains(result.id) { kernelIDs.append(result.id) }
        for id in kernelIDs {
            let results = report.results.filter { $0.id == id }.sorted { $0.size < $1.size }
            let time = timeChart(id: id, results: results, repetitions: report.timing.repetitions)
            charts.append(RenderedChart(fileName: fileName(id, "time"), title: time.title, owner: id, svg: time.render()))
            if let speedup = speedupChart(id: id, results: results) {
                charts.append(RenderedChart(fileName: fileName(id, "speedup"), title: speedup.title, owner: id,
                                            svg: speedup.render()))
            }
        }
        for study in report.studies {
            for (index, chart) in studyCharts(study).enumerated() {
                charts.append(RenderedChart(fileName: fileName("study-" + study.id, "\(index + 1)"), title: chart.title,
                                            owner: study.id, svg: chart.render()))
            }
        }
        return charts
    }

    /// Time per operation against size: one series per subject, in report order.
    package static func timeChart(id: String, results: [KernelSizeResult], repetitions: Int) -> LineChart {
        var names: [String] = []
        var roles: [String: SubjectRole] = [:]
        for result in results {
            for timing in result.timings where roles[timing.name] == nil {
                names.append(timing.name)
                roles[timing.name] = timing.role
            }
        }
        var paletteIndex = 0
        let series = names.map { name -> ChartSeries in
            let points = results.compactMap { result -> ChartPoint? in
                guard let timing = result.timings.first(where: { $0.name == name }) else { return nil }
                let d = timing.nanosecondsPerOperation
                return ChartPoint(x: Double(result.size), y: d.median, low: d.p25, high: d.p75)
            }
            let role = roles[name] ?? .variant
            switch role {
            case .reference:
                return ChartSeries(name: name == "reference" ? name : "\(name) (reference)", points: points, color: "#000000")
            case .bound: return ChartSeries(name: "\(name) (machine bound)", points: points, color: "#888888", dash: .dashed)
            case .comparison:
                defer { paletteIndex += 1 }
                return ChartSeries(name: "\(name) (comparison)", points: points,
                                   color: LineChart.palette[paletteIndex % 6], dash: .dotted)
            case .variant:
                defer { paletteIndex += 1 }
                return ChartSeries(name: name, points: points, color: LineChart.palette[paletteIndex % 6])
            }
        }
        let unit = results.first.map { singular($0.operationUnit) } ?? "operation"
        return LineChart(
            title: "\(id): time per operation", xLabel: "input size n", yLabel: "ns per \(unit)",
            xKind: .logarithmic, yKind: .logarithmic, series: series,
            subtitle: "median of \(repetitions) interleaved samples; bars: interquartile range; lower is faster")
    }

    /// Speedup of each variant (and comparison) over the reference against size; nil without any.
    package static func speedupChart(id: String, results: [KernelSizeResult]) -> LineChart? {
        var names: [String] = []
        for result in results {
            for timing in result.timings where timing.speedup != nil && !names.contains(timing.name) {
                names.append(timing.name)
            }
        }
        guard !names.isEmpty else { return nil }
        let series = names.enumerated().map { index, name in
            let points = results.compactMap { result -> ChartPoint? in
                guard let timing = result.timings.first(where: { $0.name == name }), let s = timing.speedup else {
                    return nil
                }
                return ChartPoint(x: Double(result.size), y: s.median, low: s.min, high: s.max)
            }
            let isComparison = results.contains { $0.timings.contains { $0.name == name && $0.role == .comparison } }
            return ChartSeries(name: isComparison ? "\(name) (comparison)" : name, points: points,
                               color: LineChart.palette[index % 6], dash: isComparison ? .dotted : .solid)
        }
        return LineChart(
            title: "\(id): speedup over the reference", xLabel: "input size n",
            yLabel: "speedup over the reference (×)", xKind: .logarithmic, yKind: .logarithmic,
            series: series, referenceLine: (1, "reference = 1×"),
            subtitle: "reference time ÷ variant time, median of per-round ratios; bars: min–max over rounds; higher is faster")
    }

    /// One chart per (x label, y label, log–log) group of the study's series.
    package static func studyCharts(_ study: StudyResult) -> [LineChart] {
        var groups: [(key: String, series: [StudySeries])] = []
        for series in study.series {
            let key = "\(series.xLabel)\u{1F}\(series.yLabel)\u{1F}\(series.logLog)"
            if let index = groups.firstIndex(where: { $0.key == key }) {
                groups[index].series.append(series)
            } else {
                groups.append((key, [series]))
            }
        }
        return groups.enumerated().map { groupIndex, group in
            let first = group.series[0]
            let kind: ChartScale.Kind = first.logLog ? .logarithmic : .linear
            let lines = group.series.enumerated().map { index, s -> ChartSeries in
                var name = s.name
                if s.logLog, let slope = logLogSlope(x: s.x, y: s.y) {
                    name += " (slope \(MarkdownReportWriter.fixed(slope)))"
                }
                let points = zip(s.x, s.y).map { ChartPoint(x: $0.0, y: $0.1) }
                return ChartSeries(name: name, points: points, color: LineChart.palette[index % LineChart.palette.count])
            }
            let title = groups.count > 1 ? "\(study.title) (\(groupIndex + 1)/\(groups.count))" : study.title
            return LineChart(
                title: title, xLabel: first.xLabel, yLabel: first.yLabel, xKind: kind, yKind: kind, series: lines,
                subtitle: first.logLog ? "log–log; slope = least-squares fit of log y on log x (the order p in y ≈ C·xᵖ)" : nil)
        }
    }

    /// "springs.closed-form" + "time" → "springs.closed-form-time.svg", keeping only safe characters.
    static func fileName(_ id: String, _ suffix: String) -> String {
        let safe = String(id.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." || $0 == "_" ? $0 : "-" })
        return "\(safe)-\(suffix).svg"
    }

    /// "samples" → "sample", "spring-steps" → "spring-step" (reports say "ns per sample").
    static func singular(_ unit: String) -> String {
        unit.hasSuffix("s") && unit.count > 1 ? String(unit.dropLast()) : unit
    }
}
