/// A rectangle in a screen's coordinate space: origin (`x`, `y`, top-left, y growing downwards as in UIKit and
/// SwiftUI) and size (`width`, `height`). Both screens of a transition are assumed to share one coordinate
/// space (the window's), so source and target frames are compared directly.
public struct ViewFrame: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    /// A frame; callers that take frames from users validate them first (see ``isValid``).
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// True when every component is finite and the size is not negative.
    public var isValid: Bool {
        x.isFinite && y.isFinite && width.isFinite && height.isFinite && width >= 0 && height >= 0
    }

    /// The same frame moved by (dx, dy).
    public func offsetBy(dx: Double, dy: Double) -> ViewFrame {
        ViewFrame(x: x + dx, y: y + dy, width: width, height: height)
    }

    public var description: String { "[\(x), \(y), \(width), \(height)]" }
}
