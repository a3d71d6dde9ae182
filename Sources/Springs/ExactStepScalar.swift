/// A scalar an ``ExactStepSpringBatch`` stores its springs in: `Double` or `Float`.
public protocol ExactStepScalar: BinaryFloatingPoint, Sendable {
    /// F = 2·(smallest normal)/ulp(1): adding and subtracting it rounds a value to a multiple of the smallest
    /// normal number, so no state is ever subnormal (2^-969 for `Double`, 2^-102 for `Float`; see
    /// ``ExactStepSpringBatch``).
    static var subnormalFlush: Self { get }
}

extension Double: ExactStepScalar {
    /// 2^-969 = 2·2^-1022 / 2^-52.
    public static var subnormalFlush: Double { 0x1p-969 }
}

extension Float: ExactStepScalar {
    /// 2^-102 = 2·2^-126 / 2^-23.
    public static var subnormalFlush: Float { 0x1p-102 }
}
