/// ActionLookup: Core Animation's search for the action of an event, style value lookup and the
/// "look up, store, run" dispatch order, as a literal reference beside optimized variants.
public enum ActionLookupModule {
    /// The module's name, as the harness reports it.
    public static let name = "ActionLookup"
}
