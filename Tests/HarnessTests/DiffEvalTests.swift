import Harness
import HierarchyDiff
import Testing

@Suite struct DiffEvalTests: DiffEvalTesting {
    @Test func flatListsGiveTheChangeset() throws {
        let output = try evaluate(#"{"sourceList": ["a", "b", "c", "d"], "targetList": ["d", "x", "a", "c"]}"#)
        #expect(output == (try JSONParser.parse(
            #"{"format": 1, "changeset": {"deletes": [1], "inserts": [1], "moves": [[3, 0]]}}"#)))
    }

    @Test func definitionAddsAnimationsAndStates() throws {
        let output = try evaluate("""
            {"source": {"id": "root", "frame": [0, 0, 400, 800], "children": [{"id": "a", "frame": [0, 0, 10, 10]}]},
             "target": {"id": "root", "frame": [0, 0, 400, 800], "children": [
               {"id": "a", "frame": [5, 5, 20, 20]}, {"id": "d", "frame": [0, 700, 400, 100]}, {"id": "e"}]},
             "definition": {"d": {"edgeTranslation": "bottom"}, "e": "blur"}}
            """)
        let children = try #require(output["merged"]?["children"]?.arrayValue)
        #expect(children[0]["animation"] == "sharedElement")
        #expect(children[0]["from"] == (try JSONParser.parse(#"{"frame": [0, 0, 10, 10], "opacity": 1}"#)))
        #expect(children[0]["to"] == (try JSONParser.parse(#"{"frame": [5, 5, 20, 20], "opacity": 1}"#)))
        #expect(children[1]["animation"] == (try JSONParser.parse(#"{"edgeTranslation": "bottom"}"#)))
        #expect(children[1]["from"] == (try JSONParser.parse(#"{"frame": [0, 800, 400, 100], "opacity": 1}"#)))
        #expect(children[2]["animation"] == "blur")
        #expect(children[2]["from"] == nil && children[2]["to"] == nil)  // no frame given
        #expect(output["merged"]?["animation"] == "sharedElement")
    }

    @Test func withoutDefinitionThereAreNoAnimations() throws {
        let output = try evaluate(WorkedExampleTests.input)
        #expect(output["merged"]?["animation"] == nil)
    }

    @Test func untaggedRootsHaveNoIdentifier() throws {
        let output = try evaluate(#"{"source": {"children": [{"id": "a"}]}, "target": {}}"#)
        #expect(output["merged"]?["id"] == nil)
        #expect(output["merged"]?["children"]?.arrayValue?.first?["status"] == "removed")
    }

    @Test func badInputIsOneClearSentence() {
        #expect(error("[]").contains("must be an object"))
        #expect(error(#"{"source": {}}"#).contains("both \"source\" and \"target\""))
        #expect(error(#"{"source": {}, "target": {}, "extra": 1}"#).contains("unknown key 'extra'"))
        #expect(error(#"{"sourceList": ["a"]}"#).contains("both \"sourceList\" and \"targetList\""))
        #expect(error(#"{"sourceList": [], "targetList": [], "source": {}}"#).contains("cannot be combined"))
        #expect(error(#"{"sourceList": ["a", 1], "targetList": []}"#).contains("sourceList[1] must be a string"))
        #expect(error(#"{"sourceList": ["a", "b", "a"], "targetList": []}"#).contains("duplicate key 'a' in the source list"))
        #expect(error(#"{"source": {"children": [{"id": "a"}, {"kids": []}]}, "target": {}}"#)
            .contains("unknown key 'kids' in source.children[1]"))
        #expect(error(#"{"source": {}, "target": {"children": [{"children": [{"frame": [0, 0, -1, 5]}]}]}}"#)
            .contains("target.children[0].children[0].frame"))
        #expect(error(#"{"source": {"children": [{"id": 3}]}, "target": {}}"#).contains("source.children[0].id"))
        #expect(error(#"{"source": {"children": [{"id": ""}]}, "target": {}}"#).contains("non-empty"))
        #expect(error(#"{"source": {"children": [{"id": "a"}, {"id": "a"}]}, "target": {}}"#)
            .contains("duplicate identifier 'a' in the source screen"))
        #expect(error(#"{"source": {}, "target": {"children": [{"id": "a"}]}, "definition": {"a": {"anchorTranslation": "z"}}}"#)
            .contains("'z', which is not shared"))
        #expect(error(#"{"source": {}, "target": {}, "definition": {"a": "wobble"}}"#).contains("unknown animation"))
        #expect(error(#"{"source": {}, "target": {}, "definition": {"q": "blur"}}"#).contains("'q', which is in neither screen"))
        #expect(error(#"{"source": {}, "target": {}"#).contains("line 1"))
    }

    @Test func vectorInputsAreValidDeterministicAndIncludeTheEdgeCases() throws {
        let first = DiffEvalHandler.handler.vectorInputs(7, 12)
        let second = DiffEvalHandler.handler.vectorInputs(7, 12)
        #expect(first.map(\.name) == second.map(\.name))
        #expect(first.map(\.document) == second.map(\.document))
        #expect(first.contains { $0.name == "worked example: a, b under _, c → c, a, d" })
        #expect(first.filter { $0.name.hasPrefix("random") }.count == 12)
        #expect(DiffEvalHandler.handler.comparison == .exact)
        for input in first {
            if input.name.hasSuffix("(rejected)") {
                // The transition-definition rules' invalid inputs: must-reject vectors.
                #expect(throws: (any Error).self, "\(input.name)") { try DiffEvalHandler.evaluate(input.document) }
                continue
            }
            let output = try DiffEvalHandler.evaluate(input.document)
            #expect(output["format"] == 1, "\(input.name)")
        }
    }

    // Degenerate depth: JSON input stops at the reader's nesting limit with a message naming it.

    @Test func evalNestingBeyondTheReaderLimitNamesTheLimit() {
        let depth = 400  // 400 tree levels = 800 JSON levels
        let node = String(repeating: #"{"id": "n", "children": ["#, count: depth) + "{}" + String(repeating: "]}", count: depth)
        let input = #"{"source": "# + node + #", "target": {}}"#
        #expect {
            _ = try EvalRegistry.evaluate(name: "diff", input: Array(input.utf8))
        } throws: { error in
            "\(error)".contains("512")
        }
    }

    @Test func evalHandlesNestingWithinTheLimit() throws {
        let depth = 250  // 500 JSON levels + the document object
        var node = "{}"
        for level in 0..<depth { node = #"{"id": "n\#(level)", "children": ["# + node + "]}" }
        let output = try EvalRegistry.evaluate(name: "diff", input: Array(#"{"source": \#(node), "target": \#(node)}"#.utf8))
        #expect(output.contains(#""shared": 249"#))  // 250 tagged levels, the outermost is the root
    }
}
