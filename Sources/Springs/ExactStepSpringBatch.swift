import Foundation

/// Many springs advanced by the exact transition map (``SpringTransitionMatrix``) in structure-of-arrays
/// storage, in double (`ExactStepSpringBatch<Double>`) or single precision (`ExactStepSpringBatch<Float>`: half
/// the bytes per spring-step, ~1e-7 relative rounding per step): the optimized per-frame stepper.
///
/// Each step computes (y, v)₁ = M(h)·(y, v) with M(h) = e^(hA) the exact one-step map of
/// ``SpringTransitionMatrix`` (Moler & Van Loan, "Nineteen dubious ways to compute the exponential of a
/// matrix", 2003), so the result is exact up to rounding for any h: four multiplies and two adds per spring.
///
/// Layout: offsets y = x − to, velocities and targets in separate 64-byte-aligned arrays; the matrix is either
/// shared (one animation configuration for every spring: 2 scalars read and 2 written per spring-step) or per
/// spring (four more arrays: 6 scalars read, 2 written). The loop is branch-free scalar code that the compiler
/// vectorizes to the target's width (2 doubles / 4 floats per instruction at the baseline x86-64 target, more
/// with `-target-cpu`); the loops are compiled for `Double` and `Float` inside this module (through
/// ``ExactStepScalar``), so every caller runs the same machine code as a hand-written concrete type.
///
/// After each step a spring inside its ``SpringRestThreshold`` is snapped to exactly (0, 0) with a
/// branch-free select, so settled springs stay exact, and every new value is rounded to a multiple of the
/// smallest normal number (``ExactStepScalar/subnormalFlush``): no state is ever subnormal. Matrix entries
/// smaller than ulp² of the largest entry are flushed to 0 (they cannot change a result by more than a
/// rounding error and would otherwise produce subnormal products).
///
/// Engines change their springs while they run: ``retarget(_:to:)`` keeps a spring's position and velocity
/// and moves its target, ``append(_:)`` adds a spring (a batch that shared one matrix switches to per-spring
/// matrices when the new spring's parameters differ), ``remove(at:)`` swap-removes one, and
/// ``readPositions(into:)`` / ``readVelocities(into:)`` copy every spring's state into a caller's buffer.
///
/// Concurrency: a batch is a reference type that mutates its buffers in place, so it is deliberately not
/// `Sendable`: keep each batch in one task or actor (or behind a lock of your own).
public final class ExactStepSpringBatch<Scalar: ExactStepScalar> {
    /// Number of springs.
    public internal(set) var count: Int
    /// The timestep every ``step(frames:)`` advances by.
    public let timestep: Double
    /// True when one matrix is shared by all springs.
    public internal(set) var sharesMatrix: Bool
    let layout: SpringMatrixLayout
    private var capacity: Int
    @usableFromInline var offsets: UnsafeMutablePointer<Scalar>
    @usableFromInline var velocities: UnsafeMutablePointer<Scalar>
    @usableFromInline var targets: UnsafeMutablePointer<Scalar>
    /// Per-spring matrices (m00, m01, m10, m11), or empty when shared.
    @usableFromInline var matrices: [UnsafeMutablePointer<Scalar>] = []
    @usableFromInline var shared: (Scalar, Scalar, Scalar, Scalar) = (1, 0, 0, 1)
    private var sharedParameters: SpringParameters?
    private var matrixCache: [SpringParameters: (Scalar, Scalar, Scalar, Scalar)] = [:]
    @usableFromInline let restPosition: Scalar
    @usableFromInline let restVelocity: Scalar

    /// Builds the batch from problems (the state at t = 0).
    /// - Throws: when the timestep is not finite and positive.
    /// - Complexity: O(n) for n problems, plus one matrix (exp, sin/cos) per distinct parameter set.
    public init(problems: [SpringProblem], timestep: Double, restThreshold: SpringRestThreshold,
                layout: SpringMatrixLayout = .automatic) throws(SpringParameterError)
    {
        try SpringParameters.requireFinite("timestep", timestep)
        guard timestep > 0 else { throw .outOfRange(name: "timestep", value: timestep, requirement: "greater than 0") }
        count = 0
        capacity = max(problems.count, 1)
        self.timestep = timestep
        self.layout = layout
        sharesMatrix = layout == .automatic
        restPosition = max(Scalar(restThreshold.position), Scalar.subnormalFlush)
        restVelocity = max(Scalar(restThreshold.velocity), Scalar.subnormalFlush)
        offsets = Self.allocate(capacity)
        velocities = Self.allocate(capacity)
        targets = Self.allocate(capacity)
        if layout == .perSpring { matrices = (0..<4).map { _ in Self.allocate(capacity) } }
        for problem in problems { try append(problem) }
    }

