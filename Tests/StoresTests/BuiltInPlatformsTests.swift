import CustomDump
import Scenarios
import StoreRegistry
import Testing

@testable import Stores

/// The library offers a built-in only while every store it names is registered, so a store
/// taken out (`scripts/check-store-room.sh`) takes with it the scenarios on several stores that
/// need it, and the rest still load. The stores a built-in names are read off its text without
/// loading it; the loader must agree.
@Suite struct BuiltInPlatformsTests {
  @Test(
    "the stores a built-in's platforms: line names are the ones its loaded scenario has",
    arguments: ScenarioLibrary.sources)
  func namedPlatformsAreTheLoadedOnes(builtIn: BuiltInScenario) throws {
    let scenario = try ScenarioLoader.load(builtIn.yaml, file: builtIn.file)
    let loaded = scenario.platforms.map(\.rawValue)
    if builtIn.namedPlatforms.isEmpty {
      expectNoDifference(loaded.count, 1)
    } else {
      expectNoDifference(builtIn.namedPlatforms, loaded)
    }
  }

  @Test func everyRegisteredStoresBuiltInsAreOffered() {
    expectNoDifference(ScenarioLibrary.sources, Stores.registered.flatMap(\.builtIns))
    expectNoDifference(ScenarioLibrary.sources.count, 44)
  }

  @Test func withoutGooglePlayItsBuiltInsAndThoseOnSeveralStoresThatNeedItGo() {
    let withoutPlay = Stores.registered.filter { $0.compareSide.platform != .googlePlay }
    let offered = ScenarioLibrary.builtIns(of: withoutPlay).map(\.name)
    let gone = [
      "texas-teen-both-stores", "play-change-approved", "play-change-declined",
      "play-change-pending-past-effective-date", "play-revoked-approval",
      "play-verification-required", "play-brazil", "play-sdk-003", "play-ask-before-sharing",
      "new-year-2027", "texas-teen-three-stores",
    ]
    expectNoDifference(offered, ScenarioLibrary.sources.map(\.name).filter { !gone.contains($0) })
  }

  @Test(
    "a platforms: line reads as the names in its brackets, and no line as none",
    arguments: [
      ("name: a\nplatforms: [apple, google-play]\nworld: {}\n", ["apple", "google-play"]),
      ("name: a\nplatforms: [amazon-appstore]\n", ["amazon-appstore"]),
      ("name: a\nworld:\n  platforms: [apple]\n", []),
      ("name: a\n", []),
      ("platforms: [google-play]\nname: a\n", ["google-play"]),
      ("name: a\nplatforms: [apple, amazon-appstore]", ["apple", "amazon-appstore"]),
      ("name: a\r\nplatforms: [apple]\r\nworld: {}\r\n", ["apple"]),
      ("name: a\n\n  \n", []),
    ])
  func platformsLine(yaml: String, names: [String]) {
    expectNoDifference(BuiltInScenario(name: "a", yaml: yaml).namedPlatforms, names)
  }
}
