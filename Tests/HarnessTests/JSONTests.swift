import Testing
@testable import Harness

@Test func numbersRoundTripAtFullPrecision() throws {
    for value in [0.6283185307179586, 1.4727003346780926, 0.1, 1e-5, 123456.789, -2.5e-300, 1e300] {
        let text = JSONWriter.format(value)
        #expect(Double(text) == value, "\(text)")
        #expect(try JSONParser.parse(text) == .number(value))
    }
    #expect(JSONWriter.format(1) == "1")
    #expect(JSONWriter.format(-0.0) == "0")
    #expect(JSONWriter.format(100) == "100")
    #expect(JSONWriter.format(.nan) == "null")
}

@Test func documentsRoundTripWithKeyOrder() throws {
    let text = #"{"b":[1,2.5,true,null,"x\"y\u00e9\ud83d\ude00"],"a":{"c":{}}}"#
    let value = try JSONParser.parse(text)
    #expect(JSONWriter.write(value, style: .compact) == text.replacingOccurrences(of: #"\u00e9\ud83d\ude00"#, with: "é😀") + "\n")
    #expect(try JSONParser.parse(JSONWriter.write(value)) == value)
    #expect(value["b"]?.arrayValue?.count == 5)
}

@Test func objectEqualityIgnoresKeyOrderAndNumbersCompareNumerically() throws {
    #expect(try JSONParser.parse(#"{"a":1,"b":2}"#) == JSONParser.parse(#"{"b":2.0,"a":1.0}"#))
    #expect(try JSONParser.parse(#"{"a":1}"#) != JSONParser.parse(#"{"a":1,"b":null}"#))
}

@Test(arguments: [
    ("", "unexpected end"), ("{", "expected a key"), ("[1,]", "unexpected character"), ("01", "leading zeros"),
    (#"{"a":1,"a":2}"#, "duplicate key 'a'"), ("[1] x", "after the document"), (#""\ud800""#, "surrogate"),
    ("nul", "literal"), ("1e999", "out of range"), ("\"a\nb\"", "control character"),
])
func malformedJSONIsRejectedWithPosition(input: String, fragment: String) {
    do {
        _ = try JSONParser.parse(input)
        Issue.record("expected an error for \(input)")
    } catch {
        #expect(error.description.contains(fragment), "\(error.description)")
        #expect(error.description.contains("line"))
    }
}

@Test func nestingBeyondTheLimitIsAClearError() throws {
    let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
    do {
        _ = try JSONParser.parse(deep)
        Issue.record("expected an error")
    } catch {
        #expect(error.description.contains("limit of 512"))
    }
    let fine = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
    let value = try JSONParser.parse(fine)
    #expect(JSONWriter.write(value, style: .compact) == fine + "\n")
}
