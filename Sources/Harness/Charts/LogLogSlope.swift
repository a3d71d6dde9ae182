import Foundation

/// The least-squares slope of log10(y) against log10(x): for an error that behaves like C·hᵖ it estimates the
/// order p (for time against size, the growth exponent). Points with a non-positive or non-finite
/// coordinate are skipped; nil when fewer than two distinct x remain.
///
/// Formula: p = Σ(uᵢ − ū)(vᵢ − v̄) / Σ(uᵢ − ū)², uᵢ = log10 xᵢ, vᵢ = log10 yᵢ (ordinary least squares).
package func logLogSlope(x: [Double], y: [Double]) -> Double? {
    let pairs = zip(x, y).filter { $0.0 > 0 && $0.1 > 0 && $0.0.isFinite && $0.1.isFinite }
        .map { (log10($0.0), log10($0.1)) }
    guard pairs.count >= 2 else { return nil }
    let meanU = pairs.map(\.0).reduce(0, +) / Double(pairs.count)
    let meanV = pairs.map(\.1).reduce(0, +) / Double(pairs.count)
    var numerator = 0.0, denominator = 0.0
    for (u, v) in pairs {
        numerator += (u - meanU) * (v - meanV)
        denominator += (u - meanU) * (u - meanU)
    }
    guard denominator > 0 else { return nil }
    return numerator / denominator
}
