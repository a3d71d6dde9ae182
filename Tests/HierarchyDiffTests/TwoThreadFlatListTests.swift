import Workloads
@testable import HierarchyDiff
import Testing

/// The keyed list's aligned pass on two threads (`TwoThreadAlignedPass`, `FlatListDiff.changesetOnTwoThreads`):
/// whatever the cut, the same changeset and the same errors as the reference and as the one-thread pass. Small
/// lists are split here (`splitMinimum: 2`), so the cut falls among few keys, next to the edits.
@Suite struct TwoThreadFlatListTests {
    typealias Outcome = Result<KeyedChangeset, HierarchyDiffError>

    static func split(_ source: [String], _ target: [String]) -> Outcome {
        Result { () throws(HierarchyDiffError) in try FlatListDiff.changeset(from: source, to: target, splitMinimum: 2) }
    }

    static func reference(_ source: [String], _ target: [String]) -> Outcome {
        Result { () throws(HierarchyDiffError) in try ReferenceFlatListDiff.changeset(from: source, to: target) }
    }

    static func serial(_ source: [String], _ target: [String]) -> Outcome {
        Result { () throws(HierarchyDiffError) in try FlatListDiff.changeset(from: source, to: target) }
    }

    @Test(arguments: [2, 3, 8, 41, 300])
    func splitListsGiveTheReferenceChangeset(size: Int) {
        for seed in UInt64(1)...6 {
            for mix in [IdentifierMix.realistic, .short] {
                for rate in [0.05, 0.3, 1.0] {
                    let lists = FlatListGenerator.make(seed: seed &* 7 &+ UInt64(size), size: size, rate: rate, mix: mix)
                    #expect(Self.split(lists.source, lists.target) == Self.reference(lists.source, lists.target),
                            "size \(size) seed \(seed) \(mix) rate \(rate)")
                }
            }
        }
    }

    /// Past the reference's reach in a test: the one-thread pass's changeset, itself checked against the
    /// reference elsewhere.
    @Test(arguments: [900, 5_000])
    func splitListsGiveTheOneThreadChangeset(size: Int) {
        for seed in UInt64(1)...12 {
            for rate in [0.05, 0.3] {
                let lists = FlatListGenerator.make(seed: seed &* 7 &+ UInt64(size), size: size, rate: rate, mix: .realistic)
                #expect(Self.split(lists.source, lists.target) == Self.serial(lists.source, lists.target),
                        "size \(size) seed \(seed) rate \(rate)")
            }
        }
    }

    /// Keys moved from one half to the other across the cut, and a target whose middle is all new: the halves'
    /// windows cannot reach their partners, and the join must find them.
    @Test func keysMovedAcrossTheCutAreJoined() {
        let source = (0..<400).map { "feed.section.\($0 / 20).row.\($0).avatar" }
        var target = source
        target.swapAt(10, 390)
        target.swapAt(199, 201)
        target.insert(contentsOf: (0..<60).map { "inserted.\($0).in.the.middle.of.the.target" }, at: 200)
        #expect(Self.split(source, target) == Self.reference(source, target))
        let reversed = Array(source.reversed())
        #expect(Self.split(source, reversed) == Self.reference(source, reversed))
    }

    /// Repeats within a half, across the halves, at the meeting point and in the target: the same first
    /// duplicate, reported for the same list, as the reference.
    @Test func duplicatesAcrossTheHalvesGiveTheReferenceError() throws {
        let source = (0..<300).map { "screen.list.cell.\($0).title" }
        var repeatedAcross = source
        repeatedAcross[260] = source[20]
        var repeatedAtMiddle = source
        repeatedAtMiddle[151] = source[150]
        var target = source
        target[280] = source[30]
        for (from, to) in [(repeatedAcross, source), (repeatedAtMiddle, source), (source, target),
                           (repeatedAcross, target)]
        {
            let outcome = Self.split(from, to)
            guard case .failure = outcome else {
                Issue.record("no error for a repeated key")
                continue
            }
            #expect(outcome == Self.reference(from, to))
        }
    }

    /// Lists in unrelated orders have no meeting point, and the pass stays on one thread; lists sharing their
    /// order meet near both middles.
    @Test func theMeetingPointIsAKeyNearBothMiddles() {
        let source = (0..<1_000).map { "n.\($0).identifier.long.enough.for.the.heap" }
        let shifted = (0..<40).map { "fresh.\($0).identifier.long.enough.for.the.heap" } + source
        let unrelated = (0..<1_000).map { "other.\($0).identifier.long.enough.for.the.heap" }
        func meeting(_ target: [String]) -> (source: Int, target: Int)? {
            source.withUnsafeBufferPointer { sourceKeys in
                target.withUnsafeBufferPointer { targetKeys in
                    var hashes = [UInt64](repeating: 0, count: target.count)
                    var records = [StringKeyMatcher.KeyRecord](repeating: .init(hash: 0, position: 0), count: source.count)
                    var sourceToTarget = [Int32](repeating: 0, count: source.count)
                    var targetToSource = [Int32](repeating: 0, count: target.count)
                    return hashes.withUnsafeMutableBufferPointer { hashes in
                        records.withUnsafeMutableBufferPointer { records in
                            sourceToTarget.withUnsafeMutableBufferPointer { sourceToTarget in
                                targetToSource.withUnsafeMutableBufferPointer { targetToSource in
                                    TwoThreadAlignedPass.meetingPoint(AlignedListPass(
                                        sourceRaw: UnsafeRawPointer(sourceKeys.baseAddress!),
                                        targetRaw: UnsafeRawPointer(targetKeys.baseAddress!), sourceKeys: sourceKeys,
                                        targetKeys: targetKeys, hashes: hashes.baseAddress!,
                                        records: records.baseAddress!, sourceToTarget: sourceToTarget.baseAddress!,
                                        targetToSource: targetToSource.baseAddress!, seed: StringKeyMatcher.seed))
                                }
                            }
                        }
                    }
                }
            }
        }
        let met = meeting(shifted)
        #expect(met?.source == 500 && met?.target == 540)
        #expect(meeting(unrelated) == nil)
        #expect(Self.split(source, unrelated) == Self.reference(source, unrelated))
        #expect(Self.split(source, shifted) == Self.reference(source, shifted))
    }

    /// At the entry point's own threshold and above (the timed path): the one-thread changeset, exactly.
    @Test func largeListsGiveTheOneThreadChangeset() throws {
        for size in [FlatListDiff.twoThreadMinimum, 100_000] {
            let lists = FlatListGenerator.make(seed: UInt64(size), size: size, rate: 0.1, mix: .realistic)
            let twoThreads = Result { () throws(HierarchyDiffError) in
                try FlatListDiff.changesetOnTwoThreads(from: lists.source, to: lists.target)
            }
            #expect(twoThreads == Self.serial(lists.source, lists.target), "size \(size)")
        }
    }
}
