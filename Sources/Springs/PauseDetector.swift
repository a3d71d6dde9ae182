/// Detects that a dragging finger has paused, from its recent velocity samples only (no timers): the
/// gesture is paused when the latest speed has dropped by more than 90 % from the fastest speed in the
/// window, and the finger travelled at least `minimumDisplacement` over the window (so a finger that never
/// moved, or jitters in place, is not a "pause").
///
/// Feed one sample per touch event with ``record(velocity:displacement:)``; ``isPaused`` is re-evaluated on
/// every sample. Source: the pause-to-switch-apps gesture of *Designing Fluid Interfaces* (WWDC 2018): "we
/// look at the last few velocity samples … if the velocity dropped significantly, the user paused".
///
/// This is MotionBench's improved detector, a documented variant of the literal article rule
/// ``ArticlePauseDetector``: it compares speeds (so a sign reversal or a speed-up never fires it), against
/// the fastest earlier speed rather than the oldest (a pause after a slow start still fires), needs distance
/// travelled inside the window instead of an offset from the start, has no speed cap, and never divides by
/// zero. The Springs article *Gesture math* lists the cases where the two disagree.
public struct PauseDetector: Sendable {
    /// How many recent samples are kept (N).
    public let windowSize: Int
    /// Speed ratio below which the latest sample counts as a drop (0.1 = dropped by more than 90 %).
    public let dropRatio: Double
    /// Total distance the window must cover.
    public let minimumDisplacement: Double
    private var speeds: [Double] = []
    private var displacements: [Double] = []

    /// The largest window accepted: the detector keeps and scans the whole window on every sample.
    public static let maximumWindowSize = 1000

    /// - Throws: unless 2 ≤ N ≤ ``maximumWindowSize``, 0 < dropRatio < 1 and minimumDisplacement ≥ 0 (finite).
    /// - Complexity: O(1).
    public init(windowSize: Int = 5, dropRatio: Double = 0.1, minimumDisplacement: Double = 10)
        throws(SpringParameterError)
    {
        guard windowSize >= 2, windowSize <= Self.maximumWindowSize else {
            throw .countOutOfRange(name: "windowSize", value: windowSize,
                                   requirement: "between 2 and \(Self.maximumWindowSize)")
        }
        try SpringParameters.requireFinite("dropRatio", dropRatio)
        try SpringParameters.requireFinite("minimumDisplacement", minimumDisplacement)
        guard dropRatio > 0, dropRatio < 1 else {
            throw .outOfRange(name: "dropRatio", value: dropRatio, requirement: "greater than 0 and less than 1")
        }
        guard minimumDisplacement >= 0 else {
            throw .outOfRange(name: "minimumDisplacement", value: minimumDisplacement, requirement: "0 or greater")
        }
        self.windowSize = windowSize
        self.dropRatio = dropRatio
        self.minimumDisplacement = minimumDisplacement
    }

    /// Records one sample: the finger's speed (magnitude of its velocity, units per second) and the
    /// distance it moved since the previous sample. Non-finite values are recorded as 0. Returns ``isPaused``.
    /// - Complexity: O(N) for a window of N samples (the window is rescanned).
    @discardableResult
    public mutating func record(velocity: Double, displacement: Double) -> Bool {
        speeds.append(velocity.isFinite ? velocity.magnitude : 0)
        displacements.append(displacement.isFinite ? displacement.magnitude : 0)
        if speeds.count > windowSize {
            speeds.removeFirst()
            displacements.removeFirst()
        }
        return isPaused
    }

    /// Clears the window (call when a new gesture begins).
    /// - Complexity: O(N).
    public mutating func reset() {
        speeds.removeAll()
        displacements.removeAll()
    }

    /// True when the window is full, the latest speed is below `dropRatio` × the fastest earlier speed in the
    /// window, and the window's total displacement is at least `minimumDisplacement`.
    /// - Complexity: O(N).
    public var isPaused: Bool {
        guard speeds.count == windowSize, let latest = speeds.last else { return false }
        let peak = speeds.dropLast().max() ?? 0
        let travelled = displacements.reduce(0, +)
        return peak > 0 && latest < dropRatio * peak && travelled >= minimumDisplacement
    }
}
