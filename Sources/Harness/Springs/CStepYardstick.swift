import CSpringYardstick
import Foundation
import Springs

/// The step kernels' loops in C (`CSpringYardstick`), one comparison subject per instruction set the CPU
/// offers: `c-baseline` (the package's default target, as the Swift code), `c-avx2` (AVX2 + FMA) and
/// `c-avx512` (AVX-512F). Same statements, same storage (64-byte-aligned structure-of-arrays), same inputs
/// bit for bit (matrices flushed and thresholds clamped as the Swift batches do) and no contraction, so each
/// computes what the Swift variant computes; they are gated by the pair's agreement rule like the variants.
enum CStepYardstick {
    /// An instruction set a C copy was compiled for, with its subject name.
    struct ISA: Sendable {
        let name: String
        let code: Int32
    }

    static let baseline = ISA(name: "c-baseline", code: Int32(YARDSTICK_ISA_BASELINE.rawValue))
    static let avx2 = ISA(name: "c-avx2", code: Int32(YARDSTICK_ISA_AVX2.rawValue))
    static let avx512 = ISA(name: "c-avx512", code: Int32(YARDSTICK_ISA_AVX512.rawValue))

    /// The copies this CPU can run: always the baseline, then AVX2 + FMA and AVX-512F when present.
    static var available: [ISA] { [baseline, avx2, avx512].filter { yardstick_isa_available($0.code) != 0 } }

    /// The comparison subjects of one step pair.
    static func comparisons(_ layout: StepPairs.Layout, _ precision: StepPairs.Precision)
        -> [KernelImplementation<FrameStepWorkload, FrameStepOutput>]
    {
        available.map { isa in
            KernelImplementation(name: isa.name, compute: { workload in
                let stepper = CStepper(workload, isa: isa, layout: layout, precision: precision)
                for _ in 0..<workload.frames { stepper.step() }
                return stepper.output(workload)
            }, prepare: { workload in
                let stepper = CStepper(workload, isa: isa, layout: layout, precision: precision)
                return FrameReplay(advance: stepper.step, restore: stepper.restore).body
            })
        }
    }
}

/// State of one C stepping subject: offsets, velocities and (per spring) matrix arrays in the scalar type
/// of the pair, prepared exactly as ``ExactStepSpringBatch`` (`<Double>`, `<Float>`) prepare theirs.
final class CStepper {
    let isa: Int32
    let count: Int
    let single: Bool
    let perSpring: Bool
    let scalarBytes: Int
    let offsets: UnsafeMutableRawPointer
    let velocities: UnsafeMutableRawPointer
    let initialOffsets: UnsafeMutableRawPointer
    let initialVelocities: UnsafeMutableRawPointer
    /// m00, m01, m10, m11 (per spring), or empty when shared.
    let matrices: [UnsafeMutableRawPointer]
    let shared: (Double, Double, Double, Double)
    let restPosition: Double
    let restVelocity: Double

    init(_ workload: FrameStepWorkload, isa: CStepYardstick.ISA, layout: StepPairs.Layout,
         precision: StepPairs.Precision) {
        self.isa = isa.code
        let problems = workload.problems
        let count = problems.count, single = precision == .f32
        self.count = count
        self.single = single
        scalarBytes = single ? 4 : 8
        let allEqual = problems.allSatisfy { $0.parameters == problems.first?.parameters }
        let perSpring = layout == .perSpring || !allEqual
        self.perSpring = perSpring
        let flush = single ? Double(Float(0x1p-102)) : 0x1p-969
        let restPosition = Self.rounded(max(workload.restThreshold.position, flush), single)
        let restVelocity = Self.rounded(max(workload.restThreshold.velocity, flush), single)
        self.restPosition = restPosition
        self.restVelocity = restVelocity
        func allocate() -> UnsafeMutableRawPointer {
            let bytes = max(count, 1) * (single ? 4 : 8)
            let pointer = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
            pointer.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
            return pointer
        }
        let initialOffsets = allocate(), initialVelocities = allocate()
        offsets = allocate(); velocities = allocate()
        self.initialOffsets = initialOffsets
        self.initialVelocities = initialVelocities
        var cache: [SpringParameters: (Double, Double, Double, Double)] = [:]
        func matrix(_ p: SpringParameters) -> (Double, Double, Double, Double) {
            if let known = cache[p] { return known }
            // Safe: the workload's parameters and timestep are valid by construction.
            let m = try! SpringTransitionMatrix(parameters: p, timestep: workload.timestep)
            let entries = Self.flushed((m.m00, m.m01, m.m10, m.m11), single: single)
            cache[p] = entries
            return entries
        }
        shared = problems.first.map { matrix($0.parameters) } ?? (1, 0, 0, 1)
        let matrices = perSpring ? (0..<4).map { _ in allocate() } : []
        self.matrices = matrices
        for (i, p) in problems.enumerated() {
            var y = p.from - p.to, v = p.initialVelocity
            if Self.rounded(y, single).magnitude < restPosition && Self.rounded(v, single).magnitude < restVelocity {
                y = 0; v = 0
            }
            Self.store(y, initialOffsets, i, single)
            Self.store(v, initialVelocities, i, single)
            if perSpring {
                let m = matrix(p.parameters)
                Self.store(m.0, matrices[0], i, single); Self.store(m.1, matrices[1], i, single)
                Self.store(m.2, matrices[2], i, single); Self.store(m.3, matrices[3], i, single)
            }
        }
        restore()
    }

