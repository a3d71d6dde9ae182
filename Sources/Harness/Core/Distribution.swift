/// A summary of repeated measurements: median, quartiles and extremes.
///
/// Quartiles use linear interpolation between closest ranks (Hyndman & Fan type 7, the default of R and
/// NumPy), so the median of an even count is the mean of the two middle values.
package struct Distribution: Hashable, Sendable, Codable {
    package var median: Double
    package var p25: Double
    package var p75: Double
    package var min: Double
    package var max: Double
    package var count: Int

    /// Summarizes `samples`; an empty list gives NaNs and count 0.
    package init(_ samples: [Double]) {
        let sorted = samples.sorted()
        count = sorted.count
        guard let first = sorted.first, let last = sorted.last else {
            median = .nan; p25 = .nan; p75 = .nan; min = .nan; max = .nan
            return
        }
        min = first
        max = last
        median = Distribution.quantile(sorted, 0.5)
        p25 = Distribution.quantile(sorted, 0.25)
        p75 = Distribution.quantile(sorted, 0.75)
    }

    package init(median: Double, p25: Double, p75: Double, min: Double, max: Double, count: Int) {
        self.median = median; self.p25 = p25; self.p75 = p75; self.min = min; self.max = max; self.count = count
    }

    /// The q-quantile of an ascending, non-empty array (type 7).
    package static func quantile(_ sorted: [Double], _ q: Double) -> Double {
        let position = q * Double(sorted.count - 1)
        let lower = Int(position.rounded(.down))
        let upper = Swift.min(lower + 1, sorted.count - 1)
        let fraction = position - Double(lower)
        return sorted[lower] + (sorted[upper] - sorted[lower]) * fraction
    }

    /// The interquartile range relative to the median, (p75 − p25)/median: the run's noise.
    package var relativeSpread: Double { median > 0 ? (p75 - p25) / median : .nan }
}
