import CustomDump
import FlowEngine
import Testing

@testable import GooglePlay
@testable import TestSupport

/// Google Play's region rules: a table keyed by the region table's codes, read by date
/// (reference §6.3, §8.1).
@Suite("Google Play's region rules")
struct PlayRegionRuleTests {
  static func day(_ text: String) -> SimDate {
    SimDate(iso: text) ?? SimDate(daysSinceEpoch: 0)
  }

  @Test(
    "the rule on the days around each law's start, in any case of code",
    arguments: [
      ("US-TX", "2026-05-28", PlayRegionRule.sharingModes),
      ("US-TX", "2026-05-29", .appStoreLaw(name: "Texas")),
      ("us-tx", "2026-09-14", .appStoreLaw(name: "Texas")),
      ("US-UT", "2027-05-05", .sharingModes),
      ("US-UT", "2027-05-06", .appStoreLaw(name: "Utah")),
      ("US-LA", "2027-06-30", .sharingModes),
      ("US-LA", "2027-07-01", .appStoreLaw(name: "Louisiana")),
      ("BR", "2026-03-16", .sharingModes),
      ("br", "2026-03-17", .declaredOrUnknown),
      ("US-AL", "2026-12-31", .sharingModes),
      ("US-AL", "2027-01-01", .appStoreLaw(name: "Alabama")),
      ("US-CA", "2026-12-31", .sharingModes),
      ("US-CA", "2027-01-01", .ageBracketLaw(name: "California")),
      ("us-ca", "2030-01-01", .ageBracketLaw(name: "California")),
      ("CA", "2030-01-01", .sharingModes),
      ("US", "2030-01-01", .sharingModes),
      ("SANDBOX", "2030-01-01", .sharingModes),
      ("MARS", "2030-01-01", .sharingModes),
    ] as [(RegionCode, String, PlayRegionRule)])
  func rule(code: RegionCode, day: String, expected: PlayRegionRule) {
    expectNoDifference(
      PlayRegionRule.rule(
        for: code, on: Self.day(day), in: PlayRegionRule.builtIn, accountCreated: nil), expected)
  }

  @Test(
    "Texas's rule binds accounts created from 2026-05-29; the others bind every account",
    arguments: [
      ("US-TX", nil, PlayRegionRule.appStoreLaw(name: "Texas")),
      ("US-TX", "2026-05-29", .appStoreLaw(name: "Texas")),
      ("US-TX", "2026-05-28", .sharingModes),
      ("US-TX", "2020-01-01", .sharingModes),
      ("BR", "2020-01-01", .declaredOrUnknown),
    ] as [(RegionCode, String?, PlayRegionRule)])
  func newAccounts(code: RegionCode, created: String?, expected: PlayRegionRule) {
    expectNoDifference(
      PlayRegionRule.rule(
        for: code, on: Self.day("2026-09-14"), in: PlayRegionRule.builtIn,
        accountCreated: created.map(Self.day)), expected)
  }

  @Test(
    "the regulatory check says why an older Texas account reads no approvals",
    arguments: [
      (
        created: "2026-05-28",
        summary: "no regulatory-check call on Play; Texas's app-store law binds accounts created "
          + "from 2026-05-29; this one was created 2026-05-28: no approvals to read [I]"
      ),
      (
        created: "2026-05-29",
        summary: "no regulatory-check call on Play; Texas's app-store law: significant changes "
          + "need the parent's approval [I]"
      ),
    ])
  func regulatoryCheckNote(created: String, summary: String) {
    var world = PlayFixtures.world(region: "US-TX", today: "2026-09-14")
    world.child.accountCreated = Self.day(created)
    GooglePlayPlatform.checkRegulation(on: .childPhone, in: &world)
    expectNoDifference(world.trace.first?.summary, summary)
  }

  @Test("the table names only places of the region table, each with a source and confidence")
  func table() {
    expectNoDifference(
      PlayRegionRule.builtIn.codes, ["US-TX", "US-UT", "US-LA", "US-AL", "US-CA", "BR", "CA"])
    expectNoDifference(PlayRegionRule.builtIn.otherwise, [])
    #expect(PlayRegionRule.builtIn.codes.allSatisfy { RegionTable.builtIn.region(code: $0) != nil })
    #expect(PlayRegionRule.builtIn.rows.flatMap(\.rule).allSatisfy { !$0.source.isEmpty })
    // Google's own dates are verified; Alabama's (its pages disagree), what Play answers in
    // California, and Canada's rules are assumptions (reference §9.1).
    expectNoDifference(
      PlayRegionRule.builtIn.rows.map { row in
        "\(row.code): " + row.rule.map(\.confidence.rawValue).joined(separator: ", ")
      },
      [
        "US-TX: verified", "US-UT: verified", "US-LA: verified",
        "US-AL: assumption, assumption", "US-CA: assumption", "BR: verified", "CA: assumption",
      ])
    expectNoDifference(
      PlayRegionRule.builtIn.rows.map { row in row.rule.map(\.unannounced) },
      [[false], [false], [false], [true, true], [false], [false], [false]])
  }

  @Test("Settings and the picker offer the regions Play's rules give a period, then the US")
  func regions() {
    var world = PlayFixtures.world()
    expectNoDifference(
      world.regionChoices.map(\.code),
      [
        "US-TX", "US-UT", "US-LA", "US-AL", "US-CA", "BR", "CA", "US",
      ])
    expectNoDifference(
      world.regionChoices.map(\.name),
      [
        "Texas", "Utah", "Louisiana", "Alabama", "California", "Brazil", "Canada",
        "United States (no app-store law)",
      ])
    world.regionRules.upsert([], for: "us-tx")
    world.regionRules.upsert(
      [
        PlayRegionPeriod(
          from: Self.day("2026-01-01"), rule: .sharingModes, source: "t", confidence: .assumption)
      ],
      for: "us-ca")
    world.regionRules.upsert(
      [
        PlayRegionPeriod(
          from: Self.day("2026-01-01"), rule: .declaredOrUnknown, source: "t",
          confidence: .assumption)
      ],
      for: "XX")
    expectNoDifference(
      world.regionChoices.map(\.code),
      [
        "US-UT", "US-LA", "US-AL", "US-CA", "BR", "CA", "XX", "US",
      ])
    expectNoDifference(
      world.regionChoices.map(\.name),
      [
        "Utah", "Louisiana", "Alabama", "California", "Brazil", "Canada", "XX",
        "United States (no app-store law)",
      ])
    // A scenario that gives the United States a rule of its own lists it once, in its place.
    world.regionRules.upsert(
      [
        PlayRegionPeriod(
          from: Self.day("2026-01-01"), rule: .sharingModes, source: "t", confidence: .assumption)
      ],
      for: "US")
    let unitedStates: [RegionCode] = world.regionChoices.map(\.code).filter { $0 == "US" }
    expectNoDifference(unitedStates, ["US"])
    expectNoDifference(world.regionChoices.last?.code, "US")
  }
}
