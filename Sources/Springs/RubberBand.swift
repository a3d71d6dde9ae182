import Foundation

/// Rubber banding: how far content follows a finger dragged past its edge. Both forms preserve the sign of
/// the overshoot and are 0 at 0.
///
/// - ``power(exponent:)``: offset ↦ sign(offset)·|offset|^e, e in (0, 1] (e = 0.7 in *Designing Fluid
///   Interfaces*, WWDC 2018: `pow(offset, 0.7)`); unbounded but ever slower.
/// - ``dimension(_:coefficient:)``: x ↦ (1 − 1/(x·c/d + 1))·d for the overshoot x ≥ 0 of a view of size d,
///   c = 0.55 in UIScrollView's reverse-engineered curve; bounded by d, slope c at 0. Source: the formula
///   popularised by Grant Paul's UIScrollView analysis (2013), `(1 − (1 / ((x * c / d) + 1))) * d`.
public enum RubberBand: Hashable, Sendable {
    /// sign(x)·|x|^exponent, 0 at 0. Build validated values (0 < e ≤ 1) with ``validatedPower(exponent:)``.
    /// The case itself is not validated; outside (0, 1] ``apply(_:)`` still returns 0 at 0 and otherwise:
    /// e > 1 grows faster than the finger (no longer a rubber band); e = 0 gives ±1 for every non-zero offset;
    /// e < 0 gives ±1/|x|^|e| (largest near 0); a NaN exponent gives NaN for every non-zero offset.
    case power(exponent: Double)
    /// (1 − 1/(|x|·c/d + 1))·d with sign; build validated values with ``validatedDimension(_:coefficient:)``.
    case dimension(Double, coefficient: Double)

    /// The WWDC form with e = 0.7.
    public static let wwdc = RubberBand.power(exponent: 0.7)

    /// Validated power form: 0 < e ≤ 1.
    /// - Complexity: O(1).
    public static func validatedPower(exponent: Double) throws(SpringParameterError) -> RubberBand {
        try SpringParameters.requireFinite("exponent", exponent)
        guard exponent > 0, exponent <= 1 else {
            throw .outOfRange(name: "exponent", value: exponent, requirement: "greater than 0 and at most 1")
        }
        return .power(exponent: exponent)
    }

    /// Validated dimension form: d > 0, c > 0 (default 0.55).
    /// - Complexity: O(1).
    public static func validatedDimension(_ dimension: Double, coefficient: Double = 0.55)
        throws(SpringParameterError) -> RubberBand
    {
        try SpringParameters.requireFinite("dimension", dimension)
        try SpringParameters.requireFinite("coefficient", coefficient)
        guard dimension > 0 else { throw .outOfRange(name: "dimension", value: dimension, requirement: "greater than 0") }
        guard coefficient > 0 else {
            throw .outOfRange(name: "coefficient", value: coefficient, requirement: "greater than 0")
        }
        return .dimension(dimension, coefficient: coefficient)
    }

    /// The displayed overshoot for a finger overshoot `offset` (sign preserved; 0 at 0 for every form;
    /// NaN stays NaN).
    /// - Complexity: O(1).
    public func apply(_ offset: Double) -> Double {
        if offset == 0 { return offset }
        let x = offset.magnitude
        let banded: Double
        switch self {
        case let .power(exponent):
            banded = pow(x, exponent)
        case let .dimension(d, c):
            banded = (1 - 1 / (x * c / d + 1)) * d
        }
        return offset < 0 ? -banded : banded
    }

    /// Clamps `value` into `range`, rubber banding the part outside it.
    /// - Complexity: O(1).
    public func clamp(_ value: Double, to range: ClosedRange<Double>) -> Double {
        if value < range.lowerBound { return range.lowerBound + apply(value - range.lowerBound) }
        if value > range.upperBound { return range.upperBound + apply(value - range.upperBound) }
        return value
    }
}
