/// Which machine limit a bound subject probes (the roofline's two ceilings, and a family's own floor).
package enum BoundKind: String, Sendable, Codable, Hashable {
    /// The bytes the kernel must move, in the kernel's pattern, with none of its arithmetic.
    case memory
    /// The kernel's declared operation count at the CPU's peak arithmetic rate (the fastest vector width it
    /// runs, fused where it can), with none of its memory.
    case compute
    /// The least work any implementation of the kernel must do (e.g. hash every identifier once and write
    /// the output), measured by a probe that does only that.
    case floor
}

/// What a speedup over the reference is.
package enum SpeedupKind: String, Sendable, Codable, Hashable {
    /// The variants have a lower asymptotic cost than the reference: the ratio grows with the size.
    case algorithmic
    /// Same asymptotic cost: the ratio comes from layout, SIMD, tables or fewer instructions per element.
    case constantFactor
}

/// The asymptotic cost of a pair's reference and variants, as declared with the pair.
package struct Complexity: Hashable, Sendable, Codable {
    /// The reference's cost, in the pair's size variable (e.g. `"O(n·m)"`).
    package var reference: String
    /// The variants' cost (e.g. `"O(n log n)"`).
    package var variants: String
    /// Algorithmic when the two differ, constant-factor when they are the same.
    package var speedupKind: SpeedupKind

    package init(reference: String, variants: String, kind: SpeedupKind) {
        self.reference = reference
        self.variants = variants
        self.speedupKind = kind
    }
}
