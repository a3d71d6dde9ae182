/// A comparison subject that is timed only up to a size (its cost grows too fast for the largest sizes): above
/// `timedUpTo` a run has no figure for it, so the report says so instead of showing no speedup silently.
package struct ComparisonLimit: Hashable, Sendable, Codable {
    /// The comparison's name, as in the timing tables.
    package var name: String
    /// The largest size at which it is timed.
    package var timedUpTo: Int

    package init(name: String, timedUpTo: Int) {
        self.name = name
        self.timedUpTo = timedUpTo
    }
}
