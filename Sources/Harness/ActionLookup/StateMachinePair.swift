import Workloads
import ActionLookup

/// `action-lookup.state-machine`: the table-driven `StateMachine` (precompiled table) against the
/// reference (literal search of the transition lists). Output: the state after each step and every
/// subscriber call, in order.
package enum StateMachinePair {
    package static let pair = KernelPair<StateMachineWorkload, [String]>(
        id: "action-lookup.state-machine",
        family: .actionLookup,
        summary: "Table-driven state machines (random ones with up to 16 states and 8 events, and the screen "
            + "machine): literal search of the transition lists against a precompiled table; size = steps.",
        operationUnit: "events",
        makeWorkload: makeWorkload,
        edgeCases: {
            let screen = screenDefinition()
            let s = ScreenEvent.allCases.count
            return [
                EdgeCase("screen machine: load, error, reload, content, reload, reset",
                         StateMachineWorkload(definition: screen, steps: [
                            .subscribe, .process(1), .process(0), .process(2), .process(1), .process(0),
                            .process(0), .process(2), .subscribe, .process(2), .process(0), .reset, .reset,
                            .process(s),
                         ])),
                EdgeCase("self transitions are no change; unknown events change nothing",
                         StateMachineWorkload(definition: selfLoop(), steps: [
                            .subscribe, .process(0), .process(1), .process(7), .process(1), .reset,
                         ])),
            ]
        },
        operationCount: { $0.steps.count },
        reference: KernelImplementation(name: "reference", compute: { trace(ReferenceStateMachine($0.definition), $0.steps) },
                                        prepare: { workload in
                                            TimedBody { blackHole(fold(ReferenceStateMachine(workload.definition), workload.steps)) }
                                        }),
        variants: [KernelImplementation(name: "compiled", compute: { trace(StateMachine($0.definition), $0.steps) },
                                        prepare: { workload in
                                            TimedBody { blackHole(fold(StateMachine(workload.definition), workload.steps)) }
                                        })],
        agreement: .exactElements(
            justification: "A state machine is discrete: the compiled table must reach the same state after "
                + "every step and call subscribers with the same states at the same moments.") { $0 },
        complexity: Complexity(reference: "O(1) per event (dictionary lookups)", variants: "O(1) per event (dense table)", kind: .constantFactor),
        checkSizes: [1, 10, 100, 1_000],
        runSizes: [4_096, 65_536],
        quickSizes: [4_096])

    /// The screen machine with states and events numbered by declaration order.
    static func screenDefinition() -> StateMachineDefinition<Int, Int> {
        let states = ScreenState.allCases, events = ScreenEvent.allCases
        let list = ScreenMachine.definition.transitions.map { entry in
            (event: events.firstIndex(of: entry.event) ?? -1,
             transitions: entry.transitions.map {
                 (states.firstIndex(of: $0.source) ?? -1) => (states.firstIndex(of: $0.destination) ?? -1)
             })
        }
        // The screen machine has no conflicting transitions, so this cannot throw.
        return (try? StateMachineDefinition(initial: 0, transitionList: list))
            ?? emptyDefinition()
    }

    static func selfLoop() -> StateMachineDefinition<Int, Int> {
        (try? StateMachineDefinition(initial: 0, transitionList: [(0, [0 => 0]), (1, [0 => 1, 1 => 1])]))
            ?? emptyDefinition()
    }

    static func emptyDefinition() -> StateMachineDefinition<Int, Int> {
        // An empty transition list has no conflict.
        (try? StateMachineDefinition(initial: 0, transitionList: [])).unsafelyUnwrapped
    }

    /// A machine of 2–16 states and 1–8 events; each event has transitions from a random subset of
    /// states (an event may be declared twice, with disjoint sources); 10 % of the steps use an event the
    /// machine does not declare.
    package static func makeWorkload(seed: UInt64, size: Int) -> StateMachineWorkload {
        var random = SeededGenerator(seed: seed)
        let stateCount = random.nextInt(in: 2...16), eventCount = random.nextInt(in: 1...8)
        var list: [(event: Int, transitions: [StateTransition<Int>])] = []
        for event in 0..<eventCount {
            var sources = Array(0..<stateCount)
            random.shuffle(&sources)
            let used = sources.prefix(random.nextInt(in: 0...stateCount))
            let split = used.count / 2
            let declareTwice = random.nextBool(probability: 0.3)
            let first = declareTwice ? Array(used.prefix(split)) : Array(used)
            list.append((event, first.map { $0 => random.nextInt(in: 0..<stateCount) }))
            if declareTwice { list.append((event, used.dropFirst(split).map { $0 => random.nextInt(in: 0..<stateCount) })) }
        }
        let definition = (try? StateMachineDefinition(initial: random.nextInt(in: 0..<stateCount), transitionList: list))
            ?? emptyDefinition()
        var steps: [MachineStep] = [.subscribe]
        var subscriptions = 1
        for _ in 1..<max(1, size) {
            let pick = random.nextUnit()
            if pick < 0.92 {
                steps.append(.process(random.nextInt(in: 0..<eventCount)))
            } else if pick < 0.97 {
                steps.append(.process(eventCount + random.nextInt(in: 0...2)))
            } else if pick < 0.995 || subscriptions >= 3 {
                steps.append(.reset)
            } else {
                subscriptions += 1  // a few subscribers at most, as in an app
                steps.append(.subscribe)
            }
        }
        return StateMachineWorkload(definition: definition, steps: Array(steps.prefix(size)))
    }
}
