import Foundation
import Testing
import Springs

@Test func applesDurationBounceExampleHolds() throws {
    // SwiftUI documentation: duration 0.5, bounce 0.3 → stiffness ≈ 157.9, damping ≈ 17.6.
    let p = try SpringParameters(duration: 0.5, bounce: 0.3)
    #expect(abs(p.stiffness - 157.9) < 0.05)
    #expect(abs(p.damping - 17.6) < 0.05)
    #expect(abs(p.duration - 0.5) < 1e-15)
    #expect(abs(p.bounce - 0.3) < 1e-15)
}

@Test func applesMassStiffnessDampingExampleHolds() throws {
    // mass 1, stiffness 100, damping 10 → duration ≈ 0.63, bounce 0.5 (exact values below).
    let p = try SpringParameters(mass: 1, stiffness: 100, damping: 10)
    #expect(p.response == 0.6283185307179586)
    #expect(p.duration == p.response)
    #expect(p.dampingRatio == 0.5)
    #expect(p.bounce == 0.5)
}

@Test func responseDampingRatioRoundTrips() throws {
    for (response, zeta, mass) in [(0.3, 0.8, 1.0), (1.2, 0.0, 2.5), (0.05, 3.0, 0.1), (0.55, 1.0, 1.0)] {
        let p = try SpringParameters(response: response, dampingRatio: zeta, mass: mass)
        #expect(abs(p.response - response) <= 1e-14 * response)
        #expect(abs(p.dampingRatio - zeta) <= 1e-14)
        #expect(abs(p.stiffness - pow(2 * .pi / response, 2) * mass) <= 1e-12 * p.stiffness)
        #expect(abs(p.damping - 4 * .pi * zeta * mass / response) <= 1e-12 * max(1, p.damping))
    }
}

@Test(arguments: [-0.9, -0.5, -0.1, 0.0, 0.25, 0.7, 1.0])
func bounceRoundTripsOnBothSides(bounce: Double) throws {
    let p = try SpringParameters(duration: 0.4, bounce: bounce)
    #expect(abs(p.bounce - bounce) < 1e-13)
    let expectedZeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    #expect(abs(p.dampingRatio - expectedZeta) < 1e-13 * max(1, expectedZeta))
}

@Test func invalidMapsAreRejectedWithNamedParameters() {
    let bad: [() throws -> SpringParameters] = [
        { try SpringParameters(response: 0, dampingRatio: 0.5) },
        { try SpringParameters(response: -1, dampingRatio: 0.5) },
        { try SpringParameters(response: .nan, dampingRatio: 0.5) },
        { try SpringParameters(response: 1, dampingRatio: -0.1) },
        { try SpringParameters(response: 1, dampingRatio: .infinity) },
        { try SpringParameters(response: 1, dampingRatio: 0.5, mass: 0) },
        { try SpringParameters(duration: 0.5, bounce: 1.01) },
        { try SpringParameters(duration: 0.5, bounce: -1) },
        { try SpringParameters(duration: 0.5, bounce: -1.5) },
        { try SpringParameters(duration: .infinity, bounce: 0) },
        { try SpringParameters(duration: 0.5, bounce: .nan) },
    ]
    for make in bad {
        #expect(throws: SpringParameterError.self) { _ = try make() }
    }
    do {
        _ = try SpringParameters(duration: 0.5, bounce: 2)
        Issue.record("bounce 2 accepted")
    } catch {
        #expect(error.description.contains("bounce"))
    }
}
