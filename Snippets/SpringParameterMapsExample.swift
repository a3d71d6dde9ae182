import Springs

// SwiftUI's Spring(duration: 0.5, bounce: 0.3), as mass, stiffness and damping.
let spring = try SpringParameters(duration: 0.5, bounce: 0.3)
print(spring.stiffness, spring.damping)  // 157.91367041742973 17.59291886010284

// And back: the designer-facing values of a physical spring.
let physical = try SpringParameters(mass: 1, stiffness: 100, damping: 10)
print(physical.response, physical.dampingRatio, physical.bounce)  // 0.6283185307179586 0.5 0.5

// snippet.hide
precondition(abs(spring.stiffness - 157.91367041742973) < 1e-9 && abs(spring.damping - 17.59291886010284) < 1e-9)
precondition(abs(spring.duration - 0.5) < 1e-15 && abs(spring.bounce - 0.3) < 1e-12)
precondition(physical.dampingRatio == 0.5 && physical.bounce == 0.5)
do {
    _ = try SpringParameters(duration: 0.5, bounce: -1)
    preconditionFailure("bounce −1 means infinite damping and is rejected")
} catch {}
