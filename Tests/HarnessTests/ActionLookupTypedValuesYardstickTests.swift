import Workloads
import Testing
import ActionLookup
@testable import Harness

/// `C over typed values`, the C yardstick of `action-lookup.set`, does the dispatchers' job: over the same runs of a
/// script and its alternate, its checksum (word and entry count) equals the compiled dispatcher's and the reference's,
/// run by run (the word folds every lookup's action, every store's old and new value and every run, in order).
@Suite("the typed C yardstick of property changes")
struct ActionLookupTypedValuesYardstickTests {
    @Test("folds the same log as both dispatchers on the steady frame scene's scripts",
          arguments: [1, 2, 3, 7] as [UInt64])
    func steadyScripts(seed: UInt64) throws {
        let workload = FrameSetRestylePairs.steadySet.makeWorkload(seed, 1_000)
        let checksums = try #require(CTypedValuesYardstick.checksums(workload, runs: 4))
        for (run, checksum) in checksums.enumerated() {
            #expect(checksum.c == checksum.compiled, "run \(run)")
            #expect(checksum.c == checksum.reference, "run \(run)")
        }
        // A run on a fresh world finds keys unstored and inherits their values; later runs replace stored ones.
        #expect(checksums[0].c != checksums[2].c)
    }

    /// A scene of two layers whose changes reach every branch of the change: equal to the stored value, to an
    /// inherited style value or class default, or to nothing stored (null); numbers that are equal but not
    /// identical (-0 and 0); arrays that differ in length or one element; strings; a delegate that answers the null
    /// marker; a style chain whose deeper entry is shadowed; a style whose later pair for a key wins; a layer without a
/// style.
    static func edgeWorkload() -> ActionScriptWorkload {
        var spec = ActionWorldSpec(actions: ActionWorldSpec.pool(3), keys: ["position", "opacity", "bounds", "color"])
        spec.classes = [ActionWorldSpec.ClassSpec(defaultActions: [(0, .action(0)), (1, .action(0)), (2, .action(0))],
                                                  defaultValues: [(1, 1)])]
        spec.styles = [
            // Within a style a later pair wins: color "green", position's action 1.
            ActionWorldSpec.StyleSpec(parent: nil, actions: [(0, .action(2)), (3, .action(2)), (0, .action(1))],
                                      values: [(3, .string("red")), (2, .array([.number(0), .number(0)])),
                                               (3, .string("green"))]),
            ActionWorldSpec.StyleSpec(parent: 0, actions: [(0, .null)], values: [(3, .string("blue"))]),
        ]
        spec.delegates = [.view]
        spec.layers = [
            ActionWorldSpec.LayerSpec(style: 1, values: [(1, 0.5)]),
            ActionWorldSpec.LayerSpec(delegate: 0),
            ActionWorldSpec.LayerSpec(style: 0, actions: [(1, .action(2))]),
        ]
        let point: (Double, Double) -> PropertyValue = { .array([.number($0), .number($1)]) }
        let script: [ActionScriptOperation] = [
            .set(layer: 0, key: 1, value: .number(0.5)),      // equal to the stored value: nothing
            .set(layer: 0, key: 3, value: .string("blue")),   // equal to the style chain's value: nothing
            .set(layer: 2, key: 3, value: .string("green")),  // equal to the root style's last pair: nothing
            .set(layer: 2, key: 3, value: .string("blue")),   // differs from it
            .set(layer: 2, key: 3, value: .string("blue")),   // now stored and equal
            .set(layer: 1, key: 1, value: .number(1)),        // equal to the class default
            .set(layer: 1, key: 1, value: .number(0)),        // the view delegate answers the null marker
            .set(layer: 1, key: 1, value: .number(-0.0)),     // -0 equals 0: nothing
            .set(layer: 0, key: 0, value: point(1, 2)),       // nothing stored: null before; the chain's null marker
            .set(layer: 0, key: 0, value: point(1, 2)),
            .set(layer: 0, key: 0, value: point(1, 3)),
            .set(layer: 0, key: 0, value: .array([.number(1), .number(3), .number(0)])),
            .set(layer: 0, key: 2, value: point(0, 0)),       // bounds: the style's value is not consulted
            .set(layer: 2, key: 0, value: point(5, 5)),       // the root style's action
            .set(layer: 2, key: 1, value: .number(0.25)),     // the layer's own action
            .set(layer: 1, key: 2, value: .bool(true)),
            .set(layer: 1, key: 2, value: .null),
        ]
        return ActionScriptWorkload(world: spec, script: script)
    }

    @Test("folds the same log as both dispatchers on every branch of a change")
    func edgeScript() throws {
        let checksums = try #require(CTypedValuesYardstick.checksums(Self.edgeWorkload(), runs: 3))
        for (run, checksum) in checksums.enumerated() {
            #expect(checksum.c == checksum.compiled, "run \(run)")
            #expect(checksum.c == checksum.reference, "run \(run)")
            #expect(checksum.c.word != 0, "run \(run)")
        }
    }

    @Test("holds only property changes, and script and style values it can store unboxed")
    func unsupported() {
        var workload = Self.edgeWorkload()
        workload.script.append(.event(layer: 0, key: 1))
        #expect(CTypedValuesYardstick.checksums(workload, runs: 1) == nil)
        workload = Self.edgeWorkload()
        workload.script.append(.set(layer: 0, key: 1, value: .object([(key: "x", value: .number(1))])))
        #expect(CTypedValuesYardstick.checksums(workload, runs: 1) == nil)
        workload = Self.edgeWorkload()
        workload.script.append(.set(layer: 0, key: 1, value: .array((0..<7).map { .number(Double($0)) })))
        #expect(CTypedValuesYardstick.checksums(workload, runs: 1) == nil)
        workload = Self.edgeWorkload()
        workload.world.styles[0].values.append((key: 3, value: .array([.string("red")])))
        #expect(CTypedValuesYardstick.checksums(workload, runs: 1) == nil)
    }
}
