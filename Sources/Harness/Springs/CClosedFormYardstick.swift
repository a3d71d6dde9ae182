import CSpringYardstick
import Springs

/// `c-baseline` for `springs.closed-form`: ``ClosedFormSpringBatch``'s coefficients and per-sample loop in C
/// (`CSpringYardstick`, the C library's exp, sin, cos, expm1), compiled at the package's default target.
/// Coefficients are computed once outside the timing and outputs go to buffers allocated once, as for the
/// Swift variants; it is gated by the pair's agreement rule like them.
enum CClosedFormYardstick {
    static let comparison = KernelImplementation<ClosedFormWorkload, ClosedFormOutput>(
        name: "c-baseline",
        compute: { workload in
            let batch = CClosedFormBatch(workload.problems)
            let total = batch.count * workload.times.count
            var positions = [Double](repeating: 0, count: total), velocities = positions
            workload.times.withUnsafeBufferPointer { times in
                positions.withUnsafeMutableBufferPointer { p in
                    velocities.withUnsafeMutableBufferPointer { v in
                        batch.evaluate(times: times, positions: p, velocities: v)
                    }
                }
            }
            return ClosedFormOutput(positions: positions, velocities: velocities)
        },
        prepare: { workload in
            let batch = CClosedFormBatch(workload.problems)
            return ClosedFormSubjects.preparedBody(springs: batch.count, times: workload.times, evaluate: batch.evaluate)
        })
}

/// Owns a `yardstick_closed_form` batch.
final class CClosedFormBatch {
    private var batch = yardstick_closed_form()
    let count: Int

    init(_ problems: [SpringProblem]) {
        let n = problems.count
        let status = yardstick_closed_form_init(
            &batch, n, problems.map(\.parameters.mass), problems.map(\.parameters.stiffness),
            problems.map(\.parameters.damping), problems.map(\.from), problems.map(\.to),
            problems.map(\.initialVelocity))
        // Out of memory for a few arrays of doubles is not recoverable here, as for any Swift array.
        precondition(status == 0, "CSpringYardstick: out of memory for \(n) springs")
        count = n
    }

    deinit { yardstick_closed_form_free(&batch) }

    func evaluate(times: UnsafeBufferPointer<Double>, positions: UnsafeMutableBufferPointer<Double>,
                  velocities: UnsafeMutableBufferPointer<Double>) {
        precondition(positions.count >= count * times.count && velocities.count >= count * times.count,
                     "output buffers too small")
        withUnsafePointer(to: &batch) { pointer in
            yardstick_closed_form_evaluate(pointer, times.baseAddress, times.count, positions.baseAddress,
                                           velocities.baseAddress)
        }
    }
}
