// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "AgeTUI",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "agetui", targets: ["AgeTUI"]),
    .library(name: "FlowEngine", targets: ["FlowEngine"]),
    .library(name: "AgeScreen", targets: ["AgeScreen"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/JohnSundell/Plot", from: "0.14.0"),
  ],
  targets: [
    .target(
      name: "FlowEngine",
      dependencies: [.product(name: "Yams", package: "Yams")],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .target(
      name: "AgeScreen",
      dependencies: ["FlowEngine"],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .target(
      name: "Storyboard",
      dependencies: ["AgeScreen", "FlowEngine", .product(name: "Plot", package: "Plot")],
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
        "AgeScreen",
        "Storyboard",
        "CNcurses",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "FlowEngineTests",
      dependencies: ["FlowEngine"],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "AgeScreenTests",
      dependencies: ["AgeScreen", "FlowEngine"],
      exclude: ["__Snapshots__"],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "StoryboardTests",
      dependencies: ["Storyboard", "AgeScreen", "FlowEngine"],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "AgeTUITests",
      dependencies: ["FlowEngine", "AgeScreen", "AgeTUI"],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
  ]
)
