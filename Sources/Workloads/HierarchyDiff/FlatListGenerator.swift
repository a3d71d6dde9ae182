/// Seeded random keyed lists: `size` unique keys, then about `rate` of them changed, a third each deleted,
/// inserted (fresh keys at random positions) and moved (taken out and put back at a random position).
///
/// The edit script is drawn once over key numbers; the keys are then spelled by an ``IdentifierMix`` (or as
/// integers). Source and target strings are built separately, as two snapshots of an app's model would be:
/// equal keys never share storage.
package enum FlatListGenerator {
    /// String keys spelled by `mix` (the original `k<n>` keys with ``IdentifierMix/short``).
    package static func make(seed: UInt64, size: Int, rate: Double = 0.1, mix: IdentifierMix = .short)
        -> FlatListWorkload
    {
        let (source, target) = numbers(seed: seed, size: size, rate: rate)
        let salt = IdentifierMix.mix(seed)
        return FlatListWorkload(source: source.map { mix.identifier($0, salt: salt, prefix: "n") },
                                 target: target.map { mix.identifier($0, salt: salt, prefix: "n") })
    }

    /// Integer keys (random-looking, distinct), same edit script as the string lists.
    package static func makeIntegers(seed: UInt64, size: Int, rate: Double = 0.1) -> IntegerListWorkload {
        let (source, target) = numbers(seed: seed, size: size, rate: rate)
        let salt = IdentifierMix.mix(seed)
        return IntegerListWorkload(source: source.map { IdentifierMix.integerKey($0, salt: salt) },
                                   target: target.map { IdentifierMix.integerKey($0, salt: salt) })
    }

    /// The edit script over key numbers: source `0..<size`, target with fresh numbers from `size`.
    static func numbers(seed: UInt64, size: Int, rate: Double) -> (source: [Int], target: [Int]) {
        var random = SeededGenerator(seed: seed)
        let source = Array(0..<size)
        var target = source
        let each = Int((Double(size) * rate / 3).rounded())
        var fresh = size
        // Deletions, then moves: pick distinct indices, then filter (linear).
        var deleted = Set<Int>()
        while deleted.count < min(each, size) { deleted.insert(random.nextInt(in: 0..<size)) }
        target = target.enumerated().filter { !deleted.contains($0.offset) }.map(\.element)
        var movedIndices = Set<Int>()
        while movedIndices.count < min(each, target.count) { movedIndices.insert(random.nextInt(in: 0..<target.count)) }
        var pending = target.enumerated().filter { movedIndices.contains($0.offset) }.map(\.element)
        target = target.enumerated().filter { !movedIndices.contains($0.offset) }.map(\.element)
        for _ in 0..<each {
            pending.append(fresh)
            fresh += 1
        }
        random.shuffle(&pending)
        // Reinsert in one linear pass: choose sorted slots, then merge.
        var slots = (0..<pending.count).map { _ in random.nextInt(in: 0...target.count) }
        slots.sort()
        var merged: [Int] = []
        merged.reserveCapacity(target.count + pending.count)
        var next = 0
        for (index, key) in target.enumerated() {
            while next < slots.count, slots[next] == index { merged.append(pending[next]); next += 1 }
            merged.append(key)
        }
        while next < slots.count { merged.append(pending[next]); next += 1 }
        return (source, merged)
    }
}
