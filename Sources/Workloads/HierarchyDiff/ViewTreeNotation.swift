import HierarchyDiff

/// A compact text notation for small view trees, used by edge cases and tests:
/// `root(a, _(b), c)` is a root tagged `root` with children `a`, an untagged layer holding `b`, and `c`.
/// A name is letters, digits, `-`, `.` and `:`; `_` alone is an untagged node. Parsed with an explicit stack.
package enum ViewTreeNotation {
    /// Why a notation string could not be read.
    package struct ParseError: Error, CustomStringConvertible, Sendable {
        package let description: String
    }

    /// Parses `text` into a tree.
    package static func parse(_ text: String) throws(ParseError) -> ViewTree {
        let characters = Array(text.filter { !$0.isWhitespace })
        var position = 0
        func name() throws(ParseError) -> String? {
            var result = ""
            while position < characters.count, characters[position].isLetter || characters[position].isNumber
                || "_-.:".contains(characters[position])
            {
                result.append(characters[position])
                position += 1
            }
            guard !result.isEmpty else { throw ParseError(description: "expected a name at offset \(position) in '\(text)'") }
            return result == "_" ? nil : result
        }
        var tree = ViewTree(rootIdentifier: try name())
        var stack: [Int] = []  // open parents
        var last = 0
        while position < characters.count {
            switch characters[position] {
            case "(":
                stack.append(last)
                position += 1
                guard let parent = stack.last else { break }
                last = try child(of: parent)
            case ",":
                position += 1
                guard let parent = stack.last else { throw ParseError(description: "',' outside parentheses in '\(text)'") }
                last = try child(of: parent)
            case ")":
                position += 1
                guard stack.popLast() != nil else { throw ParseError(description: "unbalanced ')' in '\(text)'") }
            default:
                throw ParseError(description: "unexpected '\(characters[position])' in '\(text)'")
            }
        }
        guard stack.isEmpty else { throw ParseError(description: "unclosed '(' in '\(text)'") }
        return tree

        func child(of parent: Int) throws(ParseError) -> Int {
            let identifier = try name()
            do { return try tree.addNode(identifier: identifier, parent: parent) } catch {
                throw ParseError(description: error.description)
            }
        }
    }

    /// Parses notation known to be valid (edge cases written in this repository); an invalid literal yields a
    /// tree holding only an untagged root, which the edge case's own test would expose.
    package static func literal(_ text: String) -> ViewTree {
        (try? parse(text)) ?? ViewTree()
    }

    /// A chain `prefix0 > prefix1 > … ` of `depth` tagged nodes under a root tagged `root`.
    package static func chain(depth: Int, prefix: String = "c", reversed: Bool = false) -> ViewTree {
        var tree = ViewTree(rootIdentifier: "root")
        tree.reserveCapacity(depth + 1)
        var parent = 0
        for level in 0..<depth {
            let number = reversed ? depth - 1 - level : level
            parent = (try? tree.addNode(identifier: "\(prefix)\(number)", parent: parent)) ?? parent
        }
        return tree
    }
}
