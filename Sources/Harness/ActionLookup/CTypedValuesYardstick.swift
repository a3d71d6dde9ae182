import Workloads
@_spi(Harness) import ActionLookup
import CActionYardstick

/// `C over typed values` for `action-lookup.set`: the same property changes dispatched by C over a typed model
/// (`CActionYardstick`): every value unboxed in a 64-byte slot per layer and key, action tables flattened per
/// style chain as words, the log folded into the same checksum by the same formula as ``DispatchChecksum``.
/// It is what the Swift dispatcher's semantics cost without `PropertyValue`'s boxing and reference counting and
/// without the script runner: the strongest yardstick this machine runs for a change, between the compiled
/// dispatcher and the floor. Tables are built from the world description outside the timing; timed runs
/// alternate the script with its ``AlternateScript`` as the Swift sides' do, on the stored values as they stand.
/// Timed only: it writes no log, so the pair's agreement rule cannot check it; its checksum is checked against
/// the dispatchers' instead, word and entry count (``checksums(_:runs:)``, run by the tests).
enum CTypedValuesYardstick {
    static let comparison = TimedOnlySubject<ActionScriptWorkload>.comparison("C over typed values") { workload in
        let scripts = [workload.script, AlternateScript.of(workload.script)]
        guard let scene = TypedValuesScene(workload.world, scripts: scripts) else {
            // The pair's workloads are FrameScene's steady scripts, which it always represents.
            preconditionFailure("C over typed values: the script has a step or value the typed model does not hold")
        }
        // Set-up, as for the Swift sides: one pass of each script.
        scene.apply(script: 0)
        scene.apply(script: 1)
        var turn = 1
        return TimedBody {
            turn ^= 1
            blackHole(scene.apply(script: turn))
        }
    }

    /// A run's dispatch checksum: its word and how many entries it folded.
    struct Folded: Equatable {
        var word: UInt
        var entries: Int
    }

    /// Each run's checksum from the C loop, the compiled dispatcher and the reference, over `runs` runs of the
    /// workload's script and its alternate in turn, each side on a world of its own built from the description
    /// (nil: the workload has a step or value the typed model does not hold).
    static func checksums(_ workload: ActionScriptWorkload, runs: Int)
        -> [(c: Folded, compiled: Folded, reference: Folded)]?
    {
        let scripts = [workload.script, AlternateScript.of(workload.script)]
        guard let scene = TypedValuesScene(workload.world, scripts: scripts) else { return nil }
        let compiledWorld = workload.world.build(), referenceWorld = workload.world.build()
        let compiled = scripts.map { DecodedScript($0, world: compiledWorld) }
        let reference = scripts.map { DecodedScript($0, world: referenceWorld) }
        return (0..<runs).map { run in
            var compiledSink = ChecksumCapture(), referenceSink = ChecksumCapture()
            ActionScriptRunner.execute(compiledWorld, compiled[run % 2], resolution: .compiled, into: &compiledSink,
                                       fullLog: false)
            ActionScriptRunner.execute(referenceWorld, reference[run % 2], resolution: .reference,
                                       into: &referenceSink, fullLog: false)
            let c = scene.apply(script: run % 2)
            return (Folded(word: UInt(c.word), entries: Int(c.entries)), compiledSink.result, referenceSink.result)
        }
    }

    /// Keeps the dispatch checksum a run hands over; a run of property changes produces nothing else.
    private struct ChecksumCapture: ScriptOutcomeSink {
        var result = Folded(word: 0, entries: 0)
        mutating func action(_ action: LayerAction?) {}
        mutating func value(_ value: PropertyValue) {}
        mutating func rejected(_ error: ActionLookupError) {}
        mutating func logged(_ entry: DispatchLogEntry) {}
        mutating func folded(_ checksum: DispatchChecksum) {
            result = Folded(word: checksum.checksum, entries: checksum.count)
        }
    }
}
