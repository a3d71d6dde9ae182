/// How long and how often `motionbench run` measures.
package struct TimingOptions: Sendable, Hashable, Codable {
    /// Minimum duration of one sample; a sample repeats the run until it lasts at least this long.
    package var minimumSampleSeconds: Double
    /// Samples taken of every subject, interleaved.
    package var repetitions: Int
    /// Time spent running every subject before measuring (caches, page faults, branch predictors).
    package var warmUpSeconds: Double

    package init(minimumSampleSeconds: Double, repetitions: Int, warmUpSeconds: Double) {
        self.minimumSampleSeconds = minimumSampleSeconds
        self.repetitions = repetitions
        self.warmUpSeconds = warmUpSeconds
    }

    /// A full run: 15 interleaved samples of at least 20 ms each.
    package static let standard = TimingOptions(minimumSampleSeconds: 0.02, repetitions: 15, warmUpSeconds: 0.05)
    /// `--quick`: 7 interleaved samples of at least 5 ms each.
    package static let quick = TimingOptions(minimumSampleSeconds: 0.005, repetitions: 7, warmUpSeconds: 0.01)
}

/// A ratio measured inside one run: the reference's time over a subject's time, per interleaved round.
package struct RatioEstimate: Hashable, Sendable, Codable {
    /// Median of the per-round ratios.
    package var median: Double
    /// Smallest and largest per-round ratio: the spread a reader should believe.
    package var min: Double
    package var max: Double
}

/// The measured cost of one subject at one size.
package struct SubjectTiming: Hashable, Sendable, Codable {
    package var name: String
    package var role: SubjectRole
    /// For bounds: which limit the probe measures.
    package var boundKind: BoundKind? = nil
    /// Runs per sample (calibrated so a sample lasts at least the minimum sample time).
    package var runsPerSample: Int
    /// Nanoseconds per operation over the samples.
    package var nanosecondsPerOperation: Distribution
    /// Operations per second at the median.
    package var operationsPerSecond: Double
    /// Baseline time / this subject's time, per round (nil for the baseline itself): the baseline is the
    /// reference, or the fastest comparison at sizes where the reference is not timed.
    package var speedup: RatioEstimate?
    /// Binding bound's time (``InterleavedTimer/bindingBoundTime(roles:samples:)``: each bound's best sample,
    /// the slowest bound) / this subject's median time: 1 means at the machine's limit.
    package var shareOfBound: Double?
    /// For subjects with a share: false when the share exceeds ``BoundShare/bindingLimit`` (the subject beat
    /// the probe, so the probe is too slow to be a limit and the share is no success).
    package var boundBinding: Bool? = nil
    /// Allocations and bytes per operation, when the run measured them (jemalloc; see ``AllocationMeter``).
    package var allocations: AllocationFigures? = nil
}

/// Measures subjects the way the house rules say: warm up, calibrate, then interleave the subjects in
/// rotating order (A B C, B C A, …) over repetitions, with a monotonic clock, and compute every ratio
/// from the same round.
package struct InterleavedTimer {
    package let options: TimingOptions
    private let clock = ContinuousClock()

    package init(options: TimingOptions) { self.options = options }

    /// Times every subject. `progress` is called before each round with (round, rounds).
    package func measure(_ subjects: TimingSubjects, progress: (Int, Int) -> Void = { _, _ in })
        -> [SubjectTiming]
    {
        let list = subjects.subjects
        guard !list.isEmpty else { return [] }
        let operations = Double(max(1, subjects.operationCount))
        // Warm up and calibrate each subject: double the run count until a sample is long enough.
        var runs = [Int](repeating: 1, count: list.count)
        for index in list.indices {
            let warmUpEnd = clock.now.advanced(by: .seconds(options.warmUpSeconds))
            repeat { list[index].body.run() } while clock.now < warmUpEnd
            while true {
                let seconds = time(list[index].body, runs: runs[index])
                if seconds >= options.minimumSampleSeconds || runs[index] >= 1 << 30 { break }
                let scale = seconds > 0 ? options.minimumSampleSeconds / seconds : 16
                runs[index] = max(runs[index] * 2, Int((Double(runs[index]) * min(scale * 1.1, 1e6)).rounded(.up)))
            }
        }
        var samples = [[Double]](repeating: [], count: list.count)
        let rounds = max(1, options.repetitions)
        for round in 0..<rounds {
            progress(round, rounds)
            for offset in 0..<list.count {
                let index = (round + offset) % list.count
                let seconds = time(list[index].body, runs: runs[index])
                samples[index].append(seconds * 1e9 / (Double(runs[index]) * operations))
            }
        }
        let referenceIndex = Self.baselineIndex(roles: list.map(\.role),
                                                medians: samples.map { Distribution($0).median })
        let boundTime = Self.bindingBoundTime(roles: list.map(\.role), samples: samples)
        return list.indices.map { index in
            let distribution = Distribution(samples[index])
            var speedup: RatioEstimate?
            if let referenceIndex, referenceIndex != index, list[index].role != .bound {  // variants, comparisons
                let ratios = zip(samples[referenceIndex], samples[index]).map { $0 / $1 }
                let summary = Distribution(ratios)
                speedup = RatioEstimate(median: summary.median, min: summary.min, max: summary.max)
            }
            let share = BoundShare(boundTime: boundTime, subjectMedian: distribution.median,
                                   role: list[index].role)
            var timing = SubjectTiming(
                name: list[index].name, role: list[index].role, runsPerSample: runs[index],
                nanosecondsPerOperation: distribution, operationsPerSecond: 1e9 / distribution.median,
                speedup: speedup, shareOfBound: share?.share)
            timing.boundKind = list[index].boundKind
            timing.boundBinding = share?.binding
            return timing
        }
    }

    /// The binding bound's time per operation (nil without bounds): each bound at its best (fastest) sample,
    /// and of several bounds the slowest. A bound is a limit, what the machine showed it can do in this run,
    /// so it is read as STREAM reports bandwidth, the best of its trials: a probe that met a slow phase of a
    /// shared host in some rounds, or a working set at the edge of a cache, is not made slower than the
    /// machine by them (its median could fall behind a kernel's that met the fast phase). Roofline: a kernel
    /// must do all of its memory traffic and all of its arithmetic, so with several bounds the binding one is
    /// the slowest. Subjects keep their medians, so a share never flatters a subject.
    package static func bindingBoundTime(roles: [SubjectRole], samples: [[Double]]) -> Double? {
        roles.indices.filter { roles[$0] == .bound }.compactMap { samples[$0].min() }.max()
    }

    /// The subject speedups are against: the reference when it was timed, else the fastest comparison (nil
    /// when neither was timed).
    package static func baselineIndex(roles: [SubjectRole], medians: [Double]) -> Int? {
        if let reference = roles.firstIndex(of: .reference) { return reference }
        return roles.indices.filter { roles[$0] == .comparison }.min { medians[$0] < medians[$1] }
    }

    private func time(_ body: TimedBody, runs: Int) -> Double {
        let start = clock.now
        for _ in 0..<runs { body.run() }
        let elapsed = start.duration(to: clock.now)
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }
}
