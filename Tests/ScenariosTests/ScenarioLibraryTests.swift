import AmazonAppstoreScenarios
import FlowEngine
import Foundation
import GooglePlayScenarios
import Scenarios
import Stores
import Testing

/// The built-ins: the required names, all loading, narration on every step, an `expect` on
/// every last step, and the default.
@Suite("Scenario library")
struct ScenarioLibraryTests {
  static let names = [
    "texas-teen", "second-device-sync", "revoked-consent", "parent-never-answers",
    "sandbox-under13-approved", "sandbox-13-15-approved", "sandbox-16-17-declined",
    "sandbox-adult-unconfirmed", "sandbox-adult-confirmed",
    "sandbox-adult-confirmed-change-applicable", "wwdc-olivia-14", "wwdc-emily-9", "wwdc-ann-42",
    "birthday-before-anniversary", "never-share-child", "declined-share", "communication-ask",
    "sharing-modes", "unverified-adult-verifies", "utah-adult-acknowledges",
    "install-covers-change",
    "update-asks-again", "signed-out-device", "os-27-invalid-account", "os-26-no-signals",
    "four-gates-invalid-request",
    "ios27-approve-in-person", "ios27-acknowledgment-alert", "texas-teen-both-stores",
    "play-change-approved", "play-change-declined", "play-change-pending-past-effective-date",
    "play-revoked-approval", "play-verification-required", "play-brazil",
    "play-sdk-003",
    "play-ask-before-sharing", "new-year-2027", "texas-teen-three-stores", "amazon-test-options",
    "amazon-change-withheld-then-given", "amazon-revocation-report", "amazon-utah-2027",
    "amazon-transient-error-retried",
  ]

  @Test("every built-in loads, under its own name, in display order")
  func allLoad() {
    #expect(ScenarioLibrary.loadErrors == [])
    #expect(ScenarioLibrary.names == Self.names)
    #expect(ScenarioLibrary.sources.map(\.name) == Self.names)
    #expect(ScenarioLibrary.all.map(\.file) == Self.names.map { "built-in:\($0)" })
  }

  @Test("the list of built-ins and the files in Sources/Stores/BuiltIn agree")
  func filesAgree() throws {
    let directory = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/Stores/BuiltIn")
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(files.sorted() == Self.names.map { "\($0).yaml" }.sorted())
    for source in ScenarioLibrary.sources {
      let text = try String(
        contentsOf: directory.appendingPathComponent("\(source.name).yaml"), encoding: .utf8)
      #expect(source.yaml == text, "\(source.name).yaml is embedded as it is on disk")
    }
  }

  @Test("the default is the Texas teen")
  func defaultScenario() throws {
    #expect(ScenarioLibrary.defaultName == "texas-teen")
    let scenario = try ScenarioLibrary.defaultScenario
    #expect(scenario.name == "texas-teen")
    #expect(scenario.world.regionCode == "US-TX")
    #expect(scenario.world.age == 14)
    #expect(scenario.world.today >= SimDate(year: 2026, month: 6, day: 4) ?? scenario.world.today)
    #expect(scenario.world.app.changes.map(\.id) == ["video-calling"])
    #expect(scenario.script.last?.action.text == "parent: approve")
  }

  @Test("every script step has narration, and every last step an expect", arguments: names)
  func narrationAndExpect(name: String) throws {
    let scenario = try #require(ScenarioLibrary.named(name))
    #expect(scenario.script.allSatisfy { !$0.narration.isEmpty })
    if scenario.platforms.contains(.apple) {
      #expect(scenario.script.last?.expectation.isEmpty == false)
    }
    if let play = scenario.play {
      // Play's built-ins also caption every step, within the width `check` allows.
      #expect(play.steps.allSatisfy { !$0.narration.isEmpty })
      #expect(play.steps.allSatisfy { !$0.caption.isEmpty && $0.caption.count <= Caption.columns })
      #expect(play.steps.last?.expectation.isEmpty == false)
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
      #expect(amazon.steps.last?.expectation.isEmpty == false)
    }
    #expect(!scenario.summary.isEmpty && !scenario.title.isEmpty)
  }

  @Test("close names for a misspelt built-in")
  func closeNames() {
    #expect(ScenarioLibrary.closeNames(to: "texas-ten") == ["texas-teen"])
    #expect(
      ScenarioLibrary.closeNames(to: "sandbox-adult") == [
        "sandbox-adult-confirmed", "sandbox-adult-unconfirmed",
        "sandbox-adult-confirmed-change-applicable",
      ])
    #expect(ScenarioLibrary.closeNames(to: "zzzzzzzz") == [])
    #expect(ScenarioLibrary.named("no-such-scenario") == nil)
  }
}
