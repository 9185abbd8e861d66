import AmazonAppstoreScenarios
import AmazonAppstoreStore
import AppleStore
import CustomDump
import FlowEngine
import Foundation
import GooglePlayScenarios
import GooglePlayStore
import Scenarios
import StoreRegistry
import Stores
import Testing

/// The built-ins: the required names, all loading, narration on every step, an `expect` on
/// every last step, and the default.
@Suite("Scenario library")
struct ScenarioLibraryTests {
  /// Apple's room's built-ins, in display order: the default first.
  static let appleNames = [
    "texas-teen", "second-device-sync", "revoked-consent", "parent-never-answers",
    "sandbox-under13-approved", "sandbox-13-15-approved", "sandbox-16-17-declined",
    "sandbox-adult-unconfirmed", "sandbox-adult-confirmed",
    "sandbox-adult-confirmed-change-applicable", "wwdc-olivia-14", "wwdc-emily-9", "wwdc-ann-42",
    "birthday-before-anniversary", "never-share-child", "declined-share", "communication-ask",
    "sharing-modes", "unverified-adult-verifies", "utah-adult-acknowledges",
    "install-covers-change", "update-asks-again", "signed-out-device", "os-27-invalid-account",
    "os-26-no-signals", "four-gates-invalid-request", "ios27-approve-in-person",
    "ios27-acknowledgment-alert",
  ]
  /// Google Play's room's: those on Apple and Google Play are here, the last store they need.
  static let playNames = [
    "texas-teen-both-stores", "play-change-approved", "play-change-declined",
    "play-change-pending-past-effective-date", "play-revoked-approval",
    "play-verification-required", "play-brazil", "play-sdk-003", "play-ask-before-sharing",
    "new-year-2027",
  ]
  /// Amazon Appstore's room's, with the Texas teen on all three stores.
  static let amazonNames = [
    "texas-teen-three-stores", "amazon-test-options", "amazon-change-withheld-then-given",
    "amazon-revocation-report", "amazon-utah-2027", "amazon-transient-error-retried",
  ]
  /// Every built-in, in the order `agetui scenarios` lists them.
  static let names = appleNames + playNames + amazonNames

  /// Each store's room (its folder under `Sources/Platforms`): its registration, the platform
  /// its scenarios end on, and the names it lists.
  static let rooms: [String: (StoreRegistration, ScenarioPlatform, [String])] = [
    "Apple": (.apple, .apple, appleNames),
    "GooglePlay": (.googlePlay, .googlePlay, playNames),
    "AmazonAppstore": (.amazonAppstore, .amazonAppstore, amazonNames),
  ]

  @Test("every built-in loads, under its own name, in display order")
  func allLoad() {
    expectNoDifference(ScenarioLibrary.loadErrors, [])
    expectNoDifference(ScenarioLibrary.names, Self.names)
    expectNoDifference(ScenarioLibrary.sources.map(\.name), Self.names)
    expectNoDifference(ScenarioLibrary.all.map(\.file), Self.names.map { "built-in:\($0)" })
  }

  @Test("the library is each registered store's built-ins, in registration order, names unique")
  func readOffTheRegistrations() {
    expectNoDifference(
      Stores.registered.map { $0.builtIns.map(\.name) },
      [
        Self.appleNames, Self.playNames, Self.amazonNames,
      ])
    expectNoDifference(ScenarioLibrary.sources, Stores.registered.flatMap(\.builtIns))
    expectNoDifference(Set(ScenarioLibrary.names).count, ScenarioLibrary.names.count)
  }

  @Test(
    "each room's list and the files in its Store/BuiltIn agree",
    arguments: ["Apple", "GooglePlay", "AmazonAppstore"])
  func filesAgree(room: String) throws {
    let (registration, _, names) = try #require(Self.rooms[room])
    let directory = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/Platforms/\(room)/Store/BuiltIn")
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    expectNoDifference(files.sorted(), names.map { "\($0).yaml" }.sorted())
    expectNoDifference(registration.builtIns.map(\.name), names)
    for source in registration.builtIns {
      let text = try String(
        contentsOf: directory.appendingPathComponent("\(source.name).yaml"), encoding: .utf8)
      expectNoDifference(source.yaml, text, "\(source.name).yaml is embedded as it is on disk")
    }
  }

  @Test(
    "a built-in lives in the room of the last registered store it plays on",
    arguments: ["Apple", "GooglePlay", "AmazonAppstore"])
  func roomOfTheLastStore(room: String) throws {
    let (registration, platform, _) = try #require(Self.rooms[room])
    let storeOrder = [ScenarioPlatform.apple, .googlePlay, .amazonAppstore]
    for source in registration.builtIns {
      let scenario = try #require(ScenarioLibrary.named(source.name))
      let last = storeOrder.last { scenario.platforms.contains($0) }
      expectNoDifference(
        last, platform, "\(source.name) plays on \(scenario.platforms.map(\.rawValue))")
    }
  }

  @Test("the default is the Texas teen")
  func defaultScenario() throws {
    expectNoDifference(ScenarioLibrary.defaultName, "texas-teen")
    let scenario = try ScenarioLibrary.defaultScenario
    expectNoDifference(scenario.name, "texas-teen")
    expectNoDifference(scenario.world.regionCode, "US-TX")
    expectNoDifference(scenario.world.age, 14)
    #expect(scenario.world.today >= SimDate(year: 2026, month: 6, day: 4) ?? scenario.world.today)
    expectNoDifference(scenario.world.app.changes.map(\.id), ["video-calling"])
    expectNoDifference(scenario.script.last?.action.text, "parent: approve")
  }

  @Test("every script step has narration, and every last step an expect", arguments: names)
  func narrationAndExpect(name: String) throws {
    let scenario = try #require(ScenarioLibrary.named(name))
    #expect(scenario.script.allSatisfy { !$0.narration.isEmpty })
    if scenario.platforms.contains(.apple) {
      expectNoDifference(scenario.script.last?.expectation.isEmpty, false)
    }
    if let play = scenario.play {
      // Play's built-ins also caption every step, within the width `check` allows.
      #expect(play.steps.allSatisfy { !$0.narration.isEmpty })
      #expect(play.steps.allSatisfy { !$0.caption.isEmpty && $0.caption.count <= Caption.columns })
      expectNoDifference(play.steps.last?.expectation.isEmpty, false)
    }
    if let amazon = scenario.amazon {
      // Amazon's steps are narrated, and the banner's caption (written, or the narration's
      // first sentence) fits the width `check` allows.
      #expect(amazon.steps.allSatisfy { !$0.narration.isEmpty })
      #expect(
        amazon.steps.allSatisfy {
          let shown = Caption.shown(explicit: $0.caption, narration: $0.narration)
          return !shown.isEmpty && shown.count <= Caption.columns
        })
      expectNoDifference(amazon.steps.last?.expectation.isEmpty, false)
    }
    #expect(!scenario.summary.isEmpty && !scenario.title.isEmpty)
  }

  @Test("close names for a misspelt built-in")
  func closeNames() {
    expectNoDifference(ScenarioLibrary.closeNames(to: "texas-ten"), ["texas-teen"])
    expectNoDifference(
      ScenarioLibrary.closeNames(to: "sandbox-adult"),
      [
        "sandbox-adult-confirmed", "sandbox-adult-unconfirmed",
        "sandbox-adult-confirmed-change-applicable",
      ])
    expectNoDifference(ScenarioLibrary.closeNames(to: "zzzzzzzz"), [])
    expectNoDifference(ScenarioLibrary.named("no-such-scenario"), nil)
  }
}
