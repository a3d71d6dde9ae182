import Foundation
import Testing
@testable import Harness

/// The JSON reader and writer under hostile input: identity by UTF-8 bytes, invalid UTF-8 rejected with
/// its offset, one-line messages, linear object equality, compact output for large answers.
struct JSONHardeningTests {
    @Test(arguments: [
        ([0x22, 0x80, 0x22], 1),                    // lone continuation byte
        ([0x22, 0x61, 0xFF, 0x22], 2),              // never valid
        ([0x22, 0xC0, 0xAF, 0x22], 1),              // overlong "/"
        ([0x22, 0xED, 0xA0, 0x80, 0x22], 1),        // UTF-16 surrogate encoded in UTF-8
        ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], 1),  // above U+10FFFF
        ([0x22, 0xE2, 0x82, 0x22], 1),              // truncated sequence
    ] as [([UInt8], Int)])
    func invalidUTF8InAStringIsRejectedWithItsOffset(bytes: [UInt8], offset: Int) {
        #expect(throws: JSONParseError.self) { try JSONParser.parse(bytes) }
        do { _ = try JSONParser.parse(bytes) } catch {
            #expect(error.message.contains("invalid UTF-8 at byte offset \(offset)"), "\(error)")
        }
    }

    @Test func validMultiByteTextIsKept() throws {
        let text = "é€😀"
        #expect(try JSONParser.parse(Array("\"\(text)\"".utf8)) == .string(text))
    }

    @Test func twoDifferentInvalidKeysNoLongerCollapseIntoOne() {
        // ["\x80"] and ["\xff"] used to read as the same U+FFFD key; both are now errors.
        #expect(throws: JSONParseError.self) { try JSONParser.parse([0x5B, 0x22, 0x80, 0x22, 0x5D]) }
        #expect(throws: JSONParseError.self) { try JSONParser.parse([0x5B, 0x22, 0xFF, 0x22, 0x5D]) }
    }

    @Test func canonicallyEquivalentKeysAreDistinctKeys() throws {
        let value = try JSONParser.parse(#"{"\u00e9": 1, "e\u0301": 2}"#)
        #expect(value.objectValue?.count == 2)
        #expect(value["\u{e9}"] == .number(1))
        #expect(value["e\u{301}"] == .number(2))
    }

    @Test func byteIdenticalKeysAreDuplicates() {
        #expect(throws: JSONParseError.self) { try JSONParser.parse(#"{"\u00e9": 1, "\u00e9": 2}"#) }
    }

    @Test func stringsAreEqualOnlyWhenTheirBytesAre() {
        #expect(JSONValue.string("\u{e9}") != JSONValue.string("e\u{301}"))
        #expect((["\u{e9}": 1] as JSONValue) != (["e\u{301}": 1] as JSONValue))
        #expect(Set<JSONValue>([.string("\u{e9}"), .string("e\u{301}")]).count == 2)
    }

    @Test func objectEqualityIgnoresMemberOrder() {
        let forward = JSONValue.object((0..<1000).map { (key: "k\($0)", value: .number(Double($0))) })
        let backward = JSONValue.object((0..<1000).reversed().map { (key: "k\($0)", value: .number(Double($0))) })
        #expect(forward == backward)
        #expect(forward.hashValue == backward.hashValue)
        var changed = (0..<1000).map { (key: "k\($0)", value: JSONValue.number(Double($0))) }
        changed[500].value = .number(-1)
        #expect(forward != .object(changed))
    }

    @Test func messagesEchoingKeysStayOneLine() {
        do { _ = try JSONParser.parse("{\"a\\n\\u2028\": 1, \"a\\n\\u2028\": 2}") } catch {
            #expect(!error.description.contains("\n"))
            #expect(!error.description.contains("\u{2028}"))
            #expect(error.description.contains(#"'a\n\u{2028}'"#), "\(error)")
        }
        #expect(OneLineText.quoted("x\r\u{85}'") == #"'x\r\u{85}\''"#)
    }

    @Test func unexpectedBytesAreNamedInHex() {
        do { _ = try JSONParser.parse([0x5B, 0x01, 0x5D]) } catch {
            #expect(error.message == "unexpected byte 0x1 at byte offset 1", "\(error)")
        }
    }

    @Test func largeOutputIsCompactAndSmallOutputPretty() {
        let small: JSONValue = ["a": [1, 2]]
        var text = ""
        EvalRegistry.render(small, style: .automatic) { text += $0 }
        #expect(text == JSONWriter.write(small, style: .pretty))
        var deep: JSONValue = .array([])
        for _ in 0..<400 { deep = .array(Array(repeating: 1, count: 20) + [deep]) }
        text = ""
        EvalRegistry.render(deep, style: .automatic) { text += $0 }
        #expect(text == JSONWriter.write(deep, style: .compact))
        // Streaming hands over pieces; together they are the same text.
        var pieces = 0
        text = ""
        JSONWriter.stream(deep, style: .compact, chunkSize: 1024) { text += $0; pieces += 1 }
        #expect(pieces > 1)
        #expect(text == JSONWriter.write(deep, style: .compact))
    }

    @Test func comparerMatchesKeysByBytes() {
        let expected: JSONValue = ["\u{e9}": 1]
        let actual: JSONValue = ["e\u{301}": 1]
        let mismatch = VectorComparer.firstMismatch(expected: expected, actual: actual, rule: .exact)
        #expect(mismatch?.detail == "missing member")
    }
}
