/// The pause rule of *Building Fluid Interfaces* (Nathan Gitter, 2018; its acceleration-pausing demo),
/// transcribed literally: the reference against which ``PauseDetector`` is documented.
///
/// Per touch event, with the finger's velocity v along the drag axis and its (rubber-banded) offset from
/// where the drag began:
/// 1. once paused, nothing changes until ``reset()``;
/// 2. the last seven velocities are kept; until seven were recorded, a sample is only stored;
/// 3. afterwards the oldest is dropped and v appended, then the sample is ignored when |v| > 100 or
///    |offset| < 50;
/// 4. with v₀ the oldest of the seven, the gesture is paused when |v₀ − v| / |v₀| > 0.9, and the window is
///    cleared.
///
/// Consequences of the literal rule (see the Springs article *Gesture math*): a speed-up (v ≥ 1.9·v₀) or a
/// sign reversal also fires it, since only the relative change is measured; v₀ = 0 divides by zero, which
/// fires it (∞ > 0.9) unless v is 0 too (0/0 is NaN, which never fires).
public struct ArticlePauseDetector: Sendable {
    /// Velocities kept (seven in the article).
    public static let numberOfVelocities = 7
    /// Samples faster than this (points per second) are ignored.
    public static let maximumVelocity = 100.0
    /// Samples nearer than this to the drag's start (points) are ignored.
    public static let minimumOffset = 50.0
    /// The share of the oldest velocity that must have been lost.
    public static let lostShare = 0.9

    private var velocities: [Double] = []
    /// Whether the gesture has paused (latched until ``reset()``).
    public private(set) var hasPaused = false

    /// A detector that has seen no event yet.
    /// - Complexity: O(1).
    public init() {}

    /// Tracks one touch event; returns ``hasPaused``.
    /// - Complexity: O(1): a window of seven velocities.
    @discardableResult
    public mutating func track(velocity: Double, offset: Double) -> Bool {
        if hasPaused { return true }
        if velocities.count < Self.numberOfVelocities {
            velocities.append(velocity)
            return false
        } else {
            velocities = Array(velocities.dropFirst())
            velocities.append(velocity)
        }
        if abs(velocity) > Self.maximumVelocity || abs(offset) < Self.minimumOffset { return false }
        guard let firstRecordedVelocity = velocities.first else { return false }
        if abs(firstRecordedVelocity - velocity) / abs(firstRecordedVelocity) > Self.lostShare {
            hasPaused = true
            velocities.removeAll()
        }
        return hasPaused
    }

    /// Starts over (a new gesture began).
    /// - Complexity: O(1).
    public mutating func reset() {
        velocities.removeAll()
        hasPaused = false
    }
}
