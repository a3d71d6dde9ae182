/// One measured point, optionally with a spread drawn as an error bar from `low` to `high`.
package struct ChartPoint: Sendable, Hashable {
    package var x: Double
    package var y: Double
    package var low: Double?
    package var high: Double?

    package init(x: Double, y: Double, low: Double? = nil, high: Double? = nil) {
        self.x = x
        self.y = y
        self.low = low
        self.high = high
    }
}

/// One line of a chart, drawn in a fixed colour with markers at its points.
package struct ChartSeries: Sendable, Hashable {
    package var name: String
    package var points: [ChartPoint]
    /// A CSS colour; nil picks the next colour of the palette.
    package var color: String?
    package var dash: SVGWriter.Dash

    package init(name: String, points: [ChartPoint], color: String? = nil, dash: SVGWriter.Dash = .solid) {
        self.name = name
        self.points = points
        self.color = color
        self.dash = dash
    }
}

/// A line chart with labelled axes (units in the labels), grid, legend, optional error bars and an
/// optional horizontal reference line, rendered to SVG by ``render()``.
package struct LineChart: Sendable {
    package var title: String
    package var xLabel: String
    package var yLabel: String
    package var xKind: ChartScale.Kind
    package var yKind: ChartScale.Kind
    package var series: [ChartSeries]
    /// A horizontal line across the plot with a label (e.g. speedup 1 = "reference").
    package var referenceLine: (value: Double, label: String)?
    /// A line under the title (how to read the chart).
    package var subtitle: String?

    package init(title: String, xLabel: String, yLabel: String, xKind: ChartScale.Kind, yKind: ChartScale.Kind,
                series: [ChartSeries], referenceLine: (value: Double, label: String)? = nil, subtitle: String? = nil) {
        self.title = title
        self.xLabel = xLabel
        self.yLabel = yLabel
        self.xKind = xKind
        self.yKind = yKind
        self.series = series
        self.referenceLine = referenceLine
        self.subtitle = subtitle
    }

    /// Colour-blind safe palette (Okabe & Ito, "Color Universal Design", 2008), yellow last.
    package static let palette = ["#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7", "#56B4E9", "#000000", "#B8A000"]

    /// The chart as a standalone SVG document.
    package func render() -> String {
        let width = 760.0, left = 84.0, right = 24.0, top = subtitle == nil ? 48.0 : 64.0, plotHeight = 300.0
        let plotWidth = width - left - right, bottom = top + plotHeight
        let columns = 2.0, rowHeight = 20.0
        let rows = (Double(series.count) / columns).rounded(.up)
        let height = bottom + 64 + rows * rowHeight + 8
        var svg = SVGWriter(width: width, height: height)
        svg.title(title)
        svg.text(title, x: width / 2, y: 26, size: 16, anchor: "middle", weight: "bold")
        if let subtitle { svg.text(subtitle, x: width / 2, y: 46, size: 12, anchor: "middle", fill: "#555") }

        var xs: [Double] = [], ys: [Double] = []
        for line in series {
            for point in line.points {
                xs.append(point.x)
                ys.append(point.y)
                if let low = point.low { ys.append(low) }
                if let high = point.high { ys.append(high) }
            }
        }
        if let referenceLine { ys.append(referenceLine.value) }
        let xScale = ChartScale(kind: xKind, covering: xs), yScale = ChartScale(kind: yKind, covering: ys)
        func px(_ x: Double) -> Double { left + xScale.fraction(x) * plotWidth }
        func py(_ y: Double) -> Double { bottom - yScale.fraction(y) * plotHeight }

        // Grid, ticks and tick labels.
        for tick in xScale.ticks {
            svg.line(x1: px(tick), y1: top, x2: px(tick), y2: bottom, stroke: "#e6e6e6")
            svg.line(x1: px(tick), y1: bottom, x2: px(tick), y2: bottom + 5, stroke: "#444")
            svg.text(ChartScale.label(tick), x: px(tick), y: bottom + 19, size: 12, anchor: "middle")
        }
        for tick in yScale.ticks {
            svg.line(x1: left, y1: py(tick), x2: left + plotWidth, y2: py(tick), stroke: "#e6e6e6")
            svg.line(x1: left - 5, y1: py(tick), x2: left, y2: py(tick), stroke: "#444")
            svg.text(ChartScale.label(tick), x: left - 8, y: py(tick) + 4, size: 12, anchor: "end")
        }
        svg.rect(x: left, y: top, width: plotWidth, height: plotHeight, fill: "none", stroke: "#444")
        let xSuffix = xKind == .logarithmic ? " (log scale)" : "", ySuffix = yKind == .logarithmic ? " (log scale)" : ""
        svg.text(xLabel + xSuffix, x: left + plotWidth / 2, y: bottom + 42, size: 13, anchor: "middle")
        svg.text(yLabel + ySuffix, x: 20, y: top + plotHeight / 2, size: 13, anchor: "middle", rotate: -90)

        if let referenceLine, yScale.canShow(referenceLine.value) {
            let y = py(referenceLine.value)
            svg.line(x1: left, y1: y, x2: left + plotWidth, y2: y, stroke: "#000", width: 1.5, dash: .dotted)
            svg.text(referenceLine.label, x: left + plotWidth - 6, y: y - 6, size: 12, anchor: "end", fill: "#000")
        }

        // Series: error bars, line, markers; then the legend.
        for (index, line) in series.enumerated() {
            let color = line.color ?? LineChart.palette[index % LineChart.palette.count]
            let shown = line.points.filter { xScale.canShow($0.x) && yScale.canShow($0.y) }.sorted { $0.x < $1.x }
            for point in shown {
                if let low = point.low, let high = point.high, yScale.canShow(low), yScale.canShow(high) {
                    let x = px(point.x)
                    svg.line(x1: x, y1: py(low), x2: x, y2: py(high), stroke: color, width: 1.5)
                    svg.line(x1: x - 4, y1: py(low), x2: x + 4, y2: py(low), stroke: color, width: 1.5)
                    svg.line(x1: x - 4, y1: py(high), x2: x + 4, y2: py(high), stroke: color, width: 1.5)
                }
            }
            svg.polyline(shown.map { (px($0.x), py($0.y)) }, stroke: color, dash: line.dash)
            for point in shown { svg.circle(cx: px(point.x), cy: py(point.y), r: 3.5, fill: color, stroke: "#fff") }

            let column = Double(index % Int(columns)), row = Double(index / Int(columns))
            let legendX = left + column * plotWidth / columns, legendY = bottom + 66 + row * rowHeight
            svg.line(x1: legendX, y1: legendY - 4, x2: legendX + 26, y2: legendY - 4, stroke: color, width: 2.5,
                     dash: line.dash)
            svg.circle(cx: legendX + 13, cy: legendY - 4, r: 3.5, fill: color, stroke: "#fff")
            let omitted = line.points.count - shown.count
            let note = omitted > 0 ? " (\(omitted) point\(omitted == 1 ? "" : "s") not drawable, e.g. zero on a log axis)" : ""
            svg.text(line.name + note, x: legendX + 34, y: legendY, size: 12)
        }
        return svg.render()
    }
}
