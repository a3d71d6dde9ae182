import Foundation

/// Counts what a timed body allocates, with jemalloc's statistics, in this process.
///
/// What is counted (see ``AllocationStatus/methodDescription``): the measuring thread is bound to a private
/// jemalloc arena (`arenas.create`, `thread.arena`) with its thread cache disabled
/// (`thread.tcache.enabled = false`), so every allocation request reaches the arena and bumps its
/// `small.nmalloc` or `large.nmalloc` statistic exactly once, and no other thread's allocations land there.
/// Bytes come from the thread's cumulative `thread.allocatedp` counter. The thread cache and arena binding
/// are restored after each measurement, so timing (done before) is unaffected.
package final class AllocationMeter {
    private let control: JemallocControl
    private let arena: UInt32
    /// C strings made once, so that reading the counters inside a measurement allocates nothing.
    private let epochName: UnsafeMutablePointer<CChar>
    private let smallName: UnsafeMutablePointer<CChar>
    private let largeName: UnsafeMutablePointer<CChar>
    private let peakReadName: UnsafeMutablePointer<CChar>
    private let peakResetName: UnsafeMutablePointer<CChar>
    /// "jemalloc 5.3.0-…" as the report names the allocator.
    package let allocatorDescription: String

    /// A meter, or the status saying why allocations cannot be measured in this process.
    package static func make() -> Result<AllocationMeter, AllocationUnavailable> {
        guard let control = JemallocControl.loaded() else {
            return .failure(AllocationUnavailable(
                reason: "jemalloc is not this process's allocator (`mallctl` not found): "
                    + (JemallocPreload.libraryPath() == nil
                        ? "libjemalloc.so.2 is not installed"
                        : "the process was not started with LD_PRELOAD of libjemalloc.so.2")))
        }
        guard control.hasStatistics else {
            return .failure(AllocationUnavailable(reason: "this jemalloc was built without statistics (config.stats)"))
        }
        guard let arena = control.createArena() else {
            return .failure(AllocationUnavailable(reason: "jemalloc refused to create a private arena (arenas.create)"))
        }
        return .success(AllocationMeter(control: control, arena: arena))
    }

    private init(control: JemallocControl, arena: UInt32) {
        self.control = control
        self.arena = arena
        epochName = strdup("epoch")
        smallName = strdup("stats.arenas.\(arena).small.nmalloc")
        largeName = strdup("stats.arenas.\(arena).large.nmalloc")
        peakReadName = strdup("thread.peak.read")
        peakResetName = strdup("thread.peak.reset")
        allocatorDescription = "jemalloc " + (control.version ?? "(unknown version)")
    }

    deinit {
        free(epochName)
        free(smallName)
        free(largeName)
        free(peakReadName)
        free(peakResetName)
    }

    /// Allocation requests and bytes of `runs` runs of `body`, after one unmeasured warm-up run, and the
    /// largest peak of live bytes in one run (nil without jemalloc's `thread.peak` controls).
    package func count(_ body: TimedBody, runs: Int) -> (allocations: UInt64, bytes: UInt64, peak: UInt64?)? {
        guard let oldCache = control.exchange("thread.tcache.enabled", false) else { return nil }
        defer { control.exchange("thread.tcache.enabled", oldCache) }
        guard let oldArena = control.exchange("thread.arena", arena) else { return nil }
        defer { control.exchange("thread.arena", oldArena) }
        guard let allocated: UnsafeMutablePointer<UInt64> = control.read("thread.allocatedp") else { return nil }
        body.run()
        var small0: UInt64 = 0, large0: UInt64 = 0, small1: UInt64 = 0, large1: UInt64 = 0
        control.refreshStatistics(epochName)
        guard control.readCounter(smallName, into: &small0), control.readCounter(largeName, into: &large0) else {
            return nil
        }
        let bytes0 = allocated.pointee
        var peak: UInt64? = 0
        for _ in 0..<max(1, runs) {
            let reset = peak != nil && control.write(peakResetName)
            body.run()
            var runPeak: UInt64 = 0
            if reset, control.readCounter(peakReadName, into: &runPeak) { peak = max(peak ?? 0, runPeak) } else { peak = nil }
        }
        let bytes1 = allocated.pointee
        control.refreshStatistics(epochName)
        guard control.readCounter(smallName, into: &small1), control.readCounter(largeName, into: &large1) else {
            return nil
        }
        return ((small1 &- small0) &+ (large1 &- large0), bytes1 &- bytes0, peak)
    }

    /// The figures of one subject: counts of `runs` runs divided per run and per operation.
    package func figures(_ body: TimedBody, runs: Int, operationsPerRun: Int) -> AllocationFigures? {
        let runs = max(1, runs)
        guard let counted = count(body, runs: runs) else { return nil }
        let perRun = Double(counted.allocations) / Double(runs)
        let bytesPerRun = Double(counted.bytes) / Double(runs)
        let operations = Double(max(1, operationsPerRun))
        return AllocationFigures(allocationsPerOperation: perRun / operations, bytesPerOperation: bytesPerRun / operations,
                                 allocationsPerRun: perRun, bytesPerRun: bytesPerRun, runs: runs,
                                 peakBytesPerRun: counted.peak.map { Double($0) })
    }

    /// Adds allocation figures to every subject of every result: the pair's subjects are prepared again
    /// from the report's seed and size (the same workload that was timed) and each runs as many times as
    /// one of its timing samples did (at most 65 536).
    package func annotate(_ report: inout RunReport, pairs: [AnyKernelPair], progress: RunProgress = SilentProgress()) {
        defer { progress.finish() }
        for index in report.results.indices {
            let result = report.results[index]
            guard let pair = pairs.first(where: { $0.id == result.id }) else { continue }
            progress.update(kernel: result.id, size: result.size, phase: "counting allocations", round: nil, rounds: nil)
            let subjects = pair.timingSubjects(seed: report.seed, size: result.size)
            for timingIndex in result.timings.indices {
                let timing = result.timings[timingIndex]
                guard let subject = subjects.subjects.first(where: { $0.name == timing.name }) else { continue }
                report.results[index].timings[timingIndex].allocations = figures(
                    subject.body, runs: min(max(1, timing.runsPerSample), 1 << 16),
                    operationsPerRun: subjects.operationCount)
            }
        }
    }
}

/// Why allocation figures cannot be measured in this process.
package struct AllocationUnavailable: Error, Hashable, Sendable {
    package let reason: String
    package init(reason: String) { self.reason = reason }

    /// The report status for this reason.
    package var status: AllocationStatus {
        AllocationStatus(measured: false, method: AllocationStatus.methodDescription, reason: reason,
                         remedy: AllocationStatus.installRemedy)
    }
}
