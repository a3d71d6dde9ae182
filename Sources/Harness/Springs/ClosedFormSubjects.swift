import Springs

/// What each subject of `springs.closed-form` (`ClosedFormPair`) computes and times. Every timed body writes
/// into buffers allocated once, outside the timing (`preparedBody`); coefficients are computed outside it too,
/// except the reference's, which recomputes them per sample by definition.
enum ClosedFormSubjects {
    // MARK: reference (ReferenceClosedFormSolution)

    static func referenceBody(_ workload: ClosedFormWorkload) -> TimedBody {
        let solutions = workload.problems.map(ReferenceClosedFormSolution.init(problem:))
        return preparedBody(springs: solutions.count, times: workload.times) { times, positions, velocities in
            referenceSamples(solutions, times: times, positions: positions, velocities: velocities)
        }
    }

    // MARK: batch-soa (ClosedFormSpringBatch)

    static func batchOutput(_ workload: ClosedFormWorkload) -> ClosedFormOutput {
        let result = ClosedFormSpringBatch(problems: workload.problems).evaluate(times: workload.times)
        return ClosedFormOutput(positions: result.positions, velocities: result.velocities)
    }

    static func batchBody(_ workload: ClosedFormWorkload) -> TimedBody {
        let batch = ClosedFormSpringBatch(problems: workload.problems)
        return preparedBody(springs: batch.count, times: workload.times, evaluate: { batch.evaluate(times: $0, positions: $1, velocities: $2) })
    }

    // MARK: batch-vector (VectorClosedFormSpringBatch)

    static func vectorOutput(_ workload: ClosedFormWorkload) -> ClosedFormOutput {
        let batch = VectorClosedFormSpringBatch(problems: workload.problems)
        let result = batch.evaluate(times: workload.times)
        return ClosedFormOutput(positions: result.positions, velocities: result.velocities)
    }

    static func vectorBody(_ workload: ClosedFormWorkload) -> TimedBody {
        let batch = VectorClosedFormSpringBatch(problems: workload.problems)
        return preparedBody(springs: batch.count, times: workload.times, evaluate: { batch.evaluate(times: $0, positions: $1, velocities: $2) })
    }

    // MARK: Shared

    /// A timed body that evaluates into buffers allocated once, outside the timing.
    static func preparedBody(
        springs: Int, times: [Double],
        evaluate: @escaping (UnsafeBufferPointer<Double>, UnsafeMutableBufferPointer<Double>,
                             UnsafeMutableBufferPointer<Double>) -> Void
    ) -> TimedBody {
        let total = springs * times.count
        let timeBuffer = UnsafeMutableBufferPointer<Double>.allocate(capacity: times.count)
        _ = timeBuffer.initialize(from: times)
        let buffers = SampleBuffers(times: timeBuffer,
                                    positions: .allocate(capacity: total), velocities: .allocate(capacity: total))
        return TimedBody {
            evaluate(UnsafeBufferPointer(buffers.times), buffers.positions, buffers.velocities)
            blackHole(buffers.positions.baseAddress)
        }
    }

    /// The reference's timed loop: the same literal `sample(at:)` per spring and time, written into buffers
    /// allocated once (as the variants' are), spring-major.
    static func referenceSamples(_ solutions: [ReferenceClosedFormSolution], times: UnsafeBufferPointer<Double>,
                                 positions: UnsafeMutableBufferPointer<Double>,
                                 velocities: UnsafeMutableBufferPointer<Double>) {
        var index = 0
        for solution in solutions {
            for t in times {
                let sample = solution.sample(at: t)
                positions[index] = sample.position
                velocities[index] = sample.velocity
                index += 1
            }
        }
    }

    static func referenceOutput(_ workload: ClosedFormWorkload) -> ClosedFormOutput {
        var positions: [Double] = [], velocities: [Double] = []
        positions.reserveCapacity(workload.problems.count * workload.times.count)
        velocities.reserveCapacity(workload.problems.count * workload.times.count)
        for problem in workload.problems {
            let solution = ReferenceClosedFormSolution(problem: problem)
            for t in workload.times {
                let sample = solution.sample(at: t)
                positions.append(sample.position)
                velocities.append(sample.velocity)
            }
        }
        return ClosedFormOutput(positions: positions, velocities: velocities)
    }
}
