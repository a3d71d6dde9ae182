import Testing
import ActionLookup

@Test func moduleIsLinked() {
    #expect(ActionLookupModule.name == "ActionLookup")
}
