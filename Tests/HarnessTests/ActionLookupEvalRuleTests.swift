import Testing
import Harness

/// One test per output rule of `motionbench eval actions` (DocC article "The actions eval format").
@Suite("eval actions: output rules")
struct ActionLookupEvalRuleTests {
    @Test func readmeExampleGivesTheDocumentedOutput() throws {
        let expected = try JSONParser.parse("""
            {"format": 1,
             "actions": {"opacity": "D.opacity", "position": "A.position", "contents": "theme.contents",
                         "hidden": null, "zPosition": null},
             "values": {"cornerRadius": 4, "borderWidth": 2, "opacity": 1, "missing": null},
             "log": [{"lookup": "opacity", "action": "D.opacity"},
                     {"store": "opacity", "old": 1, "new": 0.5},
                     {"run": "D.opacity", "key": "opacity", "old": 1, "new": 0.5},
                     {"store": "opacity", "old": 0.5, "new": 0.2},
                     {"lookup": "onOrderIn", "action": null}]}
            """)
        let output = try ActionsEval.evaluate(ActionsEvalVectors.example)
        #expect(output == expected)
        // Key order is part of the document too.
        #expect(output.objectValue?.map(\.key) == ["format", "actions", "values", "log"])
        #expect(output["actions"]?.objectValue?.map(\.key) == ["opacity", "position", "contents", "hidden", "zPosition"])
    }

    @Test func lookupsAnswerTheLayerAsItStandsBeforeTheOperations() throws {
        let output = try evalActions("""
            {"layer": {"delegate": "view", "values": {"opacity": 1}},
             "actionLookups": ["opacity"], "valueLookups": ["opacity"],
             "operations": [{"op": "begin", "disableActions": true},
                            {"op": "animate", "duration": 1, "operations": [{"op": "set", "key": "opacity", "value": 0}]}]}
            """)
        #expect(output["actions"]?["opacity"] == .null)  // outside any animation block
        #expect(output["values"]?["opacity"] == 1)  // not the 0 stored later
    }

    @Test func currentValueIsStoredThenStyleThenDefaultsThenNull() throws {
        let output = try evalActions("""
            {"styles": {"s": {"a": "style-a", "b": "style-b", "n": null}},
             "layer": {"style": "s", "values": {"a": "stored-a", "z": null},
                       "defaultValues": {"b": "default-b", "c": "default-c", "n": "default-n", "z": 5}},
             "valueLookups": ["a", "b", "c", "d", "n", "z"]}
            """)
        #expect(output["values"] == ["a": "stored-a", "b": "style-b", "c": "default-c", "d": nil, "n": nil, "z": nil])
    }

    @Test func styleIsNotConsultedForBoundsAndFrame() throws {
        let output = try evalActions("""
            {"layer": {"style": {"bounds": 1, "frame": 2, "other": 3}, "defaultValues": {"frame": 9}},
             "valueLookups": ["bounds", "frame", "other"]}
            """)
        #expect(output["values"] == ["bounds": nil, "frame": 9, "other": 3])
    }

    @Test func valueEqualityIsJSONEqualityWithNumbersComparedNumerically() throws {
        let output = try evalActions("""
            {"layer": {"actions": {"o": "A"}, "values": {"o": 1, "p": {"x": 1, "y": [1, 2]}}},
             "operations": [{"op": "set", "key": "o", "value": 1.0}, {"op": "set", "key": "o", "value": 1e0},
                            {"op": "set", "key": "p", "value": {"y": [1.0, 2], "x": 1}}]}
            """)
        #expect(logOf(output).isEmpty)
    }

    @Test func setToTheCurrentValueLogsNothingEvenWithActionsDisabled() throws {
        let output = try evalActions("""
            {"layer": {"style": {"o": 0.5}, "actions": {"o": "A"}},
             "operations": [{"op": "begin", "disableActions": true}, {"op": "set", "key": "o", "value": 0.5},
                            {"op": "commit"}, {"op": "set", "key": "o", "value": 0.5}, {"op": "set", "key": "q", "value": null}]}
            """)
        #expect(logOf(output).isEmpty)
    }

