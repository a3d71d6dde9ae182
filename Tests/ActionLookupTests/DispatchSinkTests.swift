import Testing
import ActionLookup

/// The sinks dispatchers write to: the default ring keeps memory bounded however long a dispatcher runs,
/// and keeps exactly the last steps of the full log.
@Suite("dispatch sinks")
struct DispatchSinkTests {
    let action = LayerAction(name: "implicit")

    /// A layer whose class animates `opacity`, and `steps` property changes alternating between two values
    /// (every change stores and runs the action: three log entries each).
    func run<D>(_ dispatcher: inout D, steps: Int, set: (inout D, PropertyValue, Layer) -> Void) {
        let layer = Layer(class: LayerClass(name: "C", defaultActions: ["opacity": .action(action)]))
        for step in 0..<steps { set(&dispatcher, .number(Double(step % 2)), layer) }
    }

    @Test func aLongRunWithTheDefaultSinkKeepsOnlyTheRingsCapacity() {
        let steps = 100_000
        var reference = ActionDispatcher(resolver: ReferenceActionLookup())
        run(&reference, steps: steps) { $0.set($1, forKey: "opacity", on: $2) }
        var compiled = CompiledActionDispatcher()
        let opacity = LayerKey("opacity")
        run(&compiled, steps: steps) { $0.set($1, forKey: opacity, on: $2) }
        for sink in [reference.sink, compiled.sink] {
            #expect(sink.capacity == DispatchLogRing.defaultCapacity)
            #expect(sink.count == sink.capacity)
            #expect(sink.recorded == 3 * steps)  // lookup, store, run per change
        }
    }

    @Test func theRingKeepsTheLastStepsOfTheFullLogOldestFirst() {
        var full = ActionDispatcher(resolver: ReferenceActionLookup(), sink: DispatchLog())
        run(&full, steps: 11) { $0.set($1, forKey: "opacity", on: $2) }
        for capacity in [1, 5, 7, 64] {
            var reference = ActionDispatcher(resolver: ReferenceActionLookup(), sink: DispatchLogRing(capacity: capacity))
            run(&reference, steps: 11) { $0.set($1, forKey: "opacity", on: $2) }
            var compiled = CompiledActionDispatcher(sink: DispatchLogRing(capacity: capacity))
            let opacity = LayerKey("opacity")
            run(&compiled, steps: 11) { $0.set($1, forKey: opacity, on: $2) }
            let expected = Array(full.log.suffix(capacity))
            #expect(reference.sink.entries == expected)
            #expect(compiled.sink.entries == expected)
            #expect(reference.sink.recorded == full.log.count && compiled.sink.recorded == full.log.count)
        }
        #expect(DispatchLogRing(capacity: 0).capacity == 1)
    }

    /// A capacity far beyond memory is accepted (no trap at construction) and simply never fills.
    @Test func aHugeCapacityReservesOnlyThePreallocationLimit() {
        var compiled = CompiledActionDispatcher(sink: DispatchLogRing(capacity: Int.max))
        let opacity = LayerKey("opacity")
        run(&compiled, steps: DispatchLogRing.preallocationLimit) { $0.set($1, forKey: opacity, on: $2) }
        #expect(compiled.sink.capacity == Int.max)
        #expect(compiled.sink.count == 3 * DispatchLogRing.preallocationLimit)
        #expect(compiled.sink.entries.count == compiled.sink.count)
    }
}
