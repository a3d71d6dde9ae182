import CSpringYardstick
import Foundation

/// The machine's limits for one frame of exact stepping, measured in the same run as the kernels. Roofline
/// (Williams, Waterman & Patterson 2009): a step can be no faster than moving its bytes, nor than doing its
/// arithmetic; the binding bound is the slower of the two. Both probes are C loops (`CSpringYardstick`)
/// compiled for the same target as the Swift code and never run the kernel's code; each takes the fastest of
/// its methods (every vector width the CPU offers, fused multiply-adds where the instruction set has them),
/// timed on the pair's workload before the run. The bytes and operation counts are derived in the Springs
/// documentation (Exact stepping, "Roofline").
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
        let methods = (0..<yardstick_memory_probe_methods()).filter { yardstick_memory_probe_available($0) != 0 }
        return fastest(of: methods, fallback: 1) { blackHole(buffers.touch(method: $0)) }
    }

    /// Runs each of `methods` once untimed, then times it three times, and returns the one with the fastest
    /// run (`fallback` when `methods` is empty).
    static func fastest(of methods: [Int32], fallback: Int32, run: (Int32) -> Void) -> Int32 {
        let clock = ContinuousClock()
        var best: (method: Int32, time: Duration)?
        for method in methods {
            run(method)
            for _ in 0..<3 {
                let start = clock.now
                run(method)
                let time = start.duration(to: clock.now)
                if best == nil || time < best!.time { best = (method, time) }
            }
        }
        return best?.method ?? fallback
    }

    /// Compute probe: ``operationsPerSpringStep`` × springs multiplies and adds as independent chains on
    /// full-width vectors, in the pair's precision: the kernel's arithmetic at the machine's peak rate. The
    /// probe's methods (the build's width, multiply then add; the build's width fused, when its target has FMA;
    /// 256-bit AVX2 with FMA and 512-bit AVX-512F, when the CPU has them) are each timed on this operation
    /// count before the run and the fastest is kept: the peak belongs to the instruction set the CPU runs, not
    /// to the build, or a C copy compiled for a wider set would beat the bound.
    static func compute(springs: Int, single: Bool) -> TimedBody {
        let operations = max(1, springs * operationsPerSpringStep)
        let probe = ComputeProbe(operations: operations, single: single)
        let method = fastestComputeMethod(probe)
        return TimedBody { blackHole(probe.run(method: method)) }
    }

    /// Times every available method of the compute probe three times (after one untimed run) and returns the
    /// fastest.
    static func fastestComputeMethod(_ probe: ComputeProbe) -> Int32 {
        let methods = ComputeProbe.methods.filter(\.available).map(\.method)
        return fastest(of: methods, fallback: 0) { blackHole(probe.run(method: $0)) }
    }
}

/// The compute probe for one operation count: each method runs as many rounds as cover `operations`
/// (rounding up, so no method does less work than the kernel's arithmetic).
struct ComputeProbe {
    let operations: Int
    let single: Bool

    /// Every method of the probe (C `yardstick_peak_*`) and whether this build and CPU run it; an unavailable
    /// method runs method 0.
    static var methods: [(method: Int32, available: Bool)] {
        (0..<yardstick_peak_methods()).map { ($0, yardstick_peak_available($0) != 0) }
    }

    /// The build's vector width in bytes (methods 0 and 1; method 2 is 32 bytes wide, method 3 64).
    static var buildVectorBytes: Int { Int(yardstick_vector_bytes()) }

    /// Operations one round of method `method` performs (chains × lanes × 2).
    func operationsPerRound(method: Int32) -> Int {
        single ? yardstick_peak_operations_per_round_f32(method) : yardstick_peak_operations_per_round_f64(method)
    }

    /// Rounds method `method` runs for `operations`.
    func rounds(method: Int32) -> Int {
        let perRound = operationsPerRound(method: method)
        return (operations + perRound - 1) / perRound
    }

    /// One run of method `method`; the result is to be consumed.
    func run(method: Int32) -> Double {
        let count = rounds(method: method)
        return single ? Double(yardstick_peak_f32(method, count, 0.999_999, 1e-6))
                      : yardstick_peak_f64(method, count, 0.999_999, 1e-6)
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
