import Testing
@testable import Harness
import Springs

/// The C step loops are the Swift loops: same inputs bit for bit and no contraction, so every instruction
/// set's copy must reproduce the Swift variant exactly (a stronger check than the pair's tolerance).
@Test func everyCStepCopyReproducesTheSwiftBatchBitForBit() {
    for layout in [StepPairs.Layout.shared, .perSpring] {
        for precision in [StepPairs.Precision.f64, .f32] {
            let pair = StepPairs.pair(layout, precision)
            let workloads = [pair.makeWorkload(5, 37), pair.makeWorkload(6, 100)] + pair.edgeCases().map(\.workload)
            for workload in workloads {
                let swift = pair.variants[0].compute(workload)
                #expect(!pair.comparisons.isEmpty)
                for c in pair.comparisons {
                    let output = c.compute(workload)
                    #expect(output.offsets == swift.offsets && output.velocities == swift.velocities,
                            "\(pair.id) / \(c.name) differs from \(pair.variants[0].name)")
                }
            }
        }
    }
}

@Test func aWrongCMatrixWouldBeCaughtByTheRule() {
    // The gate must be able to fail: a C result from the wrong timestep disagrees with the reference.
    let pair = StepPairs.pair(.shared, .f64)
    var workload = pair.makeWorkload(2, 20)
    workload.frames = 6  // springs still in flight (after 1 s every UI spring has settled to 0)
    let expected = pair.reference.compute(workload)
    workload.timestep *= 1.5
    let wrong = pair.comparisons[0].compute(workload)
    #expect(!pair.agreement.compare(expected, wrong).agrees)
}

@Test func theCClosedFormMatchesTheSwiftBatch() {
    let pair = ClosedFormPair.pair
    let workload = pair.makeWorkload(9, 50)
    let swift = pair.variants[0].compute(workload)
    let c = pair.comparisons[0].compute(workload)
    #expect(pair.agreement.compare(swift, c).agrees)
}

@Test func theBoundsProbeTheMachineNotTheKernel() {
    #expect(SpringStepBounds.bytesPerSpringStep(scalarBytes: 8, perSpringMatrices: false) == 32)
    #expect(SpringStepBounds.bytesPerSpringStep(scalarBytes: 4, perSpringMatrices: true) == 32)
    #expect(SpringStepBounds.operationsPerSpringStep == 10)
    // Every probe method leaves the arrays unchanged (it moves bytes, it computes nothing).
    let buffers = ProbeBuffers(words: 37, arrays: 6)
    let before = (0..<6).map { a in (0..<37).map { buffers.arrays[a].load(fromByteOffset: $0 * 8, as: UInt64.self) } }
    for method in Int32(0)..<7 { _ = buffers.touch(method: method) }  // unavailable methods fall back
    let after = (0..<6).map { a in (0..<37).map { buffers.arrays[a].load(fromByteOffset: $0 * 8, as: UInt64.self) } }
    #expect(before == after)
}

@Test func everyComputeProbeMethodDoesAtLeastTheKernelsArithmetic() {
    // Each method's round is 12 chains × its lanes × 2 operations (a multiply and an add, fused or not), so a
    // run covers the kernel's operation count whatever width is chosen; unavailable methods fall back to the
    // build's width, and the chosen method is one the CPU runs.
    let build = ComputeProbe.buildVectorBytes
    let lanes: [Int32: Int] = [0: build, 1: build, 2: 32, 3: 64]
    #expect(ComputeProbe.methods.map(\.method) == [0, 1, 2, 3])
    #expect(ComputeProbe.methods[0].available)
    for single in [false, true] {
        let scalar = single ? 4 : 8
        let probe = ComputeProbe(operations: 10 * 1_001, single: single)
        for (method, available) in ComputeProbe.methods {
            let perRound = probe.operationsPerRound(method: method)
            #expect(perRound == 12 * (available ? lanes[method]! : build) / scalar * 2)
            #expect(probe.rounds(method: method) * perRound >= probe.operations)
            #expect((probe.rounds(method: method) - 1) * perRound < probe.operations)
            #expect(probe.run(method: method).isFinite)
        }
        let chosen = SpringStepBounds.fastestComputeMethod(probe)
        #expect(ComputeProbe.methods.contains { $0.method == chosen && $0.available })
    }
}
