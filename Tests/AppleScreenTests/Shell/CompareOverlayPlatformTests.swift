import AgeScreen
import Analyses
import CustomDump
import FlowEngine
import Scenarios
import ScreenTestSupport
import Stores
import Testing

/// The `c` overlay's platform page: Apple and Google Play side by side for a scenario naming
/// both stores, reached by Tab after the iOS version; Apple-only scenarios never offer it.
@Suite struct CompareOverlayPlatformTests {
  /// The overlay by iOS version as Tab leaves it, then with the platform page open.
  static func overlays() throws -> (byOS: CompareOverlay, byPlatform: CompareOverlay) {
    let scenario = try #require(ScenarioLibrary.named("texas-teen-both-stores"))
    let byOS = CompareOverlay(
      comparison: try Comparison(scenario: scenario, by: .os, at: 1), offersPlatform: true)
    var byPlatform = byOS
    byPlatform.platforms = try PlatformComparison(scenario: scenario, scenariosWithBoth: [])
    return (byOS, byPlatform)
  }

  @Test func tabOffersThePlatformAfterTheOSOnlyWithBothStores() throws {
    let (byOS, byPlatform) = try Self.overlays()
    expectNoDifference(byOS.nextTitle, "platform")
    expectNoDifference(byPlatform.nextTitle, "sharing mode")
    expectNoDifference(byPlatform.title, "Compare by platform · Apple and Google Play")
    var appleOnly = byOS
    appleOnly.offersPlatform = false
    expectNoDifference(appleOnly.nextTitle, "sharing mode")
  }

  @Test("the platform page at 80×24 and 120×40", arguments: [(80, 24), (120, 40)])
  func snapshot(width: Int, height: Int) throws {
    let overlay = try Self.overlays().byPlatform
    var canvas = Canvas(size: Size(width: width, height: height))
    overlay.draw(in: Rect(x: 0, y: 0, width: width, height: height), on: &canvas)
    expectScreen(canvas, snapshot: "platformAt\(width)x\(height)")
  }
}
