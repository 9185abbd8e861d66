import Apple
import CustomDump
import FlowEngine
import Foundation
import Scenarios
import Testing

@testable import TestSupport

@Suite("The built-in region table")
struct RegionTableTests {
  private typealias F = AgeRangeFixtures

  /// What a row must say, checked on 2026-07-01.
  struct Row: Sendable, CustomTestStringConvertible {
    var code: RegionCode
    var name: String
    var majority: Int
    var majorityConfidence: Confidence
    var reportsMethod: Bool
    var regulatedOn20260701: Bool
    var confidence: Confidence

    var testDescription: String { code.rawValue }
  }

  static let rows: [Row] = [
    Row(
      code: "US", name: "United States (no app-store law)", majority: 18,
      majorityConfidence: .verified, reportsMethod: false, regulatedOn20260701: false,
      confidence: .verified),
    Row(
      code: "US-TX", name: "Texas", majority: 18, majorityConfidence: .verified,
      reportsMethod: true, regulatedOn20260701: true, confidence: .verified),
    Row(
      code: "US-UT", name: "Utah", majority: 18, majorityConfidence: .verified,
      reportsMethod: true, regulatedOn20260701: false, confidence: .verified),
    Row(
      code: "US-LA", name: "Louisiana", majority: 18, majorityConfidence: .verified,
      reportsMethod: true, regulatedOn20260701: false, confidence: .verified),
    Row(
      code: "US-CA", name: "California", majority: 18, majorityConfidence: .verified,
      reportsMethod: false, regulatedOn20260701: false, confidence: .assumption),
    Row(
      code: "US-AL", name: "Alabama", majority: 19, majorityConfidence: .assumption,
      reportsMethod: true, regulatedOn20260701: false, confidence: .assumption),
    Row(
      code: "US-MS", name: "Mississippi", majority: 21, majorityConfidence: .assumption,
      reportsMethod: false, regulatedOn20260701: false, confidence: .assumption),
    Row(
      code: "AU", name: "Australia", majority: 18, majorityConfidence: .verified,
      reportsMethod: false, regulatedOn20260701: false, confidence: .verified),
    Row(
      code: "BR", name: "Brazil", majority: 18, majorityConfidence: .verified,
      reportsMethod: true, regulatedOn20260701: false, confidence: .verified),
    Row(
      code: "SG", name: "Singapore", majority: 18, majorityConfidence: .verified,
      reportsMethod: false, regulatedOn20260701: false, confidence: .verified),
    Row(
      code: "GB", name: "United Kingdom", majority: 18, majorityConfidence: .verified,
      reportsMethod: false, regulatedOn20260701: false, confidence: .assumption),
    Row(
      code: "DE", name: "Germany (EU)", majority: 18, majorityConfidence: .verified,
      reportsMethod: false, regulatedOn20260701: false, confidence: .assumption),
    Row(
      code: "CA", name: "Canada", majority: 18, majorityConfidence: .verified,
      reportsMethod: false, regulatedOn20260701: false, confidence: .assumption),
    Row(
      code: "SANDBOX", name: "Sandbox Age Assurance", majority: 18,
      majorityConfidence: .verified, reportsMethod: true, regulatedOn20260701: true,
      confidence: .assumption),
    Row(
      code: "SANDBOX-CHANGE-APPLICABLE", name: "Sandbox Age Assurance (change applicable)",
      majority: 18, majorityConfidence: .verified, reportsMethod: true,
      regulatedOn20260701: true, confidence: .assumption),
  ]

  @Test("the table holds exactly these rows, in display order")
  func codes() {
    expectNoDifference(RegionTable.builtIn.codes, Self.rows.map(\.code))
    expectNoDifference(
      RegionTable.builtIn.places.map(\.code),
      Self.rows.map(\.code).filter {
        !$0.rawValue.hasPrefix("SANDBOX")
      })
    expectNoDifference(RegionTable.defaultCode, "US")
  }

  @Test("every row's facts", arguments: rows)
  func row(_ expected: Row) throws {
    let region = try #require(RegionTable.builtIn.region(code: expected.code))
    expectNoDifference(region.code, expected.code)
    expectNoDifference(region.name, expected.name)
    expectNoDifference(region.ageOfMajority, expected.majority)
    expectNoDifference(region.ageOfMajorityConfidence, expected.majorityConfidence)
    let rule = AppleRegionRule.builtIn.rule(for: expected.code)
    expectNoDifference(rule.reportsAssuranceMethod, expected.reportsMethod)
    expectNoDifference(rule.isRegulated(on: F.day("2026-07-01")), expected.regulatedOn20260701)
    expectNoDifference(region.confidence, expected.confidence)
    #expect(!region.source.isEmpty)
    #expect(!region.notes.isEmpty)
  }

