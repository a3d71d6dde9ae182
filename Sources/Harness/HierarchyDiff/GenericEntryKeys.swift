import Workloads

/// The key lists the Benchmarks package feeds to the generic entry point `FlatListDiff.changeset(from:to:)`
/// (called from another module, as an app calls it): the `hierarchy-diff.flat-list-int` and
/// `hierarchy-diff.flat-list` workloads of a seed and size, as plain arrays. The seeded generators themselves
/// are internal to this package (`Workloads`).
public enum GenericEntryKeys {
    /// Unique random-looking 64-bit integer keys, about 10 % changed: `hierarchy-diff.flat-list-int`'s workload.
    public static func integers(seed: UInt64, size: Int) -> (source: [Int], target: [Int]) {
        let lists = FlatListGenerator.makeIntegers(seed: seed, size: size)
        return (lists.source, lists.target)
    }

    /// Unique string keys of the dotted mix, about 10 % changed: `hierarchy-diff.flat-list`'s workload.
    public static func strings(seed: UInt64, size: Int) -> (source: [String], target: [String]) {
        let lists = FlatListGenerator.make(seed: seed, size: size, mix: .realistic)
        return (lists.source, lists.target)
    }
}
