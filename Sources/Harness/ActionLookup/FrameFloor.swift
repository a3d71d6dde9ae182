import Workloads
import ActionLookup

/// The floor of `action-lookup.frame`: per property change, one load of a table slot whose address comes
/// from the change record (a dependent load) and one store of the new value, over a table as large as the
/// scene's value slots (layers × keys × 24 bytes, the stride of a stored value). No lookup, no comparison
/// of kinds, no log: what any implementation must at least pay to write the changes.
enum FrameFloor {
    /// The table and the change records, owned by the timed body.
    final class Storage {
        let table: UnsafeMutablePointer<UInt>
        let tableCount: Int
        let slots: [Int]
        let words: [UInt]

        init(workload: ActionScriptWorkload) {
            let keyCount = workload.world.keys.count
            tableCount = max(1, workload.world.layers.count * keyCount * 3)
            table = .allocate(capacity: tableCount)
            table.initialize(repeating: 0, count: tableCount)
            var slots: [Int] = [], words: [UInt] = []
            for operation in workload.script {
                guard case let .set(layer, key, value) = operation else { continue }
                slots.append((layer * keyCount + key) * 3)
                words.append(UInt(truncatingIfNeeded: value.hashValue))
            }
            self.slots = slots
            self.words = words
        }

        deinit { table.deallocate() }
    }

    static func prepare(_ workload: ActionScriptWorkload) -> TimedBody {
        let storage = Storage(workload: workload)
        return TimedBody {
            let table = storage.table
            var folded: UInt = 0
            storage.slots.withUnsafeBufferPointer { slots in
                storage.words.withUnsafeBufferPointer { words in
                    for index in 0..<slots.count {
                        let slot = slots[index]
                        folded &+= table[slot]
                        table[slot] = words[index]
                    }
                }
            }
            blackHole(folded)
        }
    }
}
