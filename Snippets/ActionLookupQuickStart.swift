import ActionLookup

// Core Animation's search for an event's action: delegate, the layer's actions, the style chain, the
// class default; a null entry stops the search.
let fade = LayerAction(name: "fade")
let slide = LayerAction(name: "slide")
let base = StyleDictionary(name: "base", actions: ["opacity": .action(fade), "position": .action(slide)])
let theme = StyleDictionary(name: "theme", actions: ["position": .nullMarker], style: base)
let layer = Layer(style: theme)

let lookup = CompiledActionLookup()
let opacity = lookup.action(for: layer, forKey: lookup.key("opacity"))
let position = lookup.action(for: layer, forKey: lookup.key("position"))
print("opacity →", opacity?.name ?? "none", "; position →", position?.name ?? "none")
precondition(opacity === fade && position == nil)

// The literal reference agrees.
let reference = ReferenceActionLookup()
precondition(reference.action(for: layer, forKey: "opacity") === fade)
