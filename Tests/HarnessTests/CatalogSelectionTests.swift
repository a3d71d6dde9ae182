import Testing
@testable import Harness

@Test func sizesParseAndRejectNonsense() throws {
    #expect(try Catalog.parseSizes("1000,100000") == [1000, 100_000])
    #expect(try Catalog.parseSizes("1_000") == [1000])
    for bad in ["", "0", "-5", "abc", "10,", "1e3", "999999999999"] {
        #expect(throws: HarnessError.self, "\(bad)") { try Catalog.parseSizes(bad) }
    }
}

@Test func unknownKernelAndFamilyAreNamed() {
    do {
        _ = try Catalog.select(family: nil, kernel: "springs.nope")
        Issue.record("expected an error")
    } catch {
        #expect(error.description.contains("unknown kernel 'springs.nope'"))
        #expect(error.description.contains("springs.closed-form"))
    }
    do {
        _ = try Catalog.select(family: "fluids", kernel: nil)
        Issue.record("expected an error")
    } catch {
        #expect(error.description.contains("unknown family 'fluids'"))
    }
}

@Test func selectionFiltersByFamily() throws {
    let springs = try Catalog.select(family: "springs", kernel: nil)
    #expect(!springs.isEmpty && springs.allSatisfy { $0.family == .springs })
    #expect(try Catalog.select(family: nil, kernel: "springs.closed-form").map(\.id) == ["springs.closed-form"])
}

@Test func distributionQuartilesInterpolate() {
    let d = Distribution([4, 1, 3, 2])
    #expect(d.median == 2.5)
    #expect(d.p25 == 1.75)
    #expect(d.p75 == 3.25)
    #expect(d.min == 1 && d.max == 4 && d.count == 4)
    #expect(Distribution([]).count == 0)
}

@Test(arguments: EvalRegistry.handlers.map(\.name))
func everyEvalFormatAcceptsFormatOneAndRejectsOtherVersions(name: String) throws {
    let handler = try EvalRegistry.handler(named: name)
    guard let sample = handler.vectorInputs(1, 0).first?.document, case let .object(members) = sample else {
        Issue.record("\(name) has no object edge case")
        return
    }
    func run(_ document: JSONValue) throws(HarnessError) -> String {
        try EvalRegistry.evaluate(handler: handler, input: Array(JSONWriter.write(document).utf8))
    }
    let plain = try? run(sample)
    let withFormat = try? run(.object([(key: "format", value: 1)] + members.filter { $0.key != "format" }))
    #expect(plain == withFormat)
    #expect(throws: HarnessError.self) {
        try run(.object([(key: "format", value: 2)] + members.filter { $0.key != "format" }))
    }
}
