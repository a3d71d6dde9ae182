@testable import HierarchyDiff
import Testing

/// `TaggedIdentifierColumn.allSameBytes`, the tree diff's verification of every match, which reads each pair's
/// two representations straight from the identifier arrays and compares two tail-allocated strings' bytes at
/// the addresses they hold: against the UTF-8 views' bytes, for every length and form (small, native,
/// literal, missing), matched in place and through shuffled view columns.
@Suite struct TaggedColumnVerificationTests {
    /// Keys of every length from 0 to 70 (ASCII and non-ASCII), small where they fit and in native storage of
    /// their own, literals, and a missing key.
    static func keys() -> [String?] {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789.-_ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        var keys: [String?] = [nil, "", "com.example.checkout.payment.summary.total", "caf\u{e9}.n3", "cafe\u{301}.n3",
                               "\u{430}pp.n3", "é.ü.日本.row"]
        for length in 0...70 {
            let s = String((0..<length).map { alphabet[($0 * 7) % alphabet.count] })
            keys.append(String(decoding: Array(s.utf8), as: UTF8.self))
            keys.append(IdentifierByteEqualityTests.largeNativeCopy(s))
            keys.append(IdentifierByteEqualityTests.largeNativeCopy("é" + s))
        }
        return keys
    }

    /// A missing identifier is told by the second word of its 16 bytes alone; its first word is whatever the
    /// storage held before. Here it holds a present native string's count and flags, so the bits alone would
    /// read as a tail-allocated string at address 32: the verification must see a missing (empty) identifier.
    @Test func aMissingIdentifierWithAnyFirstWordIsEmpty() {
        let present = IdentifierByteEqualityTests.largeNativeCopy(String(repeating: "row.", count: 10))
        func missingWithFirstWordOf(_ string: String) -> [String?] {
            var keys: [String?] = [nil, string]
            keys.withUnsafeMutableBytes { raw in
                raw.storeBytes(of: raw.load(fromByteOffset: 16, as: UInt64.self), toByteOffset: 0, as: UInt64.self)
            }
            return keys
        }
        let source = missingWithFirstWordOf(present)
        let target = missingWithFirstWordOf(IdentifierByteEqualityTests.largeNativeCopy(present))
        #expect(source[0] == nil && target[0] == nil, "the second word alone makes the identifier missing")
        let a = TaggedIdentifierColumn(identifiers: source, views: [0, 1])
        let b = TaggedIdentifierColumn(identifiers: target, views: [0, 1])
        let c = TaggedIdentifierColumn(identifiers: [nil, ""], views: [0, 1])
        for (column, counterparts, expected) in [(b, [Int32(1), 0], false), (b, [0, 1], true), (c, [1, -1], true),
                                                 (c, [-1, 0], false)] {
            #expect(counterparts.withUnsafeBufferPointer { a.allSameBytes(in: 0..<2, counterparts: $0, column) }
                    == expected, "counterparts \(counterparts)")
        }
    }

    /// Each key against every key of the same length (and itself) in separately stored copies, the target's
    /// view column reversed: `allSameBytes` on the one pair equals the views' verdict.
    @Test func everyPairAgreesWithTheViewsBytes() {
        let keys = Self.keys()
        let copies: [String?] = keys.reversed().map { $0.map { IdentifierByteEqualityTests.largeNativeCopy($0) } }
        let n = keys.count
        let a = TaggedIdentifierColumn(identifiers: keys, views: (0..<Int32(n)).map { $0 })
        let b = TaggedIdentifierColumn(identifiers: copies, views: (0..<Int32(n)).reversed())
        var checked = 0, equal = 0
        for i in 0..<n {
            for j in 0..<n where j == i || keys[j]?.utf8.count == keys[i]?.utf8.count {
                var counterparts = [Int32](repeating: -1, count: n)
                counterparts[i] = Int32(j)
                let expected = Array(a.key(at: i).utf8) == Array(b.key(at: j).utf8)
                let verdict = counterparts.withUnsafeBufferPointer { a.allSameBytes(in: 0..<n, counterparts: $0, b) }
                #expect(verdict == expected, "\(a.key(at: i)) against \(b.key(at: j))")
                #expect(verdict == a.sameBytes(at: i, b, at: j))
                checked += 1
                if expected { equal += 1 }
            }
        }
        #expect(equal >= n && checked > equal, "both verdicts were exercised")
    }

    /// Every key matched to its own copy verifies; one pair shifted to a different key of another length, of
    /// the same length, or the missing key does not.
    @Test func wholeColumnsVerifyAndOneWrongPairFails() {
        let keys = Self.keys()
        let copies: [String?] = keys.map { $0.map { IdentifierByteEqualityTests.largeNativeCopy($0) } }
        let views = (0..<Int32(keys.count)).map { $0 }
        let a = TaggedIdentifierColumn(identifiers: keys, views: views)
        let b = TaggedIdentifierColumn(identifiers: copies, views: views)
        let matches = (0..<Int32(keys.count)).map { $0 }
        #expect(matches.withUnsafeBufferPointer { a.allSameBytes(in: 0..<keys.count, counterparts: $0, b) })
        let last = keys.count - 1  // "é" and 70 bytes, natively stored; last − 3: "é" and 69 bytes
        for (i, j) in [(5, 6), (last, last - 3), (last, 0), (1, 2)] {
            var shifted = matches
            shifted[i] = Int32(j)
            #expect(!shifted.withUnsafeBufferPointer { a.allSameBytes(in: 0..<keys.count, counterparts: $0, b) },
                    "\(a.key(at: i)) matched to \(b.key(at: j))")
        }
    }
}
