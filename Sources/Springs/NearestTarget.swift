import Foundation

/// A point or a velocity of a gesture in the plane (points, or any length unit).
public struct GesturePoint: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// Picking where a thrown object should go: project the release point with ``MomentumProjection`` and choose
/// the nearest candidate (the picture-in-picture corners of *Designing Fluid Interfaces*, WWDC 2018).
public enum NearestTarget {
    /// Index of the candidate nearest to `point` (Euclidean; the first one wins a tie); nil when empty or
    /// when every distance is NaN.
    ///
    /// Distances are `hypot(Δx, Δy)`, which neither overflows nor underflows where dx² + dy² would (beyond
    /// ~1e154 or below ~1e-162, where squares become ∞ or 0 and invent ties). When a difference of finite
    /// coordinates overflows (|Δ| > max finite), every distance is computed from halved coordinates instead
    /// (exact for normal numbers), so candidates stay comparable with one another. An infinite distance
    /// (a candidate at infinity) still counts, after every finite one.
    /// - Complexity: O(n) for n candidates.
    public static func index(of point: GesturePoint, among candidates: [GesturePoint]) -> Int? {
        let overflows = candidates.contains { c in
            let finite = c.x.isFinite && c.y.isFinite && point.x.isFinite && point.y.isFinite
            return finite && (!(c.x - point.x).isFinite || !(c.y - point.y).isFinite)
        }
        let scale = overflows ? 0.5 : 1
        var best: Int?
        var bestDistance = Double.infinity
        for (i, c) in candidates.enumerated() {
            let d = hypot(c.x * scale - point.x * scale, c.y * scale - point.y * scale)
            if d < bestDistance || (best == nil && d == .infinity) {
                best = i
                bestDistance = d
            }
        }
        return best
    }

    /// Index of the candidate angle (radians) nearest to `angle` on the circle (differences wrapped to
    /// (−π, π]; the first one wins a tie); nil when empty or when every input is NaN.
    /// - Complexity: O(n) for n candidates.
    public static func index(ofAngle angle: Double, among candidates: [Double]) -> Int? {
        var best: Int?
        var bestDistance = Double.infinity
        for (i, c) in candidates.enumerated() {
            let d = circularDistance(angle, c)
            if d < bestDistance {
                best = i
                bestDistance = d
            }
        }
        return best
    }

    /// |a − b| wrapped onto [0, π].
    /// - Complexity: O(1).
    public static func circularDistance(_ a: Double, _ b: Double) -> Double {
        let turn = 2 * Double.pi
        var d = (a - b).truncatingRemainder(dividingBy: turn)
        if d < 0 { d += turn }
        return min(d, turn - d)
    }

    /// The projected point of a release: each axis projected with `projection` (default `.normal`).
    /// - Complexity: O(1).
    public static func projected(_ point: GesturePoint, velocity: GesturePoint,
                                 projection: MomentumProjection = .normal) -> GesturePoint {
        GesturePoint(x: projection.project(position: point.x, velocity: velocity.x),
                   y: projection.project(position: point.y, velocity: velocity.y))
    }
}
