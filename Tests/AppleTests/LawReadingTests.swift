import Apple
import CustomDump
import FlowEngine
import Testing

@testable import TestSupport

/// Reference §8.1: Utah's and Louisiana's start dates by reading (the statute's, or Apple's
/// announced ones for new accounts), Texas's rules for accounts created from 2026-06-04, and
/// the sentence that says which rule decided.
@Suite("§8.1: laws by date and by account")
struct LawReadingTests {
  private typealias Fixtures = SimulationFixtures

  /// One world: a region, a day, a reading and an account date, and what binds.
  struct Case: Sendable, CustomTestStringConvertible {
    var region: String
    var day: String
    var reading: LawReading
    var created: String?
    var regulated: Bool
    var rule: String?

    var testDescription: String {
      "\(region) on \(day) under \(reading.rawValue), account \(created ?? "unset")"
    }
  }

  private static let appleUtah = "Apple news 2026-02-24 (new Utah accounts from 2026-05-06)"

  static let cases: [Case] = [
    Case(
      region: "US-UT", day: "2026-09-14", reading: .statute, created: nil, regulated: false,
      rule:
        "Utah's rules do not apply yet under the statute's dates (they start 2027-05-06); under "
        + "Apple's announced dates they would apply from 2026-05-06."),
    Case(
      region: "US-UT", day: "2027-05-06", reading: .statute, created: "2020-01-01",
      regulated: true,
      rule:
        "Utah's rules apply from 2027-05-06 under the statute's dates (Utah Code 13-76-202 (the "
        + "App Store Accountability Act as amended; also listed by Amazon's developer docs))."),
    Case(
      region: "US-UT", day: "2026-09-14", reading: .storeAnnounced, created: nil,
      regulated: true,
      rule:
        "Utah's rules apply from 2026-05-06 under Apple's announced dates (\(appleUtah)), to "
        + "accounts created on or after that day; no account creation date is set, so the "
        + "account counts as new."),
    Case(
      region: "US-UT", day: "2026-09-14", reading: .storeAnnounced, created: "2026-01-10",
      regulated: false,
      rule:
        "Utah's rules apply from 2026-05-06 under Apple's announced dates (\(appleUtah)), to "
        + "accounts created on or after that day; this account was created 2026-01-10, before "
        + "that day, so they do not apply."),
    Case(
      region: "US-LA", day: "2026-09-14", reading: .storeAnnounced, created: "2026-08-01",
      regulated: true,
      rule:
        "Louisiana's rules apply from 2026-07-01 under Apple's announced dates (Apple news "
        + "2026-02-24 (new Louisiana accounts from 2026-07-01)), to accounts created on or after "
        + "that day; this account was created 2026-08-01, so they apply."),
    Case(
      region: "US-LA", day: "2026-09-14", reading: .statute, created: nil, regulated: false,
      rule:
        "Louisiana's rules do not apply yet under the statute's dates (they start 2027-07-01); "
        + "under Apple's announced dates they would apply from 2026-07-01."),
    Case(
      region: "US-TX", day: "2026-09-14", reading: .statute, created: nil, regulated: true,
      rule: nil),
    Case(
      region: "US-TX", day: "2026-09-14", reading: .statute, created: "2026-03-01",
      regulated: false,
      rule:
        "Texas's rules apply from 2026-06-04, to accounts created on or after that day; this "
        + "account was created 2026-03-01, before that day, so they do not apply."),
    Case(
      region: "US-TX", day: "2026-09-14", reading: .storeAnnounced, created: "2026-06-04",
      regulated: true,
      rule:
        "Texas's rules apply from 2026-06-04, to accounts created on or after that day; this "
        + "account was created 2026-06-04, so they apply."),
    Case(
      region: "US-CA", day: "2027-01-01", reading: .statute, created: "2020-01-01",
      regulated: true,
      rule:
        "California's rules apply from 2027-01-01. Apple has announced no date for them; AgeTUI "
        + "assumes it follows the statute's (store-dates: statute) [assumption]."),
  ]

  private static func world(_ testCase: Case) throws -> AppleWorld {
    var world = try Fixtures.world(region: RegionCode(testCase.region))
    world.today = Fixtures.day(testCase.day)
    world.person.birthdate = world.today.adding(years: -14)
    world.assumptions.lawDates = testCase.reading
    world.person.accountCreated = testCase.created.map { Fixtures.day($0) }
    return world
  }

  @Test("§8.1: which periods bind, and the sentence that says why", arguments: cases)
  func binding(_ testCase: Case) throws {
    let world = try Self.world(testCase)
    expectNoDifference(world.regionRule.isRegulated(on: world.today), testCase.regulated)
    expectNoDifference(world.lawRule, testCase.rule)
  }

  @Test("§8.1: the why of requestAgeRange ends with the rule that decided", arguments: cases)
  func why(_ testCase: Case) throws {
    var simulation = AppleSimulation(world: try Self.world(testCase))
    Fixtures.apply([.launchApp(.childPhone)], to: &simulation)
    Fixtures.apply([.answerAgeRangePrompt(.childPhone, .share)], to: &simulation)
    let answers = simulation.trace.compactMap { entry -> [String]? in
      guard case .ageRangeAnswer(_, let reasons, _, _)? = entry.detail else { return nil }
      return reasons
    }
    let first = try #require(answers.first)
    expectNoDifference(first.last, testCase.rule ?? first.last)
    expectNoDifference(
      first.contains { $0.hasPrefix("\(simulation.world.region.name) requires sharing") },
      testCase.regulated)
    if testCase.rule == nil {
      #expect(!first.contains { $0.contains("'s rules") })
    }
  }

  @Test("the account's creation date changes mid-session, with the trace and the rule")
  func changeAccountDate() throws {
    var simulation = AppleSimulation(world: try Fixtures.world(region: "US-TX"))
    let step = try #require(
      Fixtures.apply([.setAccountCreated(Fixtures.day("2026-03-01"))], to: &simulation))
    expectNoDifference(step.entries.map(\.summary), ["Apple Account created: 2026-03-01"])
    #expect(!simulation.world.regionRule.isRegulated(on: simulation.world.today))
    let again = simulation.applying(.setAccountCreated(Fixtures.day("2026-03-01")))
    #expect(again.wasRejected)
    Fixtures.apply([.setAccountCreated(nil)], to: &simulation)
    #expect(simulation.world.regionRule.isRegulated(on: simulation.world.today))
  }
}
