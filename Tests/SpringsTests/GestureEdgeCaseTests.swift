import Foundation
import Testing
@testable import Springs

// The literal article pause rule, the improved detector, and the cases where they differ (documented in the
// Springs article "Gesture math"); overflow-free nearest targets; rubber banding and relative velocity at
// their edges; decoding through validation.

private func article(_ samples: [(velocity: Double, offset: Double)]) -> [Bool] {
    var detector = ArticlePauseDetector()
    return samples.map { detector.track(velocity: $0.velocity, offset: $0.offset) }
}

private func improved(_ speeds: [Double], displacement: Double = 20) throws -> Bool {
    var detector = try PauseDetector(windowSize: 7)
    return speeds.map { detector.record(velocity: $0, displacement: displacement) }.last ?? false
}

@Test func articlePauseRuleChecksFromTheEighthSampleAgainstTheOldestOfSeven() {
    let slowdown = Array(repeating: (velocity: 90.0, offset: 60.0), count: 7) + [(velocity: 5, offset: 60)]
    #expect(article(slowdown) == Array(repeating: false, count: 7) + [true])       // |90 − 5| / 90 > 0.9
    let mild = Array(repeating: (velocity: 90.0, offset: 60.0), count: 7) + [(velocity: 10, offset: 60)]
    #expect(article(mild).last == false)                                            // 80/90 ≈ 0.89
    let fast = Array(repeating: (velocity: 500.0, offset: 60.0), count: 7) + [(velocity: 101, offset: 60)]
    #expect(article(fast).last == false)                                            // |v| > 100 ignored
    let near = Array(repeating: (velocity: 90.0, offset: 10.0), count: 7) + [(velocity: 5, offset: 49.9)]
    #expect(article(near).last == false)                                            // |offset| < 50 ignored
}

@Test func articlePauseRuleLatchesUntilReset() {
    var detector = ArticlePauseDetector()
    for _ in 0..<7 { detector.track(velocity: 90, offset: 60) }
    let paused = detector.track(velocity: 5, offset: 60)
    let stillPaused = detector.track(velocity: 90, offset: 60)
    #expect(paused && stillPaused)
    detector.reset()
    #expect(!detector.hasPaused)
    let afterReset = detector.track(velocity: 5, offset: 60)
    #expect(!afterReset)
}

@Test func signReversalAndSpeedUpFireTheArticleRuleButNotTheImprovedDetector() throws {
    let reversal = Array(repeating: (velocity: 50.0, offset: 60.0), count: 7) + [(velocity: -50, offset: 60)]
    #expect(article(reversal).last == true)                                         // |50 + 50| / 50 = 2
    #expect(try !improved(Array(repeating: 50, count: 7) + [-50]))                  // same speed: no drop
    let speedUp = Array(repeating: (velocity: 40.0, offset: 60.0), count: 7) + [(velocity: 90, offset: 60)]
    #expect(article(speedUp).last == true)                                          // 50/40 = 1.25
    #expect(try !improved(Array(repeating: 40, count: 7) + [90]))
}

@Test func articlePauseRuleDividesByAZeroOldestVelocity() {
    // After the eighth sample the window is samples 2…8, so sample 2 is the oldest.
    var samples = [(velocity: 80.0, offset: 60.0), (velocity: 0, offset: 60)]
    samples += Array(repeating: (velocity: 80.0, offset: 60.0), count: 5)
    #expect(article(samples + [(velocity: 10, offset: 60)]).last == true)   // 10/0 = ∞ > 0.9
    #expect(article(samples + [(velocity: 0, offset: 60)]).last == false)   // 0/0 = NaN never fires
}

@Test func improvedDetectorFiresOnAPauseAfterASlowStartThatTheArticleRuleMisses() throws {
    // Oldest speed 5 (slow start), then fast, then a stop: the article compares with the oldest (5 → 2 is a
    // 60 % loss: no pause); the improved detector compares with the fastest (2 < 0.1 × 95).
    let speeds: [Double] = [5, 5, 95, 95, 95, 95, 95, 2]
    #expect(article(speeds.map { (velocity: $0, offset: 60) }).last == false)
    #expect(try improved(speeds))
}