    deinit {
        for pointer in [offsets, velocities, initialOffsets, initialVelocities] + matrices { pointer.deallocate() }
    }

    private static func store(_ value: Double, _ array: UnsafeMutableRawPointer, _ i: Int, _ single: Bool) {
        if single {
            array.storeBytes(of: Float(value), toByteOffset: i * 4, as: Float.self)
        } else {
            array.storeBytes(of: value, toByteOffset: i * 8, as: Double.self)
        }
    }

    private func load(_ array: UnsafeMutableRawPointer, _ i: Int) -> Double {
        single ? Double(array.load(fromByteOffset: i * 4, as: Float.self))
            : array.load(fromByteOffset: i * 8, as: Double.self)
    }

    static func rounded(_ value: Double, _ single: Bool) -> Double { single ? Double(Float(value)) : value }

    /// Entries below ulp² of the largest are flushed to 0, as the Swift batches do.
    static func flushed(_ m: (Double, Double, Double, Double), single: Bool) -> (Double, Double, Double, Double) {
        let largest = max(m.0.magnitude, m.1.magnitude, m.2.magnitude, m.3.magnitude)
        let ulp = single ? Double(Float.ulpOfOne) : Double.ulpOfOne
        let floor = largest * ulp * ulp
        func f(_ e: Double) -> Double { e.magnitude < floor ? 0 : rounded(e, single) }
        return (f(m.0), f(m.1), f(m.2), f(m.3))
    }

    /// One frame: one call into C.
    func step() {
        let n = count
        if single {
            let y = offsets.assumingMemoryBound(to: Float.self), v = velocities.assumingMemoryBound(to: Float.self)
            let ex = Float(restPosition), ev = Float(restVelocity)
            if perSpring {
                let m = matrices.map { UnsafePointer($0.assumingMemoryBound(to: Float.self)) }
                yardstick_step_per_spring_f32(isa, y, v, n, m[0], m[1], m[2], m[3], ex, ev)
            } else {
                yardstick_step_shared_f32(isa, y, v, n, Float(shared.0), Float(shared.1), Float(shared.2),
                                          Float(shared.3), ex, ev)
            }
        } else {
            let y = offsets.assumingMemoryBound(to: Double.self), v = velocities.assumingMemoryBound(to: Double.self)
            if perSpring {
                let m = matrices.map { UnsafePointer($0.assumingMemoryBound(to: Double.self)) }
                yardstick_step_per_spring_f64(isa, y, v, n, m[0], m[1], m[2], m[3], restPosition, restVelocity)
            } else {
                yardstick_step_shared_f64(isa, y, v, n, shared.0, shared.1, shared.2, shared.3, restPosition,
                                          restVelocity)
            }
        }
    }

    /// Back to the state at t = 0 (two copies, as the Swift batches' `restore`).
    func restore() {
        let bytes = max(count, 1) * scalarBytes
        offsets.copyMemory(from: initialOffsets, byteCount: bytes)
        velocities.copyMemory(from: initialVelocities, byteCount: bytes)
    }

    func output(_ workload: FrameStepWorkload) -> FrameStepOutput {
        FrameStepOutput(problems: workload.problems, offsets: (0..<count).map { load(offsets, $0) },
                        velocities: (0..<count).map { load(velocities, $0) })
    }
}
