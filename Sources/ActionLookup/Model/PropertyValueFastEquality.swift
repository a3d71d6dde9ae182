extension PropertyValue {
    /// Exactly `lhs == rhs`, with the common cases of property changes compared in place: two numbers as
    /// `Double`s, and two arrays (points, rects, transforms) element by element with numbers compared as
    /// `Double`s, after the same shortcut `Array ==` takes (one buffer is equal to itself). Every other pair
    /// goes through `==`.
    @inlinable @inline(__always)
    static func fastEquals(_ lhs: PropertyValue, _ rhs: PropertyValue) -> Bool {
        switch lhs {
        case let .number(a):
            guard case let .number(b) = rhs else { return false }
            return a == b
        case let .array(a):
            guard case let .array(b) = rhs else { return false }
            return a.withUnsafeBufferPointer { a in
                b.withUnsafeBufferPointer { b in
                    guard a.count == b.count else { return false }
                    if a.baseAddress == b.baseAddress { return true }
                    for index in 0..<a.count {
                        if case let .number(x) = a[index], case let .number(y) = b[index] {
                            if x != y { return false }
                        } else if a[index] != b[index] {
                            return false
                        }
                    }
                    return true
                }
            }
        default:
            return lhs == rhs
        }
    }
}
