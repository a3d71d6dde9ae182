import Foundation
import Springs

/// The machine's limits for one frame of exact stepping, measured in the same run as the kernels (roofline:
/// a step can be no faster than moving its bytes, nor than doing its arithmetic; the binding bound is the
/// slower of the two).
enum SpringStepBounds {
    /// Memory bound: `memcpy` of the state bytes a step reads and writes (offsets and velocities, in place),
    /// plus, for per-spring matrices, one streaming read of the matrix bytes (summed with four vector
    /// accumulators so that the read, not the adds, is the limit).
    static func memory(springs: Int, scalarBytes: Int, perSpringMatrices: Bool) -> TimedBody {
        let stateBytes = max(1, springs * 2 * scalarBytes)
        let source = UnsafeMutableRawPointer.allocate(byteCount: stateBytes, alignment: 64)
        let destination = UnsafeMutableRawPointer.allocate(byteCount: stateBytes, alignment: 64)
        source.initializeMemory(as: UInt8.self, repeating: 1, count: stateBytes)
        destination.initializeMemory(as: UInt8.self, repeating: 0, count: stateBytes)
        let matrixDoubles = perSpringMatrices ? (springs * 4 * scalarBytes + 7) / 8 : 0
        let matrix = UnsafeMutablePointer<Double>.allocate(capacity: max(matrixDoubles, 8))
        matrix.initialize(repeating: 0.5, count: max(matrixDoubles, 8))
        let buffers = BoundBuffers(source: source, destination: destination, matrix: matrix)
        return TimedBody {
            memcpy(buffers.destination, buffers.source, stateBytes)
            if matrixDoubles > 0 { blackHole(streamingSum(buffers.matrix, matrixDoubles)) }
            blackHole(buffers.destination)
        }
    }

    static func streamingSum(_ p: UnsafeMutablePointer<Double>, _ n: Int) -> Double {
        var s0 = SIMD8<Double>(), s1 = SIMD8<Double>(), s2 = SIMD8<Double>(), s3 = SIMD8<Double>()
        let raw = UnsafeRawPointer(p)
        var i = 0
        while i + 32 <= n {
            s0 += raw.load(fromByteOffset: i * 8, as: SIMD8<Double>.self)
            s1 += raw.load(fromByteOffset: (i + 8) * 8, as: SIMD8<Double>.self)
            s2 += raw.load(fromByteOffset: (i + 16) * 8, as: SIMD8<Double>.self)
            s3 += raw.load(fromByteOffset: (i + 24) * 8, as: SIMD8<Double>.self)
            i += 32
        }
        var total = (s0 + s1 + s2 + s3).sum()
        while i < n { total += p[i]; i += 1 }
        return total
    }

    /// Springs per block of the compute bound: 500 springs fit in L1 in every layout (≤ 32 KB).
    static let blockSize = 500

    /// Compute bound: the variant's own step on an L1-resident block of 500 springs from the workload, run
    /// N/500 times, so the memory system is out of the way and only the arithmetic (and L1 traffic) is left.
    static func compute(_ workload: FrameStepWorkload, single: Bool, perSpring: Bool) -> TimedBody {
        let n = workload.problems.count
        guard n > 0 else { return TimedBody {} }
        let block = (0..<min(blockSize, n)).map { workload.problems[$0 % n] }
        let repeats = max(1, Int((Double(n) / Double(block.count)).rounded()))
        let layout: SpringMatrixLayout = perSpring ? .perSpring : .automatic
        if single {
            // Safe: the workload's timestep is valid by construction.
            let batch = try! ExactStepSpringBatch<Float>(problems: block, timestep: workload.timestep,
                                                       restThreshold: workload.restThreshold, layout: layout)
            return TimedBody { batch.step(frames: repeats) }
        }
        let batch = try! ExactStepSpringBatch<Double>(problems: block, timestep: workload.timestep,
                                              restThreshold: workload.restThreshold, layout: layout)
        return TimedBody { batch.step(frames: repeats) }
    }
}

/// Buffers owned by a bound's timed body for the life of the run.
final class BoundBuffers: @unchecked Sendable {
    let source: UnsafeMutableRawPointer
    let destination: UnsafeMutableRawPointer
    let matrix: UnsafeMutablePointer<Double>
    init(source: UnsafeMutableRawPointer, destination: UnsafeMutableRawPointer, matrix: UnsafeMutablePointer<Double>) {
        self.source = source
        self.destination = destination
        self.matrix = matrix
    }
    deinit {
        source.deallocate()
        destination.deallocate()
        matrix.deallocate()
    }
}
