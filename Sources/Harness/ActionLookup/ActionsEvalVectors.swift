import Workloads
/// Inputs of the `eval actions` conformance corpus: the format article's example, one document per output rule,
/// then seeded random documents. Every document is valid (errors are covered by the tests).
package enum ActionsEvalVectors {
    /// The example of the ActionLookup DocC article "The actions eval format".
    package static let example: JSONValue = [
        "styles": ["theme": ["actions": ["contents": "theme.contents"], "cornerRadius": 4]],
        "layer": [
            "delegate": ["opacity": "D.opacity", "hidden": nil],
            "actions": ["position": "A.position", "bounds": nil],
            "style": ["actions": ["shadowOpacity": "S.shadow"], "borderWidth": 2, "style": "theme"],
            "defaultActions": ["position": "F.position"],
            "defaultValues": ["borderWidth": 0],
            "values": ["opacity": 1],
        ],
        "actionLookups": ["opacity", "position", "contents", "hidden", "zPosition"],
        "valueLookups": ["cornerRadius", "borderWidth", "opacity", "missing"],
        "operations": [
            ["op": "set", "key": "opacity", "value": 0.5],
            ["op": "begin", "disableActions": true], ["op": "set", "key": "opacity", "value": 0.2], ["op": "commit"],
            ["op": "event", "key": "onOrderIn"],
        ],
    ]

    /// Named edge-case documents.
    package static let edgeCases: [NamedDocument] = [
        NamedDocument(name: "eval format article example", document: example),
        NamedDocument(name: "empty document", document: [:]),
        NamedDocument(name: "view delegate in nested animation blocks", document: [
            "layer": ["delegate": "view", "actions": ["opacity": "A.opacity"], "values": ["opacity": 0]],
            "actionLookups": ["opacity", "onOrderIn"],
            "operations": [
                ["op": "set", "key": "opacity", "value": 1],
                ["op": "animate", "duration": 0.25, "operations": [
                    ["op": "set", "key": "opacity", "value": 0.5],
                    ["op": "animate", "duration": 0, "operations": [["op": "set", "key": "opacity", "value": 0.25]]],
                    ["op": "animate", "duration": 1, "operations": [["op": "event", "key": "onOrderOut"]]],
                    ["op": "animate", "duration": 1.5, "operations": [["op": "set", "key": "position", "value": [1, 2]]]],
                ]],
                ["op": "set", "key": "opacity", "value": 0.75],
            ],
        ]),
        NamedDocument(name: "equal values do nothing (1 and 1.0, objects in any order)", document: [
            "layer": ["actions": ["opacity": "A", "anchor": "B"], "values": ["opacity": 1, "anchor": ["x": 0, "y": 1]]],
            "operations": [
                ["op": "set", "key": "opacity", "value": 1.0],
                ["op": "begin", "disableActions": true], ["op": "set", "key": "opacity", "value": 1], ["op": "commit"],
                ["op": "set", "key": "anchor", "value": ["y": 1, "x": 0]],
                ["op": "set", "key": "anchor", "value": ["y": 1, "x": 0.5]],
            ],
        ]),
        NamedDocument(name: "current value from stored null, style, defaults; bounds and frame skip the style", document: [
            "styles": ["base": ["bounds": [0, 0, 10, 10], "frame": 3, "cornerRadius": 8, "shadow": nil]],
            "layer": ["style": "base", "values": ["opacity": nil],
                      "defaultValues": ["bounds": "default-bounds", "shadow": 1, "zPosition": 0],
                      "actions": ["cornerRadius": "A.radius", "opacity": "A.opacity", "bounds": "A.bounds"]],
            "valueLookups": ["opacity", "bounds", "frame", "cornerRadius", "shadow", "zPosition", "missing"],
            "operations": [
                ["op": "set", "key": "opacity", "value": nil],
                ["op": "set", "key": "opacity", "value": 1],
                ["op": "set", "key": "cornerRadius", "value": 8],
                ["op": "set", "key": "cornerRadius", "value": 9],
                ["op": "set", "key": "bounds", "value": "default-bounds"],
                ["op": "set", "key": "bounds", "value": [0, 0, 10, 10]],
                ["op": "event", "key": "cornerRadius"],
            ],
        ]),
        NamedDocument(name: "nested transactions, events while disabled, open ones closed at the end", document: [
            "layer": ["actions": ["opacity": "A.opacity", "onOrderIn": "A.in", "activate": "A.activate"]],
            "operations": [
                ["op": "begin"], ["op": "begin", "disableActions": true], ["op": "begin", "disableActions": false],
                ["op": "set", "key": "opacity", "value": 0.1], ["op": "event", "key": "onOrderIn"], ["op": "commit"],
                ["op": "set", "key": "opacity", "value": 0.2], ["op": "commit"],
                ["op": "set", "key": "opacity", "value": 0.3], ["op": "event", "key": "activate"],
                ["op": "begin", "disableActions": true],
            ],
        ]),
        NamedDocument(name: "deep shared style chain with null markers and aliases", document: [
            "styles": [
                "s0": ["actions": ["a": "s0.a", "b": "s0.b", "c": nil], "v": 0],
                "s1": ["style": "s0", "actions": ["b": nil], "w": 1],
                "alias": "s1",
                "s2": ["style": ["style": "alias", "actions": ["d": "inline.d"]], "actions": ["e": "s2.e"]],
                "unused": ["style": "s2"],
            ],
            "layer": ["style": "s2", "defaultActions": ["c": "F.c", "f": "F.f", "g": nil]],
            "actionLookups": ["a", "b", "c", "d", "e", "f", "g", "h"],
            "valueLookups": ["v", "w", "x"],
        ]),
    ]

    /// Edge cases, then `randomCount` seeded random documents.
    package static func inputs(seed: UInt64, randomCount: Int) -> [NamedDocument] {
        var documents = edgeCases
        for index in 0..<max(0, randomCount) {
            var random = SeededGenerator(seed: seed &+ UInt64(index))
            documents.append(NamedDocument(name: "random \(seed &+ UInt64(index))", document: randomDocument(&random)))
        }
        return documents
    }

    static let keys = ["opacity", "position", "bounds", "frame", "contents", "hidden", "cornerRadius",
                       "onOrderIn", "onOrderOut", "activate", "progress", "k0", "k1"]

    static func randomValue(_ random: inout SeededGenerator) -> JSONValue {
        switch random.nextInt(in: 0...7) {
        case 0: return .null
        case 1: return .bool(random.nextBool())
        case 2: return .string(random.nextElement(of: ["red", "blue"]))
        case 3: return .array([.number(Double(random.nextInt(in: 0...2))), .number(1)])
        case 4: return .object([("x", .number(Double(random.nextInt(in: 0...1)))), ("y", .number(1))])
        default: return .number(random.nextElement(of: [0, 0.5, 1, 2, 1e-7, -3]))
        }
    }

    static func randomEntries(_ random: inout SeededGenerator, prefix: String, count: ClosedRange<Int>) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        for key in keys.shuffledPrefix(random.nextInt(in: count), &random) {
            members.append((key, random.nextBool(probability: 0.25) ? .null : .string("\(prefix).\(key)")))
        }
        return .object(members)
    }

    static func randomValues(_ random: inout SeededGenerator, count: ClosedRange<Int>) -> [(key: String, value: JSONValue)] {
        keys.shuffledPrefix(random.nextInt(in: count), &random).map { ($0, randomValue(&random)) }
    }

    /// Styles s0…sN (each pointing at an earlier one or none), a layer, lookups and 0–20 operations.
    static func randomDocument(_ random: inout SeededGenerator) -> JSONValue {
        var styles: [(key: String, value: JSONValue)] = []
        for index in 0..<random.nextInt(in: 0...8) {
            var members: [(key: String, value: JSONValue)] = [("actions", randomEntries(&random, prefix: "s\(index)", count: 0...3))]
            members += randomValues(&random, count: 0...2)
            if index > 0, random.nextBool(probability: 0.8) { members.append(("style", .string("s\(random.nextInt(in: 0..<index))"))) }
            styles.append(("s\(index)", .object(members)))
        }
        var layer: [(key: String, value: JSONValue)] = []
        switch random.nextInt(in: 0...2) {
        case 0: layer.append(("delegate", randomEntries(&random, prefix: "D", count: 0...3)))
        case 1: layer.append(("delegate", "view"))
        default: break
        }
        layer.append(("actions", randomEntries(&random, prefix: "A", count: 0...3)))
        if !styles.isEmpty, random.nextBool(probability: 0.8) {
            let name = JSONValue.string(styles[random.nextInt(in: 0..<styles.count)].key)
            layer.append(("style", random.nextBool() ? name : .object([
                ("actions", randomEntries(&random, prefix: "L", count: 0...2)), ("style", name),
            ] + randomValues(&random, count: 0...2))))
        }
        layer.append(("defaultActions", randomEntries(&random, prefix: "F", count: 0...2)))
        layer.append(("defaultValues", .object(randomValues(&random, count: 0...2))))
        layer.append(("values", .object(randomValues(&random, count: 0...3))))
        var openTransactions = 0
        func operations(_ count: Int, depth: Int, _ random: inout SeededGenerator) -> JSONValue {
            var list: [JSONValue] = []
            for _ in 0..<count {
                let pick = random.nextUnit()
                let key = JSONValue.string(random.nextElement(of: keys))
                if pick < 0.5 {
                    list.append(["op": "set", "key": key, "value": randomValue(&random)])
                } else if pick < 0.65 {
                    list.append(["op": "event", "key": key])
                } else if pick < 0.75 {
                    openTransactions += 1
                    list.append(random.nextBool() ? ["op": "begin", "disableActions": .bool(random.nextBool())] : ["op": "begin"])
                } else if pick < 0.85 {
                    if openTransactions > 0 {
                        openTransactions -= 1
                        list.append(["op": "commit"])
                    }
                } else if depth < 3 {
                    list.append(["op": "animate", "duration": .number(random.nextElement(of: [0, 0.25, 1, 1.5, 0.1])),
                                 "operations": operations(random.nextInt(in: 0...4), depth: depth + 1, &random)])
                }
            }
            return .array(list)
        }
        return .object([
            ("styles", .object(styles)),
            ("layer", .object(layer)),
            ("actionLookups", .array(keys.shuffledPrefix(random.nextInt(in: 0...6), &random).map(JSONValue.string))),
            ("valueLookups", .array(keys.shuffledPrefix(random.nextInt(in: 0...4), &random).map(JSONValue.string))),
            ("operations", operations(random.nextInt(in: 0...20), depth: 0, &random)),
        ])
    }
}

private extension Array {
    /// The first `count` elements of a seeded shuffle (distinct elements, deterministic).
    func shuffledPrefix(_ count: Int, _ random: inout SeededGenerator) -> [Element] {
        var copy = self
        random.shuffle(&copy)
        return Array(copy.prefix(count))
    }
}
