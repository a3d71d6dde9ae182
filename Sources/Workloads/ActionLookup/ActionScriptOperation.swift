import ActionLookup

/// One step of a script run against an ``ActionWorld``: lookups, mutations of every dictionary and binding
/// the optimized resolver caches, animation blocks, and dispatch (set, event, transactions). Indices refer
/// to the world description's layers, styles, delegates, keys and actions.
package enum ActionScriptOperation: Sendable {
    case lookup(layer: Int, key: Int)
    case valueLookup(layer: Int, key: Int)
    case setLayerAction(layer: Int, key: Int, entry: ActionRef?)
    case replaceLayerActions(layer: Int, actions: [(key: Int, entry: ActionRef)])
    case setStyleAction(style: Int, key: Int, entry: ActionRef?)
    case setStyleValue(style: Int, key: Int, value: PropertyValue?)
    /// Sets a style's `style`; refused (and recorded) when it would close a cycle.
    case linkStyle(style: Int, parent: Int?)
    case bindStyle(layer: Int, style: Int?)
    case bindDelegate(layer: Int, delegate: Int?)
    case setDelegateAction(delegate: Int, key: Int, entry: ActionRef?)
    case beginAnimation(duration: Double)
    case endAnimation
    case set(layer: Int, key: Int, value: PropertyValue)
    case event(layer: Int, key: Int)
    case begin(disableActions: Bool)
    case commit
}
