/// The kernel families MotionBench covers, one library module each.
public enum KernelFamily: String, CaseIterable, Sendable, Codable {
    /// Damped springs: closed form, integrators, parameter maps, gesture math (module `Springs`).
    case springs
    /// Core Animation action and style lookup, dispatch, state tables (module `ActionLookup`).
    case actionLookup = "action-lookup"
    /// Identifier-tree diffing, merged hierarchies, transition plans (module `HierarchyDiff`).
    case hierarchyDiff = "hierarchy-diff"
}
