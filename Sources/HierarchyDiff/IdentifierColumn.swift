/// Positional read access to one side's identifiers for ``StringKeyMatcher``: a concrete type per storage, so
/// the matcher is specialized for it and hashes and compares the strings in place (no closure call and no
/// copied `String` per key).
protocol IdentifierColumn {
    /// Number of positions (the matcher reads a sub-range of them).
    var count: Int { get }
    /// The identifier at `position` (a missing one reads as the empty string).
    func key(at position: Int) -> String
}

/// A list's keys.
struct StringColumn: IdentifierColumn {
    let keys: [String]
    var count: Int { keys.count }
    @inline(__always) func key(at position: Int) -> String { keys[position] }
}

/// A hierarchy's identifiers (only the root's may be nil; it reads as the empty string).
struct OptionalStringColumn: IdentifierColumn {
    let keys: [String?]
    var count: Int { keys.count }
    @inline(__always) func key(at position: Int) -> String { keys[position] ?? "" }
}
