// swift-tools-version: 6.1
import PackageDescription

/// MotionBench under ordo-one/benchmark: the catalog's kernels with statistics, allocation counts and
/// baselines. Run from the repository root: `swift package --package-path Benchmarks benchmark`.
let package = Package(
    name: "MotionBenchBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "MotionBench", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark.git", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        .target(
            name: "CatalogBenchmarkSupport",
            dependencies: [
                .product(name: "Harness", package: "MotionBench"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "CatalogBenchmarkSupport"
        ),
        .executableTarget(
            name: "SpringsBenchmarks",
            dependencies: [
                "CatalogBenchmarkSupport",
                .product(name: "Harness", package: "MotionBench"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "SpringsBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "ActionLookupBenchmarks",
            dependencies: [
                "CatalogBenchmarkSupport",
                .product(name: "Harness", package: "MotionBench"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "ActionLookupBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "HierarchyDiffBenchmarks",
            dependencies: [
                "CatalogBenchmarkSupport",
                .product(name: "Harness", package: "MotionBench"),
                .product(name: "HierarchyDiff", package: "MotionBench"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "HierarchyDiffBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
