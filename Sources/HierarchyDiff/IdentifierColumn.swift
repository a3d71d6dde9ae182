/// Positional read access to one side's identifiers for ``StringKeyMatcher``: a concrete type per storage, so
/// the matcher is specialized for it and hashes and compares the strings in place.
///
/// The hot reads borrow: ``withUTF8Bytes(at:_:)`` hands the closure the identifier's own UTF-8 storage, read
/// straight out of the caller's array, so hashing and verifying a key neither copies its `String` nor
/// retains and releases its storage (an owned ``key(at:)`` read costs a retain/release pair per key). Only
/// strings without contiguous UTF-8 (bridged or foreign storage) are copied, into native storage, first.
protocol IdentifierColumn {
    /// Number of positions (the matcher reads a sub-range of them).
    var count: Int { get }
    /// The identifier at `position` (a missing one reads as the empty string); an owned copy, for the cold
    /// paths (exact fallback, error messages).
    func key(at position: Int) -> String
    /// Calls `body` with the UTF-8 bytes of the identifier at `position` (empty for a missing one), borrowed
    /// for the call only.
    func withUTF8Bytes<R>(at position: Int, _ body: (UnsafeRawBufferPointer) -> R) -> R
    /// ``StringKeyMatcher/hash(_:seed:)`` of the identifier at `position`.
    func hash(at position: Int, seed: UInt64) -> UInt64
    /// True iff the identifier at `position` and `other`'s at `otherPosition` have the same UTF-8 bytes (the
    /// identity rule, ``IdentifierKey``): the same 16 bytes of representation first (``sameRepresentation(_:_:_:_:)``),
    /// then ``sameUTF8Bytes(at:_:at:)``; nothing is copied or retained.
    func sameBytes(at position: Int, _ other: Self, at otherPosition: Int) -> Bool
    /// True iff every position `i` of `range` with a counterpart (`counterparts[i]` ≥ 0) holds the same UTF-8
    /// bytes as `other` at that counterpart (``sameBytes(at:_:at:)`` for each, in ascending `i`).
    func allSameBytes(in range: Range<Int>, counterparts: UnsafeBufferPointer<Int32>, _ other: Self) -> Bool
    /// Whether ``prefetchUTF8(at:)`` issues a prefetch; when false the matcher's loops leave it out
    /// altogether (a constant of the specialized code).
    static var prefetchesUTF8: Bool { get }
    /// Asks the processor to start loading the UTF-8 bytes of the identifier at `position`: a hint, which
    /// reads nothing the answer depends on and never faults.
    func prefetchUTF8(at position: Int)
}

extension IdentifierColumn {
    static var prefetchesUTF8: Bool { false }
    @inline(__always) func prefetchUTF8(at position: Int) {}

    /// ``sameBytes(at:_:at:)`` of every position of `range` with a counterpart.
    @inline(__always)
    func allSameBytes(in range: Range<Int>, counterparts: UnsafeBufferPointer<Int32>, _ other: Self) -> Bool {
        for i in range {
            let j = Int(counterparts[i])
            if j >= 0, !sameBytes(at: i, other, at: j) { return false }
        }
        return true
    }

    /// ``StringKeyMatcher/hash(_:seed:)`` of the identifier at `position`, read in place.
    @inline(__always)
    func hash(at position: Int, seed: UInt64) -> UInt64 {
        withUTF8Bytes(at: position) { StringKeyMatcher.words($0, seed: seed) }
    }

    /// True iff the identifier at `position` and `other`'s at `otherPosition` have the same UTF-8 bytes (the
    /// identity rule, ``IdentifierKey``), once their representations differ (``sameRepresentation(_:_:_:_:)``):
    /// the same storage address and length prove it without a read of the bytes, else lengths, then eight
    /// bytes at a time (``StringKeyMatcher/sameBytes(_:_:)`` for owned strings).
    @inline(__always)
    func sameUTF8Bytes(at position: Int, _ other: Self, at otherPosition: Int) -> Bool {
        withUTF8Bytes(at: position) { a in
            other.withUTF8Bytes(at: otherPosition) { b in
                (a.baseAddress == b.baseAddress && a.count == b.count) || StringKeyMatcher.equal(a, b)
            }
        }
    }
}

/// Hands `body` the UTF-8 bytes of `keys[index]` in place: `keys[index] ?? ""` would copy (retain) the string,
/// optional chaining borrows it. A missing (nil), bridged or foreign string is read from a native contiguous copy.
@inline(__always)
func withBorrowedUTF8<R>(_ keys: UnsafeBufferPointer<String?>, at index: Int,
                         _ body: (UnsafeRawBufferPointer) -> R) -> R
{
    if let r = keys[index]?.utf8.withContiguousStorageIfAvailable({ body(UnsafeRawBufferPointer($0)) }) {
        return r
    }
    var copy = keys[index] ?? ""
    return copy.withUTF8 { body(UnsafeRawBufferPointer($0)) }
}

/// True when element `i` of `a` and element `j` of `b` (`String` or `String?`) have the same 16 bytes of
/// representation — the same inline bytes, or the same storage object and count, or both nil — so the same
/// UTF-8 bytes, proved without reading them or copying (retaining) either string. False for other layouts.
@inline(__always)
func sameRepresentation<Element>(_ a: UnsafeBufferPointer<Element>, _ i: Int,
                                 _ b: UnsafeBufferPointer<Element>, _ j: Int) -> Bool
{
    guard MemoryLayout<Element>.size == 16, let a = a.baseAddress, let b = b.baseAddress else { return false }
    let p = UnsafeRawPointer(a + i), q = UnsafeRawPointer(b + j)
    return p.load(as: UInt64.self) == q.load(as: UInt64.self)
        && p.load(fromByteOffset: 8, as: UInt64.self) == q.load(fromByteOffset: 8, as: UInt64.self)
}

