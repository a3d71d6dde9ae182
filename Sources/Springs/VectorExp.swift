import Foundation

/// `exp` and `expm1` of eight `Double` lanes at once (``Lanes``) as straight-line, branch-free SIMD arithmetic:
/// on baseline x86-64 (SSE2) each lane pair is one register and the four pairs are independent chains.
///
/// Formula: eˣ = 2ⁿ·eʳ with n = round(x/ln 2) and r = x − n·ln 2 ∈ [−ln2/2, ln2/2] (Cody–Waite reduction with
/// ln 2 split in a 32-bit head, so n·head is exact, and a tail), eʳ − 1 = r + r²/2 + r³·P(r) with P a degree-8
/// near-minimax fit (weighted least squares on 200 Chebyshev nodes, |error| ≤ 2.5e-17 on the interval), and 2ⁿ
/// built from its bit pattern. eˣ − 1 = 2ⁿ·(eʳ − 1) + (2ⁿ − 1), with no cancellation for small x (n = 0 returns
/// the polynomial itself). The polynomial is evaluated by Estrin's scheme (half the dependency chain of Horner's).
/// Source: Cody & Waite, *Software Manual for the Elementary Functions* (1980), ch. 6; the ln 2 split and
/// the round-to-integer "magic number" 1.5·2⁵² as in fdlibm's `e_exp.c` (Sun Microsystems, 1993).
///
/// Accuracy (tests, against Foundation, which itself rounds within ~0.5 ulp): exp ≤ 1 ulp; expm1 ≤ 2 ulp, the
/// 2 reached only for 0.35 < x < 0.41, where 2·(eʳ − 1) + 1 partly cancels (≤ 1 ulp for x ≤ 0). The in-range
/// kernels require
/// ``inRange`` (−708 … 709, where 2ⁿ is a normal number); outside it they return garbage.
/// ``exp(_:)`` and ``expm1(_:)`` check the domain and fall back to Foundation for everything else
/// (underflow to subnormals or zero, overflow to +∞, ±∞, NaN), so they agree with Foundation everywhere.
@usableFromInline package enum VectorExp {
    /// The lanes evaluated together: eight doubles. On SSE2 that is four registers, i.e. four independent
    /// dependency chains, which measured faster than four lanes and than two (the
    /// polynomials are latency-bound with fewer chains).
    @usableFromInline package typealias Lanes = SIMD8<Double>
    @usableFromInline typealias LaneBits = SIMD8<UInt64>

    /// Arguments for which the in-range kernels are valid: n = round(x/ln 2) ∈ [−1021, 1023].
    @usableFromInline package static let inRange: ClosedRange<Double> = -708 ... 709

    @usableFromInline static let log2e = 1.44269504088896338700e+00
    /// ln 2 = ln2Head + ln2Tail; ln2Head has 32 significant bits, so n·ln2Head is exact for |n| < 2²¹.
    @usableFromInline static let ln2Head = 6.93147180369123816490e-01
    @usableFromInline static let ln2Tail = 1.90821492927058770002e-10
    /// 1.5·2⁵²: adding it rounds a double of magnitude < 2⁵¹ to an integer held in the low significand bits.
    @usableFromInline static let roundingShift = 6_755_399_441_055_744.0
    /// roundingShift + 1023: the low 11 bits of the sum's significand are the biased exponent of 2ⁿ.
    @usableFromInline static let exponentShift = 6_755_399_441_055_744.0 + 1023

    // eʳ − 1 − r − r²/2 = r³·(p0 + p1·r + … + p8·r⁸) on |r| ≤ ln2/2 (fit: see the type's documentation).
    @usableFromInline static let p0 = 0.16666666666666669
    @usableFromInline static let p1 = 0.04166666666665124
    @usableFromInline static let p2 = 0.008333333333330037
    @usableFromInline static let p3 = 0.0013888888905974862
    @usableFromInline static let p4 = 0.00019841269863172812
    @usableFromInline static let p5 = 2.480153620286462e-05
    @usableFromInline static let p6 = 2.7557268275236702e-06
    @usableFromInline static let p7 = 2.7613909715938824e-07
    @usableFromInline static let p8 = 2.5100473199074727e-08

    /// eʳ − 1 for |r| ≤ ln2/2 (slightly beyond is fine), evaluated as r + r²/2 + r³·P(r).
    @inlinable @inline(__always)
    static func expm1Polynomial(_ r: Lanes) -> Lanes {
        // Estrin's scheme: the same polynomial as Horner's rule with a dependency chain half as long.
        let r2 = r * r
        let r4 = r2 * r2
        let low = (p0 + r * p1) + r2 * (p2 + r * p3)
        let high = (p4 + r * p5) + r2 * ((p6 + r * p7) + r2 * p8)
        let tail = low + r4 * high
        return r + (r2 * 0.5 + r2 * r * tail)
    }

    /// The reduction: n = round(x·log₂e) as a double, 2ⁿ from its bit pattern, and r = x − n·ln 2.
    @inlinable @inline(__always)
    static func reduce(_ x: Lanes) -> (scale: Lanes, r: Lanes) {
        let n = (x * log2e + roundingShift) - roundingShift
        let r = (x - n * ln2Head) - n * ln2Tail
        // The significand of n + 1.5·2⁵² + 1023 ends in the 11-bit biased exponent; shifting it up by 52 leaves
        // exactly the bit pattern of 2ⁿ (n ∈ [−1022, 1023]).
        let scale = unsafeBitCast(unsafeBitCast(n + exponentShift, to: LaneBits.self) &<< 52, to: Lanes.self)
        return (scale, r)
    }

    /// eˣ lane by lane for x in ``inRange``, branch-free. Outside that range the result is meaningless.
    @inlinable @inline(__always)
    package static func expInRange(_ x: Lanes) -> Lanes {
        let (scale, r) = reduce(x)
        return scale + scale * expm1Polynomial(r)
    }

    /// eˣ − 1 lane by lane for x in ``inRange``, branch-free, accurate for tiny x. Outside that range the
    /// result is meaningless (clamp x ≥ −60 first: eˣ − 1 rounds to −1 there).
    @inlinable @inline(__always)
    package static func expm1InRange(_ x: Lanes) -> Lanes {
        let (scale, r) = reduce(x)
        return scale * expm1Polynomial(r) + (scale - 1)
    }

    /// eˣ for every x: the vector kernel in ``inRange``, Foundation's `exp` elsewhere (NaN → NaN, −∞ → 0,
    /// +∞ → +∞, x > 709.78… → +∞, subnormal results as Foundation rounds them).
    @inlinable
    package static func exp(_ x: Double) -> Double {
        inRange.contains(x) ? expInRange(Lanes(repeating: x))[0] : Foundation.exp(x)
    }

    /// eˣ − 1 for every x: the vector kernel in ``inRange``, Foundation's `expm1` elsewhere (NaN → NaN,
    /// −∞ → −1, +∞ → +∞).
    @inlinable
    package static func expm1(_ x: Double) -> Double {
        inRange.contains(x) ? expm1InRange(Lanes(repeating: x))[0] : Foundation.expm1(x)
    }
}
