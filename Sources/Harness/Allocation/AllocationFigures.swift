/// Allocations and bytes allocated by one subject's timed body, measured with jemalloc's statistics
/// (see ``AllocationMeter`` for exactly what is counted).
package struct AllocationFigures: Hashable, Sendable, Codable {
    /// Allocation requests per operation (allocations per run / operations per run).
    package var allocationsPerOperation: Double
    /// Bytes allocated per operation (jemalloc usable sizes, i.e. rounded up to the size class).
    package var bytesPerOperation: Double
    /// Allocation requests per run of the timed body.
    package var allocationsPerRun: Double
    /// Bytes allocated per run of the timed body.
    package var bytesPerRun: Double
    /// Runs the figures were averaged over (after one unmeasured warm-up run).
    package var runs: Int
    /// Peak bytes live at once during one run (the largest over the measured runs): jemalloc's
    /// `thread.peak.read` after a `thread.peak.reset` before each run, so memory the body allocates and frees
    /// again counts at its high-water mark. jemalloc samples the peak every 64 KiB of allocation activity,
    /// so figures are within 64 KiB. Nil when the allocator does not offer the control (jemalloc < 5.3).
    package var peakBytesPerRun: Double?

    package init(allocationsPerOperation: Double, bytesPerOperation: Double, allocationsPerRun: Double,
                bytesPerRun: Double, runs: Int, peakBytesPerRun: Double? = nil) {
        self.allocationsPerOperation = allocationsPerOperation
        self.bytesPerOperation = bytesPerOperation
        self.allocationsPerRun = allocationsPerRun
        self.bytesPerRun = bytesPerRun
        self.runs = runs
        self.peakBytesPerRun = peakBytesPerRun
    }

    /// One line for consoles: "0.0007 allocs/op, 128 B/op, peak 6.55 MB/run" (the peak only when measured).
    package var summary: String {
        var line = "\(MarkdownReportWriter.fixed(allocationsPerOperation)) allocs/op, "
            + "\(MarkdownReportWriter.fixed(bytesPerOperation)) B/op"
        if let peakBytesPerRun { line += ", peak \(MarkdownReportWriter.engineering(peakBytesPerRun))B/run" }
        return line
    }
}

/// Whether a run measured allocations, how, and if not, why and how to make it do so. Reports show the
/// reason in the allocation columns instead of leaving them silently empty.
package struct AllocationStatus: Hashable, Sendable, Codable {
    /// True when every subject carries ``AllocationFigures``.
    package var measured: Bool
    /// The allocator that measured ("jemalloc 5.3.0-0-g54ea…"), when measured.
    package var allocator: String?
    /// What is counted and how, in one paragraph (markdown).
    package var method: String
    /// Why the figures are missing, when they are.
    package var reason: String?
    /// What to do to get them, when they are missing.
    package var remedy: String?

    package init(measured: Bool, allocator: String? = nil, method: String, reason: String? = nil,
                remedy: String? = nil) {
        self.measured = measured
        self.allocator = allocator
        self.method = method
        self.reason = reason
        self.remedy = remedy
    }

    /// What an allocation figure means, stated once for reports and the docs.
    package static let methodDescription =
        "Measured in the measuring process with jemalloc's own statistics, after timing: each subject's timed "
        + "body runs once unmeasured (warm-up), then as many times as one timing sample, on this thread bound to "
        + "a private jemalloc arena with the thread cache disabled. Allocations = increase of "
        + "`stats.arenas.<arena>.small.nmalloc + large.nmalloc` (after an `epoch` refresh): every request that "
        + "reaches jemalloc (malloc, calloc, posix_memalign/aligned_alloc, a realloc that moves) counts once; "
        + "frees are not counted. Bytes = increase of the thread's `thread.allocatedp` counter (usable sizes, "
        + "i.e. rounded up to jemalloc's size class). Both are divided by runs × operations per run. Peak bytes / "
        + "run = the largest `thread.peak.read` over the measured runs, each after a `thread.peak.reset`: the "
        + "most bytes the body held at once (jemalloc samples it every 64 KiB of allocation activity)."

    /// The remedy shown when jemalloc is missing.
    package static let installRemedy =
        "install jemalloc (`apt-get install libjemalloc2`) and rerun `motionbench run`: it re-executes itself "
        + "with LD_PRELOAD=…/libjemalloc.so.2 (or set MOTIONBENCH_JEMALLOC=/path/to/libjemalloc.so.2)"

    /// A run that was asked not to measure allocations.
    package static let disabled = AllocationStatus(
        measured: false, method: methodDescription, reason: "not measured (`--allocations off`)",
        remedy: "rerun without `--allocations off`")
}
