/// The 64-bit identifier hash the optimized diffs use (`StringKeyMatcher.hash(_:seed:)`: UTF-8 bytes eight at
/// a time, per-process random seed, MurmurHash3 finish), visible to the package so that the harness's *floor*
/// probe — hash every identifier once, nothing else — measures exactly the hashing any hash-based diff must do.
package enum IdentifierHash {
    /// The hash of `identifier`'s UTF-8 bytes (stable within a process).
    @inlinable
    package static func hash(_ identifier: String) -> UInt64 { hashNonInlined(identifier) }

    @usableFromInline
    static func hashNonInlined(_ identifier: String) -> UInt64 { StringKeyMatcher.hash(identifier, seed: StringKeyMatcher.seed) }
}
