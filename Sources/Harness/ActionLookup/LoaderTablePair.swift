import Workloads
import ActionLookup

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
}
