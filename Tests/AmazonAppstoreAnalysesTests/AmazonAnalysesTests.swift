import AmazonAppstore
import AmazonAppstoreAnalyses
import AmazonAppstoreScenarios
import Analyses
import CustomDump
import FlowEngine
import Scenarios
import Testing

@testable import TestSupport

@Suite struct AmazonAnalysesTests {
  static let story = AmazonScenarioFixtures.file(
    today: "2026-09-14",
    amazon: """
        profile: {consented-on: 2026-08-01}
        script:
          - do: launch
            moment: age
          - do: close
          - do: {report-change: video-calling "This update adds video calling."}
            moment: significant-change
          - do: launch
            moment: significant-change
          - do: consent
            moment: significant-change
          - do: query-again
            moment: significant-change
          - do: revoke
            moment: revocation
      """)

  @Test func theColumnIsReadOffTheRun() throws {
    let phrases = try #require(
      AmazonMoments().phrases(of: AmazonScenarioFixtures.load(Self.story)))
    expectNoDifference(
      phrases,
      [
        .age: ["query → SUCCESS, SUPERVISED, 13–15"],
        .significantChange: [
          "the developer reports it in the Developer Console (no date)",
          "Amazon asks the parent again [I: how is not documented]",
          "the app queries again and reads CONSENT_NOT_GRANTED", "the parent consents",
          "the app queries again and reads SUPERVISED",
        ],
        .revocation: [
          "the user_id appears in the next day's Parental Consent Revocation Report (REVOKED, "
            + "no date column, 90 days)"
        ],
      ])
  }

  @Test(arguments: [
    ("granted", ["userStatus = \"CONSENT_NOT_GRANTED\""], "waiting-for-parent (#2)"),
    ("none", ["userStatus = \"CONSENT_NOT_GRANTED\""], "waiting-for-parent (#1)"),
  ])
  func theSideReplaysByStartingConsent(consent: String, received: [String], flow: String) throws {
    let side = try AmazonCompareSide(AmazonScenarioFixtures.load(Self.story))
    expectNoDifference(side.values(of: AmazonCompareSide.consent), ["granted", "pending", "none"])
    let cells = try #require(side.cells(by: AmazonCompareSide.consent, value: consent, at: 4))
    expectNoDifference(cells.map(\.aspect), AmazonCompareSide.aspects)
    expectNoDifference(cells[0].lines.filter { $0.hasPrefix("userStatus") }, received)
  }

  @Test func theSweepChecksEveryInvariantOnEveryCase() throws {
    let app = try #require(AmazonScenarioFixtures.load(Self.story).amazon?.world.app.config)
    let explorer = AmazonExplorer(space: AmazonExploreSpace(app: app))
    expectNoDifference(explorer.settingCount, 2091)
    let report = explorer.report(merging: [explorer.explore(settings: 0..<explorer.settingCount)])
    #expect(report.passed)
    expectNoDifference(report.actionCount, 2091 * 8)
  }
}
