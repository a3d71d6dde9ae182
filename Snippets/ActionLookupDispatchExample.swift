// A property change dispatched through the compiled dispatcher: look up, store, run; an equal value does
// nothing; inside a transaction that disables actions the value is only stored.
import ActionLookup

let fade = LayerAction(name: "fade")
let layer = Layer(actions: ["opacity": .action(fade)], values: ["opacity": .number(1)])
let opacity = LayerKey("opacity")

var dispatcher = CompiledActionDispatcher(sink: DispatchLog())
dispatcher.set(.number(0.5), forKey: opacity, on: layer)  // lookup → store → run fade
dispatcher.set(.number(0.5), forKey: opacity, on: layer)  // equal: nothing happens
dispatcher.begin(disableActions: true)
dispatcher.set(.number(0.2), forKey: opacity, on: layer)  // store only
try dispatcher.commit()

for entry in dispatcher.log { print(entry) }

// snippet.hide
// The reference dispatcher, String keys over the literal search, logs the same four steps.
let twin = Layer(actions: ["opacity": .action(fade)], values: ["opacity": .number(1)])
var reference = ActionDispatcher(resolver: ReferenceActionLookup(), sink: DispatchLog())
reference.set(.number(0.5), forKey: "opacity", on: twin)
reference.set(.number(0.5), forKey: "opacity", on: twin)
reference.begin(disableActions: true)
reference.set(.number(0.2), forKey: "opacity", on: twin)
try reference.commit()
precondition(dispatcher.log.count == 4 && dispatcher.log == reference.log)
precondition(layer.values["opacity"] == .number(0.2))
// snippet.show
