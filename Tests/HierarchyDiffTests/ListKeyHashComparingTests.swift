@testable import HierarchyDiff
import Testing

/// The aligned pass's fused first look at a target key (`StringKeyMatcher.wordsComparing`, both keys
/// tail-allocated with one count above 16) must give `StringKeyMatcher.hash(_:seed:)` of the target key and
/// its byte equality with the source key.
@Suite struct ListKeyHashComparingTests {
    /// For every length from 17 to 60: a key, its copy, and copies differing in exactly one byte at each
    /// position.
    static func pairs() -> [(String, String)] {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789.")
        var pairs: [(String, String)] = []
        for length in 17...60 {
            let key = String((0..<length).map { alphabet[($0 * 7 + length) % alphabet.count] })
            pairs.append((key, key))
            for position in 0..<length {
                var bytes = Array(key.utf8)
                bytes[position] = bytes[position] == UInt8(ascii: "x") ? UInt8(ascii: "y") : UInt8(ascii: "x")
                pairs.append((key, String(decoding: bytes, as: UTF8.self)))
            }
        }
        return pairs
    }

    @Test func hashAndEqualityAreTheSeparatePaths() throws {
        var equalSeen = 0, differentSeen = 0
        for seed: UInt64 in [0, 0x9E37_79B9_7F4A_7C15, StringKeyMatcher.seed] {
            for (t, s) in Self.pairs() {
                let target = ListKeyHashTests.large(t), source = ListKeyHashTests.large(s)
                let (q, count) = try #require(StringKeyMatcher.tailAllocatedUTF8(ListKeyHashTests.bits(target)))
                let (p, otherCount) = try #require(StringKeyMatcher.tailAllocatedUTF8(ListKeyHashTests.bits(source)))
                #expect(count == otherCount)
                let (hash, same) = withExtendedLifetime((target, source)) {
                    StringKeyMatcher.wordsComparing(q, p, count: count, seed: seed)
                }
                #expect(hash == StringKeyMatcher.hash(t, seed: seed), "\(t)")
                let equal = Array(t.utf8) == Array(s.utf8)
                #expect(same == equal, "\(t) vs \(s)")
                if equal { equalSeen += 1 } else { differentSeen += 1 }
            }
        }
        #expect(equalSeen == 3 * 44 && differentSeen > 3 * 1_000)
    }
}
