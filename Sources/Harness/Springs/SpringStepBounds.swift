import CSpringYardstick
import Foundation

/// The machine's limits for one frame of exact stepping, measured in the same run as the kernels. Roofline
/// (Williams, Waterman & Patterson 2009): a step can be no faster than moving its bytes, nor than doing its
/// arithmetic; the binding bound is the slower of the two. Both probes are C loops (`CSpringYardstick`)
/// compiled for the same target as the Swift code and never run the kernel's code; the compute probe runs at
/// the build's vector width, the memory probe takes the best of every width the CPU offers. The bytes and operation
/// counts are derived in the Springs documentation (Exact stepping, "Roofline").
enum SpringStepBounds {
    /// Bytes one spring-step moves: offsets and velocities read and written in place (4 scalars), plus
    /// the four matrix entries read when each spring has its own matrix. f64 shared: 32, per spring: 64;
    /// f32 half of that.
    static func bytesPerSpringStep(scalarBytes: Int, perSpringMatrices: Bool) -> Int {
        (perSpringMatrices ? 8 : 4) * scalarBytes
    }

    /// Floating-point operations per spring-step, counted from the loop body of `stepShared` /
    /// `stepPerSpring`: y₁ = (m00·y + m01·v + F) − F and v₁ likewise, i.e. 4 multiplies and 6 adds or
    /// subtracts (the magnitude tests and selects are bitwise work, not counted, so the bound stays a bound).
    static let operationsPerSpringStep = 10

    /// Memory probe: the kernel's arrays (offsets and velocities rewritten in place, plus four streaming
    /// matrix reads per spring) touched with vector loads and stores and only bitwise work, by the fastest of
    /// the probe's methods (plain loop; 4× unrolled vectors at the build's width, with and without prefetch;
    /// the same with 256- and 512-bit vectors when the CPU has them, since moving bytes is a limit of the
    /// machine, not of the build), chosen by timing each on this workload before the run.
    static func memory(springs: Int, scalarBytes: Int, perSpringMatrices: Bool) -> TimedBody {
        let words = (springs * scalarBytes + 7) / 8
        let buffers = ProbeBuffers(words: words, arrays: perSpringMatrices ? 6 : 2)
        let method = fastestMethod(buffers)
        return TimedBody { blackHole(buffers.touch(method: method)) }
    }

    /// Times every method of the memory probe three times and returns the fastest.
    static func fastestMethod(_ buffers: ProbeBuffers) -> Int32 {
        let clock = ContinuousClock()
        var best: (method: Int32, time: Duration)?
        for method in 0..<yardstick_memory_probe_methods() where yardstick_memory_probe_available(method) != 0 {
            _ = buffers.touch(method: method)
            for _ in 0..<3 {
                let start = clock.now
                blackHole(buffers.touch(method: method))
                let time = start.duration(to: clock.now)
                if best == nil || time < best!.time { best = (method, time) }
            }
        }
        return best?.method ?? 1
    }

    /// Compute probe: ``operationsPerSpringStep`` × springs multiplies and adds as independent chains on
    /// full-width vectors, in the pair's precision: the kernel's arithmetic at the build's peak rate.
    static func compute(springs: Int, single: Bool) -> TimedBody {
        let operations = max(1, springs * operationsPerSpringStep)
        if single {
            let perRound = yardstick_peak_operations_per_round_f32()
            let rounds = (operations + perRound - 1) / perRound
            return TimedBody { blackHole(yardstick_peak_f32(rounds, 0.999_999, 1e-6)) }
        }
        let perRound = yardstick_peak_operations_per_round_f64()
        let rounds = (operations + perRound - 1) / perRound
        return TimedBody { blackHole(yardstick_peak_f64(rounds, 0.999_999, 1e-6)) }
    }
}

/// The arrays a memory probe touches, 64-byte aligned like the batches' (y, v, then m00…m11), owned for the
/// life of the run.
final class ProbeBuffers {
    let words: Int
    let arrays: [UnsafeMutableRawPointer]

    init(words: Int, arrays count: Int) {
        self.words = words
        arrays = (0..<count).map { index in
            let bytes = max(words, 1) * 8
            let pointer = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
            pointer.initializeMemory(as: UInt64.self, repeating: 0x3FF0_0000_0000_0000 &+ UInt64(index),
                                     count: max(words, 1))
            return pointer
        }
    }

    deinit { for pointer in arrays { pointer.deallocate() } }

    /// One pass of probe `method` over every array.
    func touch(method: Int32) -> UInt64 {
        let matrices = arrays.count == 6
        return yardstick_memory_probe(method, arrays[0], arrays[1], words, matrices ? arrays[2] : nil,
                                      matrices ? arrays[3] : nil, matrices ? arrays[4] : nil,
                                      matrices ? arrays[5] : nil, 0)
    }
}