@Test func pauseWindowLimitIsDocumentedAndReportedAsAnInteger() {
    #expect(PauseDetector.maximumWindowSize == 1000)
    #expect(throws: SpringParameterError.countOutOfRange(name: "windowSize", value: 1001,
                                                         requirement: "between 2 and 1000")) {
        _ = try PauseDetector(windowSize: 1001)
    }
    #expect(SpringParameterError.countOutOfRange(name: "windowSize", value: 1001, requirement: "between 2 and 1000")
        .description.hasSuffix("got 1001"))
}

@Test func nearestTargetComparesWithoutOverflowOrUnderflow() {
    let origin = GesturePoint(x: 0, y: 0)
    #expect(NearestTarget.index(of: origin, among: [GesturePoint(x: .infinity, y: 0),
                                                     GesturePoint(x: 1e308, y: 1e308)]) == 1)
    #expect(NearestTarget.index(of: origin, among: [GesturePoint(x: 1.5e200, y: 0), GesturePoint(x: 1e200, y: 0)]) == 1)
    #expect(NearestTarget.index(of: origin, among: [GesturePoint(x: 2e-170, y: 0), GesturePoint(x: 1e-170, y: 0)]) == 1)
    // Differences of finite coordinates that overflow: compared at half scale.
    let far = GesturePoint(x: -1e308, y: 0)
    #expect(NearestTarget.index(of: far, among: [GesturePoint(x: 1.7e308, y: 0), GesturePoint(x: 1e308, y: 0)]) == 1)
    #expect(NearestTarget.index(of: origin, among: [GesturePoint(x: .nan, y: 0)]) == nil)
}

@Test func rubberBandIsZeroAtZeroForEveryExponent() {
    for exponent in [0.7, 0, -1, 2, .nan] {
        #expect(RubberBand.power(exponent: exponent).apply(0) == 0)
    }
    #expect(RubberBand.power(exponent: 0).apply(-3) == -1)
    #expect(RubberBand.power(exponent: -1).apply(0.5) == 2)
    #expect(RubberBand.power(exponent: .nan).apply(2).isNaN)
    #expect(RubberBand.wwdc.apply(.nan).isNaN)
}

@Test func relativeVelocityAtInfiniteAndEqualEnds() {
    #expect(RelativeSpringVelocity.initialVelocity(velocity: 500, current: .infinity, target: .infinity) == 0)
    #expect(RelativeSpringVelocity.initialVelocity(velocity: 500, current: -.infinity, target: .infinity) == 0)
    #expect(RelativeSpringVelocity.initialVelocity(velocity: .nan, current: 1, target: 1).isNaN)
    #expect(RelativeSpringVelocity.initialVelocity(velocity: 1, current: .nan, target: 1).isNaN)
}

@Test func decodingGoesThroughValidation() throws {
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf",
                                                                    nan: "nan")
    #expect(throws: SpringParameterError.outOfRange(name: "mass", value: 0, requirement: "greater than 0")) {
        _ = try decoder.decode(SpringParameters.self, from: Data(#"{"mass":0,"stiffness":1,"damping":1}"#.utf8))
    }
    #expect(throws: SpringParameterError.self) {
        _ = try decoder.decode(SpringParameters.self, from: Data(#"{"stiffness":"nan","damping":1}"#.utf8))
    }
    #expect(throws: SpringParameterError.notFinite(name: "from", value: .infinity)) {
        _ = try decoder.decode(SpringProblem.self, from: Data(
            #"{"parameters":{"stiffness":100,"damping":10},"from":"inf","to":1}"#.utf8))
    }
    let problem = try decoder.decode(SpringProblem.self, from: Data(
        #"{"parameters":{"stiffness":100,"damping":10},"from":0,"to":1}"#.utf8))
    #expect(problem.parameters.mass == 1 && problem.initialVelocity == 0)
    let roundTrip = try decoder.decode(SpringProblem.self, from: JSONEncoder().encode(problem))
    #expect(roundTrip == problem)
}
