import Foundation

// Why this file spawns processes itself instead of using swiftlang/swift-subprocess (tried with 1.0.2, Swift 6.3,
// Linux; each point below was observed by running the library, not read off its documentation):
//
// - A program that exits without reading its input (`echo '{}'`, a case the tests run) stops *this* process:
//   `run(.path("/bin/sh"), arguments: ["-c", "echo hi"], input: .array(bytes), output: .bytes(limit:),
//   error: .bytes(limit:))` ended in `Fatal error: FileDescriptor … was not closed` (Configuration.swift:1115,
//   from `StandardInputWriter.deinit` when the input task is cancelled at the child's exit) in 7 of 20 runs,
//   the closure form in 1 of 5. `motionbench vectors verify` would crash instead of reporting the vector.
// - The tested rule "an answer is complete when the program has exited *and* its output streams are closed; a
//   descendant that keeps them open past the time limit makes the vector a timeout" cannot be expressed with
//   collected output (`output: .bytes(limit:)`): `run` cancels the capture when the leader exits and returns
//   what was buffered. `sleep 60 & echo '{}'` returned `.exited(0)` after 0.01 s instead of a timeout, so a
//   late write by a descendant would surface as a wrong answer rather than a hang. Reading until end-of-file
//   needs the closure form with `.sequence` streams, and then reading both streams concurrently, the per-stream
//   output limit and the time limit are this file's code again.
// - There is no time limit parameter: a limit is task cancellation, whose `teardownSequence` is skipped once
//   the leader has exited (`isPotentiallyStillAlive`), and which signals the process group at most. A
//   descendant in its own process group (`set -m; sleep 60 &`) or one still holding the output after the
//   leader exited is not reached, so the `/proc` sweep of `killEverything(startedBy:)` stays either way; the
//   process ID it needs reaches the caller of a collected `run` only after `run` has returned.
// - SIGPIPE: the library does not ignore it, so a program that exits without reading its input still
//   needs `signal(SIGPIPE, SIG_IGN)` here.
// - `run` is `async`; verification is synchronous (``VectorProgram``, `VectorVerifier.verify()`, the CLI's
//   `ParsableCommand`, the tests). Blocking on a semaphore from a test (tests run on the cooperative pool, one
//   thread per core: two here) can take every pool thread while the library's own tasks wait for one, so
//   adopting it means making the whole verification path async.
// What the library would take over is `posix_spawn` with `setsid`, close-on-exec pipes and the exit status:
// about 40 of these lines, for swift-subprocess and swift-system in every clean build (measured alone on this
// shared two-core machine: 33 s of a debug build, 71 s of a release build) and a tools-version 6.2 dependency.

/// How one run of an implementation ended.
package enum ProgramTermination: Sendable, Hashable {
    case exited(Int32)
    case signaled(Int32)
    /// Still running at the time limit, or a descendant still held its output open: the whole session and
    /// every descendant were killed.
    case timedOut(seconds: Double)
    /// Wrote more than the output limit on standard output or error; it was killed.
    case outputExceeded(limit: Int)
    case couldNotStart(String)
}

/// What an implementation printed and how it ended.
package struct ProgramOutcome: Sendable, Hashable {
    package var termination: ProgramTermination
    package var standardOutput: [UInt8]
    package var standardError: [UInt8]

    package init(termination: ProgramTermination, standardOutput: [UInt8], standardError: [UInt8] = []) {
        self.termination = termination
        self.standardOutput = standardOutput
        self.standardError = standardError
    }
}

/// An implementation under test: given one eval input (and the format's name), its output. Verification
/// takes any conforming value, so tests can run in-process implementations and the CLI runs programs.
package protocol VectorProgram: Sendable {
    func run(input: [UInt8], format: String, timeLimit: Double) -> ProgramOutcome
}

