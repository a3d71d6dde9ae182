import Foundation

/// The machine's limits for one frame of exact stepping, measured in the same run as the kernels (roofline:
/// a step can be no faster than moving its bytes, nor than doing its arithmetic).
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

    /// Arithmetic bound, double precision: the step's 4 multiplies, 2 adds and rest test/select on
    /// register-resident vectors (with the subnormal flush), four independent chains, for `springs` springs, no memory traffic.
    static func arithmeticDouble(springs: Int) -> TimedBody {
        TimedBody { blackHole(arithmeticChains(SIMD8<Double>.self, springs: springs)) }
    }

    /// Arithmetic bound, single precision (`SIMD16<Float>`).
    static func arithmeticFloat(springs: Int) -> TimedBody {
        TimedBody { blackHole(arithmeticChains(SIMD16<Float>.self, springs: springs)) }
    }

    @inline(__always)
    static func arithmeticChains<V: SIMD>(_: V.Type, springs: Int) -> V where V.Scalar: BinaryFloatingPoint {
        // A rotation-like damped map, so values stay normal and never hit the snap (which still runs).
        let a = V(repeating: 0.9995), b = V(repeating: 0.008), c = V(repeating: -0.3), d = V(repeating: 0.99)
        let ex = V(repeating: 1e-30), ev = V(repeating: 1e-30), tiny = V(repeating: V.Scalar.leastNormalMagnitude)
        var y0 = V(repeating: 1), v0 = V(repeating: 0.5), y1 = V(repeating: 0.7), v1 = V(repeating: 0.2)
        var y2 = V(repeating: 0.4), v2 = V(repeating: -0.5), y3 = V(repeating: -1), v3 = V(repeating: 0.1)
        @inline(__always) func step(_ y: inout V, _ v: inout V) {
            var ny = a * y + b * v
            var nv = c * y + d * v
            let rest = (ny .< ex) .& (ny .> -ex) .& (nv .< ev) .& (nv .> -ev)
            ny.replace(with: 0, where: rest .| ((ny .< tiny) .& (ny .> -tiny)))
            nv.replace(with: 0, where: rest .| ((nv .< tiny) .& (nv .> -tiny)))
            y = ny
            v = nv
        }
        var done = 0
        while done < springs {
            step(&y0, &v0); step(&y1, &v1); step(&y2, &v2); step(&y3, &v3)
            done += 4 * V.scalarCount
        }
        return y0 + y1 + y2 + y3 + v0 + v1 + v2 + v3
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
