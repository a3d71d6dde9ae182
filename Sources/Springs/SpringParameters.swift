import Foundation

/// Why a set of spring parameters was rejected.
public enum SpringParameterError: Error, Equatable, CustomStringConvertible, Sendable {
    /// A parameter was NaN or infinite.
    case notFinite(name: String, value: Double)
    /// A parameter was outside its allowed range.
    case outOfRange(name: String, value: Double, requirement: String)
    /// A count (a window size) was outside its allowed range.
    case countOutOfRange(name: String, value: Int, requirement: String)

    public var description: String {
        switch self {
        case let .notFinite(name, value):
            return "spring parameter '\(name)' must be a finite number, got \(value)"
        case let .outOfRange(name, value, requirement):
            return "spring parameter '\(name)' must be \(requirement), got \(value)"
        case let .countOutOfRange(name, value, requirement):
            return "spring parameter '\(name)' must be \(requirement), got \(value)"
        }
    }
}

/// A damped harmonic oscillator m·x″ + c·x′ + k·(x − target) = 0, described by its physical parameters.
///
/// Derived quantities: ω₀ = √(k/m) (undamped angular frequency, rad/s) and ζ = c / (2·√(k·m)) (damping
/// ratio; < 1 under-, = 1 critically, > 1 over-damped). Source: any mechanics text, e.g. Thomson,
/// *Theory of Vibration with Applications*, §2.
public struct SpringParameters: Hashable, Sendable, Codable {
    /// Mass m > 0.
    public let mass: Double
    /// Stiffness k > 0.
    public let stiffness: Double
    /// Damping coefficient c ≥ 0.
    public let damping: Double

    /// Creates validated parameters: m > 0, k > 0, c ≥ 0, all finite.
    /// - Complexity: O(1).
    public init(mass: Double = 1, stiffness: Double, damping: Double) throws(SpringParameterError) {
        try Self.requireFinite("mass", mass)
        try Self.requireFinite("stiffness", stiffness)
        try Self.requireFinite("damping", damping)
        guard mass > 0 else { throw .outOfRange(name: "mass", value: mass, requirement: "greater than 0") }
        guard stiffness > 0 else {
            throw .outOfRange(name: "stiffness", value: stiffness, requirement: "greater than 0")
        }
        guard damping >= 0 else {
            throw .outOfRange(name: "damping", value: damping, requirement: "0 or greater")
        }
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    private enum CodingKeys: String, CodingKey { case mass, stiffness, damping }

    /// Decodes `{"mass", "stiffness", "damping"}` (mass defaults to 1) through the same validation as
    /// ``init(mass:stiffness:damping:)``: invalid values throw the same ``SpringParameterError``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(mass: container.decodeIfPresent(Double.self, forKey: .mass) ?? 1,
                      stiffness: container.decode(Double.self, forKey: .stiffness),
                      damping: container.decode(Double.self, forKey: .damping))
    }

    /// ω₀ = √(k/m), the undamped angular frequency in radians per second.
    public var undampedAngularFrequency: Double { (stiffness / mass).squareRoot() }

    /// ζ = c / (2·√(k·m)), the damping ratio.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    static func requireFinite(_ name: String, _ value: Double) throws(SpringParameterError) {
        guard value.isFinite else { throw .notFinite(name: name, value: value) }
    }
}
