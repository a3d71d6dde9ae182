import Foundation

/// sin and cos together, of eight `Double` lanes at once (``Lanes``), as straight-line, branch-free SIMD arithmetic
/// (on baseline x86-64/SSE2: four registers, four independent dependency chains).
///
/// Formula: x = q·π/2 + r with q = round(x·2/π) and |r| ≤ π/4, r = ((x − q·P₁) − q·P₂) − q·P₃ where
/// P₁ + P₂ + P₃ = π/2 to 119 bits and P₁, P₂ have 33 significant bits (Cody–Waite, so q·P₁ and q·P₂ are exact
/// for |q| < 2²⁰); sin r and cos r from fdlibm's minimax kernels (degree 13 odd, degree 14 even, kernel error
/// < 2⁻⁵⁸; cos summed as 1 − (z/2 − z²·P)); the quadrant q mod 4 swaps the two and sets their signs with bit
/// operations.
/// Source: fdlibm `k_sin.c`, `k_cos.c` and the medium case of `e_rem_pio2.c` (Sun Microsystems, 1993),
/// constants as published there; Cody & Waite, *Software Manual for the Elementary Functions* (1980), ch. 8.
///
/// Accuracy (tests, against Foundation, for |x| ≤ ``inRangeLimit``): ≤ 2 ulp, the 2 reached only for results just
/// below a power of two (1 ulp of the binade above); where |result| < 1e-9 (x next to a multiple of π/2) the error
/// is absolute and ≤ 1e-24, set by the reduction (|q|·2⁻¹¹⁹ plus the rounding of r). Outside the range the kernel
/// is meaningless; ``sinCos(_:)`` falls back to Foundation there (|x| > 1e5, ±∞ → NaN, NaN → NaN).
@usableFromInline package enum VectorSinCos {
    /// The lanes evaluated together (see `VectorExp.Lanes`).
    @usableFromInline package typealias Lanes = VectorExp.Lanes
    @usableFromInline typealias LaneBits = VectorExp.LaneBits

    /// |x| up to which ``sinCosInRange(_:)`` is valid (q < 2¹⁶ keeps the reduction exact to ~1e-30).
    @usableFromInline package static let inRangeLimit = 1e5

    @usableFromInline static let twoOverPi = 6.36619772367581382433e-01
    @usableFromInline static let roundingShift = 6_755_399_441_055_744.0
    /// π/2 = P₁ + P₂ + P₃ (fdlibm pio2_1, pio2_2, pio2_2t).
    @usableFromInline static let halfPi1 = 1.57079632673412561417e+00
    @usableFromInline static let halfPi2 = 6.07710050630396597660e-11
    @usableFromInline static let halfPi3 = 2.02226624879595063154e-21

    @usableFromInline static let s1 = -1.66666666666666324348e-01
    @usableFromInline static let s2 = 8.33333333332248946124e-03
    @usableFromInline static let s3 = -1.98412698298579493134e-04
    @usableFromInline static let s4 = 2.75573137070700676789e-06
    @usableFromInline static let s5 = -2.50507602534068634195e-08
    @usableFromInline static let s6 = 1.58969099521155010221e-10
    @usableFromInline static let c1 = 4.16666666666666019037e-02
    @usableFromInline static let c2 = -1.38888888888741095749e-03
    @usableFromInline static let c3 = 2.48015872894767294178e-05
    @usableFromInline static let c4 = -2.75573143513906633035e-07
    @usableFromInline static let c5 = 2.08757232129817482790e-09
    @usableFromInline static let c6 = -1.13596475577881948265e-11

    /// (sin x, cos x) lane by lane for |x| ≤ ``inRangeLimit``, branch-free. Outside that range the result is
    /// meaningless.
    @inlinable @inline(__always)
    package static func sinCosInRange(_ x: Lanes) -> (sin: Lanes, cos: Lanes) {
        let shifted = x * twoOverPi + roundingShift
        let q = shifted - roundingShift
        let r = ((x - q * halfPi1) - q * halfPi2) - q * halfPi3
        let z = r * r
        let w = z * z
        // fdlibm __kernel_sin: r + r³·(S1 + z·(S2 + …)).
        let sinTail = s2 + z * (s3 + z * s4) + z * w * (s5 + z * s6)
        let sinR = r + z * r * (s1 + z * sinTail)
        // fdlibm __kernel_cos's polynomial 1 − z/2 + z²·(C1 + …), summed as 1 − (z/2 − z²·(…)): the bracket is
        // ≤ 0.31, so its rounding stays below 1/4 ulp of the result (fdlibm's extra-precise head, three more
        // operations, measured slower on underdamped springs for no change in the tested bound).
        let cosTail = z * (c1 + z * (c2 + z * c3)) + w * w * (c4 + z * (c5 + z * c6))
        let cosR = 1 - (0.5 * z - z * cosTail)
        // The low bits of `shifted` hold q (two's complement, mod 2⁵¹): bit 0 swaps sin and cos, bit 1 negates
        // sin, bit 1 of q + 1 negates cos.
        let quadrant = unsafeBitCast(shifted, to: LaneBits.self)
        let sinBitsR = unsafeBitCast(sinR, to: LaneBits.self), cosBitsR = unsafeBitCast(cosR, to: LaneBits.self)
        let swap = 0 &- (quadrant & 1)
        let sinBits = (cosBitsR & swap) | (sinBitsR & ~swap)
        let cosBits = (sinBitsR & swap) | (cosBitsR & ~swap)
        let sinSign = (quadrant & 2) &<< 62
        let cosSign = ((quadrant &+ 1) & 2) &<< 62
        return (unsafeBitCast(sinBits ^ sinSign, to: Lanes.self), unsafeBitCast(cosBits ^ cosSign, to: Lanes.self))
    }

    /// (sin x, cos x) for every x: the vector kernel for |x| ≤ ``inRangeLimit``, Foundation's `sin`/`cos`
    /// elsewhere (±∞ → NaN, NaN → NaN).
    @inlinable
    package static func sinCos(_ x: Double) -> (sin: Double, cos: Double) {
        guard abs(x) <= inRangeLimit else { return (Foundation.sin(x), Foundation.cos(x)) }
        let lanes = sinCosInRange(Lanes(repeating: x))
        return (lanes.sin[0], lanes.cos[0])
    }
}
