import Foundation

/// A deterministic random number generator: the same seed gives the same stream on every machine and every
/// Swift version, which `SystemRandomNumberGenerator` and the standard library's `random(in:using:)` for
/// floating point do not promise. Workloads use only this type and its own methods.
///
/// Algorithm: SplitMix64 (Steele, Lea & Flood, "Fast splittable pseudorandom number generators", OOPSLA 2014).
package struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator whose stream is fully determined by `seed`.
    package init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform double in [0, 1) with 53 random bits.
    package mutating func nextUnit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// A uniform double in `range` (deterministic across platforms, unlike `Double.random(in:using:)`).
    package mutating func nextDouble(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * nextUnit()
    }

    /// A double whose logarithm is uniform in [log(lower), log(upper)]; both bounds must be positive.
    package mutating func nextLogUniform(in range: ClosedRange<Double>) -> Double {
        let logLo = log(range.lowerBound), logHi = log(range.upperBound)
        return exp(logLo + (logHi - logLo) * nextUnit())
    }

    /// A uniform integer in `range` (unbiased, by rejection).
    package mutating func nextInt(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)) &+ 1
        if span == 0 { return Int(truncatingIfNeeded: next()) }  // the full 64-bit range
        let limit = UInt64.max - UInt64.max % span
        var value = next()
        while value >= limit { value = next() }
        return range.lowerBound &+ Int(truncatingIfNeeded: value % span)
    }

    /// A uniform integer in `range` (half-open; must not be empty).
    package mutating func nextInt(in range: Range<Int>) -> Int {
        nextInt(in: range.lowerBound...(range.upperBound - 1))
    }

    /// True with probability `p`.
    package mutating func nextBool(probability p: Double = 0.5) -> Bool { nextUnit() < p }

    /// A uniformly chosen element of a non-empty collection.
    package mutating func nextElement<C: RandomAccessCollection>(of collection: C) -> C.Element
    where C.Index == Int {
        collection[collection.startIndex + nextInt(in: 0..<collection.count)]
    }

    /// A deterministic shuffle (Fisher–Yates).
    package mutating func shuffle<T>(_ array: inout [T]) {
        guard array.count > 1 else { return }
        for i in stride(from: array.count - 1, to: 0, by: -1) {
            array.swapAt(i, nextInt(in: 0...i))
        }
    }
}
