import Workloads
import Testing
import Harness
import ActionLookup

@Suite("eval actions: input handling")
struct ActionLookupEvalInputTests {
    @Test(arguments: [
        ("[]", "the input must be an object, got an array"),
        (#"{"extra": 1}"#, "unknown key 'extra' in the input"),
        (#"{"format": 2}"#, "format must be 1"),
        (#"{"layer": []}"#, "layer must be an object"),
        (#"{"layer": {"colour": 1}}"#, "unknown key 'colour' in layer"),
        (#"{"layer": {"actions": {"o": 1}}}"#, "layer.actions.o must be an action name (a string) or null, got a number"),
        (#"{"layer": {"actions": []}}"#, "layer.actions must be an object"),
        (#"{"layer": {"style": 3}}"#, "layer.style must be a style object or the name of a style"),
        (#"{"styles": {"s": {"actions": {"k": true}}}}"#, "s.actions.k must be an action name"),
        (#"{"styles": {"s": {"style": 1}}}"#, "s.style must be a style object or the name of a style"),
        (#"{"styles": {"s": 1}}"#, "styles.s must be a style object or the name of a style"),
        (#"{"styles": []}"#, "styles must be an object"),
        (#"{"actionLookups": "opacity"}"#, "actionLookups must be an array of keys"),
        (#"{"actionLookups": [1]}"#, "actionLookups[0] must be a key (a string)"),
        (#"{"valueLookups": ["a", "a"]}"#, "valueLookups lists 'a' twice"),
        (#"{"operations": {}}"#, "operations must be an array"),
        (#"{"operations": [1]}"#, "operations[0] must be an object"),
        (#"{"operations": [{}]}"#, "operations[0] has no \"op\""),
        (#"{"operations": [{"op": "jump"}]}"#, "operations[0].op 'jump' is unknown"),
        (#"{"operations": [{"op": "set", "key": "k"}]}"#, "operations[0] (set) needs a \"value\""),
        (#"{"operations": [{"op": "set", "value": 1}]}"#, "operations[0] (set) needs a \"key\""),
        (#"{"operations": [{"op": "event", "key": 3}]}"#, "operations[0].key must be a string"),
        (#"{"operations": [{"op": "begin", "disableActions": "yes"}]}"#, "operations[0].disableActions must be true or false"),
        (#"{"operations": [{"op": "commit", "now": true}]}"#, "unknown key 'now' in operations[0]"),
        (#"{"operations": [{"op": "animate"}]}"#, "operations[0] (animate) needs a \"duration\""),
        (#"{"operations": [{"op": "animate", "duration": "1"}]}"#, "operations[0].duration must be a number"),
    ])
    func malformedInputIsAClearError(input: String, expected: String) {
        let message = evalError(input)
        #expect(message?.contains(expected) == true, "got \(message ?? "no error")")
    }

    @Test func registryReportsMalformedJSONAndInvalidInputAsInputErrors() {
        #expect(throws: HarnessError.self) { try EvalRegistry.evaluate(name: "actions", input: Array("{".utf8)) }
        do {
            _ = try EvalRegistry.evaluate(name: "actions", input: Array(#"{"styles": {"a": "a"}}"#.utf8))
            Issue.record("a cycle was accepted")
        } catch {
            #expect(error.description == "invalid actions input: styles form a cycle: a → a")
        }
        #expect(throws: Never.self) { try EvalRegistry.evaluate(name: "actions", input: Array("{}".utf8)) }
    }

    @Test func longStyleChainsAndLongCyclesNeitherOverflowNorHang() throws {
        let count = 20_000
        var styles = (1..<count).map { #""s\#($0)": {"style": "s\#($0 - 1)"}"# }
        styles.append(#""s0": {"actions": {"k": "deep"}, "v": 7}"#)
        let chain = try evalActions(#"{"styles": {\#(styles.joined(separator: ","))}, "layer": {"style": "s\#(count - 1)"}, "actionLookups": ["k"], "valueLookups": ["v"]}"#)
        #expect(chain["actions"]?["k"] == "deep")
        #expect(chain["values"]?["v"] == 7)
        styles[styles.count - 1] = #""s0": {"style": "s\#(count - 1)"}"#
        let message = evalError(#"{"styles": {\#(styles.joined(separator: ","))}}"#)
        #expect(message?.hasPrefix("styles form a cycle of 20000 styles: s1 → s0 → s19999 → s19998") == true,
                "got \(message ?? "no error")")
        #expect(message?.hasSuffix("→ s3 → s2 → s1") == true)
        #expect((message?.count ?? 0) < 200)
    }

    @Test func sameActionNameIsTheSameActionAndAliasesShareTheirStyle() throws {
        let output = try evalActions("""
            {"styles": {"base": {"actions": {"k": "X"}, "v": 1}, "alias": "base"},
             "layer": {"style": {"style": "alias", "actions": {"j": "X"}}}, "actionLookups": ["k", "j"], "valueLookups": ["v"]}
            """)
        #expect(output["actions"] == ["k": "X", "j": "X"])
        #expect(output["values"] == ["v": 1])
    }

    @Test func compiledResolverGivesTheSameOutputOnEveryVector() throws {
        for document in ActionsEvalVectors.inputs(seed: 7, randomCount: 150) {
            let reference = try ActionsEval.evaluate(document.document, resolution: .reference)
            let compiled = try ActionsEval.evaluate(document.document, resolution: .compiled)
            #expect(reference == compiled, "\(document.name)")
        }
    }

    @Test func vectorInputsAreDeterministicValidAndNonTrivial() throws {
        let first = ActionsEvalVectors.inputs(seed: 3, randomCount: 40)
        let second = ActionsEvalVectors.inputs(seed: 3, randomCount: 40)
        #expect(first.map(\.name) == second.map(\.name))
        #expect(zip(first, second).allSatisfy { $0.document == $1.document })
        #expect(first.count == ActionsEvalVectors.edgeCases.count + 40)
        var runs = 0, stores = 0
        for document in first {
            let log = logOf(try ActionsEval.evaluate(document.document))
            runs += log.filter { $0.has("run") }.count
            stores += log.filter { $0.has("store") }.count
        }
        #expect(runs > 10 && stores > 20)
        #expect(ActionsEval.handler.comparison == .exact)
        #expect(EvalRegistry.handlers.contains { $0.name == "actions" })
    }
}

@Test func animationNamesFormatDurationsExactlyAsTheJSONWriterFormatsNumbers() {
    var random = SeededGenerator(seed: 99)
    var samples: [Double] = [0, 1, 1.5, 0.25, 1e-7, 1e15, 1e16, 123456789012345, 0.1 + 0.2,
                             .leastNonzeroMagnitude, 1.7976931348623157e308]
    for _ in 0..<2_000 { samples.append(random.nextLogUniform(in: 1e-9...1e18)) }
    for _ in 0..<500 { samples.append(Double(random.nextInt(in: 0...100_000)) / 4) }
    for duration in samples {
        #expect(ViewAnimationContext.actionName(forDuration: duration) == "view.animation(\(JSONWriter.format(duration)))")
    }
}
