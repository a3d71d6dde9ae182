/// A timed body that advances one frame per run and replays the first `replayFrames` frames of the
/// animation: every `replayFrames` runs it restores the initial state (a copy amortized over the replay,
/// < 1 % of the time), so that every subject is always timed on springs in flight, never on a batch that
/// has settled (or, for an integrator without snapping, decayed into subnormal numbers).
final class FrameReplay {
    static let replayFrames = 120
    private let advance: () -> Void
    private let restore: () -> Void
    private var frame = 0

    init(advance: @escaping () -> Void, restore: @escaping () -> Void) {
        self.advance = advance
        self.restore = restore
    }

    func run() {
        if frame == Self.replayFrames {
            restore()
            frame = 0
        }
        advance()
        frame += 1
    }

    var body: TimedBody { TimedBody { self.run() } }
}
