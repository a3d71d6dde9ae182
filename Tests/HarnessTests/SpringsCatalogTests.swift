import Testing
import Harness

@Test func everySpringsPairAgreesOnSeededWorkloadsAndEdgeCases() {
    let pairs = Catalog.pairs(in: .springs)
    #expect(pairs.count == 8)
    for pair in pairs {
        let result = pair.check(seed: 11, cases: 6)
        for variant in result.variants {
            #expect(variant.verdict.agrees, "\(pair.id) / \(variant.variant): \(variant.verdict.summary) \(variant.failingCases.map(\.name))")
        }
    }
}

@Test func frameStepPairsDeclareBoundsAndTheirDocumentedSizes() {
    for pair in Catalog.pairs(in: .springs) where pair.id.hasPrefix("springs.step-") && pair.id != "springs.step-variable-f64" {
        #expect(pair.timedOnlyNames == ["memory roofline", "compute roofline"])
        #expect(pair.comparisonNames.first == "c-baseline")
        #expect(pair.runSizes.first == 1_000 && pair.runSizes.last == 4_000_000)
        let subjects = pair.timingSubjects(seed: 1, size: 100)
        #expect(subjects.operationCount == 100)
        for subject in subjects.subjects { for _ in 0..<130 { subject.body.run() } }  // crosses a replay restore
    }
}

@Test func stepVariablePairTimesTheJitteredAndSteadyBatchAcrossAReplay() throws {
    let pair = try #require(Catalog.pairs(in: .springs).first { $0.id == "springs.step-variable-f64" })
    #expect(pair.timedOnlyNames == ["exact-soa-f64-steady"])
    #expect(pair.runSizes == [1_000, 100_000, 1_000_000] && pair.quickSizes.contains(100_000))
    let subjects = pair.timingSubjects(seed: 1, size: 33)
    #expect(subjects.operationCount == 33)
    for subject in subjects.subjects { for _ in 0..<510 { subject.body.run() } }  // crosses the replay's restart
}

@Test func integratorStudyFindsTheTextbookOrders() {
    guard let study = Catalog.studies.first(where: { $0.id == "springs.integrator-error" }) else {
        Issue.record("study missing")
        return
    }
    let result = study.run(true)
    let order = Dictionary(uniqueKeysWithValues: result.rows.map { ($0[0], Double($0[4]) ?? .nan) })
    #expect(abs((order["euler"] ?? 0) - 1) < 0.25)
    #expect(abs((order["semi-implicit-euler"] ?? 0) - 1) < 0.25)
    #expect(abs((order["verlet"] ?? 0) - 2) < 0.3)
    #expect(abs((order["rk4"] ?? 0) - 4) < 0.5)
    #expect(result.series.count == result.rows.count && result.series.allSatisfy(\.logLog))
}
