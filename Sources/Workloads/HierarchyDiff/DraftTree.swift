import HierarchyDiff

/// A view tree under construction, with editable child lists.
struct DraftTree {
    var identifiers: [String?]
    var frames: [ViewFrame?]
    var parents: [Int]
    var children: [[Int]]
    var nextIdentifier = 0
    var prefix = "n"
    var mix: IdentifierMix?
    var salt: UInt64 = 0

    init(rootIdentifier: String?, rootFrame: ViewFrame?) {
        identifiers = [rootIdentifier]
        frames = [rootFrame]
        parents = [-1]
        children = [[]]
    }

    @discardableResult
    mutating func add(_ identifier: String?, frame: ViewFrame?, parent: Int, at position: Int? = nil) -> Int {
        let node = identifiers.count
        identifiers.append(identifier)
        frames.append(frame)
        parents.append(parent)
        children.append([])
        children[parent].insert(node, at: min(position ?? children[parent].count, children[parent].count))
        return node
    }

    static func randomFrame(using random: inout SeededGenerator) -> ViewFrame {
        ViewFrame(x: Double(random.nextInt(in: 0...360)), y: Double(random.nextInt(in: 0...780)),
                  width: Double(random.nextInt(in: 1...360)), height: Double(random.nextInt(in: 1...200)))
    }

    static func random(size: Int, using random: inout SeededGenerator, frames: Bool, prefix: String = "n",
                       mix: IdentifierMix? = nil, salt: UInt64 = 0) -> DraftTree
    {
        var tree = DraftTree(rootIdentifier: "root", rootFrame: frames ? ViewFrame(x: 0, y: 0, width: 390, height: 844) : nil)
        tree.prefix = prefix
        tree.mix = mix
        tree.salt = salt
        tree.identifiers.reserveCapacity(size + size / 4)
        var listRemaining = 0
        for i in 1..<size {
            let parent: Int
            if listRemaining > 0 {
                listRemaining -= 1
                parent = tree.parents[i - 1]
            } else {
                let pick = random.nextUnit()
                if pick < 0.01 {
                    listRemaining = random.nextInt(in: 10...200)
                    parent = i - 1
                } else if pick < 0.5, i > 1 {
                    parent = tree.parents[i - 1]
                } else if pick < 0.8 {
                    parent = i - 1
                } else {
                    parent = random.nextInt(in: 0..<i)
                }
            }
            let tagged = random.nextBool(probability: 0.85)
            tree.add(tagged ? tree.freshIdentifier() : nil,
                     frame: frames ? randomFrame(using: &random) : nil, parent: parent)
        }
        return tree
    }

    mutating func freshIdentifier() -> String {
        defer { nextIdentifier += 1 }
        guard let mix else { return "\(prefix)\(nextIdentifier)" }
        return mix.identifier(nextIdentifier, salt: salt, prefix: prefix)
    }

    /// True when `node` is `ancestor` or below it.
    func isInSubtree(_ node: Int, of ancestor: Int) -> Bool {
        var current = node
        while current >= 0 {
            if current == ancestor { return true }
            current = parents[current]
        }
        return false
    }

    mutating func detach(_ node: Int) -> (parent: Int, position: Int) {
        let parent = parents[node]
        let position = children[parent].firstIndex(of: node) ?? 0
        children[parent].remove(at: position)
        parents[node] = -2  // detached
        return (parent, position)
    }

    mutating func attach(_ node: Int, to parent: Int, at position: Int) {
        parents[node] = parent
        children[parent].insert(node, at: min(position, children[parent].count))
    }

    /// A random node still in the tree (not the root), or nil after a few misses.
    func liveNode(using random: inout SeededGenerator) -> Int? {
        guard identifiers.count > 1 else { return nil }
        for _ in 0..<8 {
            let node = random.nextInt(in: 1..<identifiers.count)
            if isInSubtree(node, of: 0) { return node }
        }
        return nil
    }

    mutating func mutate(count: Int, using random: inout SeededGenerator, frames: Bool) {
        for _ in 0..<count * 5 {
            let kind = random.nextInt(in: 0...5)
            guard let node = liveNode(using: &random) else {
                add(freshIdentifier(), frame: frames ? Self.randomFrame(using: &random) : nil, parent: 0)
                continue
            }
            switch kind {
            case 0:  // delete: the node alone (children promoted) or its whole subtree
                let place = detach(node)
                if random.nextBool() {
                    for (offset, child) in children[node].enumerated() { attach(child, to: place.parent, at: place.position + offset) }
                    children[node] = []
                }
            case 1:  // insert a leaf, or a node adopting a run of its parent's children
                let parent = node
                let siblings = children[parent]
                let position = random.nextInt(in: 0...siblings.count)
                let inserted = add(freshIdentifier(), frame: frames ? Self.randomFrame(using: &random) : nil,
                                   parent: parent, at: position)
                if random.nextBool(probability: 0.3), position < siblings.count {
                    let run = Array(children[parent][(position + 1)...].prefix(random.nextInt(in: 1...3)))
                    for child in run { _ = detach(child); attach(child, to: inserted, at: children[inserted].count) }
                }
            case 2:  // move within the parent
                let place = detach(node)
                attach(node, to: place.parent, at: random.nextInt(in: 0...children[place.parent].count))
            case 3:  // move across parents
                guard let destination = liveNode(using: &random), !isInSubtree(destination, of: node) else { continue }
                _ = detach(node)
                attach(node, to: destination, at: random.nextInt(in: 0...children[destination].count))
            case 4:  // wrap in an untagged layer
                let place = detach(node)
                let layer = add(nil, frame: nil, parent: place.parent, at: place.position)
                attach(node, to: layer, at: 0)
            default:  // swap with the next sibling (a short move within the parent)
                let parent = parents[node]
                if let position = children[parent].firstIndex(of: node), position + 1 < children[parent].count {
                    children[parent].swapAt(position, position + 1)
                }
            }
        }
    }

    /// The live tree in pre-order as a ``ViewTree``.
    func viewTree() -> ViewTree {
        var tree = ViewTree(rootIdentifier: identifiers[0], rootFrame: frames[0])
        tree.reserveCapacity(identifiers.count)
        var stack: [(node: Int, parent: Int)] = children[0].reversed().map { ($0, 0) }
        while let (node, parent) = stack.popLast() {
            // Parents are added before their children, so `addNode` cannot fail here.
            guard let index = try? tree.addNode(identifier: identifiers[node], frame: frames[node], parent: parent)
            else { continue }
            stack.append(contentsOf: children[node].reversed().map { ($0, index) })
        }
        return tree
    }
}

extension ViewTree {
    /// The same tree with every identifier rebuilt from its UTF-8 bytes (equal, separately stored strings).
    func withCopiedIdentifiers() -> ViewTree {
        var copy = ViewTree(rootIdentifier: identifiers[0].map { String(decoding: Array($0.utf8), as: UTF8.self) },
                            rootFrame: frames[0])
        copy.reserveCapacity(count)
        for node in 1..<max(count, 1) {
            _ = try? copy.addNode(identifier: identifiers[node].map { String(decoding: Array($0.utf8), as: UTF8.self) },
                                  frame: frames[node], parent: parents[node])
        }
        return copy
    }
}
