/// A scalar an ``ExactStepSpringBatch`` stores its springs in: `Double` or `Float`.
///
/// The stepping loops are requirements so that each conformance, compiled inside this module for its concrete
/// type, gets the loop vectorized exactly as hand-written `Double` or `Float` code would be; the generic batch
/// calls them once per frame through the conformance.
public protocol ExactStepScalar: BinaryFloatingPoint, Sendable {
    /// F = 2·(smallest normal)/ulp(1): adding and subtracting it rounds a value to a multiple of the smallest
    /// normal number, so no state is ever subnormal (2^-969 for `Double`, 2^-102 for `Float`; see
    /// ``ExactStepSpringBatch``).
    static var subnormalFlush: Self { get }

    /// One step of springs [0, n) with a shared matrix (see ``ExactStepSpringBatch``).
    static func stepShared(_ y: UnsafeMutablePointer<Self>, _ v: UnsafeMutablePointer<Self>, _ n: Int,
                           _ m: (Self, Self, Self, Self), _ ex: Self, _ ev: Self)

    /// One step of springs [0, n) with per-spring matrices (see ``ExactStepSpringBatch``).
    static func stepPerSpring(_ y: UnsafeMutablePointer<Self>, _ v: UnsafeMutablePointer<Self>, _ n: Int,
                              _ m00: UnsafeMutablePointer<Self>, _ m01: UnsafeMutablePointer<Self>,
                              _ m10: UnsafeMutablePointer<Self>, _ m11: UnsafeMutablePointer<Self>,
                              _ ex: Self, _ ev: Self)

    /// The transition matrices of springs [0, n) for interval `h` from their five constants (decay rate of the
    /// exponential, frequency, regime scale, ζω₀, ω₀²), with the vectorized exp and sincos of the closed-form
    /// batch, written to `m00…m11` in this precision; false when an entry is not finite in it (see
    /// ``ExactStepSpringBatch/step(by:)``).
    static func transitionMatrices(
        interval h: Double, count n: Int, _ rate: UnsafePointer<Double>, _ frequency: UnsafePointer<Double>,
        _ scale: UnsafePointer<Double>, _ decay: UnsafePointer<Double>, _ omega0Squared: UnsafePointer<Double>,
        _ m00: UnsafeMutablePointer<Self>, _ m01: UnsafeMutablePointer<Self>,
        _ m10: UnsafeMutablePointer<Self>, _ m11: UnsafeMutablePointer<Self>
    ) -> Bool
}

extension Double: ExactStepScalar {
    /// 2^-969 = 2·2^-1022 / 2^-52.
    public static var subnormalFlush: Double { 0x1p-969 }

    public static func stepShared(_ y: UnsafeMutablePointer<Double>, _ v: UnsafeMutablePointer<Double>, _ n: Int,
                                  _ m: (Double, Double, Double, Double), _ ex: Double, _ ev: Double) {
        ExactStepLoops.shared(y, v, n, m, ex, ev)
    }

    public static func stepPerSpring(
        _ y: UnsafeMutablePointer<Double>, _ v: UnsafeMutablePointer<Double>, _ n: Int,
        _ m00: UnsafeMutablePointer<Double>, _ m01: UnsafeMutablePointer<Double>,
        _ m10: UnsafeMutablePointer<Double>, _ m11: UnsafeMutablePointer<Double>, _ ex: Double, _ ev: Double
    ) {
        ExactStepLoops.perSpring(y, v, n, m00, m01, m10, m11, ex, ev)
    }

    public static func transitionMatrices(
        interval h: Double, count n: Int, _ rate: UnsafePointer<Double>, _ frequency: UnsafePointer<Double>,
        _ scale: UnsafePointer<Double>, _ decay: UnsafePointer<Double>, _ omega0Squared: UnsafePointer<Double>,
        _ m00: UnsafeMutablePointer<Double>, _ m01: UnsafeMutablePointer<Double>,
        _ m10: UnsafeMutablePointer<Double>, _ m11: UnsafeMutablePointer<Double>
    ) -> Bool {
        ExactStepIntervalMatrices.compute(h, n, rate, frequency, scale, decay, omega0Squared, m00, m01, m10, m11)
    }
}

extension Float: ExactStepScalar {
    /// 2^-102 = 2·2^-126 / 2^-23.
    public static var subnormalFlush: Float { 0x1p-102 }

    public static func stepShared(_ y: UnsafeMutablePointer<Float>, _ v: UnsafeMutablePointer<Float>, _ n: Int,
                                  _ m: (Float, Float, Float, Float), _ ex: Float, _ ev: Float) {
        ExactStepLoops.shared(y, v, n, m, ex, ev)
    }

    public static func stepPerSpring(
        _ y: UnsafeMutablePointer<Float>, _ v: UnsafeMutablePointer<Float>, _ n: Int,
        _ m00: UnsafeMutablePointer<Float>, _ m01: UnsafeMutablePointer<Float>,
        _ m10: UnsafeMutablePointer<Float>, _ m11: UnsafeMutablePointer<Float>, _ ex: Float, _ ev: Float
    ) {
        ExactStepLoops.perSpring(y, v, n, m00, m01, m10, m11, ex, ev)
    }

    public static func transitionMatrices(
        interval h: Double, count n: Int, _ rate: UnsafePointer<Double>, _ frequency: UnsafePointer<Double>,
        _ scale: UnsafePointer<Double>, _ decay: UnsafePointer<Double>, _ omega0Squared: UnsafePointer<Double>,
        _ m00: UnsafeMutablePointer<Float>, _ m01: UnsafeMutablePointer<Float>,
        _ m10: UnsafeMutablePointer<Float>, _ m11: UnsafeMutablePointer<Float>
    ) -> Bool {
        ExactStepIntervalMatrices.compute(h, n, rate, frequency, scale, decay, omega0Squared, m00, m01, m10, m11)
    }
}
