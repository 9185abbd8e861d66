// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "AgeTUI",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "agetui", targets: ["AgeTUI"]),
    .library(name: "FlowEngine", targets: ["FlowEngine"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/JohnSundell/Plot", from: "0.14.0"),
  ],
  targets: [
    .target(
      name: "FlowEngine",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .target(
      name: "Presentation",
      dependencies: ["FlowEngine"],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .target(
      name: "Scenarios",
      dependencies: ["FlowEngine", "Presentation", .product(name: "Yams", package: "Yams")],
      resources: [.embedInCode("BuiltIn"), .embedInCode("Defaults")],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .target(
      name: "AgeScreen",
      dependencies: ["FlowEngine", "Presentation", "Scenarios"],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .target(
      name: "Storyboard",
      dependencies: [
        "AgeScreen", "FlowEngine", "Presentation", "Scenarios",
        .product(name: "Plot", package: "Plot"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .systemLibrary(
      name: "CNcurses",
      path: "Sources/CNcurses",
      providers: [.apt(["libncurses-dev"])]
    ),
    .executableTarget(
      name: "AgeTUI",
      dependencies: [
        "FlowEngine",
        "Presentation",
        "Scenarios",
        "AgeScreen",
        "Storyboard",
        "CNcurses",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "FlowEngineTests",
      dependencies: ["FlowEngine", "Presentation", "Scenarios"],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "AgeScreenTests",
      dependencies: ["AgeScreen", "FlowEngine", "Presentation", "Scenarios"],
      exclude: ["__Snapshots__"],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "StoryboardTests",
      dependencies: ["Storyboard", "AgeScreen", "FlowEngine", "Presentation", "Scenarios"],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "AgeTUITests",
      dependencies: ["FlowEngine", "Presentation", "Scenarios", "AgeScreen", "AgeTUI"],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
  ]
)