    deinit {
        offsets.deallocate(); velocities.deallocate(); targets.deallocate()
        for m in matrices { m.deallocate() }
    }

    // MARK: Reading

    /// Position of spring `i` (target + offset).
    @inlinable public func position(_ i: Int) -> Double { Double(targets[i]) + Double(offsets[i]) }
    /// Velocity of spring `i`.
    @inlinable public func velocity(_ i: Int) -> Double { Double(velocities[i]) }
    /// Offset from the target of spring `i` as stored.
    @inlinable public func offset(_ i: Int) -> Scalar { offsets[i] }
    /// Target of spring `i` as stored.
    @inlinable public func target(_ i: Int) -> Scalar { targets[i] }

    /// Copies every spring's position (target + offset, in `Scalar`) into `buffer[0..<count]`.
    /// - Precondition: `buffer.count >= count`.
    /// - Complexity: O(n).
    @inlinable public func readPositions(into buffer: UnsafeMutableBufferPointer<Scalar>) {
        precondition(buffer.count >= count, "the buffer holds \(buffer.count) values, the batch \(count)")
        guard let out = buffer.baseAddress else { return }
        for i in 0..<count { out[i] = targets[i] + offsets[i] }
    }

    /// Copies every spring's velocity into `buffer[0..<count]`.
    /// - Precondition: `buffer.count >= count`.
    /// - Complexity: O(n).
    @inlinable public func readVelocities(into buffer: UnsafeMutableBufferPointer<Scalar>) {
        precondition(buffer.count >= count, "the buffer holds \(buffer.count) values, the batch \(count)")
        guard let out = buffer.baseAddress else { return }
        out.update(from: velocities, count: count)
    }

    /// The current offsets and velocities, for ``restore(_:)``.
    @_spi(Harness) public func snapshot() -> (offsets: [Scalar], velocities: [Scalar]) {
        (Array(UnsafeBufferPointer(start: offsets, count: count)),
         Array(UnsafeBufferPointer(start: velocities, count: count)))
    }

    /// Restores a snapshot taken from this batch (two `memcpy`s). Mismatched lengths are ignored.
    @_spi(Harness) public func restore(_ snapshot: (offsets: [Scalar], velocities: [Scalar])) {
        guard snapshot.offsets.count == count, snapshot.velocities.count == count, count > 0 else { return }
        snapshot.offsets.withUnsafeBufferPointer { offsets.update(from: $0.baseAddress!, count: count) }
        snapshot.velocities.withUnsafeBufferPointer { velocities.update(from: $0.baseAddress!, count: count) }
    }

    // MARK: Changing the springs

    /// Moves spring `i`'s target to `target`, keeping its position and velocity (the offset becomes
    /// position − target). Snapping to rest happens at the next step, as for any state.
    /// - Throws: when `target` is not finite. - Precondition: `0 <= i < count`.
    /// - Complexity: O(1).
    public func retarget(_ i: Int, to target: Double) throws(SpringParameterError) {
        try SpringParameters.requireFinite("to", target)
        precondition(i >= 0 && i < count, "spring \(i) is not in a batch of \(count)")
        let position = Double(targets[i]) + Double(offsets[i])
        offsets[i] = Scalar(position - target)
        targets[i] = Scalar(target)
    }

