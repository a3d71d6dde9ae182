import Workloads
import HierarchyDiff
import Testing

/// The identity rule: identifiers are the same iff their UTF-8 bytes are (not Swift's canonical `==`).
@Suite struct IdentifierIdentityTests {
    static let precomposed = "\u{e9}", decomposed = "e\u{301}"
    static let latin = "app", cyrillic = "\u{430}pp"

    @Test func swiftEqualityIsNotTheRule() {
        #expect(Self.precomposed == Self.decomposed)  // Swift's `==`: canonically equivalent
        #expect(IdentifierKey(Self.precomposed) != IdentifierKey(Self.decomposed))
        #expect(!IdentifierKey.same(Self.precomposed, Self.decomposed))
        #expect(IdentifierKey.same("feed.row.1", "feed.row.1"))
        #expect(Set([IdentifierKey(Self.precomposed), IdentifierKey(Self.decomposed)]).count == 2)
        #expect(IdentifierKey(Self.latin) != IdentifierKey(Self.cyrillic))
    }

    @Test(arguments: ListDiffImplementation.allCases)
    func canonicallyEquivalentKeysAreADeleteAndAnInsert(_ impl: ListDiffImplementation) throws {
        #expect(try impl.changeset([Self.precomposed], [Self.decomposed])
            == KeyedChangeset(deletes: [0], inserts: [0], moves: []))
    }

    @Test(arguments: ListDiffImplementation.allCases)
    func canonicallyEquivalentKeysAreNotDuplicates(_ impl: ListDiffImplementation) throws {
        let changeset = try impl.changeset([Self.precomposed, Self.decomposed], [Self.decomposed, Self.precomposed])
        #expect(changeset.deletes.isEmpty && changeset.inserts.isEmpty && changeset.moves.count == 1)
        #expect(try impl.changeset([Self.latin, Self.cyrillic], [Self.cyrillic]).deletes == [0])
    }

    @Test func genericEntryPointsFollowTheRuleForStrings() throws {
        func generic<Key: Hashable>(_ source: [Key], _ target: [Key]) throws -> [KeyedChangeset] {
            [try FlatListDiff.changeset(from: source, to: target), try ReferenceFlatListDiff.changeset(from: source, to: target)]
        }
        let expected = KeyedChangeset(deletes: [0], inserts: [0], moves: [])
        #expect(try generic([Self.precomposed], [Self.decomposed]) == [expected, expected])
    }

    static func screen(_ identifiers: [String]) -> ViewTree {
        var tree = ViewTree(rootIdentifier: "root")
        for identifier in identifiers { _ = try? tree.addNode(identifier: identifier, parent: 0) }
        return tree
    }

    @Test(arguments: DiffImplementation.allCases)
    func treeDiffKeepsCanonicallyEquivalentIdentifiersApart(_ impl: DiffImplementation) throws {
        let merged = try impl.diff(Self.screen([Self.precomposed]), Self.screen([Self.decomposed]))
        let statuses = merged.nodes.dropFirst().map(\.status)
        #expect(statuses.sorted { $0.rawValue < $1.rawValue } == [.added, .removed])
        let both = try impl.diff(Self.screen([Self.precomposed, Self.decomposed, Self.cyrillic]),
                                 Self.screen([Self.decomposed, Self.precomposed, Self.latin]))
        #expect(both.summary.shared == 2 && both.summary.added == 1 && both.summary.removed == 1)
    }

    @Test(arguments: DiffImplementation.allCases)
    func rootIdentifierReuseUsesBytes(_ impl: DiffImplementation) throws {
        var source = ViewTree(rootIdentifier: Self.precomposed)
        _ = try source.addNode(identifier: Self.decomposed, parent: 0)
        #expect(throws: Never.self) { try impl.diff(source, Self.screen(["x"])) }
    }

    @Test func transitionPlansMatchDefinitionsByBytes() throws {
        let source = Self.screen([Self.precomposed]), target = Self.screen([Self.precomposed])
        let merged = try IdentifierTreeDiff.diff(source: source, target: target)
        #expect(merged.firstIndex(of: Self.decomposed) == nil)
        #expect(merged.firstIndex(of: Self.precomposed) == 1)
        #expect(throws: HierarchyDiffError.unknownDefinitionIdentifier(Self.decomposed)) {
            try TransitionPlanner.plan(merged: merged, source: source, target: target,
                                       definition: TransitionDefinition([(Self.decomposed, .crossfade)]))
        }
        #expect(throws: Never.self) {
            try TransitionPlanner.plan(merged: merged, source: source, target: target,
                                       definition: TransitionDefinition([(Self.precomposed, .crossfade)]))
        }
        #expect(TransitionDefinition([(Self.precomposed, .crossfade)]) != TransitionDefinition([(Self.decomposed, .crossfade)]))
    }

    /// The realistic workloads hold pairs that `==` confuses, so `check` catches a `==`-based variant.
    @Test func realisticWorkloadsHoldConfusableKeys() {
        for size in [2, 7, 30, 200] {
            let lists = FlatListGenerator.make(seed: 4, size: size, mix: .realistic)
            let keys = lists.source
            #expect(Set(keys.map(IdentifierKey.init)).count == keys.count)  // unique by bytes
            #expect(Set(keys).count < keys.count, "size \(size): no canonically equivalent pair")  // not by `==`
        }
        let screens = ScreenPairGenerator.make(seed: 1, size: 200, mix: .realistic)
        let identifiers = screens.source.identifiers.compactMap { $0 }
        #expect(Set(identifiers.map(IdentifierKey.init)).count == identifiers.count)
        #expect(Set(identifiers).count < identifiers.count)
    }

    /// A `==`-based changeset (a `Dictionary<String, Int>`) disagrees with the reference on the realistic
    /// workloads: the random check workloads would catch it.
    @Test func equalityBasedChangesetWouldFailTheCheck() throws {
        let lists = FlatListGenerator.make(seed: 2, size: 30, mix: .realistic)
        var seen = Set<String>()
        let swiftSeesDuplicate = lists.source.contains { !seen.insert($0).inserted }
        #expect(swiftSeesDuplicate)
        #expect(throws: Never.self) { try ReferenceFlatListDiff.changeset(from: lists.source, to: lists.target) }
    }
}
