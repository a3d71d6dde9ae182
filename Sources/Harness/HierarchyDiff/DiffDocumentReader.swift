import HierarchyDiff

/// Reads the parts of a `motionbench eval diff` input document: view trees, key lists and transition
/// definitions. Every problem is an ``EvalError`` naming the JSON path ("source.children[1].frame").
enum DiffDocumentReader {
    static let nodeKeys: Set<String> = ["id", "frame", "children"]

    /// A view tree from a node object; iterative, so depth is bounded only by the JSON reader.
    static func viewTree(_ value: JSONValue, path rootPath: String) throws(EvalError) -> ViewTree {
        var tree = ViewTree()
        var paths: [(parent: Int, position: Int)] = [(-1, 0)]
        func path(parent: Int, position: Int) -> String {
            var components: [Int] = []
            var current = parent
            if parent >= 0 { components.append(position) }
            while current > 0 {
                components.append(paths[current].position)
                current = paths[current].parent
            }
            return rootPath + components.reversed().map { ".children[\($0)]" }.joined()
        }
        var stack: [(value: JSONValue, parent: Int, position: Int)] = [(value, -1, 0)]
        while let (value, parent, position) = stack.popLast() {
            guard let members = value.objectValue else {
                throw EvalError("\(path(parent: parent, position: position)) must be a node object, got \(value.kindName)")
            }
            var identifier: String?
            var frame: ViewFrame?
            var children: [JSONValue] = []
            for (key, member) in members {
                switch key {
                case "id":
                    if member.isNull { break }
                    guard let text = member.stringValue, !text.isEmpty else {
                        throw EvalError("\(path(parent: parent, position: position)).id must be a non-empty string "
                            + "(omit it for an untagged node), got \(member.kindName == "a string" ? "an empty string" : member.kindName)")
                    }
                    identifier = text
                case "frame":
                    frame = try self.frame(member, path: path(parent: parent, position: position) + ".frame")
                case "children":
                    guard let array = member.arrayValue else {
                        throw EvalError("\(path(parent: parent, position: position)).children must be an array, got \(member.kindName)")
                    }
                    children = array
                default:
                    throw EvalError("unknown key '\(key)' in \(path(parent: parent, position: position)) "
                        + "(a node has \"id\", \"frame\" and \"children\")")
                }
            }
            let index: Int
            if parent < 0 {
                tree = ViewTree(rootIdentifier: identifier, rootFrame: frame)
                index = 0
            } else {
                do { index = try tree.addNode(identifier: identifier, frame: frame, parent: parent) } catch {
                    throw EvalError(error.description)
                }
                paths.append((parent, position))
            }
            for (offset, child) in children.enumerated().reversed() { stack.append((child, index, offset)) }
        }
        return tree
    }

    /// `[x, y, width, height]`: four finite numbers, width and height not negative.
    static func frame(_ value: JSONValue, path: String) throws(EvalError) -> ViewFrame {
        guard let array = value.arrayValue, array.count == 4 else {
            throw EvalError("\(path) must be an array [x, y, width, height], got \(value.kindName)")
        }
        var numbers: [Double] = []
        for element in array {
            guard let number = element.numberValue else {
                throw EvalError("\(path) must hold four numbers [x, y, width, height], found \(element.kindName)")
            }
            numbers.append(number)
        }
        let frame = ViewFrame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        guard frame.isValid else { throw EvalError("\(path): width and height must not be negative, got \(frame)") }
        return frame
    }

    /// A list of string keys.
    static func keyList(_ value: JSONValue, name: String) throws(EvalError) -> [String] {
        guard let array = value.arrayValue else { throw EvalError("\(name) must be an array of string keys, got \(value.kindName)") }
        var keys: [String] = []
        keys.reserveCapacity(array.count)
        for (index, element) in array.enumerated() {
            guard let key = element.stringValue else {
                throw EvalError("\(name)[\(index)] must be a string key, got \(element.kindName)")
            }
            keys.append(key)
        }
        return keys
    }

    /// A definition object: identifier → animation (spellings: the HierarchyDiff DocC article "The diff eval format").
    static func definition(_ value: JSONValue) throws(EvalError) -> TransitionDefinition {
        guard let members = value.objectValue else {
            throw EvalError("definition must be an object mapping identifiers to animations, got \(value.kindName)")
        }
        var entries: [(identifier: String, animation: TransitionAnimation)] = []
        for (identifier, spec) in members {
            entries.append((identifier, try animation(spec, path: "definition.\(identifier)")))
        }
        return TransitionDefinition(entries)
    }

    static let animationNames = "\"crossfade\", \"sharedElement\", \"blur\", {\"edgeTranslation\": edge}, "
        + "{\"translateY\": dy} or {\"anchorTranslation\": id}"

    static func animation(_ spec: JSONValue, path: String) throws(EvalError) -> TransitionAnimation {
        func plain(_ name: String) -> TransitionAnimation? {
            switch name {
            case "crossfade": return .crossfade
            case "sharedElement": return .sharedElement
            case "blur": return .blur
            default: return nil
            }
        }
        if let name = spec.stringValue {
            guard let animation = plain(name) else {
                throw EvalError("\(path): unknown animation \"\(name)\"; expected \(animationNames)")
            }
            return animation
        }
        guard let members = spec.objectValue, members.count == 1, let (name, argument) = members.first else {
            throw EvalError("\(path) must be an animation: \(animationNames)")
        }
        switch name {
        case "edgeTranslation":
            guard let text = argument.stringValue, let edge = ContainerEdge(rawValue: text) else {
                throw EvalError("\(path).edgeTranslation must be \"top\", \"bottom\", \"leading\" or \"trailing\"")
            }
            return .edgeTranslation(edge)
        case "translateY":
            guard let dy = argument.numberValue else { throw EvalError("\(path).translateY must be a number (dy)") }
            return .translateY(dy)
        case "anchorTranslation":
            if let members = argument.objectValue {
                // Unknown keys are errors here too: {"relativeTo": id} and nothing else.
                for (key, _) in members where !key.utf8.elementsEqual("relativeTo".utf8) {
                    throw EvalError("unknown key \(OneLineText.quoted(key)) in \(path).anchorTranslation "
                        + "(it has only \"relativeTo\")")
                }
            }
            let anchor = argument.stringValue ?? argument["relativeTo"]?.stringValue
            guard let anchor, !anchor.isEmpty else {
                throw EvalError("\(path).anchorTranslation must be the anchor's identifier (or {\"relativeTo\": id})")
            }
            return .anchorTranslation(relativeTo: anchor)
        default:
            if let animation = plain(name), argument.isNull || argument == .bool(true) || argument == .object([]) {
                return animation
            }
            throw EvalError("\(path): unknown animation '\(name)'; expected \(animationNames)")
        }
    }
}
