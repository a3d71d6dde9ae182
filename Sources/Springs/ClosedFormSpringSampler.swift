/// A batch of springs that evaluates the exact solution of each at given times into caller-owned buffers
/// (``ClosedFormSpringBatch``, ``VectorClosedFormSpringBatch``).
public protocol ClosedFormSpringSampler {
    /// The number of springs.
    var count: Int { get }

    /// Evaluates every spring at every time, spring-major (sample `s * times.count + j` is spring `s` at
    /// `times[j]`); both buffers hold at least `count * times.count` elements.
    func evaluate(
        times: UnsafeBufferPointer<Double>,
        positions: UnsafeMutableBufferPointer<Double>,
        velocities: UnsafeMutableBufferPointer<Double>)
}

extension ClosedFormSpringSampler {
    /// Convenience: evaluates into new arrays (allocates; use the buffer form in hot loops).
    /// - Complexity: O(n·m) for n springs and m times.
    public func evaluate(times: [Double]) -> (positions: [Double], velocities: [Double]) {
        let total = count * times.count
        var positions = [Double](repeating: 0, count: total)
        var velocities = [Double](repeating: 0, count: total)
        times.withUnsafeBufferPointer { t in
            positions.withUnsafeMutableBufferPointer { p in
                velocities.withUnsafeMutableBufferPointer { v in evaluate(times: t, positions: p, velocities: v) }
            }
        }
        return (positions, velocities)
    }
}
