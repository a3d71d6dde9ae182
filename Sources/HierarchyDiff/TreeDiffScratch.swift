import Synchronization

/// The per-node 32-bit columns of one tree diff — both screens' outlines (``TaggedOutline``) and the
/// emission's merged index of each target node — kept for the next diff instead of freed, as
/// ``DiffScratch`` keeps the matcher's arrays.
///
/// Freed, these arrays go back to the allocator, which returns part of their pages to the system between two
/// diffs (jemalloc's decay), and those pages fault in afresh, zero-filled by the kernel, when the next diff
/// writes them: at 1,000,000 nodes, thousands of page faults a diff (the IdentifierTreeDiffing article's
/// design notes). One set is kept per process, behind a lock: a diff of at least
/// ``minimumNodes`` nodes takes it (or starts with empty arrays while another diff holds it), resizes what
/// it needs, and puts it back when done, unless the arrays together exceed ``retainedBytesLimit``. Contents
/// are never read before they are written: every use writes what it reads.
struct TreeDiffScratch: KeptScratch, ~Copyable {
    var sourceViews: [Int32] = []
    var sourceParents: [Int32] = []
    var sourceNext: [Int32] = []
    var targetViews: [Int32] = []
    var targetParents: [Int32] = []
    var mergedOfTarget: [Int32] = []
    /// The extraction's paths (``TaggedOutline``), sized for every view node of the larger screen; kept only
    /// while the columns stay within ``retainedBytesLimit`` with them (``dropPathsIfOverLimit()``).
    var paths: [Int32] = []
    /// ``IdentifierTableJoin``'s table and the generation its slots were last written with.
    var joinTable: [UInt32] = []
    var joinGeneration: UInt8 = 0

    /// The most bytes a process keeps between diffs (32 MiB: the columns of a pair of about 1,300,000-node
    /// screens).
    static let retainedBytesLimit = 32 << 20

    /// Below this many view nodes (both screens) a diff allocates its own columns: small arrays come from the
    /// allocator's caches cheaply, and the lock would cost more than it saves.
    static let minimumNodes = DiffScratch.minimumKeys

    var bytes: Int {
        (sourceViews.capacity + sourceParents.capacity + sourceNext.capacity + targetViews.capacity
            + targetParents.capacity + mergedOfTarget.capacity + joinTable.capacity + paths.capacity)
            * MemoryLayout<Int32>.stride
    }

    /// Frees the paths when keeping them would put the whole over ``retainedBytesLimit``: the columns, whose
    /// pages fault in afresh when freed, are worth keeping more than the paths, of which a diff writes only as
    /// many entries as its trees are deep.
    mutating func dropPathsIfOverLimit() {
        if bytes > Self.retainedBytesLimit { paths = [] }
    }

    /// An array of exactly `count` elements, in `array`'s storage when it has the capacity (`array` is left
    /// empty); elements are unspecified (kept garbage, zeros, or uninitialized) for the caller to overwrite.
    static func sized(_ array: inout [Int32], count: Int) -> [Int32] {
        var taken: [Int32] = []
        swap(&taken, &array)
        guard taken.capacity >= count else {
            return [Int32](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
        }
        if taken.count > count {
            taken.removeLast(taken.count - count)
        } else if taken.count < count {
            taken.append(contentsOf: repeatElement(0, count: count - taken.count))
        }
        return taken
    }
}

extension TreeDiffScratch {
    static func withKept<Result: ~Copyable>(_ body: (inout sending TreeDiffScratch) -> sending Result) -> Result? {
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) { return TreeDiffScratchSlot.slot.withLock(body) }
        return nil
    }
}

/// The process's one kept ``TreeDiffScratch`` (`Mutex` needs macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2; earlier systems keep none).
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
private enum TreeDiffScratchSlot {
    static let slot = Mutex(TreeDiffScratch())
}
