// A layer styled by a two-level chain: the search finds an action in the deeper style, a null marker in
// the shallower one stops it, and value lookup falls through to the style.
import ActionLookup

let fade = LayerAction(name: "theme.fade")
let theme = StyleDictionary(name: "theme", values: ["cornerRadius": .number(4)],
                            actions: ["opacity": .action(fade)])
let card = StyleDictionary(name: "card", actions: ["position": .nullMarker], style: theme)
let layer = Layer(actions: ["bounds": .nullMarker], style: card)

let lookup = CompiledActionLookup()
let opacity = LayerKey("opacity")  // intern a key once, reuse it
let found = lookup.action(for: layer, forKey: opacity)                  // theme.fade: card has none
let stopped = lookup.action(for: layer, forKey: LayerKey("position"))  // nil: card's null marker
let radius = lookup.value(for: layer, forKey: LayerKey("cornerRadius"))  // 4, from theme

// snippet.hide
let reference = ReferenceActionLookup()
precondition(found === fade && reference.action(for: layer, forKey: "opacity") === fade)
precondition(stopped == nil && reference.action(for: layer, forKey: "position") == nil)
precondition(radius == .number(4) && reference.value(for: layer, forKey: "cornerRadius") == radius)
// snippet.show
