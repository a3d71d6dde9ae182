/// What a kernel's best variant measures against its pair's comparison subjects at one size, from medians
/// of the same interleaved run: its ratio to the best comparison, and, when the pair has the same loop in C
/// per instruction set (`c-baseline`, `c-avx2`, `c-avx512`), its ratio to C at the build's instruction set
/// and the headroom to the widest C copy the CPU ran.
package struct YardstickFigures: Hashable, Sendable {
    /// Name of the C comparison compiled for the same instruction set as the Swift code.
    package static let sameISAName = "c-baseline"
    /// Prefix of the C comparison subjects, in order of width.
    package static let cPrefix = "c-"

    /// The fastest comparison subject at the median, and t_comparison / t_variant (above 1: the variant is faster).
    package var bestComparison: String?
    package var versusBestComparison: Double?
    /// t_c-baseline / t_variant: the Swift variant's speed relative to the same loop in C at the same
    /// instruction set (1 = parity).
    package var versusSameISA: Double?
    /// The widest C copy run beyond the baseline (the last `c-` subject), and t_variant / t_widest: how much faster the same loop
    /// runs with the CPU's full vector width (1 = no headroom).
    package var widest: String?
    package var headroom: Double?

    /// The figures of `variant` in `result` (nil fields when the pair has no such comparisons).
    package init(_ result: KernelSizeResult, variant: SubjectTiming?) {
        guard let variant else { return }
        let comparisons = result.timings.filter { $0.role == .comparison }
        let t = variant.nanosecondsPerOperation.median
        if let best = comparisons.min(by: { $0.nanosecondsPerOperation.median < $1.nanosecondsPerOperation.median }) {
            bestComparison = best.name
            versusBestComparison = best.nanosecondsPerOperation.median / t
        }
        if let same = comparisons.first(where: { $0.name == Self.sameISAName }) {
            versusSameISA = same.nanosecondsPerOperation.median / t
        }
        if let wide = comparisons.last(where: { $0.name.hasPrefix(Self.cPrefix) && $0.name != Self.sameISAName }) {
            widest = wide.name
            headroom = t / wide.nanosecondsPerOperation.median
        }
    }
}
