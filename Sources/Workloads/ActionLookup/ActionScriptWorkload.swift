/// A world description and a script to run on it: the input of the scripted action-lookup pairs
/// (`action-lookup.interleaved`, `.dispatch`, `.frame`, `.set`, `.restyle`).
package struct ActionScriptWorkload: Sendable {
    package var world: ActionWorldSpec
    package var script: [ActionScriptOperation]
    package init(world: ActionWorldSpec, script: [ActionScriptOperation]) {
        self.world = world
        self.script = script
    }
}
