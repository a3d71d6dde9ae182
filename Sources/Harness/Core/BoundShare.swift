/// A subject's share of its pair's binding bound, and whether that bound is a real limit for it.
///
/// Roofline (Williams, Waterman, Patterson 2009): a kernel must pay for all of its memory traffic and all of
/// its arithmetic, so with several bounds the binding one is the slowest. share = t_bound / t_subject (the
/// bound at its best sample, the subject at its median: ``InterleavedTimer/bindingBoundTime(roles:samples:)``); a share
/// above ``bindingLimit`` means the subject ran faster than the probe said the machine can, so the probe is
/// too slow to be a limit: the row is flagged "bound not binding (probe too slow)", never shown as a success.
package struct BoundShare: Hashable, Sendable {
    /// Shares up to 105 % are timing noise around a binding bound; above it the bound is not binding.
    package static let bindingLimit = 1.05

    /// t_bound / t_subject: the binding bound's best time over the subject's median.
    package let share: Double
    /// False when `share > bindingLimit` (or not finite).
    package let binding: Bool

    /// The share of a subject (variants, the reference and comparisons have one; bounds do not), or nil when
    /// the pair has no bound.
    package init?(boundTime: Double?, subjectMedian: Double, role: SubjectRole) {
        guard let boundTime, role != .bound else { return nil }
        share = boundTime / subjectMedian
        binding = share.isFinite && share <= Self.bindingLimit
    }
}
