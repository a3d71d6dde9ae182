import Workloads

/// Input of `action-lookup.lookup`: a world and the (layer, key) pairs to look up.
package struct LookupWorkload: Sendable {
    package var world: ActionWorldSpec
    package var targets: [(layer: Int, key: Int)]
}
