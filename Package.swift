// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "AgeTUI",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "agetui", targets: ["AgeTUI"]),
    .library(name: "FlowEngine", targets: ["FlowEngine"]),
    .library(name: "Apple", targets: ["Apple"]),
    .library(name: "AgeScreen", targets: ["AgeScreen"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // Test-only: screen snapshots with diffs and readable value diffs. Only the SnapshotTesting
    // product: InlineSnapshotTesting would build swift-syntax, a third of the test build
    // (docs/performance.md, "Starting").
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
  ],
  targets: [
    .target(
      name: "FlowEngine",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // Apple's platform: the age-range service, sharing modes and cache, AskCenter and
    // PermissionKit's flows, the iCloud key-value store, App Store notifications, its sheets,
    // OS versions, and the Simulation that hosts the flow machine on them.
    .target(
      name: "Apple",
      dependencies: ["FlowEngine"],
      path: "Sources/Platforms/Apple/Model",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .target(
      name: "GooglePlay",
      dependencies: ["FlowEngine"],
      path: "Sources/Platforms/GooglePlay/Model",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .target(
      name: "Presentation",
      dependencies: ["Apple", "FlowEngine"],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // Play's screens as values: its own target so Presentation, which every Apple layer reads,
    // does not depend on GooglePlay (docs/architecture.md).
    .target(
      name: "PlayPresentation",
      dependencies: ["FlowEngine", "GooglePlay", "Presentation"],
      path: "Sources/Platforms/GooglePlay/Presentation",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .target(
      name: "Scenarios",
      dependencies: ["Apple", "FlowEngine", "Presentation", "CYaml"],
      resources: [.embedInCode("Defaults")],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // Google Play's part of a scenario file: its section, script, verbs, expectations, runner.
    .target(
      name: "GooglePlayScenarios",
      dependencies: ["Apple", "FlowEngine", "GooglePlay", "PlayPresentation", "Scenarios"],
      path: "Sources/Platforms/GooglePlay/Scenarios",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .target(
      name: "Reports",
      dependencies: ["Apple", "FlowEngine", "Presentation", "Scenarios"],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // Google Play's runs in every report format.
    .target(
      name: "GooglePlayReports",
      dependencies: ["FlowEngine", "GooglePlay", "GooglePlayScenarios", "Reports", "Scenarios"],
      path: "Sources/Platforms/GooglePlay/Reports",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .target(
      name: "Analyses",
      dependencies: [
        "Apple",
        "FlowEngine", "GooglePlay", "Presentation", "PlayPresentation", "Scenarios", "Reports",
        "GooglePlayScenarios",
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .target(
      name: "Prompts",
      dependencies: [
        "Apple",
        "FlowEngine", "GooglePlay", "Presentation", "PlayPresentation", "Scenarios", "Reports",
        "GooglePlayScenarios",
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .target(
      name: "AgeScreen",
      dependencies: ["FlowEngine", "Presentation", "Scenarios", "Reports", "Analyses"],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // Google Play's side of the TUI: its shell, panes, keys, journal records and recordings.
    .target(
      name: "GooglePlayScreen",
      dependencies: [
        "AgeScreen", "FlowEngine", "GooglePlay", "PlayPresentation", "GooglePlayScenarios",
        "Scenarios",
      ],
      path: "Sources/Platforms/GooglePlay/Screen",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .target(
      name: "Storyboard",
      dependencies: [
        "Apple", "AgeScreen", "FlowEngine", "Presentation", "Scenarios", "Reports",
        "GooglePlayScenarios", "GooglePlayReports", "GooglePlayScreen",
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // The stores' registration, one list, and the built-in scenarios that play on them.
    .target(
      name: "Stores",
      dependencies: [
        "FlowEngine", "Scenarios", "GooglePlayScenarios", "GooglePlayReports", "Prompts",
        "AgeScreen", "GooglePlayScreen",
      ],
      resources: [.embedInCode("BuiltIn")],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .systemLibrary(
      name: "CNcurses",
      path: "Sources/CNcurses",
      providers: [.apt(["libncurses-dev"])]
    ),
    // libyaml itself, not the Yams package: the composer uses only libyaml's C event API, and
    // Yams' Swift module would link all of Foundation and its ICU data (docs/architecture.md).
    .systemLibrary(
      name: "CYaml",
      path: "Sources/CYaml",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"])]
    ),
    .executableTarget(
      name: "AgeTUI",
      dependencies: [
        "Apple",
        "FlowEngine",
        "Presentation",
        "Scenarios",
        "Reports",
        "Analyses",
        "GooglePlay",
        "PlayPresentation",
        "AgeScreen",
        "GooglePlayScreen",
        "Storyboard",
        "Prompts",
        "GooglePlayScenarios",
        "Stores",
        "CNcurses",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "FlowEngineTests",
      dependencies: [
        "GooglePlayReports",
        "GooglePlayScenarios", "Stores",
        "Apple",
        "FlowEngine", "GooglePlay", "Presentation", "Scenarios", "Reports", "Analyses", "Prompts",
        "AgeScreen", "GooglePlayScreen",
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "GooglePlayTests",
      dependencies: ["GooglePlayScenarios", "GooglePlay", "FlowEngine"],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "AgeScreenTests",
      dependencies: [
        "GooglePlayScenarios", "Stores",
        "Apple",
        "AgeScreen", "FlowEngine", "Presentation", "Scenarios", "Reports", "Analyses",
        "GooglePlay", "PlayPresentation", "GooglePlayScreen",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "StoryboardTests",
      dependencies: [
        "GooglePlayScenarios", "Stores",
        "Apple",
        "Storyboard", "AgeScreen", "FlowEngine", "Presentation", "Scenarios", "Reports",
        "GooglePlayScreen",
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "PromptsTests",
      dependencies: [
        "GooglePlayScenarios", "Stores", "Apple", "Prompts", "FlowEngine", "Presentation",
        "Scenarios", "Analyses",
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "AgeTUITests",
      dependencies: [
        "Prompts",
        "GooglePlayScenarios", "Stores",
        "Apple",
        "FlowEngine", "Presentation", "Scenarios", "Reports", "Analyses", "AgeScreen", "AgeTUI",
        "GooglePlayScreen",
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
  ]
)
