@testable import HierarchyDiff
import Testing

/// The byte comparisons the matcher verifies every match with: `StringKeyMatcher.sameBytes` and
/// `StringColumn.allSameBytes`, which read a long native or literal string's bytes straight from the address in
/// its representation (`tailAllocatedUTF8`), and `equalBytes`, sixteen bytes per step. Each is checked against
/// the bytes of the strings' UTF-8 views, on pairs in every form the fast path must tell apart: separate
/// storage with equal bytes, one byte changed at every position of every length, small (inline) against large
/// storage of the same bytes, literals against native copies, and non-ASCII identifiers.
@Suite struct IdentifierByteEqualityTests {
    /// A native copy of `s` in storage of its own (never the small inline form, even under 16 bytes).
    static func largeNativeCopy(_ s: String) -> String {
        var copy = String()
        copy.reserveCapacity(64)  // forces native storage, which appending keeps
        copy.append(contentsOf: s)
        return copy
    }

    /// A native copy of `s` built from its bytes (small when 15 bytes or fewer).
    static func copy(_ s: String) -> String { String(decoding: Array(s.utf8), as: UTF8.self) }

    /// `s` with byte `index` changed to another ASCII letter.
    static func changed(_ s: String, at index: Int) -> String {
        var bytes = Array(s.utf8)
        bytes[index] = bytes[index] == UInt8(ascii: "x") ? UInt8(ascii: "y") : UInt8(ascii: "x")
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The oracle: the UTF-8 views' bytes.
    static func oracle(_ a: String, _ b: String) -> Bool { Array(a.utf8) == Array(b.utf8) }

    @Test func tailAllocatedBytesAreTheViewsBytes() {
        let literal = "com.example.checkout.payment.summary.total"
        for s in [literal, Self.copy(literal), Self.largeNativeCopy("ab"), Self.largeNativeCopy("é.ü.日本")] {
            let view = s.utf8.withContiguousStorageIfAvailable { (UnsafeRawPointer($0.baseAddress!), $0.count) }
            let raw = StringKeyMatcher.tailAllocatedUTF8(unsafeBitCast(s, to: (UInt64, UInt64).self))
            #expect(raw != nil, "\(s) is tail-allocated")
            #expect(raw?.0 == view?.0 && raw?.1 == view?.1, "\(s): same address and count as its view")
        }
        for small in ["", "a", "button.ok", "fifteen-bytes.."] {
            #expect(StringKeyMatcher.tailAllocatedUTF8(unsafeBitCast(small, to: (UInt64, UInt64).self)) == nil,
                    "\(small) is inline")
        }
    }

    @Test func everyLengthAndEveryChangedByte() {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789.-_ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        for length in 0...70 {
            let s = String((0..<length).map { alphabet[($0 * 7) % alphabet.count] })
            for (a, b) in [(s, Self.copy(s)), (Self.largeNativeCopy(s), Self.largeNativeCopy(s)),
                           (s, Self.largeNativeCopy(s))] {
                #expect(StringKeyMatcher.sameBytes(a, b), "length \(length): equal bytes")
                #expect(StringKeyMatcher.sameBytes(b, a))
                #expect(Self.allSame([a], [b], [0]))
            }
            for index in 0..<length {
                let other = Self.changed(s, at: index)
                for (a, b) in [(s, other), (Self.largeNativeCopy(s), Self.largeNativeCopy(other))] {
                    #expect(!StringKeyMatcher.sameBytes(a, b), "length \(length): byte \(index) differs")
                    #expect(!StringKeyMatcher.sameBytes(b, a))
                    #expect(!Self.allSame([a], [b], [0]))
                }
                let raw = s.utf8.withContiguousStorageIfAvailable { a in
                    other.utf8.withContiguousStorageIfAvailable { b in
                        StringKeyMatcher.equalBytes(UnsafeRawPointer(a.baseAddress!), UnsafeRawPointer(b.baseAddress!),
                                                    count: length)
                    }
                }
                #expect(raw == .some(.some(false)), "equalBytes, length \(length), byte \(index)")
            }
            // A prefix: same first bytes, one more byte.
            let longer = s + "z"
            #expect(!StringKeyMatcher.sameBytes(s, longer) && !StringKeyMatcher.sameBytes(Self.largeNativeCopy(s), longer))
        }
    }

    @Test func formsAndNonASCII() {
        let pairs: [(String, String)] = [
            ("com.example.row.caf\u{e9}.title.label", "com.example.row.cafe\u{301}.title.label"),  // canonically equal
            ("com.example.row.caf\u{e9}.title.label", Self.copy("com.example.row.caf\u{e9}.title.label")),
            ("画面.一覧.項目.タイトル.ラベル", Self.copy("画面.一覧.項目.タイトル.ラベル")),
            ("画面.一覧.項目.タイトル.ラベル", "画面.一覧.項目.タイトル.ラヘ\u{3099}ル"),
            ("é", Self.largeNativeCopy("é")), ("e\u{301}", Self.largeNativeCopy("é")),
            ("550e8400-e29b-41d4-a716-446655440000", Self.copy("550e8400-e29b-41d4-a716-446655440000")),
            ("550e8400-e29b-41d4-a716-446655440000", "550e8400-e29b-41d4-a716-446655440001"),
        ]
        for (a, b) in pairs {
            #expect(StringKeyMatcher.sameBytes(a, b) == Self.oracle(a, b), "\(a) vs \(b)")
            #expect(StringKeyMatcher.sameBytes(b, a) == Self.oracle(a, b))
            #expect(Self.allSame([a, "x"], [b, "x"], [0, 1]) == Self.oracle(a, b))
        }
    }

    /// Many pairs in one call: false exactly when some matched pair differs, wherever it sits; unmatched
    /// positions (−1) are skipped.
    @Test func columnsCheckEveryMatchedPair() {
        let source = (0..<40).map { "com.example.list.section\($0 % 5).row\($0).title" }
        let target = source.reversed().map(Self.copy)
        let counterparts = (0..<40).map { Int32(39 - $0) }
        #expect(Self.allSame(source, target, counterparts))
        for wrong in 0..<40 {
            var bad = target
            bad[39 - wrong] = Self.changed(bad[39 - wrong], at: 20)
            #expect(!Self.allSame(source, bad, counterparts), "pair \(wrong) differs")
            var skipped = counterparts
            skipped[wrong] = -1
            #expect(Self.allSame(source, bad, skipped), "pair \(wrong) differs but is unmatched")
        }
    }

    static func allSame(_ source: [String], _ target: [String], _ counterparts: [Int32]) -> Bool {
        counterparts.withUnsafeBufferPointer { counterparts in
            StringColumn(keys: source).allSameBytes(in: 0..<source.count, counterparts: counterparts,
                                                    StringColumn(keys: target))
        }
    }
}
