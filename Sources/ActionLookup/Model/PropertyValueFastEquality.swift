extension PropertyValue {
    /// Exactly `stored == new`, with the common cases of property changes compared in place: two numbers as
    /// `Double`s, and two arrays (points, rects, transforms) element by element with numbers compared as
    /// `Double`s, after the same shortcut `Array ==` takes (one buffer is equal to itself). Every other pair
    /// goes through `==`. The first branch is on `new`'s kind: the compiled dispatcher has the new value at hand
    /// while the stored one is still being loaded, so that branch does not wait for the load.
    @inlinable @inline(__always)
    static func fastEquals(new: PropertyValue, stored: PropertyValue) -> Bool {
        switch new {
        case let .number(b):
            guard case let .number(a) = stored else { return false }
            return a == b
        case let .array(b):
            guard case let .array(a) = stored else { return false }
            return elementsEqual(a, b)
        default:
            return stored == new
        }
    }

    /// `a == b` for two arrays, numbers compared as `Double`s, after the shortcut `Array ==` takes (one buffer
    /// is equal to itself).
    @inlinable @inline(__always)
    static func elementsEqual(_ a: [PropertyValue], _ b: [PropertyValue]) -> Bool {
        a.withUnsafeBufferPointer { a in
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
    }
}
