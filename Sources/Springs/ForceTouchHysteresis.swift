/// A force press with hysteresis, as a three-state machine over normalized force (0…1), so that noise around
/// a single threshold can never make an action flicker:
///
///     idle ──force ≥ activate (0.5)──▶ activated ──force < confirm (0.49)──▶ confirmed
///      ▲                                   │                                   │
///      └──────────── force < reset (0.4) ──┴───────────────────────────────────┘
///
/// - `activated`: the press crossed 0.5 (show the preview, play the haptic);
/// - `confirmed`: the force eased off just below its activation level (0.49): the press was deliberate and
///   released, commit the action once;
/// - back to `idle` only below 0.4, so a hand hovering around 0.5 cannot fire again without really letting go.
/// One update may take several transitions (0.6 → 0.3 gives confirmed then reset); the events are reported
/// in order. Thresholds follow *Designing Fluid Interfaces* (WWDC 2018, "use hysteresis": reset 0.4, activate
/// 0.5, confirm 0.49); this reading of the three levels is MotionBench's and is documented in the DocC article.
public struct ForceTouchHysteresis: Hashable, Sendable {
    /// Where the press is: waiting, activated (force crossed `activate`), or confirmed (eased below `confirm`).
    public enum State: String, Hashable, Sendable { case idle, activated, confirmed }
    /// A transition reported by ``update(force:)``.
    public enum Event: String, Hashable, Sendable { case activated, confirmed, reset }

    /// Below this force a confirmed press re-arms (0.4).
    public let resetThreshold: Double
    /// At or above this force an idle press activates (0.5).
    public let activateThreshold: Double
    /// Below this force an activated press is confirmed (0.49).
    public let confirmThreshold: Double
    /// The current state.
    public private(set) var state: State = .idle

    /// - Throws: unless 0 ≤ reset < confirm < activate ≤ 1.
    /// - Complexity: O(1).
    public init(reset: Double = 0.4, activate: Double = 0.5, confirm: Double = 0.49) throws(SpringParameterError) {
        for (name, value) in [("reset", reset), ("activate", activate), ("confirm", confirm)] {
            try SpringParameters.requireFinite(name, value)
        }
        guard reset >= 0, reset < confirm, confirm < activate, activate <= 1 else {
            throw .outOfRange(name: "confirm", value: confirm,
                              requirement: "between reset (\(reset)) and activate (\(activate)), with 0 ≤ reset and activate ≤ 1")
        }
        resetThreshold = reset
        activateThreshold = activate
        confirmThreshold = confirm
    }

    /// Feeds one force sample (NaN is ignored) and returns the events it caused, in order.
    /// - Complexity: O(1).
    @discardableResult
    public mutating func update(force: Double) -> [Event] {
        guard !force.isNaN else { return [] }
        var events: [Event] = []
        if state == .idle, force >= activateThreshold {
            state = .activated
            events.append(.activated)
        }
        if state == .activated, force < confirmThreshold {
            state = .confirmed
            events.append(.confirmed)
        }
        if state == .confirmed, force < resetThreshold {
            state = .idle
            events.append(.reset)
        }
        return events
    }
}
