/// The two loops of ``ExactStepSpringBatch``, written once for any ``ExactStepScalar`` and specialized by the
/// compiler inside this module where the `Double` and `Float` conformances call them.
enum ExactStepLoops {
    /// One step of springs [0, n) with a shared matrix: y₁ = m00·y + m01·v, v₁ = m10·y + m11·v, flushed, then
    /// snapped to (0, 0) when |y₁| < ex and |v₁| < ev. Written as a branch-free scalar loop that LLVM
    /// vectorizes (measured faster than explicit `SIMD8` code with `SIMDMask` selects on baseline x86-64).
    @inline(__always)
    static func shared<S: ExactStepScalar>(_ y: UnsafeMutablePointer<S>, _ v: UnsafeMutablePointer<S>, _ n: Int,
                                          _ m: (S, S, S, S), _ ex: S, _ ev: S) {
        let (m00, m01, m10, m11) = m
        let f = S.subnormalFlush
        let zero = S.zero  // a literal 0 here would stay a per-element conversion and block vectorization
        for i in 0..<n {
            let y0 = y[i], v0 = v[i]
            let y1 = (m00 * y0 + m01 * v0 + f) - f
            let v1 = (m10 * y0 + m11 * v0 + f) - f
            let rest = y1.magnitude < ex && v1.magnitude < ev
            y[i] = rest ? zero : y1
            v[i] = rest ? zero : v1
        }
    }

    /// One step with per-spring matrices (same arithmetic as ``shared(_:_:_:_:_:_:)``).
    @inline(__always)
    static func perSpring<S: ExactStepScalar>(_ y: UnsafeMutablePointer<S>, _ v: UnsafeMutablePointer<S>, _ n: Int,
                                             _ m00: UnsafeMutablePointer<S>, _ m01: UnsafeMutablePointer<S>,
                                             _ m10: UnsafeMutablePointer<S>, _ m11: UnsafeMutablePointer<S>,
                                             _ ex: S, _ ev: S) {
        let f = S.subnormalFlush
        let zero = S.zero  // a literal 0 here would stay a per-element conversion and block vectorization
        for i in 0..<n {
            let y0 = y[i], v0 = v[i]
            let y1 = (m00[i] * y0 + m01[i] * v0 + f) - f
            let v1 = (m10[i] * y0 + m11[i] * v0 + f) - f
            let rest = y1.magnitude < ex && v1.magnitude < ev
            y[i] = rest ? zero : y1
            v[i] = rest ? zero : v1
        }
    }
}
