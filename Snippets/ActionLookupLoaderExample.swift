// The loader microinteraction driven through its dense state × event table.
import ActionLookup

var loader = Loader(table: DenseLoaderTable())
let appeared = loader.handle(.onOrderIn)   // loader.fadeIn, now idle
let spinning = loader.handle(.activate)    // loader.startSpinning, now spinning
let bar = loader.handle(.progress)         // loader.morphToBar, now progressing
let done = loader.handle(.deactivate)      // loader.showCheckmark, now completed
let ignored = loader.handle(.progress)     // the null action: still completed

// snippet.hide
precondition(appeared === LoaderMicrointeraction.fadeIn && spinning === LoaderMicrointeraction.startSpinning)
precondition(bar === LoaderMicrointeraction.morphToBar && done === LoaderMicrointeraction.showCheckmark)
precondition(ignored == nil && loader.state == .completed)
let reference = ReferenceLoaderTable(), dense = DenseLoaderTable()
for state in LoaderState.allCases {
    for event in LoaderEvent.allCases {
        precondition(dense.cell(state: state, event: event) == reference.cell(state: state, event: event))
    }
}
// snippet.show
