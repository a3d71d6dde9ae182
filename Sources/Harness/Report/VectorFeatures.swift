import Foundation

/// The CPU's vector instruction-set features, as the operating system reports them.
enum VectorFeatures {
    /// Flags that name a vector or floating-point extension (x86 SSE/AVX/FMA/F16C, Arm NEON/ASIMD/SVE).
    static func isVectorFeature(_ flag: String) -> Bool {
        ["sse", "ssse3", "pni", "avx", "fma", "f16c", "neon", "asimd", "sve"].contains { flag.hasPrefix($0) }
    }

    /// Linux: the `flags` (x86) or `Features` (Arm) line of `/proc/cpuinfo`; macOS: `sysctl hw.optional.*`.
    static func current() -> [String] {
        #if os(macOS)
        return macFeatures()
        #else
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return [] }
        return parse(cpuinfo: text)
        #endif
    }

    /// The vector features of the first processor listed in a `/proc/cpuinfo` text, in the kernel's order.
    static func parse(cpuinfo text: String) -> [String] {
        for line in text.split(separator: "\n") where line.hasPrefix("flags") || line.hasPrefix("Features") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            return line[line.index(after: colon)...].split(separator: " ").map(String.init).filter(isVectorFeature)
        }
        return []
    }

    #if os(macOS)
    static func macFeatures() -> [String] {
        let keys: [(String, String)] = [
            ("hw.optional.sse2", "sse2"), ("hw.optional.sse4_2", "sse4_2"), ("hw.optional.avx1_0", "avx"),
            ("hw.optional.avx2_0", "avx2"), ("hw.optional.fma", "fma"), ("hw.optional.avx512f", "avx512f"),
            ("hw.optional.neon", "neon"), ("hw.optional.arm.FEAT_FP16", "fp16"),
        ]
        return keys.compactMap { key, name in
            var value: Int32 = 0
            var size = MemoryLayout<Int32>.size
            return sysctlbyname(key, &value, &size, nil, 0) == 0 && value != 0 ? name : nil
        }
    }
    #endif
}
