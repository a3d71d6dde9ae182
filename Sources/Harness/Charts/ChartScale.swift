import Foundation

/// Maps data values to pixels along one axis, linearly or logarithmically, and chooses readable ticks.
package struct ChartScale: Sendable, Equatable {
    package enum Kind: Sendable, Equatable { case linear, logarithmic }

    package let kind: Kind
    /// The data range shown (for log scales, both bounds positive).
    package let lower: Double
    package let upper: Double

    /// A scale covering `values` (non-finite values, and non-positive ones on log scales, are ignored).
    /// Log ranges are padded by 8 % of their span in log space (at least ×1.15); linear ranges are widened to tick multiples. A single value gets a range around it.
    package init(kind: Kind, covering values: [Double]) {
        self.kind = kind
        let usable = values.filter { $0.isFinite && (kind == .linear || $0 > 0) }
        var low = usable.min() ?? 1, high = usable.max() ?? 10
        switch kind {
        case .logarithmic:
            if low == high { low /= 2; high *= 2 }
            // Pad by 8 % of the span (at least ×1.15) on each side so points never sit on the frame.
            let pad = pow(10, max(0.06, 0.08 * (log10(high) - log10(low))))
            low /= pad
            high *= pad
        case .linear:
            if low == high { low -= max(1, low.magnitude * 0.5); high += max(1, high.magnitude * 0.5) }
            let step = ChartScale.niceStep((high - low) / 5)
            low = (low / step).rounded(.down) * step
            high = (high / step).rounded(.up) * step
        }
        lower = low
        upper = high
    }

    /// The position of `value` in [0, 1] along the axis (0 = lower bound).
    package func fraction(_ value: Double) -> Double {
        switch kind {
        case .linear: return (value - lower) / (upper - lower)
        case .logarithmic: return (log10(value) - log10(lower)) / (log10(upper) - log10(lower))
        }
    }

    /// True when `value` can be drawn on this scale.
    package func canShow(_ value: Double) -> Bool { value.isFinite && (kind == .linear || value > 0) }

    /// Tick values: for log scales every decade (with more steps between them the narrower the range, and
    /// thinned when it spans many decades); for linear scales multiples of a 1-2-5 step.
    package var ticks: [Double] {
        switch kind {
        case .logarithmic:
            let first = Int((log10(lower) - 1e-9).rounded(.down)), last = Int((log10(upper) + 1e-9).rounded(.up))
            let span = log10(upper) - log10(lower)
            var values: [Double] = []
            let every = max(1, Int((span / 8).rounded(.up)))
            for exponent in first...last where (exponent - first) % every == 0 {
                let base = pow(10, Double(exponent))
                let multipliers: [Double] = span < 0.7 ? [1, 1.5, 2, 3, 4, 5, 6, 8]
                    : span <= 1.5 ? [1, 2, 3, 5, 7] : span <= 2.5 ? [1, 2, 5] : [1]
                for multiplier in multipliers { values.append(base * multiplier) }
            }
            return values.filter { $0 >= lower * (1 - 1e-9) && $0 <= upper * (1 + 1e-9) }
        case .linear:
            let step = ChartScale.niceStep((upper - lower) / 5)
            var values: [Double] = []
            var value = (lower / step).rounded(.up) * step
            while value <= upper + step * 1e-9, values.count < 50 {
                values.append(abs(value) < step * 1e-9 ? 0 : value)
                value += step
            }
            return values
        }
    }

    /// The smallest of 1, 2, 5 × 10^k that is at least `raw`.
    static func niceStep(_ raw: Double) -> Double {
        guard raw > 0, raw.isFinite else { return 1 }
        let exponent = log10(raw).rounded(.down)
        let base = pow(10, exponent)
        for multiplier in [1.0, 2, 5, 10] where multiplier * base >= raw * (1 - 1e-9) { return multiplier * base }
        return 10 * base
    }

    /// A short tick label: "0.5", "200", "10k", "1M", "10⁻⁶".
    package static func label(_ value: Double) -> String {
        if value == 0 { return "0" }
        let magnitude = value.magnitude
        let exponent = Int(log10(magnitude).rounded(.down))
        if magnitude >= 1e3 && magnitude < 1e9 {
            let (scale, suffix) = magnitude >= 1e6 ? (1e6, "M") : (1e3, "k")
            return compact(value / scale) + suffix
        }
        if magnitude >= 1e-3 && magnitude < 1e3 { return compact(value) }
        let mantissa = value / pow(10, Double(exponent))
        let power = "10" + superscript(exponent)
        return abs(mantissa - 1) < 1e-9 ? power : compact(mantissa) + "·" + power
    }

    private static func compact(_ value: Double) -> String {
        var text = String(format: "%.3g", value)
        if text.contains("e") { text = String(format: "%.3f", value) }
        return text
    }

    private static func superscript(_ exponent: Int) -> String {
        let digits: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]
        let text = String(abs(exponent)).map { digits[Int(String($0)) ?? 0] }
        return (exponent < 0 ? "⁻" : "") + String(text)
    }
}