    @Test func setWithActionsDisabledLogsOnlyTheStore() throws {
        let output = try evalActions("""
            {"layer": {"actions": {"o": "A"}},
             "operations": [{"op": "begin", "disableActions": true}, {"op": "set", "key": "o", "value": 2}]}
            """)
        #expect(logOf(output) == [["store": "o", "old": nil, "new": 2]])
    }

    @Test func setLooksUpThenStoresThenRunsWithOldAndNew() throws {
        let output = try evalActions("""
            {"layer": {"actions": {"o": "A"}, "defaultValues": {"o": 0}},
             "operations": [{"op": "set", "key": "o", "value": 3}]}
            """)
        #expect(logOf(output) == [
            ["lookup": "o", "action": "A"], ["store": "o", "old": 0, "new": 3], ["run": "A", "key": "o", "old": 0, "new": 3],
        ])
        #expect(logOf(output)[2].objectValue?.map(\.key) == ["run", "key", "old", "new"])
    }

    @Test func setWhoseActionIsNilLogsLookupAndStoreWithoutRun() throws {
        let output = try evalActions("""
            {"layer": {"actions": {"o": null}}, "operations": [{"op": "set", "key": "o", "value": 1},
                                                               {"op": "set", "key": "p", "value": 1}]}
            """)
        #expect(logOf(output) == [
            ["lookup": "o", "action": nil], ["store": "o", "old": nil, "new": 1],
            ["lookup": "p", "action": nil], ["store": "p", "old": nil, "new": 1],
        ])
    }

    @Test func eventLogsLookupThenRunWithTheCurrentValueAsOldAndNew() throws {
        let output = try evalActions("""
            {"layer": {"actions": {"progress": "A.progress", "onOrderIn": "A.in"}, "values": {"progress": 0.5}},
             "operations": [{"op": "event", "key": "progress"}, {"op": "event", "key": "onOrderIn"},
                            {"op": "event", "key": "transition"}]}
            """)
        #expect(logOf(output) == [
            ["lookup": "progress", "action": "A.progress"], ["run": "A.progress", "key": "progress", "old": 0.5, "new": 0.5],
            ["lookup": "onOrderIn", "action": "A.in"], ["run": "A.in", "key": "onOrderIn", "old": nil, "new": nil],
            ["lookup": "transition", "action": nil],
        ])
    }

    @Test func eventsAreLookedUpAndRunEvenWhileActionsAreDisabled() throws {
        let output = try evalActions("""
            {"layer": {"actions": {"activate": "A"}},
             "operations": [{"op": "begin", "disableActions": true}, {"op": "event", "key": "activate"}]}
            """)
        #expect(logOf(output) == [["lookup": "activate", "action": "A"],
                                  ["run": "A", "key": "activate", "old": nil, "new": nil]])
    }

    @Test func transactionsNestAndDisableActionsWhileAnyOpenOneDisables() throws {
        let output = try evalActions("""
            {"layer": {"actions": {"o": "A"}},
             "operations": [{"op": "begin", "disableActions": true}, {"op": "begin", "disableActions": false},
                            {"op": "set", "key": "o", "value": 1}, {"op": "commit"},
                            {"op": "set", "key": "o", "value": 2}, {"op": "commit"},
                            {"op": "begin"}, {"op": "set", "key": "o", "value": 3}]}
            """)
        #expect(logOf(output) == [
            ["store": "o", "old": nil, "new": 1], ["store": "o", "old": 1, "new": 2],
            ["lookup": "o", "action": "A"], ["store": "o", "old": 2, "new": 3], ["run": "A", "key": "o", "old": 2, "new": 3],
        ])
    }

    @Test func commitWithoutAnOpenTransactionIsAnError() {
        let message = evalError(#"{"operations": [{"op": "begin"}, {"op": "commit"}, {"op": "commit"}]}"#)
        #expect(message == "operations[2]: commit without an open transaction")
    }

    @Test func transactionsStillOpenAtTheEndAreClosedSilently() throws {
        let output = try evalActions(#"{"operations": [{"op": "begin", "disableActions": true}, {"op": "begin"}]}"#)
        #expect(logOf(output).isEmpty)
        #expect(output["format"] == 1)
    }

    @Test func viewDelegateAnswersTheNullMarkerOutsideAnimationBlocksForEveryKey() throws {
        let output = try evalActions("""
            {"layer": {"delegate": "view", "actions": {"o": "A", "onOrderIn": "B"}, "defaultActions": {"x": "F"}},
             "actionLookups": ["o", "onOrderIn", "x"],
             "operations": [{"op": "set", "key": "o", "value": 1}, {"op": "event", "key": "onOrderIn"}]}
            """)
        #expect(output["actions"] == ["o": nil, "onOrderIn": nil, "x": nil])
        #expect(logOf(output) == [["lookup": "o", "action": nil], ["store": "o", "old": nil, "new": 1],
                                  ["lookup": "onOrderIn", "action": nil]])
    }

    @Test func viewDelegateInsideBlocksUsesTheInnermostDurationAndZeroAnimatesNothing() throws {
        let output = try evalActions("""
            {"layer": {"delegate": "view"},
             "operations": [{"op": "animate", "duration": 0.25, "operations": [
                 {"op": "event", "key": "a"},
                 {"op": "animate", "duration": 0, "operations": [{"op": "event", "key": "b"}]},
                 {"op": "animate", "duration": 2, "operations": [{"op": "event", "key": "c"}]},
                 {"op": "event", "key": "d"}]},
               {"op": "event", "key": "e"}]}
            """)
        let lookups = logOf(output).compactMap { entry -> JSONValue? in entry.has("lookup") ? entry["action"] : nil }
        #expect(lookups == ["view.animation(0.25)", nil, "view.animation(2)", "view.animation(0.25)", nil])
    }

    @Test(arguments: [(0.25, "0.25"), (1.0, "1"), (1.5, "1.5"), (0.1, "0.1"), (100.0, "100"), (1e-7, "1e-07"),
                      (0.30000000000000004, "0.30000000000000004")])
    func animationActionNameIsTheShortestRoundTripDecimal(duration: Double, expected: String) throws {
        let output = try evalActions("""
            {"layer": {"delegate": "view"},
             "operations": [{"op": "animate", "duration": \(JSONWriter.format(duration)), "operations": [{"op": "event", "key": "k"}]}]}
            """)
        #expect(logOf(output).first?["action"] == .string("view.animation(\(expected))"))
    }

    @Test func negativeDurationIsAnError() {
        #expect(evalError(#"{"operations": [{"op": "animate", "duration": -0.5, "operations": []}]}"#)
                == "operations[0].duration must be ≥ 0, got -0.5")
    }

    @Test func delegateMustBeAbsentAnObjectOrView() throws {
        #expect(evalError(#"{"layer": {"delegate": "window"}}"#)?.contains("layer.delegate") == true)
        #expect(evalError(#"{"layer": {"delegate": null}}"#)?.contains("layer.delegate") == true)
        #expect(evalError(#"{"layer": {"delegate": 3}}"#)?.contains("layer.delegate") == true)
        _ = try evalActions(#"{"layer": {"delegate": {}}}"#)
        _ = try evalActions(#"{"layer": {"delegate": "view"}}"#)
    }

    @Test func unknownStyleNameAnywhereIsAnErrorNamingIt() {
        #expect(evalError(#"{"styles": {"a": {}, "unused": {"style": "ghost"}}}"#)
                == "unknown style 'ghost' referenced by style 'unused'")
        #expect(evalError(#"{"layer": {"style": "ghost"}}"#) == "unknown style 'ghost' referenced by the layer's style")
        #expect(evalError(#"{"styles": {"a": "ghost"}}"#) == "unknown style 'ghost' referenced by style 'a'")
    }

    @Test func styleCycleAnywhereIsAnErrorNamingTheStyles() {
        #expect(evalError(#"{"styles": {"a": {"style": "b"}, "b": {"style": "c"}, "c": {"style": "a"}}}"#)
                == "styles form a cycle: a → b → c → a")
        #expect(evalError(#"{"styles": {"self": {"style": "self"}}}"#) == "styles form a cycle: self → self")
        #expect(evalError(#"{"styles": {"a": {"style": {"style": "a"}}}}"#) == "styles form a cycle: a → a.style → a")
        #expect(evalError(#"{"styles": {"x": "y", "y": "x"}}"#) == "styles form a cycle: x → y → x")
    }
}
