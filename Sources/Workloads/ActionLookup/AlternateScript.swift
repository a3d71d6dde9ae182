import ActionLookup

/// The script a timed body alternates with a workload's script, so that no run finds in the world what the
/// run before it stored.
///
/// A timed body builds its world once and runs the script on it again and again. Replayed as it is, the
/// script would find from its second run on whatever its last writer of each entry left: many of its
/// mutations would write what is already there, which an implementation may skip and the literal reference
/// does not, so the timed runs would no longer do the work of one run on a fresh world. The alternate runs
/// the same steps on the same objects and keys, but every value it stores (property changes and style
/// values) is moved by a one-to-one map (numbers + 0.125, off the quarter grid the workloads draw from,
/// inside arrays too; strings suffixed; booleans negated) and every action a mutation installs is replaced
/// by the next one, in index order, among the actions the script's mutations install. Both maps are
/// one-to-one, so the equalities within the script are the alternate's too; null markers, removals, relinks,
/// bindings, blocks and lookups stay as they are.
package enum AlternateScript {
    /// `script` with its stored values and installed actions moved (see the type's description).
    package static func of(_ script: [ActionScriptOperation]) -> [ActionScriptOperation] {
        let next = rotation(ofActionsIn: script)
        func moved(_ entry: ActionRef) -> ActionRef {
            guard case let .action(index) = entry else { return entry }
            return .action(next[index] ?? index)
        }
        func moved(_ entry: ActionRef?) -> ActionRef? { entry.map { moved($0) } }
        return script.map { operation in
            switch operation {
            case let .set(layer, key, value): return .set(layer: layer, key: key, value: movedValue(value))
            case let .setStyleValue(style, key, value): return .setStyleValue(style: style, key: key, value: value.map(movedValue))
            case let .setLayerAction(layer, key, entry): return .setLayerAction(layer: layer, key: key, entry: moved(entry))
            case let .setStyleAction(style, key, entry): return .setStyleAction(style: style, key: key, entry: moved(entry))
            case let .setDelegateAction(delegate, key, entry):
                return .setDelegateAction(delegate: delegate, key: key, entry: moved(entry))
            case let .replaceLayerActions(layer, actions):
                return .replaceLayerActions(layer: layer, actions: actions.map { ($0.key, moved($0.entry)) })
            default: return operation
            }
        }
    }

    /// A stored value moved one-to-one within its kind: numbers + 0.125, strings suffixed with "′", booleans
    /// negated, arrays and objects element by element; the null marker stays.
    package static func movedValue(_ value: PropertyValue) -> PropertyValue {
        switch value {
        case .null: return .null
        case let .bool(flag): return .bool(!flag)
        case let .number(number): return .number(number + 0.125)
        case let .string(text): return .string(text + "′")
        case let .array(elements): return .array(elements.map(movedValue))
        case let .object(fields): return .object(fields.map { ($0.key, movedValue($0.value)) })
        }
    }

    /// Each action index the script's mutations install, mapped to the next such index (the last to the
    /// first); empty when they install fewer than two.
    package static func rotation(ofActionsIn script: [ActionScriptOperation]) -> [Int: Int] {
        var installed = Set<Int>()
        func note(_ entry: ActionRef?) { if case let .action(index)? = entry { installed.insert(index) } }
        for operation in script {
            switch operation {
            case let .setLayerAction(_, _, entry), let .setStyleAction(_, _, entry), let .setDelegateAction(_, _, entry):
                note(entry)
            case let .replaceLayerActions(_, actions): for action in actions { note(action.entry) }
            default: break
            }
        }
        let sorted = installed.sorted()
        guard sorted.count > 1 else { return [:] }
        var next: [Int: Int] = [:]
        for (position, index) in sorted.enumerated() { next[index] = sorted[(position + 1) % sorted.count] }
        return next
    }
}
