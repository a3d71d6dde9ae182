import Harness
import HierarchyDiff
import Testing

/// The transition-definition rules an implementation written from the DocC article "The diff eval format" alone must follow; each is
/// also a vector of the conformance corpus.
@Suite struct TransitionDefinitionContractTests: DiffEvalTesting {
    @Test func sourceRootIdentifierNamesTheMergedRoot() throws {
        let output = try evaluate("""
            {"source": {"id": "home", "frame": [0, 0, 400, 800], "children": [{"id": "a", "frame": [0, 0, 10, 10]}]},
             "target": {"id": "detail", "frame": [0, 0, 400, 800], "children": [{"id": "b", "frame": [0, 0, 10, 10]}]},
             "definition": {"home": "crossfade", "b": {"anchorTranslation": "home"}}}
            """)
        #expect(output["merged"]?["id"] == "detail")
        #expect(output["merged"]?["animation"] == "crossfade")
        let b = output["merged"]?["children"]?.arrayValue?.first { $0["id"] == "b" }
        #expect(b?["animation"] == ["anchorTranslation": "home"])
        #expect(b?["from"]?["frame"] == [0, 0, 10, 10], "the roots do not move: d = 0")
    }

    @Test func namingBothRootsIsNamingTheRootTwice() {
        let message = error("""
            {"source": {"id": "home"}, "target": {"id": "detail"}, "definition": {"home": "blur", "detail": "blur"}}
            """)
        #expect(message.contains("detail"), "\(message)")
        #expect(message.contains("twice") || message.contains("more than once"), "\(message)")
    }

    @Test func unknownKeyInsideRelativeToIsAnError() {
        let message = error("""
            {"source": {"id": "root", "children": [{"id": "a"}]}, "target": {"id": "root", "children": [{"id": "a"}]},
             "definition": {"a": {"anchorTranslation": {"relativeTo": "root", "offset": 3}}}}
            """)
        #expect(message == "invalid diff input: unknown key 'offset' in definition.a.anchorTranslation (it has only \"relativeTo\")")
    }

    @Test func documentErrorsComeBeforeScreenErrors() {
        // A misspelt animation is a reading error: it is reported before the duplicate identifier.
        let message = error("""
            {"source": {"id": "root", "children": [{"id": "a"}, {"id": "a"}]}, "target": {"id": "root"},
             "definition": {"a": "wobble"}}
            """)
        #expect(message.contains("unknown animation \"wobble\""), "\(message)")
    }

    @Test func overflowingPlannedFrameIsAnErrorNotNull() {
        let message = error("""
            {"source": {"id": "root", "frame": [0, 0, 400, 800]},
             "target": {"id": "root", "frame": [0, 0, 400, 800], "children": [{"id": "x", "frame": [0, 1e308, 1, 1]}]},
             "definition": {"x": {"translateY": 1e308}}}
            """)
        #expect(message == "invalid diff input: the planned from frame of 'x' overflows: a coordinate exceeds the largest Double (about 1.8e308)")
    }

    @Test func everyRuleIsACorpusVector() {
        let names = DiffEvalHandler.handler.vectorInputs(1, 0).map(\.name)
        for expected in ["definition naming the source root when the roots differ",
                         "definition: unknown key beside relativeTo (rejected)",
                         "error order: a definition spelling before a duplicate identifier (rejected)",
                         "definition whose planned frame overflows (rejected)"] {
            #expect(names.contains(expected), "\(expected)")
        }
    }
}
