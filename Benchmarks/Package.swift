// swift-tools-version: 6.1
// In-process benchmarks of AgeTUI's key → frame path, with percentiles and allocation counts
// (ordo-one/package-benchmark). A package of its own so the test command (scripts/test.sh, the
// root package) never builds it: run `make bench-engine` from the repository root.
import PackageDescription

let package = Package(
  name: "AgeTUIBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "AgeTUI", path: ".."),
    .package(
      url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1",
      traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "KeyFrame",
      dependencies: [
        .product(name: "Benchmark", package: "package-benchmark"),
        .product(name: "AgeScreen", package: "AgeTUI"),
        .product(name: "Stores", package: "AgeTUI"),
      ],
      path: "Benchmarks/KeyFrame",
      swiftSettings: [.swiftLanguageMode(.v6)],
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
    )
  ]
)
