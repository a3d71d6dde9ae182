import Workloads
import Testing
@testable import Harness

@Test func sameSeedSameStream() {
    var a = SeededGenerator(seed: 42), b = SeededGenerator(seed: 42), c = SeededGenerator(seed: 43)
    let streamA = (0..<100).map { _ in a.next() }
    #expect(streamA == (0..<100).map { _ in b.next() })
    #expect(streamA != (0..<100).map { _ in c.next() })
}

@Test func splitMixKnownValues() {
    // SplitMix64 reference values for seed 0 (from the published algorithm), pinning the stream forever.
    var g = SeededGenerator(seed: 0)
    #expect(g.next() == 0xE220_A839_7B1D_CDAF)
    #expect(g.next() == 0x6E78_9E6A_A1B9_65F4)
}
