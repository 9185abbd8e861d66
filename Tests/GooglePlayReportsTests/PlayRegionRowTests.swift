import Apple
import AppleReports
import CustomDump
import FlowEngine
import GooglePlay
import GooglePlayReports
import GooglePlayScenarios
import Reports
import Scenarios
import Testing

@testable import TestSupport

/// A scenario's region rows carry each store's rules: `regulation` is Apple's, `google-play`
/// Google Play's, and a row replaces both for its code (docs/regions.md).
@Suite("Region rows per platform")
struct PlayRegionRowTests {
  /// A Google Play scenario in Texas on 2026-09-14 whose `world.regions` is `rows`
  /// (``ScenarioFixtures/playRegionRows(_:)``).
  static func scenario(rows: String) -> String { ScenarioFixtures.playRegionRows(rows) }

  /// Texas enjoined on both stores from 2026-09-01: Apple's period ends, Play's law gives way
  /// to the sharing modes.
  static let enjoinedTexas = """
        - code: US-TX
          name: Texas (enjoined)
          source: A test row.
          confidence: third-party
          regulation:
            - from: 2026-06-04
              until: 2026-09-01
              imposed-gates: [13, 16, 18]
              features: [declaredAgeRangeRequired]
          google-play:
            - from: 2026-05-29
              rule: app-store-law
              source: Google's page.
              confidence: verified
            - from: 2026-09-01
              rule: sharing-modes
    """

  static func day(_ text: String) -> SimDate {
    SimDate(iso: text) ?? SimDate(daysSinceEpoch: 0)
  }

  @Test("a row's google-play periods load into Play's rules, the row's source standing in")
  func periodsLoad() throws {
    let scenario = try ScenarioFixtures.load(Self.scenario(rows: Self.enjoinedTexas))
    let play = try #require(scenario.play?.world)
    expectNoDifference(
      play.regionRules.rule(for: "US-TX"),
      [
        PlayRegionPeriod(
          from: Self.day("2026-05-29"), rule: .appStoreLaw(name: "Texas (enjoined)"),
          source: "Google's page.", confidence: .verified),
        PlayRegionPeriod(
          from: Self.day("2026-09-01"), rule: .sharingModes, source: "A test row.",
          confidence: .thirdParty),
      ])
    expectNoDifference(play.regionRules.codes, PlayRegionRule.builtIn.codes)
    expectNoDifference(
      play.regionChoices.map(\.name),
      [
        "Texas (enjoined)", "Utah", "Louisiana", "Alabama", "California", "Brazil", "Canada",
        "United States (no app-store law)",
      ])
    expectNoDifference(play.regionRule, .sharingModes)
    // The scenario runs on Google Play alone: the row's place is every store's, its Apple
    // periods are read (and checked) but no Apple part plays them.
    expectNoDifference(scenario.world.regions.region(code: "US-TX")?.name, "Texas (enjoined)")
    expectNoDifference(scenario.apple, nil)
  }

  @Test(
    "Play answers by the scenario's rules: the prompt where the law gave way, none under it",
    arguments: [
      (rows: enjoinedTexas, sheet: PlaySheet?.some(.sharingPrompt(gates: [13, 16]))),
      (rows: "", sheet: nil),
    ])
  func playObeysTheRow(rows: String, sheet: PlaySheet?) throws {
    let text = Self.scenario(rows: rows).replacingOccurrences(
      of: "  regions:\n\n", with: "")
    var runner = try #require(PlayScenarioRunner(scenario: try ScenarioFixtures.load(text)))
    _ = runner.playNextStep()
    expectNoDifference(GooglePlayPlatform.sheet(on: .childPhone, in: runner.world), sheet)
  }

