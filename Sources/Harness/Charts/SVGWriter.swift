import Foundation

/// A minimal SVG 1.1 writer: the few elements charts need, with attribute and text escaping and
/// coordinates rounded to 0.1 px. Produces a standalone document any browser or image viewer shows.
package struct SVGWriter {
    package let width: Double
    package let height: Double
    private var body: [String] = []

    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Stroke style of lines.
    package enum Dash: Sendable { case solid, dashed, dotted }

    package mutating func rect(x: Double, y: Double, width: Double, height: Double, fill: String,
                              stroke: String? = nil) {
        var element = "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"\(fill)\""
        if let stroke { element += " stroke=\"\(stroke)\"" }
        body.append(element + "/>")
    }

    package mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, stroke: String,
                              width: Double = 1, dash: Dash = .solid) {
        body.append("<line x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" stroke=\"\(stroke)\" "
                    + "stroke-width=\"\(n(width))\"\(dashAttribute(dash))/>")
    }

    package mutating func polyline(_ points: [(Double, Double)], stroke: String, width: Double = 2,
                                  dash: Dash = .solid) {
        guard points.count > 1 else { return }
        let list = points.map { "\(n($0.0)),\(n($0.1))" }.joined(separator: " ")
        body.append("<polyline points=\"\(list)\" fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"\(n(width))\" "
                    + "stroke-linejoin=\"round\"\(dashAttribute(dash))/>")
    }

    package mutating func circle(cx: Double, cy: Double, r: Double, fill: String, stroke: String? = nil) {
        var element = "<circle cx=\"\(n(cx))\" cy=\"\(n(cy))\" r=\"\(n(r))\" fill=\"\(fill)\""
        if let stroke { element += " stroke=\"\(stroke)\"" }
        body.append(element + "/>")
    }

    /// Text anchored at (x, y): `anchor` is start, middle or end; `rotate` turns it about its anchor.
    package mutating func text(_ content: String, x: Double, y: Double, size: Double = 12, anchor: String = "start",
                              weight: String = "normal", fill: String = "#222", rotate: Double? = nil) {
        var element = "<text x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"\(n(size))\" text-anchor=\"\(anchor)\""
        if weight != "normal" { element += " font-weight=\"\(weight)\"" }
        element += " fill=\"\(fill)\""
        if let rotate { element += " transform=\"rotate(\(n(rotate)) \(n(x)) \(n(y)))\"" }
        body.append(element + ">\(SVGWriter.escape(content))</text>")
    }

    /// A tooltip-free comment-like title for accessibility (`<title>` of the document).
    package mutating func title(_ content: String) {
        body.insert("<title>\(SVGWriter.escape(content))</title>", at: 0)
    }

    /// The finished document.
    package func render() -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
        out += "viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\">\n"
        out += "<rect x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#ffffff\"/>\n"
        for element in body { out += element + "\n" }
        return out + "</svg>\n"
    }

    /// Escapes the five XML special characters.
    package static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.append(character)
            }
        }
        return out
    }

    private func dashAttribute(_ dash: Dash) -> String {
        switch dash {
        case .solid: return ""
        case .dashed: return " stroke-dasharray=\"7 4\""
        case .dotted: return " stroke-dasharray=\"2 3\""
        }
    }

    /// A coordinate with at most one decimal.
    private func n(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.1f", rounded)
    }
}
