/// The 64-bit identifier hash the optimized diffs use (`StringKeyMatcher.hash(_:seed:)`: UTF-8 bytes eight at
/// a time, per-process random seed, MurmurHash3 finish), visible to the package so that the harness's *floor*
/// probe — hash every identifier once, nothing else — measures exactly the hashing any hash-based diff must do,
/// with the same function and the same in-module loop the diffs run (`sum(_:)`), so the probe is never slower
/// per key than the diffs' own hashing.
package enum IdentifierHash {
    /// The hash of `identifier`'s UTF-8 bytes (stable within a process).
    @inlinable
    package static func hash(_ identifier: String) -> UInt64 { hashNonInlined(identifier) }

    @usableFromInline
    static func hashNonInlined(_ identifier: String) -> UInt64 { StringKeyMatcher.hash(identifier, seed: StringKeyMatcher.seed) }

    /// The wrapping sum of the hashes of every identifier (one pass, hashed in place).
    package static func sum(_ identifiers: [String]) -> UInt64 {
        let seed = StringKeyMatcher.seed
        var total: UInt64 = 0
        for identifier in identifiers { total &+= StringKeyMatcher.hash(identifier, seed: seed) }
        return total
    }

    /// The wrapping sum of the hashes of every non-nil identifier (one pass, hashed in place).
    package static func sum(_ identifiers: [String?]) -> UInt64 {
        let seed = StringKeyMatcher.seed
        var total: UInt64 = 0
        for case let identifier? in identifiers { total &+= StringKeyMatcher.hash(identifier, seed: seed) }
        return total
    }
}
