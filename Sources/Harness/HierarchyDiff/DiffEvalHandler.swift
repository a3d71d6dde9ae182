import HierarchyDiff

/// `motionbench eval diff`: diffs two screens (merged hierarchy, summary and, with a definition, the
/// transition plan) or two flat keyed lists (changeset). Format: the HierarchyDiff DocC article "The diff eval format"; errors are one
/// sentence naming the offending path, identifier or key.
package enum DiffEvalHandler {
    package static let handler = EvalHandler(
        name: "diff", family: .hierarchyDiff,
        summary: "Identifier-tree diff: merged hierarchy, counts and transition plan; or a flat keyed-list changeset.",
        evaluate: evaluate, vectorInputs: DiffVectorInputs.make, comparison: .exact)

    static let treeKeys: Set<String> = ["source", "target", "definition"]
    static let listKeys: Set<String> = ["sourceList", "targetList"]

    /// Evaluates one input document.
    package static func evaluate(_ document: JSONValue) throws -> JSONValue {
        guard let members = document.objectValue else {
            throw EvalError("the input must be an object with \"source\" and \"target\" (trees) or "
                + "\"sourceList\" and \"targetList\" (flat lists), got \(document.kindName)")
        }
        let keys = members.map(\.key)
        for key in keys where !treeKeys.contains(key) && !listKeys.contains(key) {
            throw EvalError("unknown key '\(key)' (expected source, target and definition, or sourceList and targetList)")
        }
        if keys.contains(where: listKeys.contains) {
            if let tree = keys.first(where: treeKeys.contains) {
                throw EvalError("'\(tree)' cannot be combined with sourceList/targetList (give trees or flat lists)")
            }
            guard let sourceList = document["sourceList"], let targetList = document["targetList"] else {
                throw EvalError("flat lists need both \"sourceList\" and \"targetList\"")
            }
            let source = try DiffDocumentReader.keyList(sourceList, name: "sourceList")
            let target = try DiffDocumentReader.keyList(targetList, name: "targetList")
            let changeset: KeyedChangeset
            do { changeset = try FlatListDiff.changeset(from: source, to: target) } catch {
                throw EvalError(error.description)
            }
            return ["format": 1, "changeset": DiffDocumentWriter.changeset(changeset)]
        }
        guard let sourceNode = document["source"], let targetNode = document["target"] else {
            throw EvalError("the input needs both \"source\" and \"target\" node objects")
        }
        let source = try DiffDocumentReader.viewTree(sourceNode, path: "source")
        let target = try DiffDocumentReader.viewTree(targetNode, path: "target")
        let definition = try document["definition"].map { value throws(EvalError) in
            try DiffDocumentReader.definition(value)
        }
        let merged: MergedHierarchy, plan: TransitionPlan?
        do {
            merged = try IdentifierTreeDiff.diff(source: source, target: target)
            plan = try definition.map { definition throws(HierarchyDiffError) in
                try TransitionPlanner.plan(merged: merged, source: source, target: target, definition: definition)
            }
        } catch {
            throw EvalError(error.description)
        }
        if let plan { try DiffDocumentWriter.requireFiniteStates(plan, merged: merged) }
        return ["format": 1, "merged": DiffDocumentWriter.merged(merged, plan: plan),
                "summary": DiffDocumentWriter.summary(merged.summary)]
    }
}
