import ActionLookup

/// How `action-lookup.state-machine` replays its steps on either machine: the trace (agreement) and the
/// fold (timing).
extension StateMachinePair {
    /// What both machines share, so one trace function serves both.
    protocol Machine: AnyObject {
        var state: Int { get }
        @discardableResult func process(_ event: Int) -> Int
        func reset()
        @discardableResult func subscribe(_ callback: @escaping (Int) -> Void) -> StateSubscription
    }

    static func trace<M: Machine>(_ machine: M, _ steps: [MachineStep]) -> [String] {
        let trace = TraceLines()
        var subscribers = 0
        for step in steps {
            switch step {
            case let .process(event): trace.lines.append("process \(event) → \(machine.process(event))")
            case .reset:
                machine.reset()
                trace.lines.append("reset → \(machine.state)")
            case .subscribe:
                subscribers += 1
                let id = subscribers
                machine.subscribe { trace.lines.append("subscriber \(id) ← \($0)") }
            }
        }
        return trace.lines
    }

    static func fold<M: Machine>(_ machine: M, _ steps: [MachineStep]) -> Int {
        let counter = CallCounter()
        var checksum = 0
        for step in steps {
            switch step {
            case let .process(event): checksum &+= machine.process(event)
            case .reset: machine.reset()
            case .subscribe: machine.subscribe { counter.count &+= $0 }
            }
        }
        return checksum &+ counter.count
    }
}

/// Lines collected by subscriber callbacks.
final class TraceLines { var lines: [String] = [] }
/// A counter subscriber callbacks bump.
final class CallCounter { var count = 0 }

extension ReferenceStateMachine: StateMachinePair.Machine where State == Int, Event == Int {}
extension StateMachine: StateMachinePair.Machine where State == Int, Event == Int {}
