import HierarchyDiff

// A card (hero) grows into a full-width header; a sheet slides up from the bottom edge.
var source = ViewTree(rootIdentifier: "root", rootFrame: ViewFrame(x: 0, y: 0, width: 400, height: 800))
try source.addNode(identifier: "hero", frame: ViewFrame(x: 20, y: 100, width: 360, height: 200), parent: 0)
var target = ViewTree(rootIdentifier: "root", rootFrame: ViewFrame(x: 0, y: 0, width: 400, height: 800))
try target.addNode(identifier: "hero", frame: ViewFrame(x: 0, y: 0, width: 400, height: 300), parent: 0)
try target.addNode(identifier: "sheet", frame: ViewFrame(x: 0, y: 600, width: 400, height: 200), parent: 0)

let merged = try IdentifierTreeDiff.diff(source: source, target: target)
let definition = TransitionDefinition([("sheet", .edgeTranslation(.bottom))])
let plan = try TransitionPlanner.plan(merged: merged, source: source, target: target, definition: definition)

let sheet = plan.elements[merged.firstIndex(of: "sheet")!]
// sheet enters from just below the container: y 800 → 600, opacity 1 throughout

// snippet.hide
precondition(sheet.from == ElementState(frame: ViewFrame(x: 0, y: 800, width: 400, height: 200), opacity: 1))
precondition(sheet.to == ElementState(frame: ViewFrame(x: 0, y: 600, width: 400, height: 200), opacity: 1))
let hero = plan.elements[merged.firstIndex(of: "hero")!]
precondition(hero.animation == .sharedElement)
precondition(hero.to?.frame == ViewFrame(x: 0, y: 0, width: 400, height: 300))
