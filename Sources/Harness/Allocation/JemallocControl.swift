import Foundation

/// jemalloc's control interface (`mallctl`), found at run time with `dlsym` so MotionBench neither links
/// nor requires jemalloc: when the process was started with jemalloc as its allocator (see
/// ``JemallocPreload``) the symbol is there, otherwise ``loaded()`` returns nil.
///
/// Source: jemalloc(3) manual, "MALLCTL NAMESPACE" (jemalloc 5.3: `epoch`, `arenas.create`, `thread.arena`,
/// `thread.tcache.enabled`, `thread.allocatedp`, `stats.arenas.<i>.small.nmalloc`,
/// `stats.arenas.<i>.large.nmalloc`, `config.stats`, `version`, `thread.peak.read`, `thread.peak.reset`).
package struct JemallocControl {
    /// `int mallctl(const char *name, void *oldp, size_t *oldlenp, void *newp, size_t newlen)`.
    typealias MallctlFunction = @convention(c) (
        UnsafePointer<CChar>?, UnsafeMutableRawPointer?, UnsafeMutablePointer<Int>?, UnsafeMutableRawPointer?, Int
    ) -> Int32

    private let mallctl: MallctlFunction

    /// The `mallctl` of the allocator this process uses, if that allocator is jemalloc.
    package static func loaded() -> JemallocControl? {
        #if os(Linux)
        // dlsym(RTLD_DEFAULT, …): glibc's RTLD_DEFAULT is the null handle.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallctl") else { return nil }
        return JemallocControl(mallctl: unsafeBitCast(symbol, to: MallctlFunction.self))
        #else
        return nil
        #endif
    }

    /// jemalloc's version string ("5.3.0-0-g54eaed1d…"), if it answers.
    package var version: String? {
        guard let pointer: UnsafePointer<CChar> = read("version") else { return nil }
        return String(cString: pointer)
    }

    /// True when this jemalloc was built with statistics (`config.stats`), which allocation counts need.
    package var hasStatistics: Bool { (read("config.stats") as Bool?) == true }

    /// Reads a control of type `T`; nil if jemalloc refuses (unknown name, wrong size).
    package func read<T>(_ name: String) -> T? {
        name.withCString { read($0) }
    }

    /// Reads a control whose name is already a C string (no allocation on this path).
    func read<T>(_ name: UnsafePointer<CChar>) -> T? {
        let value = UnsafeMutablePointer<T>.allocate(capacity: 1)
        defer { value.deallocate() }
        var length = MemoryLayout<T>.size
        guard mallctl(name, value, &length, nil, 0) == 0, length == MemoryLayout<T>.size else { return nil }
        return value.pointee
    }

    /// Reads a `uint64_t` control into `result` without allocating (for use inside a measurement).
    func readCounter(_ name: UnsafePointer<CChar>, into result: inout UInt64) -> Bool {
        var length = MemoryLayout<UInt64>.size
        return withUnsafeMutablePointer(to: &result) { mallctl(name, $0, &length, nil, 0) } == 0
    }

    /// Triggers a control that takes no value (`thread.peak.reset`) without allocating; false if refused.
    func write(_ name: UnsafePointer<CChar>) -> Bool {
        mallctl(name, nil, nil, nil, 0) == 0
    }

    /// Writes `newValue` to a control and returns the previous value; nil if jemalloc refuses.
    @discardableResult
    package func exchange<T>(_ name: String, _ newValue: T) -> T? {
        let old = UnsafeMutablePointer<T>.allocate(capacity: 1)
        let new = UnsafeMutablePointer<T>.allocate(capacity: 1)
        defer { old.deallocate(); new.deallocate() }
        new.initialize(to: newValue)
        var length = MemoryLayout<T>.size
        let status = name.withCString { mallctl($0, old, &length, new, MemoryLayout<T>.size) }
        return status == 0 ? old.pointee : nil
    }

    /// Creates a new arena (`arenas.create`) and returns its index.
    package func createArena() -> UInt32? { read("arenas.create") }

    /// Refreshes the statistics snapshot (`epoch`): `stats.*` values are as of the last refresh.
    /// Takes a C string so a measurement can call it without allocating.
    func refreshStatistics(_ epochName: UnsafePointer<CChar>) {
        var epoch: UInt64 = 1
        var length = MemoryLayout<UInt64>.size
        withUnsafeMutablePointer(to: &epoch) { pointer in
            _ = mallctl(epochName, pointer, &length, pointer, MemoryLayout<UInt64>.size)
        }
    }
}
