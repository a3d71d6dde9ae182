import Dispatch

/// The keyed list's aligned pass (``AlignedListPass``) on two threads: the source cut near its middle, at a
/// key found byte for byte near the target's proportional middle (the *meeting point*), each half of the
/// source aligned against its half of the target at once (`DispatchQueue.concurrentPerform`, the calling
/// thread and one of the system's pool), then the second half's records moved up behind the first's.
///
/// Exact whatever the cut: the halves write disjoint elements (each target key is hashed and matched only by
/// the half that owns it, each source key only by its own), and the aligned pass's answers never depend on
/// the alignment, only its speed does: a pair it proves equal is *the* match of both keys (keys are unique; a
/// target that repeats a key sends the caller to the full join), and a key that finds no partner in its half's
/// windows (a key moved across the cut, say) goes to the join with the others off the alignment, in source order
/// as before. No meeting point found (lists in unrelated orders) leaves the pass on one thread.
enum TwoThreadAlignedPass {
    /// How many source keys from the middle on are tried as the meeting point, and how far on either side of
    /// its proportional place in the target each is looked for (nearest first).
    static var meetingCandidates: Int { 4 }
    static var meetingReach: Int { 4_096 }

    /// The source position `h` and target position `g` of one key near both lists' middles (`h` ≥ 1), or nil.
    static func meetingPoint(_ pass: AlignedListPass) -> (source: Int, target: Int)? {
        let sourceCount = pass.sourceKeys.count, targetCount = pass.targetKeys.count
        let middle = sourceCount / 2
        guard middle >= 1, targetCount >= 1 else { return nil }
        for i in middle..<min(sourceCount, middle &+ meetingCandidates) {
            let guess = min(targetCount &- 1, Int(Double(i) * Double(targetCount) / Double(sourceCount)))
            // guess, guess + 1, guess − 1, guess + 2, …: the drift of the lists' shared order is small.
            for step in 0..<(2 &* meetingReach &+ 1) {
                let offset = step & 1 == 0 ? step >> 1 : -((step &+ 1) >> 1)
                let j = guess &+ offset
                if j >= 0, j < targetCount, pass.provedEqual(i, j) { return (i, j) }
            }
        }
        return nil
    }

    /// The whole pass on two threads, returning how many source keys are off the alignment (their records at
    /// the front of `pass.records`, in source order), or nil when no meeting point was found (nothing written).
    static func run(_ pass: AlignedListPass) -> Int? {
        guard let (h, g) = meetingPoint(pass) else { return nil }
        let sourceCount = pass.sourceKeys.count, targetCount = pass.targetKeys.count
        // The halves' counts, a cache line apart. The second half writes its records from position h on: the
        // first half has h source keys, so at most h records.
        let (first, second) = withUnsafeTemporaryAllocation(of: Int.self, capacity: 16) { counts in
            let counts = SendablePointer(counts.baseAddress.unsafelyUnwrapped)
            DispatchQueue.concurrentPerform(iterations: 2) { half in
                if half == 0 {
                    counts.pointer[0] = pass.run(sources: 0..<h, targets: 0..<g, recordsAt: 0)
                } else {
                    counts.pointer[8] = pass.run(sources: h..<sourceCount, targets: g..<targetCount, recordsAt: h)
                }
            }
            return (counts.pointer[0], counts.pointer[8])
        }
        // Down to the first half's end; a forward copy, as the two ranges may overlap.
        if first != h { for k in 0..<second { pass.records[first &+ k] = pass.records[h &+ k] } }
        return first &+ second
    }
}

/// A pointer handed to the other thread of ``TwoThreadAlignedPass`` (valid for the call only; each thread writes
/// its own elements).
struct SendablePointer<Pointee>: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<Pointee>
    init(_ pointer: UnsafeMutablePointer<Pointee>) { self.pointer = pointer }
}
