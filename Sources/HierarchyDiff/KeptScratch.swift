import Synchronization

/// Working arrays a process keeps between diffs instead of freeing them (``DiffScratch``, ``TreeDiffScratch``):
/// one value per conforming type, taken and put back under that type's lock. A diff that finds the value taken
/// (another thread holds it) starts from an empty one; a value above ``retainedBytesLimit`` is not kept.
protocol KeptScratch: ~Copyable, Sendable {
    /// Empty arrays.
    init()
    /// The bytes the arrays hold (their capacities).
    var bytes: Int { get }
    /// The most bytes a process keeps of this type between diffs.
    static var retainedBytesLimit: Int { get }
    /// Runs `body` on the kept value under its lock; nil where nothing can be kept (`Mutex` needs macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2).
    static func withKept<Result: ~Copyable>(_ body: (inout sending Self) -> sending Result) -> Result?
}

extension KeptScratch where Self: ~Copyable {
    /// The kept value, or empty arrays if none is kept (or another diff holds it).
    static func take() -> Self {
        if let taken = withKept({ kept -> Self in
            var taken = Self()
            swap(&taken, &kept)
            return taken
        }) {
            return taken
        }
        return Self()
    }

    /// Keeps `scratch` for the next diff (swapped with any kept value, which the caller then frees) if it is
    /// within ``retainedBytesLimit``.
    static func keep(_ scratch: inout Self) {
        guard scratch.bytes <= retainedBytesLimit else { return }
        _ = withKept { kept in swap(&kept, &scratch) }
    }
}
