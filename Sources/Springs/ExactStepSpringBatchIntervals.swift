extension ExactStepSpringBatch {
    /// Advances every spring by `interval` seconds, the time that actually elapsed since the last step: any
    /// finite interval ≥ 0, however long. An interval of 0 (two display callbacks with one timestamp) leaves
    /// every value exactly as it is, rest snapping included.
    ///
    /// Each spring advances by its exact map M(h) = e^(hA) (``SpringTransitionMatrix``, Moler & Van Loan,
    /// 2003), so after any sequence of intervals the state is the closed form at their sum, within the bound the
    /// type's documentation states. The matrices are cached per interval: `interval == timestep` uses the
    /// init's matrices (the ``step(frames:)`` path), and the most recent other interval keeps its own, so a
    /// steady cadence computes no matrix after its first step. A new interval costs one matrix (exp, sin/cos)
    /// for a shared configuration, and one per spring otherwise, computed eight springs at a time with the
    /// vectorized exp and sincos of ``VectorClosedFormSpringBatch``.
    ///
    /// - Parameter interval: seconds, finite and ≥ 0.
    /// - Throws: ``SpringParameterError/notFinite(name:value:)`` for a NaN or infinite interval,
    ///   ``SpringParameterError/outOfRange(name:value:requirement:)`` for a negative one, and
    ///   ``SpringParameterError/notFinite(name:value:)`` naming the first spring whose matrix for `interval`
    ///   is not finite in `Scalar` (an extreme mass and stiffness). In every case the state is unchanged.
    /// - Complexity: O(n): one 2×2 product per spring, plus one matrix per spring (per batch when shared)
    ///   when the interval differs from both the timestep and the previous interval.
    public func step(by interval: Double) throws(SpringParameterError) {
        try SpringParameters.requireFinite("interval", interval)
        guard interval >= 0 else {
            throw .outOfRange(name: "interval", value: interval, requirement: "0 or greater")
        }
        guard interval > 0, count > 0 else { return }
        if interval == timestep {
            step(frames: 1)
            return
        }
        if sharesMatrix {
            if interval != cachedInterval { try computeSharedMatrix(interval) }
            Scalar.stepShared(offsets, velocityStorage, count, sharedIntervalMatrix, restPosition, restVelocity)
        } else {
            if interval != cachedInterval { try computeMatrices(interval) }
            Scalar.stepPerSpring(offsets, velocityStorage, count, intervalMatrices[0], intervalMatrices[1],
                                 intervalMatrices[2], intervalMatrices[3], restPosition, restVelocity)
        }
    }

    /// Advances every spring by each interval in turn (see ``step(by:)``).
    /// - Throws: as ``step(by:)`` for the first bad interval; the intervals before it have been stepped.
    /// - Complexity: O(n·m) for m intervals, plus matrices whenever the interval changes.
    public func step(byEach intervals: some Sequence<Double>) throws(SpringParameterError) {
        for interval in intervals { try step(by: interval) }
    }

    private func computeSharedMatrix(_ h: Double) throws(SpringParameterError) {
        let k = sharedConstants
        let c = UnsafeMutablePointer<Double>.allocate(capacity: 5)
        let e = UnsafeMutablePointer<Scalar>.allocate(capacity: 4)
        defer { c.deallocate(); e.deallocate() }
        c.initialize(from: [k.0, k.1, k.2, k.3, k.4], count: 5)
        let finite = Scalar.transitionMatrices(interval: h, count: 1, c, c + 1, c + 2, c + 3, c + 4, e, e + 1, e + 2, e + 3)
        let m = (e[0], e[1], e[2], e[3])
        guard finite else {
            cachedInterval = .nan
            throw .notFinite(name: "transition matrix over \(h) s in \(Scalar.self) of the shared configuration "
                                 + "(ω₀² = \(k.4))", value: Double(Self.firstNonFinite(m)))
        }
        sharedIntervalMatrix = m
        cachedInterval = h
    }

    private func computeMatrices(_ h: Double) throws(SpringParameterError) {
        if intervalMatrices.isEmpty { intervalMatrices = (0..<4).map { _ in Self.allocate(storageCapacity) } }
        let c = constants, m = intervalMatrices
        cachedInterval = .nan
        guard Scalar.transitionMatrices(interval: h, count: count, c[0], c[1], c[2], c[3], c[4], m[0], m[1], m[2], m[3])
        else {
            for i in 0..<count {
                let finite = Scalar.transitionMatrices(interval: h, count: 1, c[0] + i, c[1] + i, c[2] + i, c[3] + i,
                                                       c[4] + i, m[0] + i, m[1] + i, m[2] + i, m[3] + i)
                if !finite {
                    throw .notFinite(name: "transition matrix over \(h) s in \(Scalar.self) of spring \(i) "
                                         + "(ω₀² = \(c[4][i]))", value: Double(Self.firstNonFinite((m[0][i], m[1][i], m[2][i], m[3][i]))))
                }
            }
            return
        }
        cachedInterval = h
    }

    static func firstNonFinite(_ m: (Scalar, Scalar, Scalar, Scalar)) -> Scalar {
        [m.0, m.1, m.2, m.3].first { !$0.isFinite } ?? .infinity
    }
}
