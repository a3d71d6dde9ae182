import Testing
import HierarchyDiff

@Test func moduleIsLinked() {
    #expect(HierarchyDiffModule.name == "HierarchyDiff")
}
