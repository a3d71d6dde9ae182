/// Buffers a timed body owns for the life of a run (freed with the process; runs are short-lived).
final class SampleBuffers {
    let times: UnsafeMutableBufferPointer<Double>
    let positions: UnsafeMutableBufferPointer<Double>
    let velocities: UnsafeMutableBufferPointer<Double>
    init(times: UnsafeMutableBufferPointer<Double>, positions: UnsafeMutableBufferPointer<Double>,
         velocities: UnsafeMutableBufferPointer<Double>) {
        self.times = times
        self.positions = positions
        self.velocities = velocities
    }
    deinit {
        times.deallocate()
        positions.deallocate()
        velocities.deallocate()
    }
}
