import ActionLookup

/// How `action-lookup.loader-table` walks either table: every cell hit (agreement) or a checksum (timing).
extension LoaderTablePair {
    static func run<Table: LoaderTableLookup>(_ workload: LoaderTableWorkload, _ table: Table) -> [LoaderCell] {
        var cells = workload.probes.map { table.cell(state: $0.state, event: $0.event) }
        var state = LoaderState.detached
        for event in workload.events {
            let cell = table.cell(state: state, event: event)
            cells.append(cell)
            state = cell.next
        }
        return cells
    }

    /// The timed form: the same walk, folding states into a checksum instead of collecting cells.
    static func fold<Table: LoaderTableLookup>(_ workload: LoaderTableWorkload, _ table: Table) -> Int {
        var checksum = 0
        for probe in workload.probes { checksum &+= table.cell(state: probe.state, event: probe.event).next.rawValue }
        var loader = Loader(table: table)
        for event in workload.events {
            if loader.handle(event) != nil { checksum &+= 1 }
            checksum &+= loader.state.rawValue
        }
        return checksum
    }
}
