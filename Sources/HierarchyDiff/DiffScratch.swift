import Synchronization

/// The large scratch arrays of one keyed-list changeset — the matcher's two partitioned key arrays (or its
/// target hashes, source records and one table), its counterpart arrays, and ``LongestIncreasingSubsequence``'s
/// level lists — kept for the next changeset instead of freed.
///
/// Freed arrays of tens of megabytes go back to the system (jemalloc's decay, glibc's trimming) and their
/// pages fault in afresh, zero-filled by the kernel, when the next changeset allocates them: at 1,000,000
/// keys with jemalloc that cost a large share of the changeset's time (the FlatListChangesets article's
/// design notes). One set of arrays is kept per process, behind a lock: a changeset takes it
/// (or starts with empty arrays, while another thread holds it), grows what is too small, and puts it back
/// when done, unless the arrays together exceed ``retainedBytesLimit``, the most a process keeps between
/// changesets. Contents are never read before they are written: every use initializes what it reads.
struct DiffScratch: KeptScratch, ~Copyable {
    var targetRecords: [StringKeyMatcher.KeyRecord] = []
    var sourceRecords: [StringKeyMatcher.KeyRecord] = []
    var heads: [Int32] = []
    var next: [Int32] = []
    /// The matcher's counterpart arrays, handed back by the keyed-list changeset once it is built.
    var sourceToTarget: [Int32] = []
    var targetToSource: [Int32] = []
    /// The one-table matcher's target hashes, its table and the generation its slots were last written with.
    var targetHashes: [UInt64] = []
    var joinTable: [UInt32] = []
    var joinGeneration: UInt8 = 0

    /// The most bytes of scratch a process keeps between changesets (64 MiB: the arrays of a changeset of
    /// about 1,300,000 keys per list).
    static let retainedBytesLimit = 64 << 20

    /// Below this many keys (or values) a changeset allocates its own arrays: small arrays come from the
    /// allocator's caches cheaply, and the lock would cost more than it saves.
    static let minimumKeys = 16_384

    var bytes: Int {
        (targetRecords.capacity + sourceRecords.capacity) * MemoryLayout<StringKeyMatcher.KeyRecord>.stride
            + (heads.capacity + next.capacity + sourceToTarget.capacity + targetToSource.capacity)
            * MemoryLayout<Int32>.stride + targetHashes.capacity * 8 + joinTable.capacity * 4
    }

    /// `count` elements of −1 ("no counterpart"), in `array`'s storage when it has the capacity (`array` is
    /// left empty).
    static func absent(reusing array: inout [Int32], count: Int) -> [Int32] {
        var taken: [Int32] = []
        swap(&taken, &array)
        guard taken.capacity >= count else { return [Int32](repeating: -1, count: count) }
        taken.removeAll(keepingCapacity: true)
        taken.append(contentsOf: repeatElement(-1, count: count))
        return taken
    }

    /// `count` elements for the caller to overwrite before reading any, in `array`'s storage when it has the
    /// capacity (`array` is left empty): the tree diff's `TreeDiffScratch.sized(_:count:)`.
    @inline(__always)
    static func uninitialized(reusing array: inout [Int32], count: Int) -> [Int32] {
        TreeDiffScratch.sized(&array, count: count)
    }

    /// Hands a changeset's counterpart arrays back to the kept scratch (only for changesets large enough to
    /// have taken it).
    static func keepCounterparts(_ sourceToTarget: inout [Int32], _ targetToSource: inout [Int32]) {
        guard sourceToTarget.count + targetToSource.count >= minimumKeys else { return }
        var scratch = take()
        swap(&scratch.sourceToTarget, &sourceToTarget)
        swap(&scratch.targetToSource, &targetToSource)
        keep(&scratch)
    }

    /// An array of at least `count` elements, reusing `array`'s storage when it is large enough and unshared;
    /// elements are uninitialized garbage for the caller to overwrite (trivial types only).
    static func reused<Element: BitwiseCopyable>(_ array: inout [Element], count: Int) -> [Element] {
        var taken: [Element] = []
        swap(&taken, &array)
        if taken.count >= count { return taken }
        return [Element](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
    }
}

extension DiffScratch {
    /// Lends `body` the level lists of ``LongestIncreasingSubsequence``'s patience pass (`heads`, `next`), at
    /// least `count` elements each, uninitialized for `body` to overwrite: the kept ones from a previous
    /// changeset when `count` reaches ``minimumKeys`` (handed back afterwards), fresh ones below.
    @inline(__always)
    static func withLevelLists<Result>(
        count: Int, _ body: (UnsafeMutableBufferPointer<Int32>, UnsafeMutableBufferPointer<Int32>) -> Result
    ) -> Result {
        let reusesScratch = count >= minimumKeys
        var scratch = reusesScratch ? take() : DiffScratch()
        var heads = reused(&scratch.heads, count: count)
        var next = reused(&scratch.next, count: count)
        let result = heads.withUnsafeMutableBufferPointer { heads in
            next.withUnsafeMutableBufferPointer { next in body(heads, next) }
        }
        scratch.heads = heads
        scratch.next = next
        if reusesScratch { keep(&scratch) }
        return result
    }

    static func withKept<Result: ~Copyable>(_ body: (inout sending DiffScratch) -> sending Result) -> Result? {
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) { return DiffScratchSlot.slot.withLock(body) }
        return nil
    }
}

/// The process's one kept ``DiffScratch`` (`Mutex` needs macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2; earlier systems keep none).
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
private enum DiffScratchSlot {
    static let slot = Mutex(DiffScratch())
}