    /// Adds a spring at index `count` (its state at the current time). A batch with a shared matrix switches
    /// to per-spring matrices when the new spring's parameters differ from the others'.
    /// - Complexity: amortized O(1) (O(n) when the storage grows or the shared matrix splits).
    public func append(_ problem: SpringProblem) throws(SpringParameterError) {
        let m = try matrix(problem.parameters)
        if sharesMatrix {
            if count == 0 || sharedParameters == nil {
                shared = m
                sharedParameters = problem.parameters
            } else if sharedParameters != problem.parameters {
                splitSharedMatrix()
            }
        }
        if count == capacity { grow(to: capacity * 2) }
        let i = count
        offsets[i] = Scalar(problem.from - problem.to)
        velocities[i] = Scalar(problem.initialVelocity)
        targets[i] = Scalar(problem.to)
        if !sharesMatrix {
            matrices[0][i] = m.0; matrices[1][i] = m.1; matrices[2][i] = m.2; matrices[3][i] = m.3
        }
        if offsets[i].magnitude < restPosition && velocities[i].magnitude < restVelocity {
            offsets[i] = 0
            velocities[i] = 0
        }
        count += 1
    }

    /// Removes spring `i` by moving the last spring into its place (the last spring's index becomes `i`).
    /// - Precondition: `0 <= i < count`.
    /// - Complexity: O(1).
    public func remove(at i: Int) {
        precondition(i >= 0 && i < count, "spring \(i) is not in a batch of \(count)")
        let last = count - 1
        offsets[i] = offsets[last]
        velocities[i] = velocities[last]
        targets[i] = targets[last]
        for m in matrices { m[i] = m[last] }
        count = last
    }

    // MARK: Stepping

    /// Advances every spring by `frames` timesteps (one call per frame into the scalar's own loop, compiled
    /// for `Double` or `Float` in this module; see ``ExactStepScalar``).
    /// - Complexity: O(n·frames): one 2×2 matrix product, a flush and a rest test per spring and frame.
    public func step(frames: Int = 1) {
        for _ in 0..<max(0, frames) {
            if sharesMatrix {
                Scalar.stepShared(offsets, velocities, count, shared, restPosition, restVelocity)
            } else {
                Scalar.stepPerSpring(offsets, velocities, count, matrices[0], matrices[1], matrices[2], matrices[3],
                                   restPosition, restVelocity)
            }
        }
    }

    // MARK: Storage

    private func matrix(_ p: SpringParameters) throws(SpringParameterError) -> (Scalar, Scalar, Scalar, Scalar) {
        if let known = matrixCache[p] { return known }
        let m = try SpringTransitionMatrix(parameters: p, timestep: timestep)
        let entries = Self.flushed((m.m00, m.m01, m.m10, m.m11))
        matrixCache[p] = entries
        return entries
    }

    /// Gives every spring its own copy of the shared matrix.
    private func splitSharedMatrix() {
        matrices = (0..<4).map { _ in Self.allocate(capacity) }
        let (m00, m01, m10, m11) = shared
        matrices[0].update(repeating: m00, count: capacity)
        matrices[1].update(repeating: m01, count: capacity)
        matrices[2].update(repeating: m10, count: capacity)
        matrices[3].update(repeating: m11, count: capacity)
        sharesMatrix = false
    }

    private func grow(to newCapacity: Int) {
        func moved(_ old: UnsafeMutablePointer<Scalar>) -> UnsafeMutablePointer<Scalar> {
            let new = Self.allocate(newCapacity)
            new.update(from: old, count: count)
            old.deallocate()
            return new
        }
        offsets = moved(offsets)
        velocities = moved(velocities)
        targets = moved(targets)
        matrices = matrices.map(moved)
        capacity = newCapacity
    }

    static func allocate(_ n: Int) -> UnsafeMutablePointer<Scalar> {
        let raw = UnsafeMutableRawPointer.allocate(byteCount: max(n, 1) * MemoryLayout<Scalar>.stride, alignment: 64)
        let p = raw.bindMemory(to: Scalar.self, capacity: max(n, 1))
        p.initialize(repeating: 0, count: max(n, 1))
        return p
    }

    static func flushed(_ m: (Double, Double, Double, Double)) -> (Scalar, Scalar, Scalar, Scalar) {
        let largest = max(m.0.magnitude, m.1.magnitude, m.2.magnitude, m.3.magnitude)
        let floor = largest * Double(Scalar.ulpOfOne) * Double(Scalar.ulpOfOne)
        func f(_ e: Double) -> Scalar { e.magnitude < floor ? 0 : Scalar(e) }
        return (f(m.0), f(m.1), f(m.2), f(m.3))
    }
}