  /// One period of a regulated row: its start, reading, whether only new accounts are bound,
  /// and its features (§5, §8.1).
  struct Period: Sendable, CustomTestStringConvertible {
    var code: RegionCode
    var from: String
    var reading: LawReading?
    var newAccountsOnly: Bool
    var features: [RegulatoryFeature]
    var confidence: Confidence
    var newAccountsFrom: String? = nil
    var unannounced = false

    var testDescription: String { "\(code) from \(from)" }
  }

  private static let utahLouisiana: [RegulatoryFeature] = [
    .declaredAgeRangeRequired, .significantAppChangeRequiresAdultNotification,
    .significantAppChangeRequiresParentalConsent,
  ]

  /// §8.1: Utah's statute 2027-05-06 and Apple's 2026-05-06 (new accounts); Louisiana's HB 977
  /// 2027-07-01 and Apple's 2026-07-01 (new accounts); Texas for new accounts from 2026-06-04;
  /// California's AB 1043 from 2027-01-01, eligible with no feature (§8.2); Alabama's Act
  /// 2026-59 from 2027-01-01 for accounts created from 2027-01-03 and from 2027-10-01 for every
  /// account (§9.1). Apple has announced neither, so both are `unannounced`.
  static let regulatedPeriods: [[Period]] = [
    [
      Period(
        code: "US-TX", from: "2026-06-04", reading: nil, newAccountsOnly: true,
        features: [.declaredAgeRangeRequired, .significantAppChangeRequiresParentalConsent],
        confidence: .thirdParty)
    ],
    [
      Period(
        code: "US-UT", from: "2027-05-06", reading: .statute, newAccountsOnly: false,
        features: utahLouisiana, confidence: .verified),
      Period(
        code: "US-UT", from: "2026-05-06", reading: .storeAnnounced, newAccountsOnly: true,
        features: utahLouisiana, confidence: .verified),
    ],
    [
      Period(
        code: "US-LA", from: "2027-07-01", reading: .statute, newAccountsOnly: false,
        features: utahLouisiana, confidence: .verified),
      Period(
        code: "US-LA", from: "2026-07-01", reading: .storeAnnounced, newAccountsOnly: true,
        features: utahLouisiana, confidence: .verified),
    ],
    [
      Period(
        code: "US-AL", from: "2027-01-01", reading: nil, newAccountsOnly: true,
        features: [.declaredAgeRangeRequired, .significantAppChangeRequiresParentalConsent],
        confidence: .assumption, newAccountsFrom: "2027-01-03", unannounced: true),
      Period(
        code: "US-AL", from: "2027-10-01", reading: nil, newAccountsOnly: false,
        features: [.declaredAgeRangeRequired, .significantAppChangeRequiresParentalConsent],
        confidence: .assumption, unannounced: true),
    ],
    [
      Period(
        code: "US-CA", from: "2027-01-01", reading: nil, newAccountsOnly: false, features: [],
        confidence: .assumption, unannounced: true)
    ],
  ]

  @Test(
    "§8.1: every regulated row's periods, with reading and account rule",
    arguments: regulatedPeriods)
  func periods(_ expected: [Period]) throws {
    let code = try #require(expected.first?.code)
    let rule = AppleRegionRule.builtIn.rule(for: code)
    expectNoDifference(rule.regulation.count, expected.count)
    for (period, want) in zip(rule.regulation, expected) {
      expectNoDifference(period.from, F.day(want.from))
      expectNoDifference(period.until, nil)
      expectNoDifference(period.reading, want.reading)
      expectNoDifference(period.newAccountsOnly, want.newAccountsOnly)
      expectNoDifference(period.newAccountsFrom, want.newAccountsFrom.map { F.day($0) })
      expectNoDifference(period.unannounced, want.unannounced)
      expectNoDifference(period.imposedGates, [13, 16, 18])
      expectNoDifference(period.features, want.features)
      #expect(period.isEligible)
      #expect(period.sharesAutomatically)
      expectNoDifference(period.confidence, want.confidence)
      #expect(!period.source.isEmpty)
    }
  }

