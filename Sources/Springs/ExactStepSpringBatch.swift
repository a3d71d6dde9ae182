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
/// Any frame interval: ``step(by:)`` advances every spring by the interval that actually elapsed (a dropped
/// frame, a variable-refresh display, a long hitch), exactly, with the matrix M(h) of that interval. Matrices are
/// cached per interval: the init's timestep keeps its own (``step(frames:)`` and `step(by: timestep)` use them),
/// and the most recent other interval keeps one set, so a steady cadence computes nothing after its first frame.
/// A batch sharing one configuration recomputes one matrix when the interval changes; a batch with per-spring
/// matrices recomputes all of them, eight springs at a time with the closed-form batch's vectorized exp and
/// sincos (``ExactStepScalar/transitionMatrices(interval:count:_:_:_:_:_:_:_:_:_:)``).
///
/// Accuracy over any sequence of intervals (rest snapping off, ``SpringRestThreshold/subnormalsOnly``): the
/// intervals' maps compose exactly, M(h₂)·M(h₁) = M(h₁ + h₂), so after n steps the state is the closed form
/// (``ReferenceClosedFormSolution``) at the cumulative time T = h₁ + … + hₙ up to rounding. With the spring's
/// scale Y = max(|y₀|, |v₀|/ω₀), ζ its damping ratio and u the unit roundoff,
///
///     |y − y(T)| ≤ ((n + 1)·64·(2.5 + ζ²) + 8·ω₀T)·u·Y + n·F,   |v − v(T)| ≤ the same with ω₀Y,
///
/// with u = 2⁻⁵³ for `Double` and u = 2⁻²⁴ for `Float` (against the closed form in `Double`), F =
/// ``ExactStepScalar/subnormalFlush``. Why: in the coordinates (y/Y, v/(ω₀Y)) every exact map is a
/// contraction (the energy ω₀²y² + v² never grows), so each step's error adds without growing; a step rounds
/// its two products and sum and its matrix entries (each a few ulps of terms bounded by 2.5 + ζ² in these
/// coordinates, from |a·S| ≤ ζ(ζ + √(ζ²−1))/e and |ω₀S| ≤ 1.07 below critical); rounding the arguments
/// ω·h and a·h adds u·ω₀h per step; the +1 is the initial state's and the closed form's own rounding.
/// The tests check the bound for both precisions on random springs and random interval sequences with zeros
/// and long hitches.
///
/// Bad input never traps. ``step(by:)`` throws for a negative or non-finite interval, and for an interval
/// whose matrix is not finite in `Scalar` for some spring (an extreme mass and stiffness, ω₀²·h beyond the
/// largest finite value); both are detected before any state changes, so the batch is left as it was. State
/// that is not finite never enters a batch: ``append(_:)``, ``retarget(_:to:)`` and ``restore(_:)`` reject it
/// (a value that overflows `Scalar`, such as 1e39 in a `Float` batch, included), and ``append(_:)`` rejects a
/// spring whose matrix for the timestep is not finite. From finite state and finite matrices a step stays
/// finite unless a product exceeds the largest finite `Scalar` (states within a factor of about
/// 4·(2.5 + ζ²)·max(1, ω₀²h) of it), which no check in the stepping loops looks for.
///
/// Engines change their springs while they run: ``retarget(_:to:)`` keeps a spring's position and velocity
/// and moves its target, ``append(_:)`` adds a spring (a batch that shared one matrix switches to per-spring
/// matrices when the new spring's parameters differ), ``remove(at:)`` swap-removes one, and
/// ``positions()`` / ``velocities()`` (arrays), ``withPositions(_:)`` / ``withVelocities(_:)`` (spans) and
/// ``readPositions(into:)`` / ``readVelocities(into:)`` (a caller's buffer) read every spring's state, and
/// ``snapshot()`` / ``restore(_:)`` save and restore it.
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
    @usableFromInline var velocityStorage: UnsafeMutablePointer<Scalar>
    @usableFromInline var targets: UnsafeMutablePointer<Scalar>
    /// Per-spring matrices (m00, m01, m10, m11), or empty when shared.
    @usableFromInline var matrices: [UnsafeMutablePointer<Scalar>] = []
    @usableFromInline var shared: (Scalar, Scalar, Scalar, Scalar) = (1, 0, 0, 1)
    private var sharedParameters: SpringParameters?
    private var matrixCache: [SpringParameters: (Scalar, Scalar, Scalar, Scalar)] = [:]
    /// The shared configuration's constants for interval matrices (see `ExactStepIntervalMatrices`).
    var sharedConstants: (Double, Double, Double, Double, Double) = (0, 0, 0, 0, 0)
    /// Per-spring constants (rate, frequency, scale, ζω₀, ω₀²), or empty when shared.
    var constants: [UnsafeMutablePointer<Double>] = []
    /// The interval of `intervalMatrices` / `sharedIntervalMatrix` (NaN: none cached).
    var cachedInterval = Double.nan
    /// Per-spring matrices of `cachedInterval` (allocated on the first other interval), or empty.
    var intervalMatrices: [UnsafeMutablePointer<Scalar>] = []
    var sharedIntervalMatrix: (Scalar, Scalar, Scalar, Scalar) = (1, 0, 0, 1)
    @usableFromInline let restPosition: Scalar
    @usableFromInline let restVelocity: Scalar

    /// Builds the batch from problems (the state at t = 0).
    /// - Parameters:
    ///   - problems: the springs, in index order.
    ///   - timestep: the interval of ``step(frames:)``, finite and > 0 (other intervals: ``step(by:)``).
    ///   - restThreshold: the band snapped exactly onto the target (``SpringRestThreshold/default`` unless
    ///     given; ``SpringRestThreshold/subnormalsOnly`` to follow the closed form).
    ///   - layout: one shared matrix while every spring has the same parameters, or one per spring.
    /// - Throws: when the timestep is not finite and positive, or as ``append(_:)`` for a problem.
    /// - Complexity: O(n) for n problems, plus one matrix (exp, sin/cos) per distinct parameter set.
    public init(problems: [SpringProblem], timestep: Double, restThreshold: SpringRestThreshold = .default,
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
        velocityStorage = Self.allocate(capacity)
        targets = Self.allocate(capacity)
        if layout == .perSpring {
            matrices = (0..<4).map { _ in Self.allocate(capacity) }
            constants = (0..<5).map { _ in Self.allocateConstants(capacity) }
        }
        for problem in problems { try append(problem) }
    }

    deinit {
        offsets.deallocate(); velocityStorage.deallocate(); targets.deallocate()
        for m in matrices + intervalMatrices { m.deallocate() }
        for c in constants { c.deallocate() }
    }

    // MARK: Reading

    /// Position of spring `i` (target + offset).
    @inlinable public func position(_ i: Int) -> Double { Double(targets[i]) + Double(offsets[i]) }
    /// Velocity of spring `i`.
    @inlinable public func velocity(_ i: Int) -> Double { Double(velocityStorage[i]) }
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
        out.update(from: velocityStorage, count: count)
    }

    // MARK: Changing the springs

    /// Moves spring `i`'s target to `target`, keeping its position and velocity (the offset becomes
    /// position − target), whatever interval the batch steps by next. Snapping to rest happens at the next
    /// step, as for any state.
    /// - Throws: when `target`, or the new offset or target in `Scalar`, is not finite (the spring is left as
    ///   it was). - Precondition: `0 <= i < count`.
    /// - Complexity: O(1).
    public func retarget(_ i: Int, to target: Double) throws(SpringParameterError) {
        try SpringParameters.requireFinite("to", target)
        precondition(i >= 0 && i < count, "spring \(i) is not in a batch of \(count)")
        let position = Double(targets[i]) + Double(offsets[i])
        let offset = Scalar(position - target), newTarget = Scalar(target)
        guard offset.isFinite, newTarget.isFinite else {
            throw .notFinite(name: "offset from the new target in \(Scalar.self)", value: position - target)
        }
        offsets[i] = offset
        targets[i] = newTarget
    }

    /// Adds a spring at index `count` (its state at the current time). A batch with a shared matrix switches
    /// to per-spring matrices when the new spring's parameters differ from the others'.
    /// - Throws: when the spring's offset, velocity or target is not finite in `Scalar`, or its transition
    ///   matrix for the timestep is not (an extreme mass and stiffness); the batch is left as it was.
    /// - Complexity: amortized O(1) (O(n) when the storage grows or the shared matrix splits).
    public func append(_ problem: SpringProblem) throws(SpringParameterError) {
        let offset = Scalar(problem.from - problem.to), velocity = Scalar(problem.initialVelocity)
        let target = Scalar(problem.to)
        for (name, value, stored) in [("offset from the target", problem.from - problem.to, offset),
                                      ("initialVelocity", problem.initialVelocity, velocity), ("to", problem.to, target)]
            where !stored.isFinite
        {
            throw .notFinite(name: "\(name) in \(Scalar.self)", value: value)
        }
        let m = try matrix(problem.parameters)
        let k = ExactStepIntervalMatrices.constants(problem.parameters)
        if sharesMatrix {
            if count == 0 || sharedParameters == nil {
                shared = m
                sharedParameters = problem.parameters
                sharedConstants = k
                cachedInterval = .nan
            } else if sharedParameters != problem.parameters {
                splitSharedMatrix()
            }
        }
        if count == capacity { grow(to: capacity * 2) }
        let i = count
        offsets[i] = offset
        velocityStorage[i] = velocity
        targets[i] = target
        if !sharesMatrix {
            matrices[0][i] = m.0; matrices[1][i] = m.1; matrices[2][i] = m.2; matrices[3][i] = m.3
            constants[0][i] = k.0; constants[1][i] = k.1; constants[2][i] = k.2; constants[3][i] = k.3
            constants[4][i] = k.4
            if !intervalMatrices.isEmpty, !cachedInterval.isNaN,
               !Scalar.transitionMatrices(interval: cachedInterval, count: 1, constants[0] + i, constants[1] + i,
                                          constants[2] + i, constants[3] + i, constants[4] + i, intervalMatrices[0] + i,
                                          intervalMatrices[1] + i, intervalMatrices[2] + i, intervalMatrices[3] + i)
            {
                cachedInterval = .nan
            }
        }
        if offsets[i].magnitude < restPosition && velocityStorage[i].magnitude < restVelocity {
            offsets[i] = 0
            velocityStorage[i] = 0
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
        velocityStorage[i] = velocityStorage[last]
        targets[i] = targets[last]
        for m in matrices + intervalMatrices { m[i] = m[last] }
        for c in constants { c[i] = c[last] }
        count = last
    }

    // MARK: Stepping

    /// Advances every spring by `frames` timesteps (one call per frame into the scalar's own loop, compiled
    /// for `Double` or `Float` in this module; see ``ExactStepScalar``).
    /// - Complexity: O(n·frames): one 2×2 matrix product, a flush and a rest test per spring and frame.
    public func step(frames: Int = 1) {
        for _ in 0..<max(0, frames) {
            if sharesMatrix {
                Scalar.stepShared(offsets, velocityStorage, count, shared, restPosition, restVelocity)
            } else {
                Scalar.stepPerSpring(offsets, velocityStorage, count, matrices[0], matrices[1], matrices[2], matrices[3],
                                   restPosition, restVelocity)
            }
        }
    }

    // MARK: Storage

    private func matrix(_ p: SpringParameters) throws(SpringParameterError) -> (Scalar, Scalar, Scalar, Scalar) {
        if let known = matrixCache[p] { return known }
        let m = try SpringTransitionMatrix(parameters: p, timestep: timestep)
        let entries = Self.flushed((m.m00, m.m01, m.m10, m.m11))
        for entry in [entries.0, entries.1, entries.2, entries.3] where !entry.isFinite {
            throw .notFinite(name: "transition matrix over \(timestep) s in \(Scalar.self) of mass \(p.mass), "
                                 + "stiffness \(p.stiffness), damping \(p.damping)", value: Double(entry))
        }
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
        constants = (0..<5).map { _ in Self.allocateConstants(capacity) }
        let k = sharedConstants
        constants[0].update(repeating: k.0, count: capacity)
        constants[1].update(repeating: k.1, count: capacity)
        constants[2].update(repeating: k.2, count: capacity)
        constants[3].update(repeating: k.3, count: capacity)
        constants[4].update(repeating: k.4, count: capacity)
        cachedInterval = .nan
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
        velocityStorage = moved(velocityStorage)
        targets = moved(targets)
        matrices = matrices.map(moved)
        intervalMatrices = intervalMatrices.map(moved)
        constants = constants.map { old in
            let new = Self.allocateConstants(newCapacity)
            new.update(from: old, count: count)
            old.deallocate()
            return new
        }
        capacity = newCapacity
    }

    static func allocate(_ n: Int) -> UnsafeMutablePointer<Scalar> {
        let raw = UnsafeMutableRawPointer.allocate(byteCount: max(n, 1) * MemoryLayout<Scalar>.stride, alignment: 64)
        let p = raw.bindMemory(to: Scalar.self, capacity: max(n, 1))
        p.initialize(repeating: 0, count: max(n, 1))
        return p
    }

    static func allocateConstants(_ n: Int) -> UnsafeMutablePointer<Double> {
        let raw = UnsafeMutableRawPointer.allocate(byteCount: max(n, 1) * MemoryLayout<Double>.stride, alignment: 64)
        let p = raw.bindMemory(to: Double.self, capacity: max(n, 1))
        p.initialize(repeating: 0, count: max(n, 1))
        return p
    }

    /// Storage of the batch, for the interval stepping in `ExactStepSpringBatchIntervals.swift`.
    var storageCapacity: Int { capacity }

    static func flushed(_ m: (Double, Double, Double, Double)) -> (Scalar, Scalar, Scalar, Scalar) {
        let largest = max(m.0.magnitude, m.1.magnitude, m.2.magnitude, m.3.magnitude)
        let floor = largest * Double(Scalar.ulpOfOne) * Double(Scalar.ulpOfOne)
        func f(_ e: Double) -> Scalar { e.magnitude < floor ? 0 : Scalar(e) }
        return (f(m.0), f(m.1), f(m.2), f(m.3))
    }
}
