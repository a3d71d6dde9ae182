import Testing
import ActionLookup
import Workloads
import Harness

@Suite("action-lookup catalog pairs")
struct ActionLookupCatalogTests {
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

    /// Long random scripts that change, relink (cycles refused) and look up, on many seeds: every answer
    /// of the incrementally repaired tables equals the reference's.
    @Test(arguments: ["interleaved", "dispatch"])
    func randomScriptsAgreeWithTheReference(mix: String) {
        let pair = mix == "dispatch" ? InterleavedDispatchPairs.dispatch : InterleavedDispatchPairs.interleaved
        for seed in 100..<130 as Range<UInt64> {
            let workload = pair.makeWorkload(seed, 800)
            let expected = ActionScriptRunner.run(workload.world, workload.script, resolution: .reference)
            let actual = ActionScriptRunner.run(workload.world, workload.script, resolution: .compiled)
            #expect(expected == actual, "seed \(seed)")
        }
    }

    @Test func frameAndRestyleWorkloadsHaveTheAdvertisedShape() {
        let frame = FrameSetRestylePairs.frame.makeWorkload(3, 2_000)
        #expect(FrameSetRestylePairs.frame.operationCount(frame) == 2_000)
        #expect(frame.world.layers.count == 1_000)
        let world = frame.world.build()
        let depths = world.layers.compactMap { $0.style?.chainDepth }
        #expect(depths.max() ?? 0 <= 8 && depths.max() ?? 0 >= 4)
        #expect(world.layers.filter { $0.delegate != nil }.count == 250)
        let outcomes = FrameSetRestylePairs.frame.reference.compute(frame)
        let runs = outcomes.filter { if case .run = $0 { true } else { false } }.count
        let stores = outcomes.filter { if case .store = $0 { true } else { false } }.count
        #expect(runs > 100 && stores > 1_000 && stores < 2_000)
        // The alternate script timed runs use agrees too, and changes values where the script stored them.
        let shifted = AlternateScript.of(frame.script)
        #expect(ActionScriptRunner.run(frame.world, shifted, resolution: .reference)
                == ActionScriptRunner.run(frame.world, shifted, resolution: .compiled))
        #expect(zip(frame.script, shifted).allSatisfy { pair in
            if case let .set(_, _, a) = pair.0, case let .set(_, _, b) = pair.1, case .number = a { return a != b }
            return true
        })
        let restyle = FrameSetRestylePairs.restyle.makeWorkload(3, 50)
        #expect(FrameSetRestylePairs.restyle.operationCount(restyle) == 50)
    }
}

@Test func depthScalingStudyReportsEveryDepthWithBothResolvers() {
    let result = DepthScalingStudy.study.run(true)
    #expect(result.rows.map { $0[0] } == DepthScalingStudy.depths.map(String.init))
    #expect(result.series.map(\.name) == ["reference", "compiled"])
    #expect(result.series.allSatisfy { $0.y.count == DepthScalingStudy.depths.count && $0.y.allSatisfy { $0 > 0 && $0.isFinite } })
    #expect(ActionLookupCatalog.studies.map(\.id) == ["action-lookup.depth-scaling", "action-lookup.restyle-scaling"])
}

@Test func restyleStudyReportsEverySeriesWithASlope() {
    let result = RestyleScalingStudy.study.run(true)
    #expect(result.series.count == 5)
    #expect(result.series.allSatisfy { $0.y.allSatisfy { $0 > 0 && $0.isFinite } })
    #expect(result.rows.count == RestyleScalingStudy.keysChanged.count + RestyleScalingStudy.depths.count + RestyleScalingStudy.sharing.count + 2 * RestyleScalingStudy.tableSizes.count)
}
