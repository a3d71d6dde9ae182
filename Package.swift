// swift-tools-version: 6.1
import PackageDescription

/// MotionBench: reference and optimized kernels for fluid UI motion, and the harness that proves they agree.
///
/// Layers (see ARCHITECTURE.md): the family modules import no other MotionBench module; `Workloads` (internal,
/// no product) builds their seeded inputs for the harness and the family tests; `Harness` imports both and
/// declares the kernel catalog; the CLI and `HarnessTests` import `Harness`. Family tests never import `Harness`.
let package = Package(
    name: "MotionBench",
    platforms: [.macOS(.v14)],
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
        .testTarget(name: "ActionLookupTests", dependencies: ["ActionLookup", "Workloads", "Harness"]),
        .testTarget(name: "HierarchyDiffTests", dependencies: ["HierarchyDiff", "Workloads", "Harness"]),
        .testTarget(name: "HarnessTests", dependencies: ["Harness", "Workloads", "Springs", "ActionLookup", "HierarchyDiff"]),
    ],
    swiftLanguageModes: [.v6]
)
