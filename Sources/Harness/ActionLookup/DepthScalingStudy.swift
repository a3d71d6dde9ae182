import Foundation

/// `action-lookup.depth-scaling`: the cost of one lookup against the depth of the style chain, for the
/// reference (which walks the chain on every lookup, so its cost grows with depth) and the compiled
/// resolver (one flat table per chain, so its cost should not). Same world as `action-lookup.lookup`
/// (64 keys, 64 layers on 4 shared chains, 1 in 4 with a dictionary delegate) at depths 0–16.
package enum DepthScalingStudy {
    package static let depths = [0, 1, 2, 4, 8, 12, 16]

    package static let study = Study(
        id: "action-lookup.depth-scaling", family: .actionLookup,
        title: "Action lookup cost against style chain depth") { quick in
            let lookups = 4_096
            let rounds = quick ? 3 : 7
            let minimumSeconds = quick ? 0.002 : 0.01
            var rows: [[String]] = []
            var referenceSeries: [Double] = [], compiledSeries: [Double] = []
            for depth in depths {
                let workload = LookupPair.makeWorkload(seed: 1, size: lookups, depth: depth)
                let reference = LookupPair.prepareReference(workload)
                let compiled = LookupPair.prepareCompiled(workload)
                var referenceSamples: [Double] = [], compiledSamples: [Double] = []
                for _ in 0..<rounds {  // interleaved, as the timer does
                    referenceSamples.append(nanosecondsPerRun(reference, minimumSeconds: minimumSeconds) / Double(lookups))
                    compiledSamples.append(nanosecondsPerRun(compiled, minimumSeconds: minimumSeconds) / Double(lookups))
                }
                let r = Distribution(referenceSamples).median, c = Distribution(compiledSamples).median
                referenceSeries.append(r)
                compiledSeries.append(c)
                rows.append(["\(depth)", String(format: "%.1f", r), String(format: "%.2f", c), String(format: "%.1f×", r / c)])
            }
            let x = depths.map(Double.init)
            return StudyResult(
                id: "action-lookup.depth-scaling", family: .actionLookup,
                title: "Action lookup cost against style chain depth",
                note: "Nanoseconds per lookup (median of \(rounds) interleaved samples of \(lookups) lookups each), "
                    + "same world as `action-lookup.lookup` with chains of the given depth. The reference walks "
                    + "the chain on every lookup; the compiled resolver reads one flat table per chain, so its "
                    + "cost should stay flat.",
                columns: ["depth", "reference ns/lookup", "compiled ns/lookup", "speedup"],
                rows: rows,
                series: [
                    StudySeries(name: "reference", xLabel: "style depth (levels)", yLabel: "ns per lookup",
                                logLog: false, x: x, y: referenceSeries),
                    StudySeries(name: "compiled", xLabel: "style depth (levels)", yLabel: "ns per lookup",
                                logLog: false, x: x, y: compiledSeries),
                ])
        }

    static func nanosecondsPerRun(_ body: TimedBody, minimumSeconds: Double) -> Double {
        let clock = ContinuousClock()
        var runs = 1
        while true {
            let start = clock.now
            for _ in 0..<runs { body.run() }
            let elapsed = start.duration(to: clock.now)
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
            if seconds >= minimumSeconds || runs >= 1 << 20 { return seconds * 1e9 / Double(runs) }
            runs *= 2
        }
    }
}
