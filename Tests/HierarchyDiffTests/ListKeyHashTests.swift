import Workloads
@testable import HierarchyDiff
import Testing

/// The keyed list's hashing from the representation (`StringKeyMatcher.listKeyHash`, `smallHash`) must give
/// `StringKeyMatcher.hash(_:seed:)` for every form of string, and the aligned matcher, whose counterpart arrays
/// are no longer filled before its pass, must write every element of them.
@Suite struct ListKeyHashTests {
    /// Strings of every small length, ASCII and multi-byte, and longer ones.
    static let samples: [String] = {
        var keys: [String] = []
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789.")
        for length in 0...40 {
            keys.append(String((0..<length).map { alphabet[($0 * 7 + length) % alphabet.count] }))
            keys.append(String(repeating: "é", count: length / 2) + String(repeating: "z", count: length % 2))
        }
        keys += ["\u{0}", "a\u{0}b", "\u{1F600}", "x.\u{1F600}.y", "ÿÿÿÿÿÿÿ", "row.12.title"]
        return keys
    }()

    /// The same bytes in a large native string (spare capacity keeps a short string out of the small form).
    static func large(_ key: String) -> String {
        var copy = String()
        copy.reserveCapacity(64)
        copy.append(key)
        return copy
    }

    static func bits(_ key: String) -> (UInt64, UInt64) { unsafeBitCast(key, to: (UInt64, UInt64).self) }

    @Test func smallStringsHashAsTheirBytes() {
        var smallSeen = 0
        for seed: UInt64 in [0, 1, 0x9E37_79B9_7F4A_7C15, StringKeyMatcher.seed] {
            for key in Self.samples {
                if let h = StringKeyMatcher.smallHash(Self.bits(key), seed: seed) {
                    smallSeen += 1
                    #expect(h == StringKeyMatcher.hash(key, seed: seed), "\(key.utf8.count) bytes: \(key)")
                } else {
                    #expect(key.utf8.count > 15, "a small string not read as one: \(key)")
                }
            }
        }
        #expect(smallSeen > 4 * 16)  // every small length, for each seed
    }

    @Test func everyFormHashesAsTheStandardLibraryPath() {
        let seed = StringKeyMatcher.seed
        for key in Self.samples {
            for form in [key, Self.large(key)] {
                let keys = [form]
                let h = keys.withUnsafeBufferPointer { buffer in
                    StringKeyMatcher.listKeyHash(Self.bits(form), buffer, 0, seed)
                }
                #expect(h == StringKeyMatcher.hash(key, seed: seed), "\(key)")
            }
        }
        // The large form really is large for short keys (else the test above compares small with small).
        #expect(StringKeyMatcher.smallHash(Self.bits(Self.large("abc")), seed: seed) == nil)
        #expect(StringKeyMatcher.tailAllocatedUTF8(Self.bits(Self.large("abc"))) != nil)
    }

    /// Short keys small in the source and large in the target, moved so they are joined by hash (off the
    /// alignment): they must still match. (A wrong small-key hash that makes keys collide is caught here only
    /// by the verification, which then recomputes exactly; the tests above check the values themselves.)
    @Test(arguments: ["k", "row.", "key.number."])  // 2–3, 5–6 and 12–13 bytes: each class of small count
    func smallAndLargeFormsOfAKeyJoin(prefix: String) throws {
        // Decoded from bytes, so small (an interpolated string keeps its buffer: tail-allocated).
        let source = (0..<64).map { String(decoding: Array("\(prefix)\($0)".utf8), as: UTF8.self) }
        #expect(source.allSatisfy { StringKeyMatcher.smallHash(Self.bits($0), seed: 0) != nil })
        var target = source.map(Self.large)
        target.append(target.removeFirst())
        target.insert(target.remove(at: 40), at: 3)
        let exact = AlignedKeyMatcherTests.exact(source, target)
        for (usesTable, mask) in [(true, ~0), (true, 0), (false, ~0)] as [(Bool, UInt64)] {
            let aligned = try #require(StringKeyMatcher.matchAligned(source: source, target: target, hashMask: mask,
                                                                     usesTable: usesTable))
            #expect(AlignedKeyMatcherTests.same(aligned, exact))
            #expect(!aligned.sourceToTarget.contains(-1))
        }
        #expect(try FlatListDiff.changeset(from: source, to: target)
            == ReferenceFlatListDiff.changeset(from: source, to: target))
    }

    /// Counterpart arrays reused from an earlier changeset (left full of its packed targets and move marks)
    /// must be overwritten everywhere by the next aligned pass.
    @Test func reusedCounterpartsAreOverwritten() throws {
        for round in 0..<4 {
            let earlier = FlatListGenerator.make(seed: 40 + UInt64(round), size: 20_000, rate: 0.5, mix: .realistic)
            _ = try FlatListDiff.changeset(from: earlier.source, to: earlier.target)
            let lists = FlatListGenerator.make(seed: 50 + UInt64(round), size: 19_000 + 500 * round, rate: 0.3,
                                               mix: .realistic)
            let aligned = try #require(StringKeyMatcher.matchAligned(source: lists.source, target: lists.target))
            #expect(AlignedKeyMatcherTests.same(aligned, AlignedKeyMatcherTests.exact(lists.source, lists.target)))
        }
    }
}
