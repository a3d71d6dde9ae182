import Springs

// SwiftUI's presets and Android's SpringForce constants: no `try`, nothing to validate.
let snappy = SpringParameters.snappy  // Spring.snappy: duration 0.5, bounce 0.15
let sheet = SpringParameters.springForce(stiffness: .low, dampingRatio: .noBouncy)
print(snappy.stiffness, snappy.damping)  // 157.91367041742973 21.362830044410593
print(sheet.stiffness, sheet.dampingRatio)  // 200.0 1.0

// Where `try` remains: the throwing map gives the same spring for the same literals.
let mapped = try SpringParameters(duration: 0.5, bounce: 0.15)

// snippet.hide
precondition(snappy == mapped && abs(snappy.bounce - 0.15) < 1e-15)
precondition(sheet.mass == 1 && sheet.stiffness == 200 && sheet.dampingRatio == 1)
