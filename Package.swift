// swift-tools-version: 6.0
import PackageDescription

/// The settings of the release build's targets whose code the simulation calls across a module
/// boundary on its hot path: the kernel and each store's model. Cross-module optimisation lets
/// their small functions and generic types be inlined and specialised where they are called
/// (without it `explore` takes 1.5× as long); given to these targets alone, not to every target
/// through `-Xswiftc`, because elsewhere it buys no speed and costs 0.5 MB of the release binary
/// (docs/performance.md, "The release binary's size"). The test and quick builds are
/// unoptimised: there it only writes more into these modules' interfaces, at no cost measurable
/// in the build.
let crossModuleOptimized: [SwiftSetting] = [
  .swiftLanguageMode(.v6),
  .unsafeFlags(["-cross-module-optimization"], .when(configuration: .release)),
]

let package = Package(
  name: "AgeTUI",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "agetui", targets: ["AgeTUI"]),
    // The developer's backend receives what the stores send (docs/delivery.md): its own product,
    // so that the crypto and certificate packages it needs are never built for `agetui`.
    .executable(name: "agetui-deliver", targets: ["AgeTUIDeliver"]),
    .library(name: "FlowEngine", targets: ["FlowEngine"]),
    .library(name: "Apple", targets: ["Apple"]),
    .library(name: "AgeScreen", targets: ["AgeScreen"]),
    // The stores' registration and the TUI's session, for the key → frame benchmarks
    // (Benchmarks/, `make bench-engine`).
    .library(name: "Stores", targets: ["Stores"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // Test-only: screen snapshots with diffs and readable value diffs. Only the SnapshotTesting
    // product: InlineSnapshotTesting would build swift-syntax, a third of the test build
    // (docs/performance.md, "Starting").
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    // Test-only: lets CustomDump's `expectNoDifference` record its failures as Swift Testing
    // issues; without it a difference is only printed and the test passes.
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    // Only Delivery, AgeTUIDeliver and DeliveryTests use these: keys, ES256 signatures and the
    // App Store's certificate chain (docs/delivery.md).
    .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
    .package(url: "https://github.com/apple/swift-certificates", from: "1.21.1"),
    .package(url: "https://github.com/apple/swift-asn1", from: "1.3.0"),
  ],
  targets: [
    .target(
      name: "FlowEngine",
      swiftSettings: crossModuleOptimized
    ),
    // Apple's platform: the age-range service, sharing modes and cache, AskCenter and
    // PermissionKit's flows, the iCloud key-value store, App Store notifications, its sheets,
    // OS versions, and the AppleSimulation that hosts the flow machine on them.
    .target(
      name: "Apple",
      dependencies: [
        "FlowEngine"
      ],
      path: "Sources/Platforms/Apple/Model",
      swiftSettings: crossModuleOptimized
    ),
    .target(
      name: "GooglePlay",
      dependencies: [
        "FlowEngine"
      ],
      path: "Sources/Platforms/GooglePlay/Model",
      swiftSettings: crossModuleOptimized
    ),
    // Amazon Appstore's pure model: GetUserAgeData's row, its test options, consent per
    // version, the revocation report, and `AmazonPlatform` on its own `AmazonWorld`.
    .target(
      name: "AmazonAppstore",
      dependencies: [
        "FlowEngine"
      ],
      path: "Sources/Platforms/AmazonAppstore/Model",
      swiftSettings: crossModuleOptimized
    ),
    // Amazon's screens as values: the Fire tablet, the parent's side, the Developer Console and
    // Settings, each word with its provenance (Amazon documents no screen, amazon.md §10).
    .target(
      name: "AmazonAppstorePresentation",
      dependencies: [
        "AmazonAppstore", "FlowEngine", "Presentation",
      ],
      path: "Sources/Platforms/AmazonAppstore/Presentation",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // What every store's screens are made of: a word and where it comes from, a surface's
    // identity and content, an app's status, a choice's role, the app's blocked screen.
    .target(
      name: "Presentation",
      dependencies: [
        "FlowEngine"
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // Apple's screens as values: the iPhone's sheets, the parent's Messages, Settings, the
    // system's words with their provenance, and Apple's catalogue of surfaces.
    .target(
      name: "ApplePresentation",
      dependencies: [
        "Apple", "FlowEngine", "Presentation",
      ],
      path: "Sources/Platforms/Apple/Presentation",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // Play's screens as values, on the shared Presentation as Apple's and Amazon's are.
    .target(
      name: "PlayPresentation",
      dependencies: [
        "FlowEngine", "GooglePlay", "Presentation",
      ],
      path: "Sources/Platforms/GooglePlay/Presentation",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .target(
      name: "Scenarios",
      dependencies: [
        "CYaml", "FlowEngine",
      ],
      resources: [.embedInCode("Defaults")],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // Apple's part of a scenario file: its section, world, script, verbs, expectations, runner.
    .target(
      name: "AppleScenarios",
      dependencies: [
        "Apple", "ApplePresentation", "FlowEngine", "Presentation", "Scenarios",
      ],
      path: "Sources/Platforms/Apple/Scenarios",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // Google Play's part of a scenario file: its section, script, verbs, expectations, runner.
    .target(
      name: "GooglePlayScenarios",
      dependencies: [
        "FlowEngine", "GooglePlay", "Scenarios",
      ],
      path: "Sources/Platforms/GooglePlay/Scenarios",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // Amazon Appstore's part of a scenario file: its section, script, verbs, expectations,
    // runner.
    .target(
      name: "AmazonAppstoreScenarios",
      dependencies: [
        "AmazonAppstore", "FlowEngine", "Scenarios",
      ],
      path: "Sources/Platforms/AmazonAppstore/Scenarios",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .target(
      name: "Reports",
      dependencies: [
        "FlowEngine", "Scenarios",
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // Apple's run in every report format (`agetui-run` JSON, text, the Markdown spec, Mermaid),
    // and a scenario's report, which starts from Apple's run when the scenario runs on Apple.
    .target(
      name: "AppleReports",
      dependencies: [
        "Apple", "ApplePresentation", "AppleScenarios", "FlowEngine", "Presentation", "Reports",
        "Scenarios",
      ],
      path: "Sources/Platforms/Apple/Reports",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // Google Play's runs in every report format.
    .target(
      name: "GooglePlayReports",
      dependencies: [
        "FlowEngine", "GooglePlay", "GooglePlayScenarios", "Presentation", "Reports", "Scenarios",
      ],
      path: "Sources/Platforms/GooglePlay/Reports",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // Amazon Appstore's runs in every report format.
    .target(
      name: "AmazonAppstoreReports",
      dependencies: [
        "AmazonAppstore", "AmazonAppstoreScenarios", "FlowEngine", "Reports", "Scenarios",
      ],
      path: "Sources/Platforms/AmazonAppstore/Reports",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .target(
      name: "Analyses",
      dependencies: [
        "FlowEngine", "Presentation", "Reports", "Scenarios",
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // Apple's side of `explore` (its space of worlds, the sweep, its report) and of `compare`.
    .target(
      name: "AppleAnalyses",
      dependencies: [
        "Analyses", "Apple", "ApplePresentation", "AppleScenarios", "FlowEngine", "Presentation",
        "Reports", "Scenarios",
      ],
      path: "Sources/Platforms/Apple/Analyses",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // Amazon Appstore's side of `compare`, its column of `compare --by platform`, its `explore`
    // sweep.
    .target(
      name: "AmazonAppstoreAnalyses",
      dependencies: [
        "AmazonAppstore", "AmazonAppstoreScenarios", "Analyses", "FlowEngine", "Reports",
        "Scenarios",
      ],
      path: "Sources/Platforms/AmazonAppstore/Analyses",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // Google Play's side of `compare`, its column of `compare --by platform`, its `explore` sweep.
    .target(
      name: "GooglePlayAnalyses",
      dependencies: [
        "Analyses", "FlowEngine", "GooglePlay", "GooglePlayScenarios", "PlayPresentation",
        "Reports", "Scenarios",
      ],
      path: "Sources/Platforms/GooglePlay/Analyses",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .target(
      name: "Prompts",
      dependencies: [
        "FlowEngine", "Presentation", "Reports", "Scenarios",
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // Apple's surfaces for `agetui prompts` (`ApplePromptSource`) and where Apple's walkthroughs
    // show them.
    .target(
      name: "ApplePrompts",
      dependencies: [
        "ApplePresentation", "AppleScenarios", "FlowEngine", "Presentation", "Prompts", "Scenarios",
      ],
      path: "Sources/Platforms/Apple/Prompts",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // Google Play's system surfaces for `agetui prompts`.
    .target(
      name: "GooglePlayPrompts",
      dependencies: [
        "FlowEngine", "GooglePlay", "GooglePlayScenarios", "PlayPresentation", "Presentation",
        "Prompts", "Scenarios",
      ],
      path: "Sources/Platforms/GooglePlay/Prompts",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .target(
      name: "AgeScreen",
      dependencies: [
        "Analyses", "FlowEngine", "Presentation", "Reports", "Scenarios",
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // Apple's side of the TUI: its shell (which keeps the session's scenarios, a SessionHost),
    // panes, history, journal lines and recordings.
    .target(
      name: "AppleScreen",
      dependencies: [
        "AgeScreen", "Analyses", "Apple", "AppleAnalyses", "ApplePresentation", "AppleScenarios",
        "FlowEngine", "Presentation", "Scenarios",
      ],
      path: "Sources/Platforms/Apple/Screen",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // Google Play's side of the TUI: its shell, panes, keys, journal records and recordings.
    .target(
      name: "GooglePlayScreen",
      dependencies: [
        "AgeScreen", "Analyses", "FlowEngine", "GooglePlay", "GooglePlayAnalyses",
        "GooglePlayScenarios", "PlayPresentation", "Presentation", "Scenarios",
      ],
      path: "Sources/Platforms/GooglePlay/Screen",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // Amazon Appstore's side of the TUI: its side, panes, keys and journal records.
    .target(
      name: "AmazonAppstoreScreen",
      dependencies: [
        "AgeScreen", "AmazonAppstore", "AmazonAppstoreAnalyses", "AmazonAppstorePresentation",
        "AmazonAppstoreScenarios", "Analyses", "FlowEngine", "Presentation", "Scenarios",
      ],
      path: "Sources/Platforms/AmazonAppstore/Screen",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // Amazon's pictures: the Fire tablet's hardware, the side's screen as SVG and its steps on
    // a storyboard page.
    .target(
      name: "AmazonAppstoreStoryboard",
      dependencies: [
        "AgeScreen", "AmazonAppstoreReports", "AmazonAppstoreScenarios", "AmazonAppstoreScreen",
        "Presentation", "Scenarios", "Storyboard",
      ],
      path: "Sources/Platforms/AmazonAppstore/Storyboard",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .target(
      name: "Storyboard",
      dependencies: [
        "AgeScreen", "FlowEngine", "Reports", "Scenarios",
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // Apple's storyboard: the iPhone, the parent's iPhone and Settings drawn from Apple's
    // presentations, step by step, and Apple's part of a page (`AppleStoryboardSource`).
    .target(
      name: "AppleStoryboard",
      dependencies: [
        "AgeScreen", "Apple", "ApplePresentation", "AppleReports", "AppleScenarios", "AppleScreen",
        "FlowEngine", "Presentation", "Reports", "Scenarios", "Storyboard",
      ],
      path: "Sources/Platforms/Apple/Storyboard",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // Google Play's steps on a storyboard page.
    .target(
      name: "GooglePlayStoryboard",
      dependencies: [
        "AgeScreen", "FlowEngine", "GooglePlay", "GooglePlayReports", "GooglePlayScenarios",
        "GooglePlayScreen", "Presentation", "Reports", "Scenarios", "Storyboard",
      ],
      path: "Sources/Platforms/GooglePlay/Storyboard",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // The command line's store seam: what a store implements for `ask` (its flags and answer),
    // `run`'s screens, `graph`, `explore`'s own axes and the prompt gallery's pictures. It
    // depends on the shared layers only, never on a store.
    .target(
      name: "StoreCommands",
      dependencies: [
        "AgeScreen", "FlowEngine", "Prompts", "Reports", "Scenarios", "Storyboard",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // Apple's command-line parts: its `ask` flags and answer, its `run` screens, its graph,
    // its `explore` axes, its prompt pictures.
    .target(
      name: "AppleCommands",
      dependencies: [
        "AgeScreen", "Analyses", "Apple", "AppleAnalyses", "ApplePresentation", "ApplePrompts",
        "AppleScenarios", "AppleScreen", "AppleStoryboard", "FlowEngine", "Presentation", "Prompts",
        "Reports", "Scenarios", "StoreCommands", "Storyboard",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Sources/Platforms/Apple/Commands",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // Google Play's command-line parts: its `ask` flags and answer, its `run` screens, its
    // approval graph, its `explore` axes, its prompt pictures.
    .target(
      name: "GooglePlayCommands",
      dependencies: [
        "AgeScreen", "FlowEngine", "GooglePlay", "GooglePlayPrompts", "GooglePlayScenarios",
        "GooglePlayScreen", "GooglePlayStoryboard", "PlayPresentation", "Presentation", "Prompts",
        "Reports", "Scenarios", "StoreCommands", "Storyboard",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Sources/Platforms/GooglePlay/Commands",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // Amazon Appstore's system surfaces for `agetui prompts`, every one AgeTUI's invention.
    .target(
      name: "AmazonAppstorePrompts",
      dependencies: [
        "AmazonAppstore", "AmazonAppstorePresentation", "AmazonAppstoreScenarios", "FlowEngine",
        "Presentation", "Prompts", "Scenarios",
      ],
      path: "Sources/Platforms/AmazonAppstore/Prompts",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // Amazon Appstore's command-line parts: its `ask` flags and answer, its `run` screens,
    // its consent graph, its prompt pictures.
    .target(
      name: "AmazonAppstoreCommands",
      dependencies: [
        "AgeScreen", "AmazonAppstore", "AmazonAppstorePrompts", "AmazonAppstoreScenarios",
        "AmazonAppstoreScreen", "AmazonAppstoreStoryboard", "FlowEngine", "Presentation", "Prompts",
        "Reports", "Scenarios", "StoreCommands", "Storyboard",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Sources/Platforms/AmazonAppstore/Commands",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // The value each store registers itself with (`Stores.registered`): one per store, its
    // parts for every shared layer.
    .target(
      name: "StoreRegistry",
      dependencies: [
        "AgeScreen", "Analyses", "Prompts", "Scenarios", "StoreCommands",
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // Apple's registration.
    .target(
      name: "AppleStore",
      dependencies: [
        "Analyses", "AppleAnalyses", "AppleCommands", "ApplePrompts", "AppleScenarios",
        "AppleScreen", "Prompts", "Scenarios", "StoreRegistry",
      ],
      path: "Sources/Platforms/Apple/Store",
      resources: [.embedInCode("BuiltIn")],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // Google Play's registration: the one target that gathers its rooms.
    .target(
      name: "GooglePlayStore",
      dependencies: [
        "GooglePlayAnalyses", "GooglePlayCommands", "GooglePlayPrompts", "GooglePlayScenarios",
        "GooglePlayScreen", "Scenarios", "StoreRegistry",
      ],
      path: "Sources/Platforms/GooglePlay/Store",
      resources: [.embedInCode("BuiltIn")],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // Amazon Appstore's registration: the one target that gathers its rooms.
    .target(
      name: "AmazonAppstoreStore",
      dependencies: [
        "AmazonAppstoreAnalyses", "AmazonAppstoreCommands", "AmazonAppstorePrompts",
        "AmazonAppstoreReports", "AmazonAppstoreScenarios", "AmazonAppstoreScreen", "Analyses",
        "Scenarios", "StoreRegistry",
      ],
      path: "Sources/Platforms/AmazonAppstore/Store",
      resources: [.embedInCode("BuiltIn")],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // The stores' registration, one list, and the built-in scenarios read off it.
    .target(
      name: "Stores",
      dependencies: [
        "AgeScreen", "AmazonAppstoreCommands", "AmazonAppstoreStore", "Analyses", "AppleCommands",
        "AppleScreen", "AppleStore", "FlowEngine", "GooglePlayCommands", "GooglePlayStore",
        "Prompts", "Scenarios", "StoreCommands", "StoreRegistry",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
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
    // The session's files another process reads: the state directory, a running process's PID
    // file, a journal followed as it grows. Both executables use them.
    .target(
      name: "SessionFiles",
      dependencies: [
        "Scenarios"
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // What every store's delivery to the developer's backend shares: the reports folder the
    // stores' console downloads are written to, the lock, appending whole lines (docs/delivery.md).
    .target(
      name: "Delivery",
      dependencies: [
        "FlowEngine"
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // What the simulated App Store sends the developer's backend: the signing chain, the JWS,
    // the delivery schedule and ledger (docs/delivery.md).
    .target(
      name: "AppleDelivery",
      dependencies: [
        "Apple", "Delivery", "FlowEngine", "Reports",
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "SwiftASN1", package: "swift-asn1"),
        .product(name: "X509", package: "swift-certificates"),
      ],
      path: "Sources/Platforms/Apple/Delivery",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // `agetui-deliver`, the App Store's deliverer (with every store's console downloads), in
    // Apple's room: its options and notifications are the App Store's.
    .executableTarget(
      name: "AgeTUIDeliver",
      dependencies: [
        "AgeScreen", "Apple", "AppleDelivery", "AppleScreen", "Delivery", "FlowEngine",
        "Scenarios", "SessionFiles", "Stores",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "X509", package: "swift-certificates"),
      ],
      path: "Sources/Platforms/Apple/Deliver",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .executableTarget(
      name: "AgeTUI",
      dependencies: [
        "AgeScreen", "Analyses", "CNcurses", "FlowEngine", "Presentation", "Prompts", "Reports",
        "Scenarios", "SessionFiles", "StoreCommands", "Stores", "Storyboard",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // Test targets mirror the library targets: `<Target>Tests` holds the tests of what
    // `<Target>` does, and a test that needs a higher target lives with the highest it imports.
    // Each depends on exactly what its files import. Two support libraries, built only for the
    // tests: the fixtures several test targets share, and the test-only kiosk store.
    .target(
      name: "TestSupport",
      dependencies: [
        "AmazonAppstoreScenarios", "Analyses", "Apple", "AppleAnalyses", "FlowEngine", "GooglePlay",
        "Scenarios", "StoreRegistry", "Stores",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      path: "Tests/TestSupport",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .target(
      name: "ScreenTestSupport",
      dependencies: [
        "AgeScreen", "AppleScreen", "FlowEngine", "GooglePlay", "GooglePlayScenarios",
        "GooglePlayScreen", "Scenarios", "Stores",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      path: "Tests/ScreenTestSupport",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .target(
      name: "KioskStore",
      dependencies: [
        "AgeScreen", "AmazonAppstoreStore", "Analyses", "AppleStore", "FlowEngine",
        "GooglePlayStore", "Presentation", "Prompts", "Reports", "Scenarios", "StoreCommands",
        "StoreRegistry", "Stores", "Storyboard", "TestSupport",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Tests/KioskStore",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "FlowEngineTests",
      dependencies: [
        "FlowEngine", "TestSupport",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "AppleTests",
      dependencies: [
        "Apple", "AppleScenarios", "FlowEngine", "TestSupport",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "GooglePlayTests",
      dependencies: [
        "FlowEngine", "GooglePlay", "GooglePlayScenarios", "TestSupport",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "AppleStoreTests",
      dependencies: [
        "AppleStore", "Scenarios", "StoreRegistry", "TestSupport",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "GooglePlayStoreTests",
      dependencies: [
        "GooglePlayStore", "Scenarios", "StoreRegistry", "TestSupport",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "AmazonAppstoreStoreTests",
      dependencies: [
        "AmazonAppstoreStore", "Scenarios", "StoreRegistry", "TestSupport",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "StoreCommandsTests",
      dependencies: [
        "FlowEngine", "StoreCommands",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "SessionFilesTests",
      dependencies: [
        "SessionFiles",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "AmazonAppstoreTests",
      dependencies: [
        "AmazonAppstore", "FlowEngine",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "AmazonAppstoreCommandsTests",
      dependencies: [
        "AgeTUI", "AmazonAppstore", "AmazonAppstoreCommands", "FlowEngine", "StoreCommands",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "AmazonAppstorePromptsTests",
      dependencies: [
        "AmazonAppstore", "AmazonAppstorePrompts", "Presentation", "Prompts", "Stores",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "AmazonAppstorePresentationTests",
      dependencies: [
        "AmazonAppstore", "AmazonAppstorePresentation", "FlowEngine", "Presentation",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "AmazonAppstoreScenariosTests",
      dependencies: [
        "AmazonAppstore", "AmazonAppstoreScenarios", "FlowEngine", "Scenarios", "TestSupport",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "AmazonAppstoreReportsTests",
      dependencies: [
        "AmazonAppstore", "AmazonAppstoreReports", "AmazonAppstoreScenarios", "FlowEngine",
        "Reports", "Scenarios", "TestSupport",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "AmazonAppstoreStoryboardTests",
      dependencies: [
        "AmazonAppstoreScenarios", "AmazonAppstoreScreen", "AmazonAppstoreStoryboard", "Scenarios",
        "Stores", "Storyboard",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "AmazonAppstoreAnalysesTests",
      dependencies: [
        "AmazonAppstore", "AmazonAppstoreAnalyses", "AmazonAppstoreScenarios", "Analyses",
        "FlowEngine", "Scenarios", "TestSupport",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "AmazonAppstoreScreenTests",
      dependencies: [
        "AgeScreen", "AmazonAppstore", "AmazonAppstoreScenarios", "AmazonAppstoreScreen",
        "AmazonAppstoreStoryboard", "AppleScreen", "FlowEngine", "Presentation", "Scenarios",
        "Stores",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      exclude: ["__Snapshots__"],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "ApplePresentationTests",
      dependencies: [
        "Apple", "ApplePresentation", "AppleScenarios", "FlowEngine", "Presentation", "TestSupport",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "ApplePromptsTests",
      dependencies: [
        "ApplePrompts", "AppleScenarios", "Prompts", "Scenarios",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "PresentationTests",
      dependencies: [
        "FlowEngine", "Presentation",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "ScenariosTests",
      dependencies: [
        "AmazonAppstoreScenarios", "AmazonAppstoreStore", "Apple", "AppleScenarios", "AppleStore",
        "FlowEngine", "GooglePlay", "GooglePlayScenarios", "GooglePlayStore", "Scenarios",
        "StoreRegistry", "Stores", "TestSupport",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "AppleScenariosTests",
      dependencies: [
        "Apple", "ApplePresentation", "AppleScenarios", "AppleScreen", "FlowEngine", "Presentation",
        "Scenarios", "Stores", "TestSupport",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "AppleReportsTests",
      dependencies: [
        "Apple", "AppleReports", "AppleScenarios", "FlowEngine", "Presentation", "Reports",
        "Scenarios", "Stores", "TestSupport",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "ReportsTests",
      dependencies: [
        "Apple", "AppleReports", "AppleScenarios", "FlowEngine", "GooglePlayReports",
        "GooglePlayScenarios", "KioskStore", "Reports", "Scenarios", "Stores", "TestSupport",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "AppleAnalysesTests",
      dependencies: [
        "Analyses", "Apple", "AppleAnalyses", "FlowEngine", "Reports", "Scenarios", "Stores",
        "TestSupport",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "AnalysesTests",
      dependencies: [
        "Analyses", "Apple", "AppleAnalyses", "AppleReports", "AppleScenarios", "FlowEngine",
        "GooglePlay", "GooglePlayAnalyses", "KioskStore", "Reports", "Scenarios", "Stores",
        "TestSupport",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "PromptsTests",
      dependencies: [
        "AmazonAppstorePrompts", "Analyses", "Apple", "AppleAnalyses", "ApplePresentation",
        "ApplePrompts", "FlowEngine", "GooglePlayPrompts", "GooglePlayScenarios", "KioskStore",
        "Presentation", "Prompts", "Scenarios", "Stores",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "AppleScreenTests",
      dependencies: [
        "AgeScreen", "AmazonAppstoreScreen", "Analyses", "Apple", "ApplePresentation",
        "AppleScenarios", "AppleScreen", "FlowEngine", "GooglePlayScenarios", "Presentation",
        "Scenarios", "ScreenTestSupport", "Stores",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      exclude: ["__Snapshots__"],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "AppleCommandsTests",
      dependencies: [
        "AppleCommands", "FlowEngine", "Reports", "Scenarios", "Stores",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "GooglePlayScenariosTests",
      dependencies: [
        "Apple", "AppleScenarios", "FlowEngine", "GooglePlay", "GooglePlayScenarios", "Scenarios",
        "Stores", "TestSupport",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "GooglePlayReportsTests",
      dependencies: [
        "Apple", "AppleReports", "AppleScenarios", "FlowEngine", "GooglePlay", "GooglePlayReports",
        "GooglePlayScenarios", "Reports", "Scenarios", "Stores", "TestSupport",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "GooglePlayAnalysesTests",
      dependencies: [
        "Analyses", "AppleAnalyses", "FlowEngine", "GooglePlayAnalyses", "Reports", "Scenarios",
        "Stores",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "GooglePlayStoryboardTests",
      dependencies: [
        "AgeScreen", "AppleScreen", "GooglePlayScenarios", "GooglePlayScreen",
        "GooglePlayStoryboard", "Scenarios", "Stores", "Storyboard",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "GooglePlayCommandsTests",
      dependencies: [
        "FlowEngine", "GooglePlay", "GooglePlayCommands", "StoreCommands",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "GooglePlayPromptsTests",
      dependencies: [
        "GooglePlay", "GooglePlayPrompts", "GooglePlayScenarios", "Presentation", "Prompts",
        "Scenarios", "Stores",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "PlayPresentationTests",
      dependencies: [
        "FlowEngine", "GooglePlay", "GooglePlayScreen", "PlayPresentation", "ScreenTestSupport",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "GooglePlayScreenTests",
      dependencies: [
        "AgeScreen", "Analyses", "AppleScreen", "FlowEngine", "GooglePlay", "GooglePlayScenarios",
        "GooglePlayScreen", "PlayPresentation", "Scenarios", "ScreenTestSupport", "Stores",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      exclude: ["__Snapshots__"],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "AgeScreenTests",
      dependencies: [
        "AgeScreen", "AmazonAppstore", "AmazonAppstorePrompts", "AmazonAppstoreScenarios",
        "AmazonAppstoreScreen", "ApplePresentation", "AppleScreen", "FlowEngine",
        "GooglePlayScenarios", "GooglePlayScreen", "KioskStore", "PlayPresentation", "Presentation",
        "Scenarios", "ScreenTestSupport", "Stores",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      exclude: ["__Snapshots__"],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "AppleStoryboardTests",
      dependencies: [
        "ApplePresentation", "AppleScenarios", "AppleStoryboard", "FlowEngine", "Presentation",
        "Scenarios", "Stores", "Storyboard",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "StoryboardTests",
      dependencies: [
        "AgeScreen", "Apple", "ApplePresentation", "AppleScenarios", "AppleStoryboard",
        "FlowEngine", "GooglePlayScenarios", "GooglePlayScreen", "GooglePlayStoryboard",
        "Presentation", "Scenarios", "Stores", "Storyboard",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "StoresTests",
      dependencies: [
        "AgeScreen", "Analyses", "KioskStore", "Prompts", "Reports", "Scenarios", "StoreRegistry",
        "Stores",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "AgeTUITests",
      dependencies: [
        "AgeScreen", "AgeTUI", "AmazonAppstoreCommands", "Analyses", "Apple", "AppleAnalyses",
        "AppleCommands", "AppleReports", "AppleScenarios", "AppleScreen", "AppleStore", "CNcurses",
        "FlowEngine", "GooglePlay", "GooglePlayAnalyses", "GooglePlayCommands",
        "GooglePlayScenarios", "GooglePlayScreen", "GooglePlayStore", "KioskStore", "Prompts",
        "Reports", "Scenarios", "StoreCommands", "StoreRegistry", "Stores", "Storyboard",
        "TestSupport",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "AppleDeliveryTests",
      dependencies: [
        "Apple", "AppleDelivery", "Delivery", "FlowEngine",
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "SwiftASN1", package: "swift-asn1"),
        .product(name: "X509", package: "swift-certificates"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "DeliveryTests",
      dependencies: [
        "Delivery", "FlowEngine",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
  ]
)

// Each target also names every target below it, computed here so the lists above stay the
// direct ones (the README's table shows those). SwiftPM recompiles a module when a module it
// names changes, and not when only a module further down does: a stored property added to a
// struct two targets down left `AgeTUI` compiled against the old layout (the middle module's
// interface was unchanged, so nothing above it was rebuilt), and the test build then crashed
// reading the struct at the wrong offsets (swiftlang/swift-package-manager#10502). Naming the
// whole closure makes every module's build depend on every module it may have compiled in.
for target in package.targets where target.type != .system {
  target.dependencies = DependencyClosure(of: package).dependencies(of: target)
}

/// The dependencies of each target of a package, its own and theirs, to the bottom.
struct DependencyClosure {
  /// The package's targets by name.
  let targets: [String: Target]

  /// The closure over `package`'s targets.
  init(of package: Package) {
    targets = Dictionary(package.targets.map { ($0.name, $0) }) { first, _ in first }
  }

  /// `target`'s own dependencies in their order, then those of theirs it does not name, by name.
  func dependencies(of target: Target) -> [Target.Dependency] {
    var seen = Set(target.dependencies.map(Self.key))
    var found: [String: Target.Dependency] = [:]
    var pending = target.dependencies
    while let dependency = pending.popLast() {
      guard let name = Self.localName(dependency), let below = targets[name] else { continue }
      for next in below.dependencies where seen.insert(Self.key(next)).inserted {
        found[Self.key(next)] = next
        pending.append(next)
      }
    }
    return target.dependencies + found.keys.sorted().compactMap { found[$0] }
  }

  /// The name of a dependency that may be one of the package's own targets.
  static func localName(_ dependency: Target.Dependency) -> String? {
    switch dependency {
    case .targetItem(let name, _), .byNameItem(let name, _): name
    case .productItem: nil
    @unknown default: nil
    }
  }

  /// What tells dependencies apart: a target's name, or a product's package and name.
  static func key(_ dependency: Target.Dependency) -> String {
    switch dependency {
    case .targetItem(let name, _), .byNameItem(let name, _): name
    case .productItem(let name, let package, _, _): "\(package ?? "")/\(name)"
    @unknown default: "\(dependency)"
    }
  }
}
