import Testing
@testable import Harness

@Test func toleranceRuleReportsTheWorstCase() {
    let rule = AgreementRule<[Double]>.tolerance(absolute: 1e-12, relative: 1e-9, justification: "test",
                                                 values: { $0 })
    let expected = [1.0, 2.0, 3.0, 4.0]
    let passing = rule.compare(expected, [1.0, 2.0 + 1e-10, 3.0, 4.0])
    #expect(passing.agrees)
    #expect(passing.worst?.index == 1)
    let failing = rule.compare(expected, [1.0, 2.0 + 1e-10, 3.5, 4.0 + 1e-7])
    #expect(!failing.agrees)
    #expect(failing.worst?.index == 2)
    #expect(failing.worst?.expected == "3.0")
    #expect(failing.worst?.actual == "3.5")
    #expect(failing.worst?.absoluteError == 0.5)
    #expect(failing.summary.contains("DISAGREES"))
}

@Test func toleranceRuleTreatsNaNAndInfinityStrictly() {
    let rule = AgreementRule<[Double]>.tolerance(absolute: 1, relative: 1, justification: "test", values: { $0 })
    #expect(rule.compare([.nan], [.nan]).agrees)
    #expect(!rule.compare([1], [.nan]).agrees)
    #expect(!rule.compare([.nan], [1]).agrees)
    #expect(rule.compare([.infinity], [.infinity]).agrees)
    #expect(!rule.compare([.infinity], [-.infinity]).agrees)
    #expect(!rule.compare([1e300], [.infinity]).agrees)
}

@Test func toleranceRuleRejectsLengthMismatch() {
    let rule = AgreementRule<[Double]>.tolerance(absolute: 1, relative: 1, justification: "test", values: { $0 })
    let verdict = rule.compare([1, 2], [1])
    #expect(!verdict.agrees)
    #expect(verdict.message?.contains("2 values") == true)
}

@Test func exactElementsNamesTheFirstDifference() {
    let rule = AgreementRule<[String]>.exactElements(justification: "test") { $0 }
    #expect(rule.compare(["a", "b"], ["a", "b"]).agrees)
    let verdict = rule.compare(["a", "b", "c"], ["a", "x", "y"])
    #expect(!verdict.agrees)
    #expect(verdict.worst?.index == 1)
    #expect(verdict.worst?.expected == "b" && verdict.worst?.actual == "x")
    #expect(!rule.compare(["a"], ["a", "b"]).agrees)
}

@Test func exactRuleComparesWholeOutputs() {
    let rule = AgreementRule<Int>.exact(justification: "test")
    #expect(rule.compare(3, 3).agrees)
    #expect(!rule.compare(3, 4).agrees)
}

@Test func mergedVerdictKeepsTheFirstFailure() {
    let ok = AgreementVerdict(agrees: true, comparedCount: 2)
    let bad = AgreementVerdict(agrees: false, comparedCount: 3, worst: WorstCase(index: 7, expected: "1", actual: "2"))
    let merged = AgreementVerdict.merged([ok, bad, ok])
    #expect(!merged.agrees)
    #expect(merged.comparedCount == 7)
    #expect(merged.worst?.index == 7)
}

@Test func mergedVerdictKeepsTheCaseClosestToItsTolerance() {
    let rule = AgreementRule<[Double]>.tolerance(absolute: 1e-9, relative: 1e-12, justification: "test",
                                                 values: { $0 })
    // Near zero: huge relative error but far inside the absolute floor.
    let nearZero = rule.compare([1e-15], [2e-15])
    // Large value: small relative error but 90 % of the allowed error.
    let large = rule.compare([1e6], [1e6 + 0.9e-6])
    #expect(nearZero.agrees && large.agrees)
    let merged = AgreementVerdict.merged([nearZero, large])
    #expect(merged.worst?.expected == "1000000.0")
    #expect((merged.worst?.shareOfTolerance ?? 0) > 0.8)
    #expect(merged.summary.contains("of tolerance"))
}