  @Test(
    "a row without google-play leaves Play no law for its code; a new code gets its own",
    arguments: [
      (code: "US-TX", rule: "", expected: [PlayRegionPeriod]()),
      (
        code: "XX", rule: "\n      google-play: [{from: 2026-01-01, rule: declared-or-unknown}]",
        expected: [
          PlayRegionPeriod(
            from: day("2026-01-01"), rule: .declaredOrUnknown, source: "A test row.",
            confidence: .assumption)
        ]
      ),
    ])
  func withoutOrNew(code: RegionCode, rule: String, expected: [PlayRegionPeriod]) throws {
    let rows = "    - code: \(code)\n      name: Test\n      source: A test row.\(rule)"
    let play = try #require(
      try ScenarioFixtures.load(Self.scenario(rows: rows)).play?.world)
    expectNoDifference(play.regionRules.rule(for: code), expected)
    expectNoDifference(play.regionChoices.contains { $0.code == code }, !expected.isEmpty)
  }

  @Test(
    "a bad google-play period is an error naming where and what",
    arguments: [
      (
        rows: "    - {code: XX, name: X, source: s, google-play: [{from: 2026-01-01, rule: law}]}",
        error: "test.yaml:9:77: error: world.regions[1].google-play[1].rule: expected "
          + "app-store-law, age-bracket-law, declared-or-unknown or sharing-modes, found \"law\""
      ),
      (
        rows: "    - {code: XX, name: X, source: s, google-play: [{from: 2026-01-01, rule: "
          + "sharing-mode}]}",
        error: "test.yaml:9:77: error: world.regions[1].google-play[1].rule: expected "
          + "app-store-law, age-bracket-law, declared-or-unknown or sharing-modes, found "
          + "\"sharing-mode\"; did you mean \"sharing-modes\"?"
      ),
      (
        rows: "    - {code: XX, name: X, source: s, google-play: [{from: 2026-02-01, rule: "
          + "app-store-law}, {from: 2026-01-01, rule: sharing-modes}]}",
        error: "test.yaml:9:100: error: world.regions[1].google-play[2].from: the period starts "
          + "(2026-01-01) on or before the one above it (2026-02-01); list periods oldest first"
      ),
      (
        rows: "    - {code: XX, name: X, source: s, google-play: [{from: 2026-01-01, rule: "
          + "app-store-law, gates: [13]}]}",
        error: "test.yaml:9:92: error: world.regions[1].google-play[1]: unknown key \"gates\"; "
          + "expected one of from, rule, source, confidence, new-accounts-only, new-accounts-from "
          + "or unannounced"
      ),
    ])
  func errors(rows: String, error: String) {
    expectNoDifference(ScenarioFixtures.error(Self.scenario(rows: rows)), error)
  }

  @Test(
    "Texas binds only accounts created after 2026-05-28 on Play, as on Google's page (§8.1)",
    arguments: [
      (created: "", sheet: PlaySheet?.none, rule: PlayRegionRule.appStoreLaw(name: "Texas")),
      (created: "2026-05-29", sheet: nil, rule: .appStoreLaw(name: "Texas")),
      (created: "2026-05-28", sheet: .sharingPrompt(gates: [13, 16]), rule: .sharingModes),
    ])
  func texasNewAccounts(created: String, sheet: PlaySheet?, rule: PlayRegionRule) throws {
    let text = Self.scenario(rows: "").replacingOccurrences(of: "  regions:\n\n", with: "")
      .replacingOccurrences(
        of: "    birthdate: 2012-03-02\n",
        with: "    birthdate: 2012-03-02\n"
          + (created.isEmpty ? "" : "    account-created: \(created)\n"))
    let scenario = try ScenarioFixtures.load(text)
    let world = try #require(scenario.play?.world)
    expectNoDifference(world.child.accountCreated, (created.isEmpty ? nil : Self.day(created)))
    expectNoDifference(world.regionRule, rule)
    let skipped = world.lawSkippingThisAccount
    expectNoDifference(skipped?.name, (rule == .sharingModes ? "Texas" : nil))
    expectNoDifference(skipped?.from, (rule == .sharingModes ? Self.day("2026-05-29") : nil))
    expectNoDifference(
      PlayReportText.region(world),
      (rule == .sharingModes
        ? "US-TX: the sharing modes apply (Texas's app-store law binds accounts created from "
          + "2026-05-29; this one was created 2026-05-28)"
        : "US-TX: Texas's app-store law (no sharing prompt)"))
    var runner = try #require(PlayScenarioRunner(scenario: scenario))
    _ = runner.playNextStep()
    expectNoDifference(GooglePlayPlatform.sheet(on: .childPhone, in: runner.world), sheet)
  }

  @Test("a google-play period can bind only new accounts")
  func newAccountsOnlyKey() throws {
    let rows = """
          - code: XX
            name: Test
            source: A test row.
            google-play: [{from: 2026-01-01, rule: app-store-law, new-accounts-only: true}]
      """
    let play = try #require(try ScenarioFixtures.load(Self.scenario(rows: rows)).play?.world)
    expectNoDifference(
      play.regionRules.rule(for: "XX"),
      [
        PlayRegionPeriod(
          from: Self.day("2026-01-01"), rule: .appStoreLaw(name: "Test"), source: "A test row.",
          confidence: .assumption, newAccountsOnly: true)
      ])
  }
}
