import Apple
import CustomDump
import FlowEngine
import GooglePlay
import GooglePlayScenarios
import Scenarios
import Testing

@testable import TestSupport

/// `assumptions.store-dates` and the region-row keys of the laws of 2027 in scenario files:
/// both stores read the switch, a Play script switches it, and rows carry `new-accounts-from`
/// and `unannounced` on both stores (reference §9.1, docs/regions.md).
@Suite("Store dates in scenario files")
struct StoreDatesScenarioTests {
  static func day(_ text: String) -> SimDate {
    SimDate(iso: text) ?? SimDate(daysSinceEpoch: 0)
  }

  /// A scenario on both stores in Alabama on 2027-01-01 with `assumptions` and `rows`, and a
  /// Play script of `play` steps.
  static func scenario(assumptions: String = "", rows: String = "", play: String = "- do: launch")
    -> String
  {
    """
    name: store-dates
    title: Store dates
    summary: A test.
    platforms: [apple, google-play]
    world:
      today: 2027-01-01
      region: US-AL
      \(assumptions)
      \(rows)
      person:
        name: Maya
        birthdate: 2012-06-20
      parent: Jordan
    script:
      - do: launch
    google-play:
      script:
        \(play)

    """
  }

  @Test(
    "the switch decides Alabama on both stores",
    arguments: [
      ("", true, PlayRegionRule.appStoreLaw(name: "Alabama")),
      ("assumptions: {store-dates: statute}", true, .appStoreLaw(name: "Alabama")),
      ("assumptions: {store-dates: to-be-determined}", false, .sharingModes),
    ])
  func bothStores(assumptions: String, appleRegulated: Bool, playRule: PlayRegionRule) throws {
    let scenario = try ScenarioFixtures.load(Self.scenario(assumptions: assumptions))
    expectNoDifference(
      scenario.appleWorld.regionRule.isRegulated(on: scenario.world.today), appleRegulated)
    expectNoDifference(scenario.play?.world.regionRule, playRule)
  }

  @Test("a Play script's set: {store-dates: …} switches Play's reading, and the trace says so")
  func playSetting() throws {
    let text = Self.scenario(
      play: "- do: {set: {store-dates: to-be-determined}}\n    - do: launch")
    var runner = try #require(PlayScenarioRunner(scenario: try ScenarioFixtures.load(text)))
    _ = runner.playNextStep()
    expectNoDifference(runner.world.storeDates, .toBeDetermined)
    expectNoDifference(runner.world.regionRule, .sharingModes)
    expectNoDifference(runner.world.trace.last?.summary, "store dates [I]: to be determined")
    _ = runner.playNextStep()
    #expect(GooglePlayPlatform.sheet(on: .childPhone, in: runner.world) != nil)
  }

  @Test("rows carry new-accounts-from and unannounced on both stores")
  func rowKeys() throws {
    let rows = """
      regions:
        - code: US-AL
          name: Alabama (other sources)
          source: A test row.
          regulation:
            - {from: 2027-01-01, imposed-gates: [13, 16, 18], new-accounts-only: true,
               new-accounts-from: 2026-10-02, unannounced: true}
          google-play:
            - {from: 2027-01-01, rule: app-store-law, new-accounts-only: true,
               new-accounts-from: 2026-10-02, unannounced: true}
      """
    let scenario = try ScenarioFixtures.load(Self.scenario(rows: rows))
    let apple = try #require(scenario.appleWorld.regionRules.rule(for: "US-AL").regulation.first)
    #expect(apple.newAccountsOnly)
    expectNoDifference(apple.newAccountsFrom, Self.day("2026-10-02"))
    #expect(apple.unannounced)
    expectNoDifference(
      scenario.play?.world.regionRules.rule(for: "US-AL"),
      [
        PlayRegionPeriod(
          from: Self.day("2027-01-01"), rule: .appStoreLaw(name: "Alabama (other sources)"),
          source: "A test row.", confidence: .assumption, newAccountsOnly: true,
          newAccountsFrom: Self.day("2026-10-02"), unannounced: true)
      ])
  }

  @Test(
    "new-accounts-from without new-accounts-only is an error naming where",
    arguments: [
      "regulation: [{from: 2027-01-01, imposed-gates: [13], new-accounts-from: 2027-01-03}]",
      "google-play: [{from: 2027-01-01, rule: app-store-law, new-accounts-from: 2027-01-03}]",
    ])
  func newAccountsFromNeedsNewAccountsOnly(period: String) {
    let rows = "regions:\n    - {code: XX, name: X, source: s, \(period)}"
    let error = ScenarioFixtures.error(Self.scenario(rows: rows))
    #expect(
      error.hasSuffix(
        "new-accounts-from: new-accounts-from needs new-accounts-only: true (without it the "
          + "period binds every account)"))
    #expect(error.hasPrefix("test.yaml:10:"))
  }
}
