import Testing
import Springs

typealias Stiffness = SpringParameters.SpringForceStiffness
typealias DampingRatio = SpringParameters.SpringForceDampingRatio

@Test(arguments: [(SpringParameters.smooth, 0.0), (SpringParameters.snappy, 0.15), (SpringParameters.bouncy, 0.3)])
func swiftUIPresetsEqualTheDurationBounceMap(preset: SpringParameters, bounce: Double) throws {
    // SwiftUI documents duration 0.5 (the default of smooth/snappy/bouncy(duration:extraBounce:)) and base
    // bounces 0, 0.15 and 0.3.
    #expect(preset == (try SpringParameters(duration: 0.5, bounce: bounce)))
    #expect(preset.mass == 1)
    #expect(abs(preset.duration - 0.5) <= 1e-15)
    #expect(abs(preset.bounce - bounce) <= 1e-15)
}

@Test func smoothIsExactlyCriticallyDamped() {
    #expect(SpringParameters.smooth.dampingRatio == 1)
    #expect(SpringParameters.smooth.bounce == 0)
    #expect(SpringParameters.smooth.damping == 8 * Double.pi)
}

@Test func bouncyIsApplesPublishedDurationBounceExample() {
    // Apple: duration 0.5, bounce 0.3 → stiffness ≈ 157.9, damping ≈ 17.6.
    #expect(abs(SpringParameters.bouncy.stiffness - 157.9) < 0.05)
    #expect(abs(SpringParameters.bouncy.damping - 17.6) < 0.05)
}

@Test func swiftUIPresetsShareTheirPaceAndDifferInBounce() {
    let presets: [SpringParameters] = [.smooth, .snappy, .bouncy]
    #expect(Set(presets.map(\.stiffness)).count == 1)
    #expect(presets[0].dampingRatio > presets[1].dampingRatio && presets[1].dampingRatio > presets[2].dampingRatio)
    #expect(abs(presets[1].dampingRatio - 0.85) <= 1e-15 && abs(presets[2].dampingRatio - 0.7) <= 1e-15)
}

@Test func androidConstantsHaveTheDocumentedValues() {
    #expect(Stiffness.allCases.map(\.rawValue) == [10_000, 1500, 200, 50])
    #expect([Stiffness.high, .medium, .low, .veryLow].map(\.rawValue) == [10_000, 1500, 200, 50])
    #expect(DampingRatio.allCases.map(\.rawValue) == [0.2, 0.5, 0.75, 1])
    #expect([DampingRatio.highBouncy, .mediumBouncy, .lowBouncy, .noBouncy].map(\.rawValue) == [0.2, 0.5, 0.75, 1])
}

@Test(arguments: Stiffness.allCases, DampingRatio.allCases)
func springForceEqualsTheThrowingMap(stiffness: Stiffness, ratio: DampingRatio) throws {
    let preset = SpringParameters.springForce(stiffness: stiffness, dampingRatio: ratio)
    let k = stiffness.rawValue, zeta = ratio.rawValue
    // SpringForce: unit mass, ω₀ = √k, c = 2·ω₀·ζ.
    #expect(preset == (try SpringParameters(mass: 1, stiffness: k, damping: 2 * k.squareRoot() * zeta)))
    #expect(preset.stiffness == k && preset.mass == 1)
    #expect(abs(preset.dampingRatio - zeta) <= 2 * zeta.ulp)
    // The response/damping-ratio map describes the same spring, within its rounding.
    let viaResponse = try SpringParameters(response: 2 * Double.pi / k.squareRoot(), dampingRatio: zeta)
    #expect(abs(viaResponse.stiffness - k) <= 1e-12 * k)
    #expect(abs(viaResponse.damping - preset.damping) <= 1e-12 * preset.damping)
}

@Test(arguments: Stiffness.allCases)
func noBouncyIsExactlyCriticallyDamped(stiffness: Stiffness) {
    let spring = SpringParameters.springForce(stiffness: stiffness, dampingRatio: .noBouncy)
    #expect(spring.dampingRatio == 1)
    #expect(spring.bounce == 0)
}

@Test func springForceDefaultsAreAndroids() {
    let spring = SpringParameters.springForce()
    #expect(spring == .springForce(stiffness: .medium, dampingRatio: .mediumBouncy))
    #expect(spring.stiffness == 1500 && spring.dampingRatio == 0.5)
}

@Test func presetsDriveASpringWithoutTry() throws {
    // Every preset is a valid spring: a problem accepts it and the closed form settles toward the target.
    let presets: [SpringParameters] = [.smooth, .snappy, .bouncy, .springForce(), .springForce(stiffness: .veryLow)]
    for parameters in presets {
        let problem = try SpringProblem(parameters: parameters, from: 0, to: 1)
        let late = ReferenceClosedFormSolution(problem: problem).sample(at: 20)
        #expect(abs(late.position - 1) < 1e-6 && abs(late.velocity) < 1e-5, "\(parameters)")
    }
}
