import Testing
import ActionLookup

@Suite("state machines")
struct StateMachineTests {
    @Test func screenMachineFollowsItsDeclaration() {
        for machine in [AnyScreenMachine.compiled(StateMachine(ScreenMachine.definition)),
                        .reference(ReferenceStateMachine(ScreenMachine.definition))] {
            #expect(machine.process(.errorReceived) == .initial)  // no transition: unchanged
            #expect(machine.process(.loadingStarted) == .loading)
            #expect(machine.process(.errorReceived) == .error)
            #expect(machine.process(.contentReceived) == .error)
            #expect(machine.process(.loadingStarted) == .loading)
            #expect(machine.process(.contentReceived) == .content)
            #expect(machine.process(.loadingStarted) == .loading)
        }
    }

    @Test func subscribeCallsBackAtOnceThenOnEveryChangeOnly() {
        let machine = StateMachine(ScreenMachine.definition)
        var seen: [ScreenState] = []
        let subscription = machine.subscribe { seen.append($0) }
        #expect(seen == [.initial])
        machine.process(.errorReceived)  // no change
        machine.process(.loadingStarted)
        machine.process(.contentReceived)
        machine.reset()
        machine.reset()  // already initial: no change
        #expect(seen == [.initial, .loading, .content, .initial])
        machine.unsubscribe(subscription)
        machine.process(.loadingStarted)
        #expect(seen.count == 4)
        #expect(machine.state == .loading)
    }

    @Test func conflictingTransitionsAreRefused() {
        #expect(throws: ActionLookupError.conflictingTransitions(event: "go", source: "a")) {
            try StateMachineDefinition(initial: "a", transitions: ["go": ["a" => "b", "a" => "c"]])
        }
        #expect(throws: ActionLookupError.self) {
            try StateMachineDefinition(initial: 0, transitionList: [(event: 1, transitions: [0 => 1]), (event: 1, transitions: [0 => 2])])
        }
    }

    @Test func compiledAndReferenceAgreeWithSelfLoopsAndUnknownEvents() throws {
        let definition = try StateMachineDefinition(initial: 0, transitions: [1: [0 => 0, 1 => 2], 2: [0 => 1, 2 => 0]])
        let reference = ReferenceStateMachine(definition), compiled = StateMachine(definition)
        var referenceCalls: [Int] = [], compiledCalls: [Int] = []
        reference.subscribe { referenceCalls.append($0) }
        compiled.subscribe { compiledCalls.append($0) }
        for event in [1, 2, 1, 9, 2, 2, 1, 1] { #expect(reference.process(event) == compiled.process(event)) }
        #expect(referenceCalls == compiledCalls)
        #expect(referenceCalls == [0, 1, 2, 0, 1, 2])
    }
}

/// The two screen machines behind one face, for tests that run on both.
private enum AnyScreenMachine {
    case compiled(StateMachine<ScreenState, ScreenEvent>)
    case reference(ReferenceStateMachine<ScreenState, ScreenEvent>)

    func process(_ event: ScreenEvent) -> ScreenState {
        switch self {
        case let .compiled(machine): return machine.process(event)
        case let .reference(machine): return machine.process(event)
        }
    }
}
