import Workloads
import ActionLookup

/// Input of `action-lookup.loader-table`: cells probed directly, then an event sequence run from `detached`.
package struct LoaderTableWorkload: Sendable {
    package var probes: [(state: LoaderState, event: LoaderEvent)]
    package var events: [LoaderEvent]
}

/// `action-lookup.loader-table`: the loader microinteraction's 6 × 5 table, nested dictionaries (reference)
/// against a dense array (optimized). Output: every cell hit, in order.
package enum LoaderTablePair {
    package static let pair = KernelPair<LoaderTableWorkload, [LoaderCell]>(
        id: "action-lookup.loader-table",
        family: .actionLookup,
        summary: "Loader microinteraction (6 states × 5 events, each cell an action and a next state): nested "
            + "String dictionaries against a dense table; size = events.",
        operationUnit: "events",
        makeWorkload: { seed, size in
            var random = SeededGenerator(seed: seed)
            // Uniform events: from any state two of the five move the loader on, so all six states are visited.
            let events = (0..<size).map { _ in random.nextElement(of: LoaderEvent.allCases) }
            let probes = (0..<min(size, 30)).map { _ in
                (random.nextElement(of: LoaderState.allCases), random.nextElement(of: LoaderEvent.allCases))
            }
            return LoaderTableWorkload(probes: probes, events: events)
        },
        edgeCases: {
            let all = LoaderState.allCases.flatMap { state in LoaderEvent.allCases.map { (state, $0) } }
            return [
                EdgeCase("every one of the 30 cells", LoaderTableWorkload(probes: all, events: [])),
                EdgeCase("a full cycle: appear, spin, progress, complete, restart, interrupt, leave",
                         LoaderTableWorkload(probes: [], events: [
                            .onOrderIn, .activate, .progress, .progress, .deactivate, .activate, .deactivate,
                            .progress, .activate, .onOrderOut, .onOrderOut, .progress, .onOrderIn,
                         ])),
            ]
        },
        operationCount: { $0.probes.count + $0.events.count },
        reference: KernelImplementation(name: "reference", compute: { run($0, ReferenceLoaderTable()) },
                                        prepare: { workload in
                                            let table = ReferenceLoaderTable()
                                            return TimedBody { blackHole(fold(workload, table)) }
                                        }),
        variants: [KernelImplementation(name: "dense", compute: { run($0, DenseLoaderTable()) },
                                        prepare: { workload in
                                            let table = DenseLoaderTable()
                                            return TimedBody { blackHole(fold(workload, table)) }
                                        })],
        agreement: .exactElements(
            justification: "A table lookup is discrete: the dense table must give the very cell (same action "
                + "object, same next state) the nested dictionaries give, for every cell and every sequence.") { $0 },
        complexity: Complexity(reference: "O(1) per event (dictionary lookups)", variants: "O(1) per event (dense table)", kind: .constantFactor),
        checkSizes: [1, 5, 30, 500],
        runSizes: [4_096, 65_536],
        quickSizes: [4_096])

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
