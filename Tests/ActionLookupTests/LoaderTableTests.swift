import Testing
import ActionLookup

@Suite("loader microinteraction")
struct LoaderTableTests {
    @Test func denseTableAgreesWithTheNestedDictionariesOnEveryCell() {
        let reference = ReferenceLoaderTable(), dense = DenseLoaderTable()
        var actionCells = 0
        for state in LoaderState.allCases {
            for event in LoaderEvent.allCases {
                #expect(dense.cell(state: state, event: event) == reference.cell(state: state, event: event), "\(state) \(event)")
                if reference.cell(state: state, event: event).action != .nullMarker { actionCells += 1 }
            }
        }
        #expect(actionCells == 13)  // most of the 30 cells are the null action
    }

    @Test func theNestedTableWritesOutAll30Cells() {
        #expect(LoaderMicrointeraction.nestedTable.count == 6)
        #expect(LoaderMicrointeraction.nestedTable.values.allSatisfy { $0.count == 5 })
    }

    @Test func aLoaderWalksThroughItsLife() {
        var loader = Loader(table: DenseLoaderTable())
        let events: [LoaderEvent] = [.progress, .onOrderIn, .activate, .progress, .progress, .deactivate, .activate,
                                     .deactivate, .onOrderOut]
        let actions = events.map { loader.handle($0)?.name }
        #expect(actions == [nil, "loader.fadeIn", "loader.startSpinning", "loader.morphToBar", "loader.advanceBar",
                            "loader.showCheckmark", "loader.startSpinning", "loader.stopSpinning", "loader.fadeOut"])
        #expect(loader.state == .detached)
    }

    @Test func nullCellsKeepTheState() {
        let table = ReferenceLoaderTable()
        for state in LoaderState.allCases {
            for event in LoaderEvent.allCases where table.cell(state: state, event: event).action == .nullMarker {
                #expect(table.cell(state: state, event: event).next == state)
            }
        }
    }

    @Test func aMissingCellInAHandWrittenTableIsTheNullActionInPlace() {
        let partial = ReferenceLoaderTable(table: ["idle": ["activate": LoaderCell(.action(LoaderMicrointeraction.startSpinning), .spinning)]])
        #expect(partial.cell(state: .idle, event: .progress) == LoaderCell(.nullMarker, .idle))
        #expect(DenseLoaderTable(compiling: partial).cell(state: .idle, event: .activate).next == .spinning)
    }
}
