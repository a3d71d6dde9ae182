/// The reference loader table: `table[state.name][event.key]`, nested String-keyed dictionaries, as a
/// designer writes the table down. A missing cell means the null action with the state unchanged.
///
/// Formula: `next(s, e) = table[s][e]`, the transition function of a deterministic finite automaton written
/// as a table (Aho, Lam, Sethi and Ullman, *Compilers: Principles, Techniques, and Tools*, 2nd ed., §3.6.4).
///
/// - Complexity: O(|state name| + |event key|) per cell: two String-keyed dictionary lookups.
public struct ReferenceLoaderTable: Sendable {
    public let table: [String: [String: LoaderCell]]

    public init(table: [String: [String: LoaderCell]] = LoaderMicrointeraction.nestedTable) { self.table = table }

    /// The cell for `event` in `state`.
    public func cell(state: LoaderState, event: LoaderEvent) -> LoaderCell {
        table[state.name]?[event.key] ?? LoaderCell(.nullMarker, state)
    }
}
