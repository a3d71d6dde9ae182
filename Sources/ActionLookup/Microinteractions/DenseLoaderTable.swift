/// The optimized loader table: 30 cells in one array, cell (s, e) at `s · 5 + e`.
///
/// Semantics: every cell equals ``ReferenceLoaderTable``'s. Formula: the row-major layout of a dense
/// transition table, `cells[s · |events| + e]` (Aho, Lam, Sethi and Ullman, *Compilers: Principles,
/// Techniques, and Tools*, 2nd ed., §3.9.8).
///
/// - Complexity: O(1) per cell (one multiply-add and one array read); building it is O(states × events).
public struct DenseLoaderTable: Sendable {
    private let cells: [LoaderCell]

    /// Compiles the nested table (missing cells become the null action with the state unchanged).
    public init(compiling reference: ReferenceLoaderTable = ReferenceLoaderTable()) {
        var cells: [LoaderCell] = []
        cells.reserveCapacity(LoaderState.allCases.count * LoaderEvent.allCases.count)
        for state in LoaderState.allCases {
            for event in LoaderEvent.allCases { cells.append(reference.cell(state: state, event: event)) }
        }
        self.cells = cells
    }

    /// The cell for `event` in `state`.
    @inline(__always)
    public func cell(state: LoaderState, event: LoaderEvent) -> LoaderCell {
        cells[state.rawValue &* LoaderEvent.allCases.count &+ event.rawValue]
    }
}
