import AgeScreen
import Analyses
import CustomDump
import Prompts
import Reports
import Scenarios
import StoreRegistry
import Stores
import Testing

@testable import KioskStore

/// A store registers itself with one value: each layer's list is read off `Stores.registered`
/// in its order, so the built-in stores stand in today's order and a store added after them
/// (the kiosk, as a test registers it) is in every list it has a part for, last.
@Suite struct StoreRegistrationTests {
  /// Each layer's list, as the names of the stores in it, in order.
  struct ListedStores: Equatable, CustomStringConvertible {
    var scenarioSections: [String]
    var promptSources: [String]
    var compareSides: [String]
    var exploreSweeps: [String]
    var screenSides: [String]
    var runScreens: [String]
    var graphs: [String]
    var promptPictures: [String]

    init(_ registered: [StoreRegistration]) {
      scenarioSections = registered.compactMap(\.scenarioSection).map(\.platform.rawValue)
      promptSources = registered.compactMap(\.promptSource?.platform.rawValue)
      compareSides = registered.map(\.compareSide.platform.rawValue)
      exploreSweeps = registered.map(\.exploreSweep.platform.name)
      screenSides = registered.compactMap(\.screenSide).map(\.platform.rawValue)
      runScreens = registered.compactMap(\.runScreens).map(\.platform.rawValue)
      graphs = registered.compactMap(\.graph).map(\.platform.rawValue)
      promptPictures = registered.compactMap(\.promptPictures).map(\.platform.rawValue)
    }

    init(
      scenarioSections: [String], promptSources: [String], compareSides: [String],
      exploreSweeps: [String], screenSides: [String], runScreens: [String], graphs: [String],
      promptPictures: [String]
    ) {
      self.scenarioSections = scenarioSections
      self.promptSources = promptSources
      self.compareSides = compareSides
      self.exploreSweeps = exploreSweeps
      self.screenSides = screenSides
      self.runScreens = runScreens
      self.graphs = graphs
      self.promptPictures = promptPictures
    }

    var description: String {
      "sections \(scenarioSections), prompts \(promptSources), compare \(compareSides), "
        + "explore \(exploreSweeps), screens \(screenSides), run \(runScreens), "
        + "graphs \(graphs), pictures \(promptPictures)"
    }
  }

  @Test func theBuiltInStoresStandInEveryListInTheirOrder() {
    expectNoDifference(
      ListedStores(Stores.registered),
      ListedStores(
        scenarioSections: ["apple", "google-play", "amazon-appstore"],
        promptSources: ["apple", "google-play", "amazon-appstore"],
        compareSides: ["apple", "google-play", "amazon-appstore"],
        exploreSweeps: ["apple", "google-play", "amazon-appstore"],
        screenSides: ["apple", "google-play", "amazon-appstore"],
        runScreens: ["apple", "google-play", "amazon-appstore"],
        graphs: ["apple", "google-play", "amazon-appstore"],
        promptPictures: ["apple", "google-play", "amazon-appstore"]))
  }

  @Test func theListsStoresHandDownAreTheOnesReadOffTheRegistrations() {
    let handedDown = ListedStores(
      scenarioSections: Stores.scenarioSections.map(\.platform.rawValue),
      promptSources: Stores.promptSources.map(\.platform.rawValue),
      compareSides: Stores.compareSides.map(\.platform.rawValue),
      exploreSweeps: Stores.exploreSweeps.map(\.platform.name),
      screenSides: Stores.screenSides.map(\.platform.rawValue),
      runScreens: Stores.runScreens.map(\.platform.rawValue),
      graphs: Stores.graphs.map(\.platform.rawValue),
      promptPictures: Stores.promptPictures.map(\.platform.rawValue))
    expectNoDifference(handedDown, ListedStores(Stores.registered))
  }

  @Test func aStoreAddedWithOneRegistrationIsInEveryListItHasAPartForLast() {
    expectNoDifference(
      ListedStores(Stores.registered + [.kiosk]),
      ListedStores(
        scenarioSections: ["apple", "google-play", "amazon-appstore", "kiosk"],
        promptSources: ["apple", "google-play", "amazon-appstore", "kiosk"],
        compareSides: ["apple", "google-play", "amazon-appstore", "kiosk"],
        exploreSweeps: ["apple", "google-play", "amazon-appstore", "kiosk"],
        screenSides: ["apple", "google-play", "amazon-appstore", "kiosk"],
        runScreens: ["apple", "google-play", "amazon-appstore", "kiosk"],
        graphs: ["apple", "google-play", "amazon-appstore", "kiosk"],
        promptPictures: ["apple", "google-play", "amazon-appstore", "kiosk"]))
  }

  /// Every part a registered store's section reads is one `run` reports: `RunReport` stops a
  /// debug build on any other, so a store cannot drop out of a report unseen.
  @Test func everyStoresPartOfEveryBuiltInIsReported() {
    let parts = ScenarioLibrary.all.flatMap { scenario in
      scenario.parts.all.map { (scenario.name, $0) }
    }
    expectNoDifference(Set(parts.map(\.1.platform)), [.apple, .googlePlay, .amazonAppstore])
    expectNoDifference(parts.filter { !($0.1 is any ReportedPart) }.map(\.0), [])
  }
}
