import Testing
import Harness

@Suite("action-lookup catalog pairs")
struct CatalogPairTests {
    @Test(arguments: Catalog.pairs(in: .actionLookup).map(\.id))
    func everyVariantAgreesOnSeededWorkloadsAndEdgeCases(id: String) throws {
        let pair = try Catalog.pair(id: id)
        let result = pair.check(seed: 11, cases: 12)
        for variant in result.variants {
            #expect(variant.verdict.agrees, "\(id)/\(variant.variant): \(variant.failingCases.prefix(3).map(\.name))")
            #expect(variant.casesCompared >= 12)
        }
    }

    @Test func theFamilyDeclaresEveryKernel() {
        #expect(Set(Catalog.pairs(in: .actionLookup).map(\.id)) == [
            "action-lookup.lookup", "action-lookup.interleaved", "action-lookup.dispatch", "action-lookup.frame",
            "action-lookup.set", "action-lookup.restyle",
            "action-lookup.loader-table", "action-lookup.state-machine",
        ])
        #expect(Catalog.pairs(in: .actionLookup).allSatisfy { !$0.edgeCaseNames().isEmpty })
    }

    @Test func workloadsArePureFunctionsOfSeedAndSize() {
        let first = InterleavedDispatchPairs.interleaved.makeWorkload(5, 200)
        let second = InterleavedDispatchPairs.interleaved.makeWorkload(5, 200)
        #expect(InterleavedDispatchPairs.interleaved.reference.compute(first)
                == InterleavedDispatchPairs.interleaved.reference.compute(second))
        #expect(first.script.count == 200)
    }

    @Test func randomScriptsExerciseEveryKindOfOutcome() {
        var actions = 0, nils = 0, rejected = 0, runs = 0, stores = 0
        for seed in 0..<10 as Range<UInt64> {
            for pair in [InterleavedDispatchPairs.interleaved, InterleavedDispatchPairs.dispatch] {
                for outcome in pair.reference.compute(pair.makeWorkload(seed, 300)) {
                    switch outcome {
                    case .action(nil), .lookup(_, nil): nils += 1
                    case .action, .lookup: actions += 1
                    case .rejected: rejected += 1
                    case .run: runs += 1
                    case .store: stores += 1
                    case .value: break
                    }
                }
            }
        }
        #expect(actions > 100 && nils > 100 && rejected > 5 && runs > 50 && stores > 100)
    }

    @Test func theAgreementRuleCatchesAStaleAnswer() {
        let workload = InterleavedDispatchPairs.interleaved.makeWorkload(3, 100)
        let expected = InterleavedDispatchPairs.interleaved.reference.compute(workload)
        var wrong = expected
        if let index = wrong.firstIndex(where: { if case .action(_?) = $0 { return true } else { return false } }) {
            wrong[index] = .action(nil)
        }
        #expect(!InterleavedDispatchPairs.interleaved.agreement.compare(expected, wrong).agrees)
        #expect(InterleavedDispatchPairs.interleaved.agreement.compare(expected, expected).agrees)
    }

    @Test func steadyWorkloadHasTheAdvertisedShape() {
        let workload = LookupPair.makeWorkload(seed: 1, size: 100)
        #expect(workload.targets.count == 100)
        #expect(workload.world.keys.count == 64)
        let world = workload.world.build()
        #expect(world.layers.allSatisfy { $0.style?.chainDepth == 8 })
    }
}

@Test func depthScalingStudyReportsEveryDepthWithBothResolvers() {
    let result = DepthScalingStudy.study.run(true)
    #expect(result.rows.map { $0[0] } == DepthScalingStudy.depths.map(String.init))
    #expect(result.series.map(\.name) == ["reference", "compiled"])
    #expect(result.series.allSatisfy { $0.y.count == DepthScalingStudy.depths.count && $0.y.allSatisfy { $0 > 0 && $0.isFinite } })
    #expect(ActionLookupCatalog.studies.map(\.id) == ["action-lookup.depth-scaling", "action-lookup.restyle-scaling"])
}
