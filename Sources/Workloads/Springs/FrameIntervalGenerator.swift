/// Seeded display-frame intervals, as an engine measures them: a nominal rate with uniform jitter and a
/// periodic hitch (a frame the app stalled for), each interval a multiple of 2⁻³⁰ s (about 1 ns, the
/// resolution of display timestamps) so that every cumulative time is exact in `Double`.
package enum FrameIntervalGenerator {
    /// 2⁻³⁰ s: the resolution every generated interval is rounded to.
    package static let resolution = 0x1p-30

    /// `count` intervals of 1/`rate` s with uniform jitter of ±`jitter` (a fraction), where the first frame
    /// after every `hitchEvery` seconds of elapsed time lasts `hitch` seconds instead.
    package static func intervals(_ random: inout SeededGenerator, count: Int, rate: Double = 120,
                                  jitter: Double = 0.2, hitch: Double = 0.25, hitchEvery: Double = 2) -> [Double] {
        var intervals: [Double] = []
        intervals.reserveCapacity(count)
        var elapsed = 0.0, nextHitch = hitchEvery
        for _ in 0..<count {
            var interval = (1 / rate) * (1 + random.nextDouble(in: -jitter...jitter))
            if elapsed >= nextHitch {
                interval = hitch
                nextHitch += hitchEvery
            }
            interval = quantized(interval)
            intervals.append(interval)
            elapsed += interval
        }
        return intervals
    }

    /// `value` rounded to a multiple of ``resolution``.
    package static func quantized(_ value: Double) -> Double { (value / resolution).rounded() * resolution }

    /// The running sums of `intervals` (exact when every interval is a multiple of ``resolution`` and the sum
    /// stays below 2²³ s).
    package static func cumulativeTimes(_ intervals: [Double]) -> [Double] {
        var total = 0.0
        return intervals.map { total += $0; return total }
    }
}
