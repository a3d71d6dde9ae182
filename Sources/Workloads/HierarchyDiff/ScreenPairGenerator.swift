import HierarchyDiff

/// Seeded random screen pairs: a random view tree and a mutated copy of it.
///
/// Source shape: node i's parent is, with probability 0.5 the previous node's parent (a sibling), 0.3 the
/// previous node (a child), 0.2 a uniformly chosen earlier node; with probability 0.01 a run of 10–200
/// siblings starts (a list). 15 % of non-root nodes are untagged layers. Mutations, about `rate` of the
/// nodes in all, drawn uniformly from six kinds: deletions (a node alone, its children promoted in its
/// place, or its whole subtree), insertions (a leaf, or a new node adopting a run of its parent's
/// children), moves within the parent, moves across parents (never into the node's own subtree), untagged
/// wrapper layers, and swaps of adjacent siblings.
package enum ScreenPairGenerator {
    /// A random pair of screens of about `size` view nodes each, with about `rate` of nodes changed.
    ///
    /// The seed also picks the shape: seeds ≡ 3 (mod 8) give identical screens, ≡ 5 disjoint screens (no
    /// identifier in common), ≡ 7 an empty source (odd sizes) or an empty target (even sizes); all others a
    /// mutated copy. Seed 1, the default of `motionbench run`, is a mutated copy.
    ///
    /// `mix` nil spells identifiers `n<k>` (the original workload); an ``IdentifierMix`` spells them from its
    /// mix, and then the target's strings are built apart from the source's (equal identifiers never share
    /// storage, as in two snapshots of a real screen).
    package static func make(seed: UInt64, size: Int, rate: Double = 0.1, frames: Bool = false,
                            mix: IdentifierMix? = nil) -> ScreenPairWorkload
    {
        var random = SeededGenerator(seed: seed)
        let salt = IdentifierMix.mix(seed)
        var draft = DraftTree.random(size: max(size, 1), using: &random, frames: frames, mix: mix, salt: salt)
        let source = draft.viewTree()
        let separate = mix != nil
        switch seed % 8 {
        case 3:
            return ScreenPairWorkload(source: source, target: separate ? source.withCopiedIdentifiers() : source)
        case 5:
            var other = DraftTree.random(size: max(size, 1), using: &random, frames: frames, prefix: "d",
                                         mix: mix, salt: salt)
            other.mutate(count: 1, using: &random, frames: frames)
            return ScreenPairWorkload(source: source, target: other.viewTree())
        case 7:
            let empty = ViewTree(rootIdentifier: "root", rootFrame: source.frames[0])
            return size % 2 == 1 ? ScreenPairWorkload(source: empty, target: source)
                : ScreenPairWorkload(source: source, target: empty)
        default:
            draft.mutate(count: Int((Double(size) * rate / 5).rounded(.up)), using: &random, frames: frames)
            let target = draft.viewTree()
            return ScreenPairWorkload(source: source, target: separate ? target.withCopiedIdentifiers() : target)
        }
    }
}