/// A list's keys. Its matcher reads do not go through ``withUTF8Bytes(at:_:)`` closures (with them a
/// 100,000-key changeset measured slower: fewer instructions hashing, more in the join and
/// verification): ``hash(at:seed:)`` hashes the `String` read from the array's buffer, and
/// ``allSameBytes(in:counterparts:_:)`` compares the two strings' representations and, for native and literal
/// strings, their bytes in place.
struct StringColumn: IdentifierColumn {
    let keys: [String]
    var count: Int { keys.count }
    @inline(__always) func key(at position: Int) -> String { keys[position] }

    /// Read through the array's buffer: the matcher only asks for positions in range (one bounds check per key
    /// fewer).
    @inline(__always)
    func hash(at position: Int, seed: UInt64) -> UInt64 {
        keys.withUnsafeBufferPointer { StringKeyMatcher.hash($0[position], seed: seed) }
    }

    @inline(__always)
    func withUTF8Bytes<R>(at position: Int, _ body: (UnsafeRawBufferPointer) -> R) -> R {
        keys.withUnsafeBufferPointer { keys in
            if let r = keys[position].utf8.withContiguousStorageIfAvailable({ body(UnsafeRawBufferPointer($0)) }) {
                return r
            }
            var copy = keys[position]  // bridged or foreign storage: make it native and contiguous
            return copy.withUTF8 { body(UnsafeRawBufferPointer($0)) }
        }
    }

    @inline(__always)
    func sameBytes(at position: Int, _ other: Self, at otherPosition: Int) -> Bool {
        StringKeyMatcher.sameBytes(keys[position], other.keys[otherPosition])
    }

    /// ``StringKeyMatcher/sameBytes(_:_:)`` of every matched pair, reading each pair's two 16-byte
    /// representations straight from the arrays' storage (no `String` copied, no bounds check): equal
    /// representations, or two tail-allocated strings (``StringKeyMatcher/tailAllocatedUTF8(_:)``) compared by
    /// count and bytes in place; any other pair through the strings' views.
    @inline(__always)
    func allSameBytes(in range: Range<Int>, counterparts: UnsafeBufferPointer<Int32>, _ other: Self) -> Bool {
        keys.withUnsafeBufferPointer { a in
            other.keys.withUnsafeBufferPointer { b in
                guard MemoryLayout<String>.size == 16, let sourceBase = a.baseAddress, let targetBase = b.baseAddress
                else {
                    return range.allSatisfy { i in
                        counterparts[i] < 0 || StringKeyMatcher.sameBytes(a[i], b[Int(counterparts[i])])
                    }
                }
                let stride = MemoryLayout<String>.stride
                let source = UnsafeRawPointer(sourceBase), target = UnsafeRawPointer(targetBase)
                for i in range {
                    let j = Int(counterparts[i])
                    if j < 0 { continue }
                    let x = source.load(fromByteOffset: i &* stride, as: (UInt64, UInt64).self)
                    let y = target.load(fromByteOffset: j &* stride, as: (UInt64, UInt64).self)
                    if x == y { continue }
                    // The arrays keep both strings, so their storage, alive.
                    let same = StringKeyMatcher.tailAllocatedEquality(x, y)
                        ?? StringKeyMatcher.sameBytesThroughViews(a[i], b[j])
                    if !same { return false }
                }
                return true
            }
        }
    }
}

/// A hierarchy's identifiers (only the root's may be nil; it reads as the empty string).
struct OptionalStringColumn: IdentifierColumn {
    let keys: [String?]
    var count: Int { keys.count }
    @inline(__always) func key(at position: Int) -> String { keys[position] ?? "" }

    @inline(__always)
    func withUTF8Bytes<R>(at position: Int, _ body: (UnsafeRawBufferPointer) -> R) -> R {
        keys.withUnsafeBufferPointer { withBorrowedUTF8($0, at: position, body) }
    }

    @inline(__always)
    func sameBytes(at position: Int, _ other: Self, at otherPosition: Int) -> Bool {
        keys.withUnsafeBufferPointer { a in
            other.keys.withUnsafeBufferPointer { b in sameRepresentation(a, position, b, otherPosition) }
        } || sameUTF8Bytes(at: position, other, at: otherPosition)
    }
}

/// LLVM's prefetch intrinsic, declared by its name (Swift has no spelling for it): `address`, then read (0) or
/// write (1), temporal locality 0...3, and data (1) or instruction (0) cache; the last three must be constants.
/// A prefetch is a hint: it never faults, whatever the address.
@_silgen_name("llvm.prefetch.p0")
func llvmPrefetch(_ address: UnsafeRawPointer, _ write: Int32, _ locality: Int32, _ data: Int32)

/// Prefetches, for reading into every cache level, the UTF-8 bytes of the `String` or `String?` whose 16 bytes
/// of representation are at `element`: the address in its representation when it is tail-allocated (native
/// or literal, ``StringKeyMatcher/tailAllocatedUTF8(_:)``), else the element itself (a small string's bytes
/// are there; other forms are read through their views). Branch-free.
@inline(__always)
func prefetchStringBytes(at element: UnsafeRawPointer) {
    #if (arch(x86_64) || arch(arm64)) && !os(Android)
    let object = element.load(fromByteOffset: 8, as: UInt64.self)
    let bytes = UInt(truncatingIfNeeded: object & 0x0FFF_FFFF_FFFF_FFFF) &+ 32
    let address = object & 0x7000_0000_0000_0000 == 0 ? bytes : UInt(bitPattern: element)
    llvmPrefetch(UnsafeRawPointer(bitPattern: address).unsafelyUnwrapped, 0, 3, 1)
    #endif
}
