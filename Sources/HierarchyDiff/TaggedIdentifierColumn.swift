/// One screen's identifiers for ``StringKeyMatcher``, read in place from the view tree through the outline's
/// view indices (a missing identifier, only the root's, reads as the empty string); the matcher's reads
/// borrow them (``IdentifierColumn/withUTF8Bytes(at:_:)``), retaining no string. Those reads go through
/// unchecked buffers: every position the matcher asks for is one of the outline's nodes, and every view index
/// is a node of the tree, by construction (``TaggedOutline``).
struct TaggedIdentifierColumn: IdentifierColumn {
    let identifiers: [String?]
    let views: [Int32]
    var count: Int { views.count }
    @inline(__always) func key(at position: Int) -> String { identifiers[view(at: position)] ?? "" }

    /// The view node of `position`, read without a bounds check (positions are the matcher's, in range).
    @inline(__always)
    private func view(at position: Int) -> Int { views.withUnsafeBufferPointer { Int($0[position]) } }

    @inline(__always)
    func withUTF8Bytes<R>(at position: Int, _ body: (UnsafeRawBufferPointer) -> R) -> R {
        identifiers.withUnsafeBufferPointer { withBorrowedUTF8($0, at: view(at: position), body) }
    }

    static var prefetchesUTF8: Bool { true }

    /// ``prefetchStringBytes(at:)`` of the identifier at `position`.
    @inline(__always)
    func prefetchUTF8(at position: Int) {
        guard MemoryLayout<String?>.size == 16 else { return }
        identifiers.withUnsafeBufferPointer { identifiers in
            guard let base = identifiers.baseAddress else { return }
            prefetchStringBytes(at: UnsafeRawPointer(base) + view(at: position) &* 16)
        }
    }

    @inline(__always)
    func sameBytes(at position: Int, _ other: Self, at otherPosition: Int) -> Bool {
        identifiers.withUnsafeBufferPointer { a in
            other.identifiers.withUnsafeBufferPointer { b in
                sameRepresentation(a, view(at: position), b, other.view(at: otherPosition))
            }
        } || sameUTF8Bytes(at: position, other, at: otherPosition)
    }

    /// ``sameBytes(at:_:at:)`` of every matched pair, with the four buffers taken once: equal representations,
    /// else two present, tail-allocated strings (``StringKeyMatcher/tailAllocatedUTF8(_:)``, read from the 16
    /// bytes of each element) compared by count and bytes at the addresses their representations hold, else
    /// through their views (``sameUTF8Bytes(at:_:at:)``). Ranges of `StringKeyMatcher.prefetchMinimum` positions
    /// or more prefetch both identifiers of the pair `StringKeyMatcher.prefetchDistance` positions ahead.
    @inline(__always)
    func allSameBytes(in range: Range<Int>, counterparts: UnsafeBufferPointer<Int32>, _ other: Self) -> Bool {
        guard MemoryLayout<String?>.size == 16, MemoryLayout<String?>.stride == 16 else {
            return range.allSatisfy { i in counterparts[i] < 0 || sameBytes(at: i, other, at: Int(counterparts[i])) }
        }
        return identifiers.withUnsafeBufferPointer { a in
        other.identifiers.withUnsafeBufferPointer { b in
        views.withUnsafeBufferPointer { aViews in
        other.views.withUnsafeBufferPointer { bViews in
            guard let aBase = a.baseAddress, let bBase = b.baseAddress else { return range.isEmpty }
            let source = UnsafeRawPointer(aBase), target = UnsafeRawPointer(bBase)
            // One copy of the loop per value of `prefetches`: columns under the matcher's threshold run the loop
            // without the prefetch, unchanged.
            @inline(__always) func verify(prefetches: Bool) -> Bool {
            let distance = StringKeyMatcher.prefetchDistance, last = range.upperBound &- 1
            for i in range {
                if prefetches {
                    let ahead = min(i &+ distance, last), k = Int(counterparts[ahead])
                    prefetchStringBytes(at: source + Int(aViews[ahead]) &* 16)
                    if k >= 0 { prefetchStringBytes(at: target + Int(bViews[k]) &* 16) }
                }
                let j = Int(counterparts[i])
                if j < 0 { continue }
                let x = source.load(fromByteOffset: Int(aViews[i]) &* 16, as: (UInt64, UInt64).self)
                let y = target.load(fromByteOffset: Int(bViews[j]) &* 16, as: (UInt64, UInt64).self)
                if x == y { continue }
                // Both arrays keep their strings, so their storage, alive. A missing identifier is told by its
                // second word alone (its first is unspecified), so it is ruled out before the bits are read.
                let bothPresent = a[Int(aViews[i])] != nil && b[Int(bViews[j])] != nil
                let same = (bothPresent ? StringKeyMatcher.tailAllocatedEquality(x, y) : nil)
                    ?? sameUTF8Bytes(at: i, other, at: j)
                if !same { return false }
            }
            return true
            }
            return range.count >= StringKeyMatcher.prefetchMinimum ? verify(prefetches: true) : verify(prefetches: false)
        }}}}
    }
}
