import CustomDump
import GooglePlay
import GooglePlayReports
import GooglePlayScenarios
import Reports
import Scenarios
import Stores
import Testing

/// Play Console keeps a revocation 90 days (reference §8.3): the run report's summary lists only
/// what the console lists on the run's last day, as the Console pane and the CSV do.
@Suite("Play reports: revocations past 90 days")
struct PlayRevocationRetentionTests {
  /// Carlos revokes on 2026-09-14, then the clock moves on `days`.
  static func run(waiting days: Int) throws -> PlayRun {
    let scenario = try ScenarioLoader.load(
      """
      name: revoked-then-wait
      title: A revocation ages out of Play Console
      summary: Carlos revokes; the clock moves on.
      platforms: [google-play]
      world:
        today: 2026-09-14
        region: US-TX
        person: {name: Sofia, birthdate: 2012-03-02}
        parent: Carlos
      google-play:
        script:
          - do: {declare-change: video-calling "This update adds video calling." 2026-09-14}
          - do: {parent: approve}
          - do: launch
          - do: revoke
          - do: {wait: \(days) days}
      """, file: "revoked-then-wait.yaml")
    return try #require(PlayScenarioRunner.run(scenario))
  }

  @Test(
    "the summary's Revocation CSV on the last day",
    arguments: [
      (89, "7f3c2a9e-4b1d-4e8a-9c65-0d2e1f8b3a47 (child-android, 2026-09-14)"),
      (90, "empty (1 revocation older than 90 days no longer listed)"),
    ])
  func summary(days: Int, expected: String) throws {
    let world = try Self.run(waiting: days).final
    let facts = PlayReportText.facts(world)
    expectNoDifference(facts.first { $0.label == "Revocation CSV" }?.value, expected)
    expectNoDifference(world.listedRevocations.count, (days < 90 ? 1 : 0))
    expectNoDifference(world.revocations.count, 1)
  }
}
