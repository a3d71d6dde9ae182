extension ExactStepSpringBatch {
    /// Every spring's position (target + offset, in `Scalar`), in index order.
    /// - Complexity: O(n).
    @inlinable public func positions() -> [Scalar] {
        Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            for i in 0..<count { buffer[i] = targets[i] + offsets[i] }
            initialized = count
        }
    }

    /// Every spring's velocity, in index order.
    /// - Complexity: O(n).
    @inlinable public func velocities() -> [Scalar] {
        Array(UnsafeBufferPointer(start: velocityStorage, count: count))
    }

    /// Calls `body` with a span of every spring's position (target + offset, in `Scalar`), computed into
    /// temporary storage that lives for the call; the span must not escape it.
    ///
    /// `Span` is back-deployed to every Apple platform this package supports (Swift 6.2's
    /// `libswiftCompatibilitySpan`), so this needs no availability annotation.
    /// - Complexity: O(n) (one pass to compute the positions).
    @inlinable public func withPositions<Result, Failure: Error>(
        _ body: (Span<Scalar>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let storage = UnsafeMutablePointer<Scalar>.allocate(capacity: max(count, 1))
        defer { storage.deallocate() }
        for i in 0..<count { (storage + i).initialize(to: targets[i] + offsets[i]) }
        return try body(Span(_unsafeStart: UnsafePointer(storage), count: count))
    }

    /// Calls `body` with a span of every spring's velocity, read in place (no copy); the span must not escape
    /// the call.
    ///
    /// `Span` is back-deployed to every Apple platform this package supports, as for ``withPositions(_:)``.
    /// - Complexity: O(1).
    @inlinable public func withVelocities<Result, Failure: Error>(
        _ body: (Span<Scalar>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try body(Span(_unsafeStart: UnsafePointer(velocityStorage), count: count))
    }

    /// The current offsets from the targets and velocities of every spring, in index order, for
    /// ``restore(_:)`` (an engine's undo, a replay, a state saved across a pause).
    /// - Complexity: O(n) (two array copies).
    public func snapshot() -> (offsets: [Scalar], velocities: [Scalar]) {
        (Array(UnsafeBufferPointer(start: offsets, count: count)),
         Array(UnsafeBufferPointer(start: velocityStorage, count: count)))
    }

    /// Restores the offsets and velocities of a ``snapshot()`` of a batch of the same count (targets,
    /// parameters and cached matrices are kept).
    /// - Throws: ``SpringParameterError/countOutOfRange(name:value:requirement:)`` when an array's length is
    ///   not ``count``, ``SpringParameterError/notFinite(name:value:)`` for a NaN or infinite value; the batch
    ///   is then left as it was.
    /// - Complexity: O(n) (a check and two copies).
    public func restore(_ snapshot: (offsets: [Scalar], velocities: [Scalar])) throws(SpringParameterError) {
        for (name, values) in [("offsets", snapshot.offsets), ("velocities", snapshot.velocities)] {
            guard values.count == count else {
                throw .countOutOfRange(name: "snapshot \(name)", value: values.count, requirement: "\(count), the batch's count")
            }
            if let bad = values.firstIndex(where: { !$0.isFinite }) {
                throw .notFinite(name: "snapshot \(name)[\(bad)]", value: Double(values[bad]))
            }
        }
        guard count > 0 else { return }
        snapshot.offsets.withUnsafeBufferPointer { offsets.update(from: $0.baseAddress!, count: count) }
        snapshot.velocities.withUnsafeBufferPointer { velocityStorage.update(from: $0.baseAddress!, count: count) }
    }
}
