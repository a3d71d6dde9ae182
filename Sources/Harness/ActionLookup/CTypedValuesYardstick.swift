import ActionLookup
import CActionYardstick

/// `C over typed values` for `action-lookup.set`: the same property changes dispatched by C over a typed model
/// (`CActionYardstick`): every value unboxed in a 64-byte slot per layer and key, action tables flattened per
/// style chain as words, the log folded into the same checksum by the same formula as ``DispatchChecksum``.
/// It is what the Swift dispatcher's semantics cost without `PropertyValue`'s boxing and reference counting and
/// without the script runner: the strongest yardstick this machine runs for a change, between the compiled
/// dispatcher and the floor. Tables are built from the world description outside the timing; timed runs
/// alternate the script with its ``AlternateScript`` as the Swift sides' do, on the stored values as they stand.
/// Timed only: it writes no log, so the pair's agreement rule cannot check it; its checksum is checked against
/// the dispatchers' instead (``checksumWords(_:runs:)``, run by the tests).
enum CTypedValuesYardstick {
    static let comparison = TimedOnlySubject<ActionScriptWorkload>.comparison("C over typed values") { workload in
        guard let scene = TypedValuesScene(workload.world, scripts: [workload.script, AlternateScript.of(workload.script)])
        else {
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

    /// Each run's checksum word from the C loop, the compiled dispatcher and the reference, over `runs` runs of
    /// the workload's script and its alternate in turn, each side on a world of its own built from the
    /// description (nil: the workload has a step or value the typed model does not hold).
    static func checksumWords(_ workload: ActionScriptWorkload, runs: Int)
        -> [(c: UInt, compiled: UInt, reference: UInt)]?
    {
        let scripts = [workload.script, AlternateScript.of(workload.script)]
        guard let scene = TypedValuesScene(workload.world, scripts: scripts) else { return nil }
        let compiledWorld = workload.world.build(), referenceWorld = workload.world.build()
        let compiled = scripts.map { DecodedScript($0, world: compiledWorld) }
        let reference = scripts.map { DecodedScript($0, world: referenceWorld) }
        return (0..<runs).map { run in
            // A folding sink's word is the run's dispatch checksum (a run of only property changes folds
            // nothing else).
            var compiledSink = FoldingSink(), referenceSink = FoldingSink()
            ActionScriptRunner.execute(compiledWorld, compiled[run % 2], resolution: .compiled, into: &compiledSink,
                                       fullLog: false)
            ActionScriptRunner.execute(referenceWorld, reference[run % 2], resolution: .reference,
                                       into: &referenceSink, fullLog: false)
            return (UInt(scene.apply(script: run % 2).word), compiledSink.checksum, referenceSink.checksum)
        }
    }
}
