/// A workload of two keyed lists, whatever the key type (so one pair builder serves string and integer keys).
package protocol KeyedListPairWorkload: Sendable {
    associatedtype Key: Hashable & Sendable
    var source: [Key] { get }
    var target: [Key] { get }
}

/// Two keyed lists to diff: a kernel-pair workload.
package struct FlatListWorkload: KeyedListPairWorkload {
    package var source: [String]
    package var target: [String]
    package init(source: [String], target: [String]) {
        self.source = source
        self.target = target
    }
}

/// Two integer-keyed lists to diff (the generic `Hashable` path).
package struct IntegerListWorkload: KeyedListPairWorkload {
    package var source: [Int]
    package var target: [Int]
    package init(source: [Int], target: [Int]) {
        self.source = source
        self.target = target
    }
}
