import Workloads
import ActionLookup

/// The subjects of `action-lookup.lookup`: what each side computes (the lookups as a script, for agreement)
/// and its timed body.
extension LookupPair {
    static func compute(_ workload: LookupWorkload, _ resolution: ActionScriptRunner.Resolution) -> [ScriptOutcome] {
        ActionScriptRunner.run(workload.world, workload.targets.map { .lookup(layer: $0.layer, key: $0.key) },
                               resolution: resolution)
    }

    /// The lookups of a run with their results folded into one word, so no result can be optimized away.
    /// Both bodies borrow the layers (the world owns them), as a caller walking its own layer tree does, so
    /// the loop adds no reference counting of its own.
    static func prepareReference(_ workload: LookupWorkload) -> TimedBody {
        let world = workload.world.build()
        let layers = workload.targets.map { Unmanaged.passUnretained(world.layers[$0.layer]) }
        let keys = workload.targets.map { workload.world.keys[$0.key] }
        let resolver = ReferenceActionLookup()
        return TimedBody {
            var folded: UInt = 0
            for index in layers.indices {
                let action = layers[index]._withUnsafeGuaranteedRef { resolver.action(for: $0, forKey: keys[index]) }
                if let action { folded &+= UInt(bitPattern: ObjectIdentifier(action)) }
            }
            blackHole(folded)
            withExtendedLifetime(world) {}
        }
    }

    static func prepareCompiled(_ workload: LookupWorkload) -> TimedBody {
        let world = workload.world.build()
        let layers = workload.targets.map { Unmanaged.passUnretained(world.layers[$0.layer]) }
        let keys = workload.targets.map { world.internedKeys[$0.key] }
        let resolver = CompiledActionLookup()
        for index in layers.indices {  // build the tables
            _ = resolver.action(for: layers[index].takeUnretainedValue(), forKey: keys[index])
        }
        return TimedBody {
            var folded: UInt = 0
            for index in layers.indices {
                let action = layers[index]._withUnsafeGuaranteedRef { resolver.action(for: $0, forKey: keys[index]) }
                if let action { folded &+= UInt(bitPattern: ObjectIdentifier(action)) }
            }
            blackHole(folded)
            withExtendedLifetime(world) {}
        }
    }
}
