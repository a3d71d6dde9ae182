import Foundation

/// Makes jemalloc the allocator of the `motionbench run` process when it is installed but not loaded, by
/// re-executing the same program with `LD_PRELOAD` set (once: a marker variable prevents loops).
///
/// Why re-execute: an allocator must be chosen before the first allocation, so it cannot be loaded later
/// with `dlopen` (jemalloc's initial-exec TLS also refuses that); `LD_PRELOAD` of Debian's libjemalloc2 is
/// the documented way to use it without relinking.
package enum JemallocPreload {
    /// Overrides where libjemalloc.so.2 is looked for.
    package static let libraryVariable = "MOTIONBENCH_JEMALLOC"
    /// Set in the re-executed process; its presence means "do not re-execute again".
    package static let markerVariable = "MOTIONBENCH_JEMALLOC_REEXEC"

    /// Where distributions install the jemalloc 5 shared library.
    package static let candidatePaths = [
        "/usr/lib/x86_64-linux-gnu/libjemalloc.so.2", "/usr/lib/aarch64-linux-gnu/libjemalloc.so.2",
        "/usr/lib64/libjemalloc.so.2", "/usr/lib/libjemalloc.so.2", "/usr/local/lib/libjemalloc.so.2",
    ]

    /// What to do before a run.
    package enum Decision: Equatable, Sendable {
        /// jemalloc is already the allocator.
        case loaded
        /// Re-execute with this library preloaded.
        case reexecute(library: String)
        /// Run without allocation figures, for this reason.
        case unavailable(reason: String)
    }

    /// The library to preload: `$MOTIONBENCH_JEMALLOC` if set, else the first candidate that exists.
    package static func libraryPath(environment: [String: String] = ProcessInfo.processInfo.environment,
                                   fileExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) })
        -> String?
    {
        if let path = environment[libraryVariable], !path.isEmpty { return fileExists(path) ? path : nil }
        return candidatePaths.first(where: fileExists)
    }

    /// Why allocations are not measured in a build instrumented with AddressSanitizer.
    package static let addressSanitizerReason = "AddressSanitizer replaces the allocator in this build, so jemalloc would count nothing"

    /// True in a build instrumented with AddressSanitizer (`swift build --sanitize=address`), whose allocator
    /// takes every malloc: allocation figures are then unavailable rather than a false zero.
    package static let addressSanitizerIsActive: Bool = {
        #if os(Linux)
        return dlsym(nil, "__asan_init") != nil  // nil handle: RTLD_DEFAULT, the whole process
        #else
        return false
        #endif
    }()

    /// Decides, from whether `mallctl` is present, the environment and the file system.
    package static func decide(loaded: Bool, environment: [String: String] = ProcessInfo.processInfo.environment,
                              fileExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) })
        -> Decision
    {
        if loaded { return .loaded }
        #if !os(Linux)
        return .unavailable(reason: "allocation figures need jemalloc via LD_PRELOAD, which MotionBench supports on Linux only")
        #else
        guard let library = libraryPath(environment: environment, fileExists: fileExists) else {
            if let path = environment[libraryVariable], !path.isEmpty {
                return .unavailable(reason: "\(libraryVariable)=\(path) does not exist")
            }
            return .unavailable(reason: "libjemalloc.so.2 is not installed (looked in \(candidatePaths.joined(separator: ", ")))")
        }
        if environment[markerVariable] != nil {
            return .unavailable(reason: "started again with LD_PRELOAD=\(library), but jemalloc's `mallctl` is still missing")
        }
        return .reexecute(library: library)
        #endif
    }

    /// Replaces this process by the same program and arguments with `library` preloaded. Returns only if
    /// the exec failed, with the reason.
    package static func reexecute(library: String) -> String {
        #if os(Linux)
        let previous = ProcessInfo.processInfo.environment["LD_PRELOAD"]
        let existing = previous.map { $0.isEmpty ? "" : " " + $0 } ?? ""
        setenv("LD_PRELOAD", library + existing, 1)
        setenv(markerVariable, "1", 1)
        fflush(nil)  // all C streams
        execv("/proc/self/exe", CommandLine.unsafeArgv)
        let reason = String(cString: strerror(errno))
        unsetenv(markerVariable)
        if let previous { setenv("LD_PRELOAD", previous, 1) } else { unsetenv("LD_PRELOAD") }
        return "could not re-execute with LD_PRELOAD=\(library): \(reason)"
        #else
        return "re-executing with LD_PRELOAD is supported on Linux only"
        #endif
    }
}
