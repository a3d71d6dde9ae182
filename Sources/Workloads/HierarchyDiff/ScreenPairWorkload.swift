import HierarchyDiff

/// Two screens to diff: a kernel-pair workload.
package struct ScreenPairWorkload: Sendable {
    package var source: ViewTree
    package var target: ViewTree
    package init(source: ViewTree, target: ViewTree) {
        self.source = source
        self.target = target
    }
}
