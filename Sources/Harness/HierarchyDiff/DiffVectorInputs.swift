import Workloads
import HierarchyDiff

/// The `eval diff` conformance corpus: named edge-case documents plus seeded random ones (tree pairs with
/// and without frames and definitions, and flat lists). Besides the documented transition-definition rules'
/// invalid inputs (each a must-reject vector), every document is valid input.
enum DiffVectorInputs {
    static func make(seed: UInt64, randomCount: Int) -> [NamedDocument] {
        var documents: [NamedDocument] = []
        func add(_ name: String, _ text: String) {
            if let document = try? JSONParser.parse(text) { documents.append(NamedDocument(name: name, document: document)) }
        }
        add("worked example: a, b under _, c → c, a, d", """
            {"source": {"id": "root", "children": [{"id": "a"}, {"children": [{"id": "b"}]}, {"id": "c"}]},
             "target": {"id": "root", "children": [{"id": "c"}, {"id": "a"}, {"id": "d"}]},
             "definition": {"d": {"edgeTranslation": "bottom"}}}
            """)
        add("worked example without definition", """
            {"source": {"id": "root", "children": [{"id": "a"}, {"children": [{"id": "b"}]}, {"id": "c"}]},
             "target": {"id": "root", "children": [{"id": "c"}, {"id": "a"}, {"id": "d"}]}}
            """)
        add("every animation, with frames", """
            {"source": {"id": "root", "frame": [0, 0, 400, 800], "children": [
               {"id": "hero", "frame": [20, 100, 360, 200]},
               {"id": "title", "frame": [20, 320, 200, 40]},
               {"id": "badge", "frame": [30, 110, 40, 20]},
               {"id": "old", "frame": [0, 700, 400, 100]},
               {"id": "gone", "frame": [10, 10, 50, 50]},
               {"id": "hint", "frame": [10, 760, 100, 30]}]},
             "target": {"id": "root", "frame": [0, 0, 400, 800], "children": [
               {"id": "hero", "frame": [0, 0, 400, 300]},
               {"id": "title", "frame": [20, 320, 360, 40]},
               {"id": "body", "frame": [20, 380, 360, 300]},
               {"id": "sheet", "frame": [0, 600, 400, 200]},
               {"id": "caption", "frame": [20, 250, 200, 30]},
               {"id": "toolbar", "frame": [0, 0, 400, 44]},
               {"id": "nofr"}]},
             "definition": {"title": "crossfade", "body": {"translateY": 40}, "sheet": {"edgeTranslation": "bottom"},
               "caption": {"anchorTranslation": "hero"}, "badge": {"anchorTranslation": {"relativeTo": "hero"}},
               "old": {"edgeTranslation": "leading"}, "gone": "blur", "hint": {"translateY": -12},
               "toolbar": {"edgeTranslation": "top"}, "nofr": {"edgeTranslation": "trailing"}}}
            """)
        // Transition-definition rules an implementation written from the format's article must get right.
        add("definition naming the source root when the roots differ", """
            {"source": {"id": "home", "frame": [0, 0, 400, 800], "children": [{"id": "a", "frame": [0, 0, 10, 10]}]},
             "target": {"id": "detail", "frame": [0, 0, 400, 800], "children": [{"id": "b", "frame": [0, 0, 10, 10]}]},
             "definition": {"home": "crossfade", "b": {"anchorTranslation": "home"}}}
            """)
        add("definition: unknown key beside relativeTo (rejected)", """
            {"source": {"id": "root", "children": [{"id": "a"}]}, "target": {"id": "root", "children": [{"id": "a"}]},
             "definition": {"a": {"anchorTranslation": {"relativeTo": "root", "offset": 3}}}}
            """)
        add("error order: a definition spelling before a duplicate identifier (rejected)", """
            {"source": {"id": "root", "children": [{"id": "a"}, {"id": "a"}]}, "target": {"id": "root"},
             "definition": {"a": "wobble"}}
            """)
        add("definition whose planned frame overflows (rejected)", """
            {"source": {"id": "root", "frame": [0, 0, 400, 800]},
             "target": {"id": "root", "frame": [0, 0, 400, 800], "children": [{"id": "x", "frame": [0, 1e308, 1, 1]}]},
             "definition": {"x": {"translateY": 1e308}}}
            """)
        add("flat lists: a, b → b, c", #"{"sourceList": ["a", "b"], "targetList": ["b", "c"]}"#)
        for (name, source, target) in FlatListPairs.edgeCaseLists
        where (try? FlatListDiff.changeset(from: source, to: target)) != nil {
            documents.append(NamedDocument(name: "flat lists: \(name)", document: [
                "sourceList": .array(source.map { .string($0) }), "targetList": .array(target.map { .string($0) })]))
        }
        for (name, source, target) in TreePair.notatedEdgeCases {
            let workload = ScreenPairWorkload(source: ViewTreeNotation.literal(source),
                                              target: ViewTreeNotation.literal(target))
            guard (try? IdentifierTreeDiff.diff(source: workload.source, target: workload.target)) != nil else { continue }
            documents.append(NamedDocument(name: "trees: \(name)", document: treeDocument(workload, definition: nil)))
        }
        // 200 levels of tree nesting: 400 JSON levels, within the reader's limit of 512.
        documents.append(NamedDocument(name: "chain 200 deep, reversed", document: treeDocument(
            ScreenPairWorkload(source: ViewTreeNotation.chain(depth: 200),
                               target: ViewTreeNotation.chain(depth: 200, reversed: true)), definition: nil)))
        for i in 0..<max(0, randomCount) {
            let caseSeed = seed &+ UInt64(i)
            var random = SeededGenerator(seed: caseSeed)
            if i % 3 == 2 {
                let lists = FlatListGenerator.make(seed: caseSeed, size: random.nextInt(in: 0...60),
                                                    rate: random.nextDouble(in: 0...0.6))
                documents.append(NamedDocument(name: "random flat lists, seed \(caseSeed)", document: [
                    "sourceList": .array(lists.source.map { .string($0) }),
                    "targetList": .array(lists.target.map { .string($0) })]))
            } else {
                let frames = random.nextBool(probability: 0.7)
                let workload = ScreenPairGenerator.make(seed: caseSeed, size: random.nextInt(in: 1...60),
                                                        rate: random.nextDouble(in: 0...0.5), frames: frames)
                var definition: JSONValue?  // not `cond ? x : nil`: JSONValue is itself nil-expressible
                if random.nextBool() { definition = randomDefinition(workload, using: &random) }
                documents.append(NamedDocument(name: "random trees, seed \(caseSeed)",
                                               document: treeDocument(workload, definition: definition)))
            }
        }
        return documents
    }

    static func treeDocument(_ workload: ScreenPairWorkload, definition: JSONValue?) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("source", DiffDocumentWriter.node(workload.source)), ("target", DiffDocumentWriter.node(workload.target))]
        if let definition { members.append(("definition", definition)) }
        return .object(members)
    }

    /// A valid definition for about a third of the merged nodes.
    static func randomDefinition(_ workload: ScreenPairWorkload, using random: inout SeededGenerator) -> JSONValue {
        guard let merged = try? IdentifierTreeDiff.diff(source: workload.source, target: workload.target) else {
            return .object([])
        }
        let shared = merged.nodes.filter { $0.status == .shared }.compactMap(\.identifier)
        var members: [(key: String, value: JSONValue)] = []
        for node in merged.nodes.dropFirst() where random.nextBool(probability: 0.35) {
            guard let identifier = node.identifier else { continue }
            var choices: [JSONValue] = ["crossfade", "blur", ["translateY": .number(Double(random.nextInt(in: -80...80)))],
                                        ["edgeTranslation": .string(random.nextElement(of: ContainerEdge.allCases).rawValue)]]
            if node.status == .shared { choices.append("sharedElement") }
            if !shared.isEmpty { choices.append(["anchorTranslation": .string(random.nextElement(of: shared))]) }
            members.append((identifier, random.nextElement(of: choices)))
        }
        return .object(members)
    }
}
