import Foundation
import Testing
import Springs

@Test(arguments: [0.998, 0.99, 0.95])
func momentumProjectionMatchesPerMillisecondDeceleration(rate: Double) throws {
    let projection = try MomentumProjection(decelerationRate: rate)
    for velocity in [-3000.0, -120, 0, 45, 2500] {
        // Simulate: each millisecond the velocity is multiplied by r, then the value moves by v·1 ms.
        var v = velocity, travelled = 0.0
        for _ in 0..<200_000 {
            v *= rate
            travelled += v / 1000
            if abs(v) < 1e-12 { break }
        }
        #expect(abs(projection.distance(velocity: velocity) - travelled) <= 1e-9 * max(1, abs(travelled)),
                "r \(rate) v \(velocity)")
    }
    #expect(MomentumProjection.normal.decelerationRate == 0.998 && MomentumProjection.fast.decelerationRate == 0.99)
    #expect(abs(MomentumProjection.normal.project(position: 10, velocity: 1000) - (10 + 499)) < 1e-9)
    for bad in [0.0, 1, -0.5, 1.5, .nan] {
        #expect(throws: SpringParameterError.self) { _ = try MomentumProjection(decelerationRate: bad) }
    }
}

@Test func rubberBandingPreservesSignAndShape() throws {
    let power = try RubberBand.validatedPower(exponent: 0.7)
    #expect(power.apply(0) == 0)
    #expect(abs(power.apply(100) - pow(100, 0.7)) < 1e-12)
    #expect(power.apply(-100) == -power.apply(100))
    let dimension = try RubberBand.validatedDimension(300, coefficient: 0.55)
    #expect(abs(dimension.apply(100) - (1 - 1 / (100 * 0.55 / 300 + 1)) * 300) < 1e-12)
    #expect(dimension.apply(-50) == -dimension.apply(50))
    #expect(dimension.apply(1e12) < 300 && dimension.apply(1e12) > 299)
    // Slope c at 0: small overshoots move at 55 % of the finger.
    #expect(abs(dimension.apply(1e-6) / 1e-6 - 0.55) < 1e-6)
    #expect(dimension.clamp(50, to: 0...100) == 50)
    #expect(abs(dimension.clamp(130, to: 0...100) - (100 + dimension.apply(30))) < 1e-12)
    #expect(abs(dimension.clamp(-30, to: 0...100) - dimension.apply(-30)) < 1e-12)
    #expect(throws: SpringParameterError.self) { _ = try RubberBand.validatedPower(exponent: 1.5) }
    #expect(throws: SpringParameterError.self) { _ = try RubberBand.validatedDimension(0) }
    #expect(throws: SpringParameterError.self) { _ = try RubberBand.validatedDimension(10, coefficient: -1) }
}

@Test func relativeInitialVelocityDividesByTheRemainingDistance() {
    #expect(RelativeSpringVelocity.initialVelocity(velocity: 500, current: 100, target: 300) == 2.5)
    #expect(RelativeSpringVelocity.initialVelocity(velocity: 500, current: 300, target: 100) == -2.5)
    #expect(RelativeSpringVelocity.initialVelocity(velocity: 500, current: 42, target: 42) == 0)
}

@Test func nearestTargetPicksTheClosestCornerAndAngle() {
    let corners = [GesturePoint(x: 0, y: 0), GesturePoint(x: 300, y: 0), GesturePoint(x: 0, y: 600), GesturePoint(x: 300, y: 600)]
    #expect(NearestTarget.index(of: GesturePoint(x: 250, y: 100), among: corners) == 1)
    #expect(NearestTarget.index(of: GesturePoint(x: 150, y: 300), among: corners) == 0)  // tie: first wins
    #expect(NearestTarget.index(of: GesturePoint(x: 1, y: 1), among: []) == nil)
    // A flick projects the release point before choosing: released near the top left, thrown down-right.
    let projected = NearestTarget.projected(GesturePoint(x: 40, y: 80), velocity: GesturePoint(x: 600, y: 1200))
    #expect(NearestTarget.index(of: projected, among: corners) == 3)
    // Angles wrap: 350° is nearest to 0°, not to 300°.
    let degrees = Double.pi / 180
    #expect(NearestTarget.index(ofAngle: 350 * degrees, among: [0, 300 * degrees, 90 * degrees]) == 0)
    #expect(abs(NearestTarget.circularDistance(-170 * degrees, 170 * degrees) - 20 * degrees) < 1e-12)
}

@Test func pauseDetectorNeedsADropAndDisplacement() throws {
    var detector = try PauseDetector(windowSize: 4, dropRatio: 0.1, minimumDisplacement: 10)
    #expect(!record(&detector, 800, 13))
    #expect(!record(&detector, 700, 12))
    #expect(!record(&detector, 500, 8))
    #expect(!record(&detector, 100, 2))  // dropped 87.5 %: not more than 90 %
    #expect(record(&detector, 40, 1))    // 40 < 0.1 × 700
    detector.reset()
    // A finger that barely moved is not paused, however its speed drops.
    for speed in [30.0, 20, 25] { detector.record(velocity: speed, displacement: 0.5) }
    #expect(!record(&detector, 0.1, 0.01))
    #expect(throws: SpringParameterError.self) { _ = try PauseDetector(windowSize: 1) }
    #expect(throws: SpringParameterError.self) { _ = try PauseDetector(dropRatio: 1) }
}

@Test func forceTouchHysteresisActivatesConfirmsAndResets() throws {
    var press = try ForceTouchHysteresis()
    #expect(update(&press, 0.3) == [])
    #expect(update(&press, 0.5) == [.activated])
    #expect(update(&press, 0.495) == [])           // jitter just below activation: nothing
    #expect(update(&press, 0.48) == [.confirmed])
    #expect(update(&press, 0.55) == [])            // no re-activation before a real release
    #expect(update(&press, 0.41) == [])
    #expect(update(&press, 0.39) == [.reset])
    #expect(press.state == .idle)
    #expect(update(&press, 0.9) == [.activated])
    #expect(update(&press, 0.1) == [.confirmed, .reset])
    #expect(update(&press, .nan) == [])
    #expect(throws: SpringParameterError.self) { _ = try ForceTouchHysteresis(reset: 0.5, activate: 0.4, confirm: 0.45) }
}

private func update(_ machine: inout ForceTouchHysteresis, _ force: Double) -> [ForceTouchHysteresis.Event] {
    machine.update(force: force)
}

private func record(_ detector: inout PauseDetector, _ velocity: Double, _ displacement: Double) -> Bool {
    detector.record(velocity: velocity, displacement: displacement)
}
