extension IdentifierHash {
    /// The tree diff's floor loop, in this module like the diffs' own hashing: every non-nil identifier of
    /// `first`, then of `second`, hashed once (wrapping sum returned), and, in the same pass, an array of
    /// `count` merged nodes written, each holding the next identifier (nil once both are exhausted), since
    /// every node of a ``MergedHierarchy`` holds its identifier: one retain per node when written, one
    /// release when the array is dropped, as the diff's own output pays. Nothing else: no matching, no order.
    @_spi(Harness)
    public static func sumWritingNodes(_ first: [String?], then second: [String?], count: Int)
        -> (sum: UInt64, nodes: [MergedNode])
    {
        let seed = StringKeyMatcher.seed
        var total: UInt64 = 0
        let nodes = [MergedNode](unsafeUninitializedCapacity: count) { buffer, initialized in
            var written = 0
            for identifiers in [first, second] {
                for case let identifier? in identifiers {
                    total &+= StringKeyMatcher.hash(identifier, seed: seed)
                    if written < count {
                        buffer.initializeElement(at: written, to: node(identifier))
                        written += 1
                    }
                }
            }
            while written < count {
                buffer.initializeElement(at: written, to: node(nil))
                written += 1
            }
            initialized = written
        }
        return (total, nodes)
    }

    private static func node(_ identifier: String?) -> MergedNode {
        MergedNode(identifier: identifier, status: .shared, moved: false, reparented: false, parent: -1,
                   sourceView: nil, targetView: nil)
    }
}
