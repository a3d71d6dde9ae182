import Springs

extension SpringEvalHandler {
    /// The most frame intervals one document may give.
    package static let maximumFrameIntervals = 1_000_000

    /// Reads `frameIntervals`: an array of at most ``maximumFrameIntervals`` finite numbers ≥ 0 whose running sum
    /// stays finite. Every refusal is one line naming the field and, for an entry, its index.
    static func parseFrameIntervals(_ value: JSONValue) throws -> FrameIntervals {
        guard let elements = value.arrayValue else {
            throw EvalError("'frameIntervals' must be an array, got \(value.kindName)")
        }
        guard elements.count <= maximumFrameIntervals else {
            throw EvalError("'frameIntervals' has \(elements.count) entries; at most \(maximumFrameIntervals) "
                            + "are accepted")
        }
        var intervals: [Double] = []
        intervals.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            guard let h = element.numberValue else {
                throw EvalError("'frameIntervals'[\(index)] must be a number, got \(element.kindName)")
            }
            guard h.isFinite, h >= 0 else {
                throw EvalError("'frameIntervals'[\(index)] must be finite and 0 or greater, got \(h)")
            }
            intervals.append(h == 0 ? 0 : h)  // −0 is 0
        }
        return try FrameIntervals(intervals)
    }
}

/// The frame intervals of one `eval spring` document and the cumulative time after each frame.
///
/// Every method answers with the state after each frame, one sample per interval, and none snaps to rest:
/// - `closed-form`: ``ReferenceClosedFormSolution`` at the cumulative time tᵢ = h₀ + … + hᵢ;
/// - `exact-step`: the exact transition map (``SpringTransitionMatrix``) of each interval applied in turn, so
///   the state is the closed form at tᵢ up to the rounding of the matrix products;
/// - the integrators: one ``SpringIntegrator/step(_:by:parameters:target:)`` of their own scheme per interval.
/// An interval of 0 (two display callbacks with one timestamp) leaves the state as it is, for every method.
struct FrameIntervals: Sendable {
    /// The intervals, seconds, each finite and ≥ 0 (−0 stored as 0).
    let intervals: [Double]
    /// tᵢ = h₀ + … + hᵢ, summed with Neumaier's compensation (Neumaier 1974, "Rundungsfehleranalyse einiger
    /// Verfahren zur Summation endlicher Summen"), so each is within about an ulp of the exact sum however many
    /// frames precede it; a plain running sum drifts by up to i·ulp(tᵢ).
    let cumulativeTimes: [Double]

    /// The most distinct intervals whose matrices `exact-step` keeps. A steady cadence, a few alternating ones or
    /// repeated hitches hit the cache; a jittered cadence computes one matrix per frame (one exp and one sin/cos
    /// pair, O(1)) once the cache is full.
    static let matrixCacheCapacity = 4096

    /// - Throws: when the running sum overflows (naming the index where it does).
    /// - Complexity: O(n).
    init(_ intervals: [Double]) throws(EvalError) {
        var sum = 0.0, compensation = 0.0
        var times: [Double] = []
        times.reserveCapacity(intervals.count)
        for (index, h) in intervals.enumerated() {
            let t = sum + h
            compensation += abs(sum) >= abs(h) ? (sum - t) + h : (h - t) + sum
            sum = t
            let cumulative = sum + compensation
            guard t.isFinite, cumulative.isFinite else {
                throw EvalError("'frameIntervals' must add up to a finite time; the running sum overflows at index "
                                + "\(index)")
            }
            times.append(cumulative)
        }
        self.intervals = intervals
        cumulativeTimes = times
    }

    /// The state after each frame (see the type's contract); `method` nil is the closed form.
    /// - Complexity: O(n) for n intervals.
    func samples(of problem: SpringProblem, method: SpringSteppingMethod?) throws(SpringParameterError)
        -> [SpringSample]
    {
        switch method {
        case nil:
            let solution = ReferenceClosedFormSolution(problem: problem)
            return cumulativeTimes.map { solution.sample(at: $0) }
        case .exact?:
            return try exactSteps(problem)
        case let .integrator(integrator)?:
            var state = SpringSample(position: problem.from, velocity: problem.initialVelocity)
            var samples: [SpringSample] = []
            samples.reserveCapacity(intervals.count)
            for h in intervals {
                if h > 0 { state = integrator.step(state, by: h, parameters: problem.parameters, target: problem.to) }
                samples.append(state)
            }
            return samples
        }
    }

    /// Exact stepping: the offset y = x − to and the velocity advance by each interval's transition matrix (the
    /// previous frame's when the interval repeats, else the cache's, else a new one).
    private func exactSteps(_ problem: SpringProblem) throws(SpringParameterError) -> [SpringSample] {
        var y = problem.from - problem.to, v = problem.initialVelocity
        var cache: [UInt64: SpringTransitionMatrix] = [:]
        var matrix = try SpringTransitionMatrix(parameters: problem.parameters, timestep: 0)
        var samples: [SpringSample] = []
        samples.reserveCapacity(intervals.count)
        for h in intervals {
            if h > 0 {
                if matrix.timestep != h {
                    if let cached = cache[h.bitPattern] {
                        matrix = cached
                    } else {
                        matrix = try SpringTransitionMatrix(parameters: problem.parameters, timestep: h)
                        if cache.count < Self.matrixCacheCapacity { cache[h.bitPattern] = matrix }
                    }
                }
                (y, v) = matrix.apply(offset: y, velocity: v)
            }
            samples.append(SpringSample(position: problem.to + y, velocity: v))
        }
        return samples
    }
}
