/// Two keyed lists to diff: a kernel-pair workload.
public struct KeyedListWorkload: Sendable {
    public var source: [String]
    public var target: [String]
    public init(source: [String], target: [String]) {
        self.source = source
        self.target = target
    }
}

/// Seeded random keyed lists: `size` unique keys, then about `rate` of them changed, a third each deleted,
/// inserted (fresh keys at random positions) and moved (taken out and put back at a random position).
public enum KeyedListGenerator {
    public static func make(seed: UInt64, size: Int, rate: Double = 0.1) -> KeyedListWorkload {
        var random = SeededGenerator(seed: seed)
        let source = (0..<size).map { "k\($0)" }
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
            pending.append("k\(fresh)")
            fresh += 1
        }
        random.shuffle(&pending)
        // Reinsert in one linear pass: choose sorted slots, then merge.
        var slots = (0..<pending.count).map { _ in random.nextInt(in: 0...target.count) }
        slots.sort()
        var merged: [String] = []
        merged.reserveCapacity(target.count + pending.count)
        var next = 0
        for (index, key) in target.enumerated() {
            while next < slots.count, slots[next] == index { merged.append(pending[next]); next += 1 }
            merged.append(key)
        }
        while next < slots.count { merged.append(pending[next]); next += 1 }
        return KeyedListWorkload(source: source, target: merged)
    }
}
