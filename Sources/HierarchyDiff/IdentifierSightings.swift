/// The first empty identifier and the first use of each watched identifier among one side's keys, noted
/// as they are hashed (a rare hash match, then bytes decide).
struct IdentifierSightings {
    let emptyHash: UInt64
    let watched: [String]
    let watchedHashes: [UInt64]
    /// The first two watched hashes (the empty identifier's where fewer are watched) and whether more are
    /// watched: the tree diff watches its two roots' identifiers, so the inline test is three comparisons.
    let firstWatchedHash: UInt64
    let secondWatchedHash: UInt64
    let watchesMore: Bool
    /// Whether anything is looked for: the empty identifier (when asked) or a watched one. The hashing loops
    /// test this once per key before ``mayNote(_:)``, so a caller looking for nothing pays one branch.
    let looksForAny: Bool
    private let looksForEmpty: Bool
    var firstEmpty: Int?
    var firstWatched: [Int?]

    /// `findsEmpty`: whether ``firstEmpty`` is wanted (nil without looking when not).
    init(watched: [String], seed: UInt64, mask: UInt64, findsEmpty: Bool = true) {
        looksForAny = findsEmpty || !watched.isEmpty
        emptyHash = StringKeyMatcher.hash("", seed: seed) & mask
        self.watched = watched
        watchedHashes = watched.map { StringKeyMatcher.hash($0, seed: seed) & mask }
        firstWatchedHash = watchedHashes.first ?? emptyHash
        secondWatchedHash = watchedHashes.dropFirst().first ?? emptyHash
        watchesMore = watchedHashes.count > 2
        firstWatched = [Int?](repeating: nil, count: watched.count)
        looksForEmpty = findsEmpty
    }

    /// Whether the key with hash `h` needs ``note(_:at:in:)`` (the hashing loops test this inline): only a
    /// key whose hash equals the empty identifier's or a watched one's can be noted.
    @inline(__always)
    func mayNote(_ h: UInt64) -> Bool {
        h == emptyHash || h == firstWatchedHash || h == secondWatchedHash || watchesMore
    }

    @inline(never)
    mutating func note<Column: IdentifierColumn>(_ h: UInt64, at position: Int, in column: Column) {
        // Only equal identifiers (or a 2⁻⁶⁴ coincidence) share a hash; bytes decide.
        if looksForEmpty, h == emptyHash, firstEmpty == nil, column.withUTF8Bytes(at: position, { $0.isEmpty }) {
            firstEmpty = position
        }
        for w in watchedHashes.indices where h == watchedHashes[w] && firstWatched[w] == nil {
            if StringKeyMatcher.sameBytes(column.key(at: position), watched[w]) { firstWatched[w] = position }
        }
    }
}
