// A style shared by two chains changes after layers have been looked up: the next lookup through either
// chain sees the change (the compiled tables repair only the changed key).
import ActionLookup

let slide = LayerAction(name: "base.slide"), snap = LayerAction(name: "base.snap")
let base = StyleDictionary(name: "base", actions: ["position": .action(slide)])
let button = StyleDictionary(name: "button", style: base)
let badge = StyleDictionary(name: "badge", style: base)
let first = Layer(style: button), second = Layer(style: badge)

let lookup = CompiledActionLookup()
let position = LayerKey("position")
let before = lookup.action(for: first, forKey: position)  // base.slide, tables compiled

base.setAction(.action(snap), forKey: "position")         // marks `position` stale in all three styles
let afterFirst = lookup.action(for: first, forKey: position)   // base.snap
let afterSecond = lookup.action(for: second, forKey: position) // base.snap

// snippet.hide
precondition(before === slide && afterFirst === snap && afterSecond === snap)
precondition(ReferenceActionLookup().action(for: second, forKey: "position") === snap)
// snippet.show
