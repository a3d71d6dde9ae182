// swift-tools-version: 6.1
import PackageDescription

/// MotionBench: reference and optimized kernels for fluid UI motion, and the harness that proves they agree.
///
/// Layers (see ARCHITECTURE.md): the family modules import no other MotionBench module; `Workloads` (internal,
/// no product) builds their seeded inputs for the harness and the family tests; `Harness` imports both and
/// declares the kernel catalog; the CLI and `HarnessTests` import `Harness`. Family tests never import `Harness`.
let package = Package(
    name: "MotionBench",
    // The lowest systems every target builds for. Nothing in the family modules needs more than the defaults:
    // their one newer API, `Mutex` (macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2), sits behind an
    // `#available` guard naming every platform, with a fallback that keeps no scratch. The harness's
    // `ContinuousClock` and `Duration` set the floor: macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "Springs", targets: ["Springs"]),
        .library(name: "ActionLookup", targets: ["ActionLookup"]),
        .library(name: "HierarchyDiff", targets: ["HierarchyDiff"]),
        .library(name: "Harness", targets: ["Harness"]),
        .executable(name: "motionbench", targets: ["motionbench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-numerics.git", from: "1.0.0"),
        // `swift package generate-documentation` (CI builds every library's DocC catalog, warnings as errors).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        .target(name: "Springs"),
        .target(name: "ActionLookup"),
        .target(name: "HierarchyDiff"),
        // Seeded inputs of every kernel (SplitMix64 and the families' workload generators): internal, shared by
        // the harness and the family test targets, so a family's tests need no harness.
        .target(name: "Workloads", dependencies: ["Springs", "ActionLookup", "HierarchyDiff"]),
        // Plain C copies of the spring loops and the machine probes: the yardstick the Swift variants are
        // measured against. Only Harness imports it; the family modules stay pure Swift.
        .target(name: "CSpringYardstick"),
        // Core Animation's property change in C over a typed model: the yardstick of the dispatchers.
        .target(name: "CActionYardstick"),
        .target(
            name: "Harness",
            dependencies: [
                "Springs", "ActionLookup", "HierarchyDiff", "Workloads", "CSpringYardstick", "CActionYardstick",
                .product(name: "RealModule", package: "swift-numerics"),
            ]
        ),
        .executableTarget(
            name: "motionbench",
            dependencies: [
                "Harness",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "SpringsTests", dependencies: ["Springs", "Workloads"]),
        .testTarget(name: "ActionLookupTests", dependencies: ["ActionLookup", "Workloads"]),
        .testTarget(name: "HierarchyDiffTests", dependencies: ["HierarchyDiff", "Workloads"]),
        .testTarget(name: "HarnessTests", dependencies: ["Harness", "Workloads", "Springs", "ActionLookup", "HierarchyDiff"]),
    ],
    swiftLanguageModes: [.v6]
)
