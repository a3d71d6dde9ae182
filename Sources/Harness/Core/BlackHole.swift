/// Consumes a value so the optimizer cannot prove it unused and delete the work that produced it.
/// Not inlinable and not optimized, so the call itself is opaque to the caller's optimizer.
@inline(never) @_optimize(none)
public func blackHole<T>(_ value: T) {
    _ = value
}