/// Runs `/bin/sh -c COMMAND` per vector: `{format}` in the command is replaced by the eval format's name,
/// which is also in the environment as `MOTIONBENCH_EVAL_FORMAT`. The input is written to the program's
/// standard input while its standard output and error are read (so large documents cannot deadlock).
///
/// The program starts a new session (`setsid`), so it and everything it starts share one process group and
/// session. An answer is complete when the program has exited and its output streams are closed: a
/// background child that keeps them open past the time limit makes the vector a timeout. At the time limit,
/// on too much output, and after every run, the group, the session and every descendant (found through
/// `/proc`, so a descendant that moved to a new group is found too) are killed: nothing is left running.
package struct ShellCommandProgram: VectorProgram {
    package let command: String
    /// Output beyond this many bytes (per stream) is a failure, reported as "output exceeds N bytes": it
    /// bounds the memory and the time of the comparison (the largest corpus output is under 1 MiB).
    package static let outputLimit = 16 << 20

    package init(command: String) { self.command = command }

    /// A pipe whose ends are closed on exec: another thread spawning a process at the same moment (tests run
    /// in parallel) must not inherit them, or the child here would never see end-of-file on its input.
    /// (Glibc's `pipe2` is not visible to Swift, so FD_CLOEXEC is set right after `pipe`.)
    static func makePipe(_ fds: inout [Int32]) -> Bool {
        guard pipe(&fds) == 0 else { return false }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return true
    }

    package func run(input: [UInt8], format: String, timeLimit: Double) -> ProgramOutcome {
        #if os(Linux)
        signal(SIGPIPE, SIG_IGN)  // a program that exits without reading its input must not kill us
        #endif
        let resolved = command.replacingOccurrences(of: "{format}", with: format)
        var toChild: [Int32] = [-1, -1], fromChild: [Int32] = [-1, -1], errorsFromChild: [Int32] = [-1, -1]
        guard Self.makePipe(&toChild), Self.makePipe(&fromChild), Self.makePipe(&errorsFromChild) else {
            for fd in toChild + fromChild + errorsFromChild where fd >= 0 { close(fd) }
            return ProgramOutcome(termination: .couldNotStart("pipe: \(String(cString: strerror(errno)))"), standardOutput: [])
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorsFromChild[1], 2)
        for fd in toChild + fromChild + errorsFromChild { posix_spawn_file_actions_addclose(&actions, fd) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t(), empty = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        sigemptyset(&empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(Self.spawnNewSession | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        var environment = ProcessInfo.processInfo.environment
        environment["MOTIONBENCH_EVAL_FORMAT"] = format
        let arguments: [UnsafeMutablePointer<CChar>?] = ["/bin/sh", "-c", resolved].map { (text: String) in strdup(text) }
        let variables: [UnsafeMutablePointer<CChar>?] = environment.map { (key, value) in strdup("\(key)=\(value)") }
        defer { (arguments + variables).forEach { free($0) } }
        var pid: pid_t = 0
        let status = (arguments + [nil]).withUnsafeBufferPointer { argv in
            (variables + [nil]).withUnsafeBufferPointer { envp in
                // Both arrays are non-empty (they end with nil), so their base addresses exist.
                posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv.baseAddress!, envp.baseAddress!)
            }
        }
        close(toChild[0]); close(fromChild[1]); close(errorsFromChild[1])
        guard status == 0 else {
            close(toChild[1]); close(fromChild[0]); close(errorsFromChild[0])
            return ProgramOutcome(termination: .couldNotStart("/bin/sh: \(String(cString: strerror(status)))"), standardOutput: [])
        }
        return communicate(pid: pid, stdin: toChild[1], stdout: fromChild[0], stderr: errorsFromChild[0],
                           input: input, timeLimit: timeLimit)
    }

    /// `POSIX_SPAWN_SETSID` (glibc ≥ 2.26 defines it as 0x80; Swift does not import the macro there).
    #if os(Linux)
    static let spawnNewSession: Int32 = 0x80
    #else
    static let spawnNewSession: Int32 = Int32(POSIX_SPAWN_SETSID)
    #endif

    /// Kills the session and process group led by `leader` and every descendant of it. Safe after
    /// `leader` was reaped: Linux does not reuse a process ID while it names a live group or session.
    static func killEverything(startedBy leader: pid_t) {
        kill(-leader, SIGKILL)
        #if os(Linux)
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return }
        var parent: [pid_t: pid_t] = [:], session: [pid_t: pid_t] = [:]
        for entry in entries {
            guard let id = pid_t(entry),
                  let bytes = try? ByteStreams.readFile("/proc/\(entry)/stat", limit: 1 << 16) else { continue }
            let stat = String(decoding: bytes, as: UTF8.self)
            guard let close = stat.lastIndex(of: ")") else { continue }
            // After "pid (comm)": state ppid pgrp session …
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 3, let ppid = pid_t(fields[1]), let sid = pid_t(fields[3]) else { continue }
            parent[id] = ppid
            session[id] = sid
        }
        func descends(_ id: pid_t) -> Bool {
            var current = id, steps = 0
            while let up = parent[current], up > 1, steps < 4096 {
                if up == leader { return true }
                current = up
                steps += 1
            }
            return false
        }
        for id in parent.keys where id != getpid() && (session[id] == leader || descends(id)) { kill(id, SIGKILL) }
        #endif
    }

    private func communicate(pid: pid_t, stdin: Int32, stdout: Int32, stderr: Int32, input: [UInt8],
                             timeLimit: Double) -> ProgramOutcome {
        let deadline = Date().addingTimeInterval(max(0.001, timeLimit))
        var writeFD: Int32 = stdin, readFDs: [Int32] = [stdout, stderr]
        _ = fcntl(writeFD, F_SETFL, fcntl(writeFD, F_GETFL) | O_NONBLOCK)
        var written = 0
        var outputs: [[UInt8]] = [[], []]
        var buffer = [UInt8](repeating: 0, count: 65536)
        var overflow = false
        var deadlinePassed = false
        if input.isEmpty { close(writeFD); writeFD = -1 }
        while writeFD >= 0 || readFDs.contains(where: { $0 >= 0 }) {
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 { deadlinePassed = true; break }
            var fds: [pollfd] = []
            if writeFD >= 0 { fds.append(pollfd(fd: writeFD, events: Int16(POLLOUT), revents: 0)) }
            for fd in readFDs where fd >= 0 { fds.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0)) }
            let ready = poll(&fds, nfds_t(fds.count), Int32(min(remaining * 1000 + 1, 1000)))
            if ready < 0 && errno != EINTR { break }
            for entry in fds where entry.revents != 0 {
                if entry.fd == writeFD {
                    let count = input.withUnsafeBytes { raw in
                        Foundation.write(writeFD, raw.baseAddress! + written, min(65536, input.count - written))
                    }
                    if count > 0 { written += count }
                    if (count < 0 && errno != EAGAIN && errno != EINTR) || written == input.count {
                        close(writeFD)  // done, or the program closed its input (EPIPE): either way stop writing
                        writeFD = -1
                    }
                } else if let slot = readFDs.firstIndex(of: entry.fd) {
                    let count = read(entry.fd, &buffer, buffer.count)
                    if count > 0 {
                        outputs[slot] += buffer[0..<count]
                        if outputs[slot].count > Self.outputLimit { overflow = true }
                    } else if count == 0 || (errno != EAGAIN && errno != EINTR) {
                        close(entry.fd)
                        readFDs[slot] = -1
                    }
                }
            }
            if overflow { break }
        }
        if writeFD >= 0 { close(writeFD) }
        for fd in readFDs where fd >= 0 { close(fd) }
        var status: Int32 = 0
        func stop(_ termination: ProgramTermination) -> ProgramOutcome {
            Self.killEverything(startedBy: pid)
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            Self.killEverything(startedBy: pid)
            return ProgramOutcome(termination: termination, standardOutput: outputs[0], standardError: outputs[1])
        }
        // Output still open at the time limit (the program, or a descendant holding its output) is a timeout.
        if overflow { return stop(.outputExceeded(limit: Self.outputLimit)) }
        if deadlinePassed { return stop(.timedOut(seconds: timeLimit)) }
        while true {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { break }
            if result < 0 && errno != EINTR {
                Self.killEverything(startedBy: pid)
                return ProgramOutcome(termination: .couldNotStart("waitpid: \(String(cString: strerror(errno)))"),
                                      standardOutput: outputs[0], standardError: outputs[1])
            }
            if Date() >= deadline { return stop(.timedOut(seconds: timeLimit)) }
            usleep(1000)
        }
        Self.killEverything(startedBy: pid)  // whatever it left running in the background
        let signal = status & 0x7F
        let termination: ProgramTermination = signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
        return ProgramOutcome(termination: termination, standardOutput: outputs[0], standardError: outputs[1])
    }
}

/// Evaluates in this process, exactly as `motionbench eval` would (parse, evaluate, write): the
/// implementation the corpus is checked against in tests, and a model for wrapping other implementations.
package struct InProcessEvalProgram: VectorProgram {
    package let handlers: [EvalHandler]
    package init(handlers: [EvalHandler] = EvalRegistry.handlers) { self.handlers = handlers }

    package func run(input: [UInt8], format: String, timeLimit: Double) -> ProgramOutcome {
        guard let handler = handlers.first(where: { $0.name == format }) else {
            return ProgramOutcome(termination: .exited(1), standardOutput: [], standardError: Array("unknown format \(format)\n".utf8))
        }
        do {
            let output = try EvalRegistry.evaluate(handler: handler, input: input)
            return ProgramOutcome(termination: .exited(0), standardOutput: Array(output.utf8))
        } catch {
            return ProgramOutcome(termination: .exited(1), standardOutput: [], standardError: Array("\(error.description)\n".utf8))
        }
    }
}
