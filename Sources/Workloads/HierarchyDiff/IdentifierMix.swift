/// The identifiers diff workloads draw, a pure function of (mix, salt, number): one job, so list and tree
/// workloads share it. The mixes (documented in the HierarchyDiff DocC article "Identifier identity" and in
/// the pairs' summaries):
/// - ``realistic`` ("dotted mix"): per number, by a seeded hash, about 20 % short inline ids (`"n42"`, at most
///   15 bytes, stored in the `String` itself), 60 % dotted view paths of 26–36 bytes sharing long prefixes
///   (`"feed.section.n0.row.42.avatar"`, heap strings) and 20 % 36-byte UUID strings; numbers ≡ 0 and 1
///   (mod 32) are a pair of identifiers that Swift's `==` or a normalizing comparison would confuse but
///   that are distinct by their UTF-8 bytes: é precomposed (`"caf\u{e9}.n3"`) and decomposed
///   (`"cafe\u{301}.n3"`), or Latin `"app.n3"` and Cyrillic `"\u{430}pp.n3"`;
/// - ``short`` ("short keys"): `"k<n>"`, every key inline — the original workload, kept for comparison.
package enum IdentifierMix: String, Sendable, Hashable {
    case realistic = "dotted mix"
    case short = "short keys"

    private static let screens = ["feed", "inbox", "profile", "search"]
    private static let leaves = ["title", "avatar", "badge", "body"]

    /// The identifier numbered `n`; distinct numbers give distinct identifiers for one (salt, prefix), and
    /// different prefixes never collide. `salt` picks the realistic mix's classes and UUIDs.
    package func identifier(_ n: Int, salt: UInt64, prefix: String) -> String {
        switch self {
        case .short:
            return "k\(prefix == "n" ? "" : prefix)\(n)"
        case .realistic:
            let group = n / 32
            switch n % 32 {
            case 0: return group % 2 == 0 ? "caf\u{e9}.\(prefix)\(group)" : "app.\(prefix)\(group)"
            case 1: return group % 2 == 0 ? "cafe\u{301}.\(prefix)\(group)" : "\u{430}pp.\(prefix)\(group)"
            default: break
            }
            let h = Self.mix(salt ^ UInt64(n))
            switch h % 100 {
            case 0..<20:
                return "\(prefix)\(n)"
            case 20..<80:
                return "\(Self.screens[Int(h >> 8 & 3)]).section.\(prefix)\(n / 64).row.\(n % 64)."
                    + Self.leaves[Int(h >> 16 & 3)]
            default:
                return Self.uuid(Self.mix(h ^ 0x5bd1_e995), Self.mix(h &+ UInt64(n)))
            }
        }
    }

    /// A random-looking distinct integer key for `n` (a bijective 64-bit mixer), for integer-keyed lists.
    package static func integerKey(_ n: Int, salt: UInt64) -> Int { Int(bitPattern: UInt(mix(salt &+ UInt64(n)))) }

    /// SplitMix64's finalizer (Steele, Lea & Flood, "Fast splittable pseudorandom number generators",
    /// OOPSLA 2014): a bijection on 64-bit words.
    static func mix(_ x: UInt64) -> UInt64 {
        var z = x &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// `8-4-4-4-12` uppercase hex of 128 bits (version 4 layout), as `UUID().uuidString` prints.
    static func uuid(_ high: UInt64, _ low: UInt64) -> String {
        func hex(_ value: UInt64, _ digits: Int) -> String {
            let text = String(value, radix: 16, uppercase: true)
            return String(repeating: "0", count: max(0, digits - text.count)) + text
        }
        let high = high & 0xFFFF_FFFF_FFFF_0FFF | 0x4000, low = low & 0x3FFF_FFFF_FFFF_FFFF | 0x8000_0000_0000_0000
        return hex(high >> 32, 8) + "-" + hex(high >> 16 & 0xFFFF, 4) + "-" + hex(high & 0xFFFF, 4) + "-"
            + hex(low >> 48, 4) + "-" + hex(low & 0xFFFF_FFFF_FFFF, 12)
    }
}
