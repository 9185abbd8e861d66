import AgeScreen
import Analyses
import FlowEngine
import StoreRegistry

@testable import TestSupport

extension StoreRegistration {
  /// The kiosk, registered as a store is: one value with its part for every shared layer, so
  /// a test's `Stores.registered + [.kiosk]` puts it in each layer's list. Its sweep takes
  /// `--kiosk-ages` (default 10, 15, 20) and launches Landmarks at each age; it draws its run
  /// screens, its diagram and its prompt pictures as every store does.
  static let kiosk = StoreRegistration(
    scenarioSection: KioskSection(), promptSource: KioskPromptSource(),
    compareSide: .kiosk,
    exploreSweep: ExploreSweepKind(
      platform: KioskExploreReport(cases: []).platform, ownOptions: ["--kiosk-ages"]
    ) { options throws(ExploreOptionError) in
      guard let app = try? SimulationFixtures.app(), let birthdate = SimDate(iso: "2012-03-01")
      else { throw ExploreOptionError("the kiosk's app did not build") }
      let world = KioskWorld(birthdate: birthdate, age: 14, app: app)
      return KioskSweep(
        ages: try options.list("--kiosk-ages", known: [], { Int($0) }) ?? [10, 15, 20],
        world: world)
    },
    screenSide: StoreSideKind(compareSide: .kiosk, KioskSide.opening), runScreens: .kiosk,
    graph: .kiosk, promptPictures: .kiosk)
}
