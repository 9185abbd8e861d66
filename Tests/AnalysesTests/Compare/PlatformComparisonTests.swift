import Analyses
import Apple
import CustomDump
import FlowEngine
import Scenarios
import Stores
import Testing

/// `compare --by platform` in process: the built-in Texas teen on both stores gives the issue's
/// table (reference §8.3 for Play's side), and a scenario on one store is an error naming the
/// scenarios with both. The printed formats are pinned through the binary
/// (`ComparePlatformCommandTests`).
@Suite("compare --by platform")
struct PlatformComparisonTests {
  @Test("the issue's table for the Texas teen, row by row")
  func rows() throws {
    let scenario = try #require(ScenarioLibrary.named("texas-teen-both-stores"))
    let comparison = try PlatformComparison(scenario: scenario, scenariosWithBoth: [])
    expectNoDifference(
      comparison.rows,
      [
        PlatformComparison.Row(
          moment: .age,
          phrases: [
            ["shared automatically in Texas", "13–15, guardianDeclared"],
            ["requestAgeSignalsAccess → SHARED", "13–15, TIER_B"],
          ]),
        PlatformComparison.Row(
          moment: .significantChange,
          phrases: [
            [
              "the app asks (AskCenter)", "the child sends the question in Messages",
              "the app hears back (approval)",
            ],
            [
              "the developer declares it in Play Console with an effective date (2026-09-14)",
              "Play asks the parent in Family Link",
              "the app calls again and reads PENDING → APPROVED",
            ],
          ]),
        PlatformComparison.Row(
          moment: .revocation,
          phrases: [
            ["RESCIND_CONSENT to the developer's server"],
            ["the install ID appears in Play Console's CSV (kept 90 days)"],
          ]),
      ])
    expectNoDifference(
      comparison.columns,
      [
        PlatformComparison.Column(platform: .apple, jsonKey: "apple"),
        PlatformComparison.Column(platform: .googlePlay, jsonKey: "googlePlay"),
      ])
  }

  /// Untagged steps join the tagged step before them; steps before any tag join the first.
  @Test func untaggedStepsJoinTheMomentBefore() {
    expectNoDifference(
      PlatformComparison.moments(
        [1, 2, 3, 4, 5], script: [nil, .age, nil, .significantChange, nil]),
      [.age, .age, .age, .significantChange, .significantChange])
  }

  @Test("a scenario on one store: the error names the scenarios with both")
  func oneStore() throws {
    let scenario = try #require(ScenarioLibrary.named("texas-teen"))
    #expect(
      throws: CompareError(
        "--by platform: texas-teen runs on Apple only; it needs two or more stores (platforms: "
          + "[apple, google-play, amazon-appstore]). Scenarios with two or more: "
          + "texas-teen-both-stores")
    ) {
      try PlatformComparison(scenario: scenario, scenariosWithBoth: ["texas-teen-both-stores"])
    }
  }
}
