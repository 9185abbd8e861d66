import AgeScreen
import Analyses
import FlowEngine
import GooglePlay
import Scenarios
import Testing

/// The `c` overlay's platform page: Apple and Google Play side by side for a scenario naming
/// both stores, reached by Tab after the iOS version; Apple-only scenarios never offer it.
@Suite struct CompareOverlayPlatformTests {
  /// texas-teen's Apple script with its moments, and Play's side for Sofia, supervised in Texas
  /// (as `PlatformComparisonTests` builds it, without the revocation).
  static func bothStores() throws -> Scenario {
    var scenario = try #require(ScenarioLibrary.named("texas-teen"))
    for index in scenario.script.indices {
      scenario.script[index].moment = index == 0 ? .age : .significantChange
    }
    let world = scenario.world
    scenario.platforms = [.apple, .googlePlay]
    scenario.play = PlayScript(
      world: PlayWorld(
        today: world.today,
        child: PlayChild(birthdate: world.person.birthdate, isSupervised: true, region: "US-TX"),
        app: PlayApp(config: world.app)),
      steps: [
        PlayScriptStep(action: .launch(.childPhone), text: "launch", moment: .age),
        PlayScriptStep(
          action: .declareChange(
            id: "video-calling", description: "Adds video calling.",
            effective: world.today.adding(days: 7)),
          text: "declare-change", moment: .significantChange),
        PlayScriptStep(action: .advanceClock(days: 7), text: "wait 7 days"),
        PlayScriptStep(action: .close(.childPhone), text: "close"),
        PlayScriptStep(action: .launch(.childPhone), text: "launch"),
        PlayScriptStep(
          action: .parentAnswers(from: .parentPhone, approve: true), text: "parent approve"),
        PlayScriptStep(action: .checkAgain(.childPhone), text: "check-again"),
      ])
    return scenario
  }

  /// The overlay by iOS version as Tab leaves it, then with the platform page open.
  static func overlays() throws -> (byOS: CompareOverlay, byPlatform: CompareOverlay) {
    let scenario = try bothStores()
    let byOS = CompareOverlay(
      comparison: try Comparison(scenario: scenario, by: .os, at: 1), offersPlatform: true)
    var byPlatform = byOS
    byPlatform.platforms = try PlatformComparison(scenario: scenario, scenariosWithBoth: [])
    return (byOS, byPlatform)
  }

  @Test func tabOffersThePlatformAfterTheOSOnlyWithBothStores() throws {
    let (byOS, byPlatform) = try Self.overlays()
    #expect(byOS.nextTitle == "platform")
    #expect(byPlatform.nextTitle == "sharing mode")
    #expect(byPlatform.title == "Compare by platform · Apple and Google Play")
    var appleOnly = byOS
    appleOnly.offersPlatform = false
    #expect(appleOnly.nextTitle == "sharing mode")
  }

  @Test("the platform page at 80×24 and 120×40", arguments: [(80, 24), (120, 40)])
  func snapshot(width: Int, height: Int) throws {
    let overlay = try Self.overlays().byPlatform
    var canvas = Canvas(size: Size(width: width, height: height))
    overlay.draw(in: Rect(x: 0, y: 0, width: width, height: height), on: &canvas)
    expectScreen(canvas, snapshot: "platformAt\(width)x\(height)")
  }
}
