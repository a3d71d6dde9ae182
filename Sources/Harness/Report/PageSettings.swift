import Foundation

/// How a run's memory was paged, as the report's machine table names it: the kernel's transparent huge page
/// mode, whether the allocator asks for huge pages, and the allocator settings the environment passed.
///
/// Memory-bound timings depend on it. On the reference machine (see the HierarchyDiff article
/// "Hierarchy-diff kernels", "Huge pages") backing the whole heap with 2 MiB pages made the diffs and their
/// floors alike faster: the times move, the ratios to the floors do not, so a time compared across
/// machines needs this line beside it.
package enum PageSettings {
    /// The selected mode of a Linux `/sys/kernel/mm/transparent_hugepage/enabled` file, the word in brackets
    /// ("always [madvise] never" → "madvise"); nil when the text names none.
    package static func selectedMode(_ text: String) -> String? {
        guard let open = text.firstIndex(of: "["),
              let close = text[open...].firstIndex(of: "]") else { return nil }
        let mode = text[text.index(after: open)..<close].trimmingCharacters(in: .whitespaces)
        return mode.isEmpty ? nil : mode
    }

    /// The machine-table line: "kernel THP madvise; jemalloc opt.thp default", with `MALLOC_CONF` and
    /// `GLIBC_TUNABLES` appended when the environment sets them.
    ///
    /// - Parameters:
    ///   - kernelMode: the kernel's mode file's text (nil where there is none: not Linux, or no THP support).
    ///   - allocatorSetting: jemalloc's `opt.thp` ("default", "always", "never"), nil when jemalloc is not the
    ///     allocator or does not answer.
    ///   - environment: the process's environment variables.
    package static func describe(kernelMode: String?, allocatorSetting: String?, environment: [String: String])
        -> String
    {
        var parts = ["kernel THP " + (kernelMode.flatMap(selectedMode) ?? "not reported")]
        if let allocatorSetting { parts.append("jemalloc opt.thp \(allocatorSetting)") }
        for name in ["MALLOC_CONF", "GLIBC_TUNABLES"] {
            if let value = environment[name], !value.isEmpty { parts.append("\(name)=\(value)") }
        }
        return parts.joined(separator: "; ")
    }

    /// This process's line (read where the run is measured: in the process jemalloc was preloaded into).
    package static func current() -> String {
        let kernelMode = try? String(contentsOfFile: "/sys/kernel/mm/transparent_hugepage/enabled", encoding: .utf8)
        let setting: UnsafePointer<CChar>? = JemallocControl.loaded()?.read("opt.thp")
        return describe(kernelMode: kernelMode, allocatorSetting: setting.map { String(cString: $0) },
                        environment: ProcessInfo.processInfo.environment)
    }
}
