import CSpringYardstick
import Foundation

/// The machine a run happened on, as reports open with it.
package struct MachineInfo: Hashable, Sendable, Codable {
    package var hostName: String
    package var cpuModel: String
    package var logicalCores: Int
    /// Cache levels as the kernel reports them ("L1d 32K", "L2 1024K", "L3 32768K").
    package var caches: [String]
    package var operatingSystem: String
    package var swiftVersion: String
    /// "release" or "debug", as compiled.
    package var buildConfiguration: String
    package var memoryBytes: UInt64
    /// How the measuring binary was compiled ("swift build -c release: -O, Swift 6 language mode"); nil in
    /// reports made before this field existed.
    package var buildFlags: String?
    /// The CPU's vector features ("sse2", "avx2", "fma", "avx512f", "neon"…): `/proc/cpuinfo` flags on Linux,
    /// `sysctl hw.optional` on macOS (nil in reports made before this field existed).
    package var vectorFeatures: [String]?
    /// The instruction set the measured code was compiled for (see ``compiledTarget``); nil in older reports.
    package var compiledFor: String?
    /// How memory was paged: the kernel's transparent huge page mode and the allocator's setting
    /// (``PageSettings``, "kernel THP madvise; jemalloc opt.thp default"); nil in older reports.
    package var pageSettings: String?

    package init(hostName: String, cpuModel: String, logicalCores: Int, caches: [String], operatingSystem: String,
                swiftVersion: String, buildConfiguration: String, memoryBytes: UInt64, buildFlags: String? = nil,
                vectorFeatures: [String]? = nil, compiledFor: String? = nil, pageSettings: String? = nil) {
        self.hostName = hostName
        self.cpuModel = cpuModel
        self.logicalCores = logicalCores
        self.caches = caches
        self.operatingSystem = operatingSystem
        self.swiftVersion = swiftVersion
        self.buildConfiguration = buildConfiguration
        self.memoryBytes = memoryBytes
        self.buildFlags = buildFlags
        self.vectorFeatures = vectorFeatures
        self.compiledFor = compiledFor
        self.pageSettings = pageSettings
    }

    /// Reads the current machine (Linux: /proc and /sys; elsewhere what Foundation knows).
    package static func current() -> MachineInfo {
        let info = ProcessInfo.processInfo
        return MachineInfo(
            hostName: info.hostName,
            cpuModel: cpuModelName() ?? "unknown CPU",
            logicalCores: info.activeProcessorCount,
            caches: cacheDescriptions(),
            operatingSystem: osName() ?? info.operatingSystemVersionString,
            swiftVersion: compilerVersion,
            buildConfiguration: buildConfiguration,
            memoryBytes: info.physicalMemory,
            buildFlags: buildFlags,
            vectorFeatures: VectorFeatures.current(),
            compiledFor: compiledTarget,
            pageSettings: PageSettings.current())
    }

    /// The target triple and the vector features the code was compiled for, from the compiler's predefined
    /// macros as seen by Swift's Clang importer (it receives `-Xcc` flags and the `-target-cpu` Swift
    /// compiles for) and by the C target `CSpringYardstick` (SwiftPM's default flags plus `-Xcc`), e.g.
    /// "x86_64-unknown-linux-gnu; Swift: baseline (no AVX2/FMA/AVX-512F); C: sse2".
    package static var compiledTarget: String {
        var swiftFeatures: [String] = []
        if yardstick_includer_has_avx2() != 0 { swiftFeatures.append("avx2") }
        if yardstick_includer_has_fma() != 0 { swiftFeatures.append("fma") }
        if yardstick_includer_has_avx512f() != 0 { swiftFeatures.append("avx512f") }
        let swift = swiftFeatures.isEmpty ? "baseline (no AVX2/FMA/AVX-512F)" : swiftFeatures.joined(separator: " ")
        let c = String(cString: yardstick_compiled_features()).split(separator: " ").joined(separator: " ")
        return "\(targetTriple); Swift: \(swift); C: \(c.isEmpty ? "baseline" : c) "
            + "(\(yardstick_vector_bytes() * 8)-bit vectors; probes also at every wider width the CPU runs)"
    }

    /// The target triple this module was compiled for.
    package static var targetTriple: String {
        #if arch(x86_64)
        let arch = "x86_64"
        #elseif arch(arm64)
        let arch = "aarch64"
        #else
        let arch = "unknown-arch"
        #endif
        #if os(Linux)
        return "\(arch)-unknown-linux-gnu"
        #elseif os(macOS)
        return "\(arch == "aarch64" ? "arm64" : arch)-apple-macosx"
        #else
        return "\(arch)-unknown"
        #endif
    }

    /// The optimization level as the standard library's assert configuration reveals it, and the mode.
    package static var buildFlags: String {
        let optimization = isDebugAssertConfiguration() ? "-Onone" : isFastAssertConfiguration() ? "-Ounchecked" : "-O"
        return "swift build -c \(buildConfiguration): \(optimization), Swift 6 language mode"
    }

    /// The standard library's answers, behind calls the optimizer keeps (folded in line, the branches not taken
    /// drew "will never be executed" warnings from every release build).
    @inline(never) private static func isDebugAssertConfiguration() -> Bool { _isDebugAssertConfiguration() }
    @inline(never) private static func isFastAssertConfiguration() -> Bool { _isFastAssertConfiguration() }

    /// "debug" or "release", as this module was compiled.
    package static var buildConfiguration: String {
        #if DEBUG
        return "debug"
        #else
        return "release"
        #endif
    }

    /// The compiler version this module was built with.
    package static var compilerVersion: String {
        #if compiler(>=6.4)
        return "6.4 or later"
        #elseif compiler(>=6.3)
        return "6.3"
        #elseif compiler(>=6.2)
        return "6.2"
        #else
        return "6.1"
        #endif
    }

    private static func cpuModelName() -> String? {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("model name") {
            if let colon = line.firstIndex(of: ":") {
                return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    private static func osName() -> String? {
        guard let text = try? String(contentsOfFile: "/etc/os-release", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("PRETTY_NAME=") {
            return line.dropFirst("PRETTY_NAME=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
        return nil
    }

    private static func cacheDescriptions() -> [String] {
        let base = "/sys/devices/system/cpu/cpu0/cache"
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: base) else { return [] }
        return entries.filter { $0.hasPrefix("index") }.sorted().compactMap { entry in
            func read(_ name: String) -> String? {
                (try? String(contentsOfFile: "\(base)/\(entry)/\(name)", encoding: .utf8))?
                    .trimmingCharacters(in: .whitespacesAndNewlines)
            }
            guard let level = read("level"), let size = read("size") else { return nil }
            let kind = read("type") ?? ""
            let suffix = kind == "Data" ? "d" : kind == "Instruction" ? "i" : ""
            return "L\(level)\(suffix) \(size)"
        }
    }
}
