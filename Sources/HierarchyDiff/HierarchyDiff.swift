/// HierarchyDiff: identifier-tree diffing into added, removed, shared and moved elements, the merged
/// hierarchy, and transition plans, as a literal reference beside optimized variants.
public enum HierarchyDiffModule {
    /// The module's name, as the harness reports it.
    public static let name = "HierarchyDiff"
}
