/// ActionLookup: Core Animation's search for the action of an event, style value lookup and the
/// "look up, store, run" dispatch order, as a literal reference beside optimized variants; plus the
/// state × event tables and table-driven state machines that microinteractions are built from.
///
/// Start with ``Layer``, ``StyleDictionary`` and ``ReferenceActionResolver``; the fast path is
/// ``CompiledActionResolver`` with interned ``LayerKey``s.
public enum ActionLookupModule {
    /// The module's name, as the harness reports it.
    public static let name = "ActionLookup"
}