  @Test("unregulated rows have no periods on Apple's side")
  func unregulatedRows() {
    expectNoDifference(
      RegionTable.builtIn.rows.filter {
        AppleRegionRule.builtIn.rule(for: $0.code).regulation.isEmpty
      }.map(\.code), ["US", "US-MS", "AU", "BR", "SG", "GB", "DE", "CA"])
  }

  @Test("Apple's rules name only places of the table, and every other code has no law")
  func appleRulesKeyedByTheTable() {
    expectNoDifference(
      AppleRegionRule.builtIn.codes,
      [
        "US-TX", "US-UT", "US-LA", "US-AL", "US-CA", "BR", "SANDBOX",
        "SANDBOX-CHANGE-APPLICABLE",
      ])
    #expect(
      AppleRegionRule.builtIn.codes.allSatisfy { RegionTable.builtIn.region(code: $0) != nil })
    expectNoDifference(AppleRegionRule.builtIn.rule(for: "US"), .noLaw)
    expectNoDifference(AppleRegionRule.builtIn.rule(for: "MARS"), .noLaw)
    expectNoDifference(
      AppleRegionRule.noLaw, AppleRegionRule(reportsAssuranceMethod: false, regulation: []))
  }

  @Test(
    "a platform's rules are looked up by code in any case; a later row replaces an earlier one",
    arguments: [("a", "second"), ("A", "second"), ("b", "b"), ("c", "none")])
  func rulesLookup(code: RegionCode, expected: String) {
    var rules = RegionRules<String>(
      [.init(code: "A", rule: "first"), .init(code: "B", rule: "b")], otherwise: "none")
    rules.upsert("second", for: "a")
    expectNoDifference(rules.codes, ["A", "B"])
    expectNoDifference(rules.rows, [.init(code: "A", rule: "second"), .init(code: "B", rule: "b")])
    expectNoDifference(rules.rule(for: code), expected)
  }

  @Test(
    "codes are looked up in any case", arguments: [("us-tx", "US-TX"), ("Us", "US"), ("de", "DE")])
  func lookup(code: String, expected: String) {
    expectNoDifference(
      RegionTable.builtIn.region(code: RegionCode(code))?.code, RegionCode(expected))
  }

  @Test(
    "codes match in any case, ASCII byte by byte and anything else as Unicode lowercases it",
    arguments: [
      ("US-TX", "us-tx", true), ("US-TX", "US-TX", true), ("us-1", "US-1", true),
      ("US-TX", "US-TY", false), ("US-TX", "US-T", false), ("US", "US-", false),
      ("@", "`", false), ("[", "{", false), ("ÉCOSSE", "écosse", true), ("ÉCOSSE", "ECOSSE", false),
      ("", "", true),
    ])
  func matching(code: RegionCode, other: RegionCode, matches: Bool) {
    let rules = RegionRules<String>([.init(code: code, rule: "found")], otherwise: "none")
    expectNoDifference(rules.rule(for: other), (matches ? "found" : "none"))
  }

  @Test("a region code encodes as the bare string, as journals wrote it before")
  func codesEncodeBare() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let action = try encoder.encode(AppleAction.setRegion("US-TX"))
    expectNoDifference(String(decoding: action, as: UTF8.self), #"{"setRegion":{"_0":"US-TX"}}"#)
    let decoded = try JSONDecoder().decode(
      AppleAction.self, from: Data(#"{"setRegion":{"_0":"us-la"}}"#.utf8))
    expectNoDifference(decoded, .setRegion("us-la"))
  }

  @Test("the tables look codes up whatever their case, and a rule table falls back to its default")
  func tablesLookCodesUp() {
    let places = RegionTable(rows: [
      Region(code: "A", name: "a", source: "s", confidence: .verified)
    ])
    expectNoDifference(places.region(code: "a")?.name, "a")
    expectNoDifference(places.region(code: "B"), nil)
    let rules = RegionRules<Int>([.init(code: "A", rule: 1)], otherwise: 0)
    expectNoDifference(rules.rule(for: "a"), 1)
    expectNoDifference(rules.rule(for: "B"), 0)
    expectNoDifference(RegionTable.builtIn.region(code: "us-ut")?.name, "Utah")
    expectNoDifference(
      AppleRegionRule.builtIn.rule(for: "sandbox"), AppleRegionRule.builtIn.rule(for: "SANDBOX"))
    #expect(RegionTable.builtIn.contains(code: "us-tx"))
    #expect(!RegionTable.builtIn.contains(code: "XX"))
  }

  @Test("a world whose code the table lacks takes the default row and its rule")
  func unknownCodeFallsBackToTheDefault() throws {
    var world = try SimulationFixtures.world(region: "US-TX")
    expectNoDifference(world.regionRule, AppleRegionRule.builtIn.rule(for: "US-TX"))
    world.regionCode = "XX"
    expectNoDifference(world.region.code, "US")
    expectNoDifference(world.regionRule, .noLaw)
    let law = AppleRegionRule(regulation: [
      AppleRegulationPeriod(
        from: F.day("2026-01-01"), imposedGates: [13], features: [], source: "t",
        confidence: .assumption)
    ])
    world.regionRules.upsert(law, for: "us")
    expectNoDifference(world.regionRule, law)
    world.regions = RegionTable(rows: [])
    expectNoDifference(world.region.code, "XX")
    expectNoDifference(world.regionRule, .noLaw)
  }

  @Test("an unknown code is refused with the codes there are")
  func unknownRejection() {
    expectNoDifference(
      AppleRejection.unknownRegion(code: "XX", known: ["US", "US-TX"]).text,
      "Unknown region “XX” (known: US, US-TX).")
  }

  @Test("an unknown code finds nothing", arguments: ["XX", "", "US-", "TX"])
  func unknown(code: String) {
    expectNoDifference(RegionTable.builtIn.region(code: RegionCode(code)), nil)
  }

  @Test("a court order is a dated row change: the scenario replaces the row by code")
  func courtOrder() {
    let enjoined = Region(
      code: "us-tx", name: "Texas (enjoined)", source: "test", confidence: .assumption)
    let table = RegionTable.builtIn.merging([enjoined])
    var rules = AppleRegionRule.builtIn
    rules.upsert(
      AppleRegionRule(regulation: [
        AppleRegulationPeriod(
          from: F.day("2026-06-04"), until: F.day("2026-09-01"), imposedGates: [13, 16, 18],
          features: [.declaredAgeRangeRequired], source: "stay", confidence: .thirdParty)
      ]), for: "us-tx")
    expectNoDifference(table.codes, RegionTable.builtIn.codes.map { $0 == "US-TX" ? "us-tx" : $0 })
    expectNoDifference(rules.codes, AppleRegionRule.builtIn.codes)
    expectNoDifference(table.region(code: "US-TX")?.name, "Texas (enjoined)")
    let texas = rules.rule(for: "US-TX")
    #expect(texas.isRegulated(on: F.day("2026-08-31")))
    #expect(!texas.isRegulated(on: F.day("2026-09-01")))
    #expect(!texas.reportsAssuranceMethod)
  }

  @Test("a new row is added at the end; a table built with duplicates keeps the last")
  func addRows() {
    let mars = Region(code: "MARS", name: "Mars", source: "test", confidence: .assumption)
    expectNoDifference(RegionTable.builtIn.merging([mars]).codes.last, "MARS")
    let table = RegionTable(rows: [
      Region(code: "A", name: "first", source: "t", confidence: .assumption),
      Region(code: "B", name: "b", source: "t", confidence: .assumption),
      Region(code: "a", name: "second", source: "t", confidence: .assumption),
    ])
    expectNoDifference(table.codes, ["a", "B"])
    expectNoDifference(table.region(code: "A")?.name, "second")
  }

  @Test(
    "a period covers from its first day up to, not including, its end",
    arguments: [
      ("2026-06-03", false), ("2026-06-04", true), ("2026-08-31", true), ("2026-09-01", false),
    ])
  func covers(day: String, covered: Bool) {
    let period = AppleRegulationPeriod(
      from: F.day("2026-06-04"), until: F.day("2026-09-01"), imposedGates: [13],
      features: [], source: "test", confidence: .assumption)
    expectNoDifference(period.covers(F.day(day)), covered)
  }

  @Test("when periods overlap, the last one listed applies")
  func lastPeriodWins() {
    let region = AppleRegionRule(
      regulation: [
        AppleRegulationPeriod(
          from: F.day("2026-01-01"), imposedGates: [13], features: [], source: "old",
          confidence: .assumption),
        AppleRegulationPeriod(
          from: F.day("2026-06-01"), imposedGates: [16], features: [], source: "new",
          confidence: .assumption),
      ])
    expectNoDifference(region.regulation(on: F.day("2026-05-31"))?.source, "old")
    expectNoDifference(region.regulation(on: F.day("2026-06-01"))?.source, "new")
    expectNoDifference(region.regulation(on: F.day("2025-12-31")), nil)
  }
}
