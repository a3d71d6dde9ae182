@testable import Harness
import Testing

/// The headline's best variant: the highest median speedup, and among equal speedups (none timed, as above the
/// reference's limit) the fastest, whatever the variants' order in the pair.
@Suite struct HeadlineBestVariantTests {
    static func timing(_ name: String, nanoseconds: Double, speedup: Double?) -> SubjectTiming {
        SubjectTiming(name: name, role: .variant, runsPerSample: 1, nanosecondsPerOperation: Distribution([nanoseconds]),
                      operationsPerSecond: 1e9 / nanoseconds,
                      speedup: speedup.map { RatioEstimate(median: $0, min: $0, max: $0) }, shareOfBound: nil)
    }

    static func best(_ timings: [SubjectTiming]) -> String? {
        timings.max(by: HeadlineTable.isWorseVariant)?.name
    }

    @Test func theHighestSpeedupWinsWhateverItsTime() {
        let slowButFaster = Self.timing("a", nanoseconds: 50, speedup: 9)
        let fastButSlower = Self.timing("b", nanoseconds: 40, speedup: 8)
        #expect(Self.best([slowButFaster, fastButSlower]) == "a")
        #expect(Self.best([fastButSlower, slowButFaster]) == "a")
    }

    @Test func withoutSpeedupsTheFastestWinsInEitherOrder() {
        let slow = Self.timing("one-thread", nanoseconds: 60, speedup: nil)
        let fast = Self.timing("two-threads", nanoseconds: 45, speedup: nil)
        #expect(Self.best([slow, fast]) == "two-threads")
        #expect(Self.best([fast, slow]) == "two-threads")
        let tiedFast = Self.timing("tied", nanoseconds: 45, speedup: 3)
        let tiedSlow = Self.timing("tied-slow", nanoseconds: 70, speedup: 3)
        #expect(Self.best([tiedFast, tiedSlow]) == "tied")
        #expect(Self.best([tiedSlow, tiedFast]) == "tied")
    }
}
