import Apple
import CustomDump
import FlowEngine
import Testing

@testable import TestSupport

/// The laws of 1 January 2027 on Apple's side (reference §9.1): Alabama and California the day
/// before and the day of, Alabama's existing accounts from 2027-10-01, and the `store-dates`
/// assumption that decides where Apple has announced nothing.
@Suite("New Year 2027 on Apple's side")
struct NewYear2027Tests {
  private typealias F = AgeRangeFixtures

  private static let alabama: [RegulatoryFeature] = [
    .declaredAgeRangeRequired, .significantAppChangeRequiresParentalConsent,
  ]

  /// A context in a built-in region as a world builds it: the rule as it binds the account
  /// under `storeDates`, and the sentence that says which rule decided.
  private static func context(
    _ person: ApplePerson, on today: String, region code: String, created: String? = nil,
    storeDates: StoreDateReading = .statute
  ) -> AgeRangeContext {
    let table = F.rule(code)
    let region = F.region(code)
    let accountCreated = created.map { F.day($0) }
    return AgeRangeContext(
      person: person, region: region,
      regionRule: table.binding(
        reading: .statute, storeDates: storeDates, accountCreated: accountCreated),
      os: .v26dot5, today: F.day(today), cache: AgeRangeCache(),
      assumptions: Assumptions(storeDates: storeDates),
      lawRule: table.lawRule(
        of: region.name, on: F.day(today), reading: .statute, storeDates: storeDates,
        accountCreated: accountCreated))
  }

  @Test(
    "eligibility and features the day before, the day of, and for existing Alabama accounts",
    arguments: [
      ("US-AL", "2026-12-31", nil, StoreDateReading.statute, false, [RegulatoryFeature]()),
      ("US-AL", "2027-01-01", nil, .statute, true, alabama),
      ("US-AL", "2027-01-01", nil, .toBeDetermined, false, []),
      ("US-AL", "2027-01-02", "2027-01-02", .statute, false, []),
      ("US-AL", "2027-01-03", "2027-01-03", .statute, true, alabama),
      ("US-AL", "2027-09-30", "2025-01-01", .statute, false, []),
      ("US-AL", "2027-10-01", "2025-01-01", .statute, true, alabama),
      ("US-AL", "2027-10-01", "2025-01-01", .toBeDetermined, false, []),
      ("US-CA", "2026-12-31", nil, .statute, false, []),
      ("US-CA", "2027-01-01", nil, .statute, true, []),
      ("US-CA", "2027-01-01", "2020-01-01", .statute, true, []),
      ("US-CA", "2027-01-01", nil, .toBeDetermined, false, []),
      ("CA", "2027-01-01", nil, .statute, false, []),
    ] as [(String, String, String?, StoreDateReading, Bool, [RegulatoryFeature])])
  func signals(
    region: String, day: String, created: String?, storeDates: StoreDateReading,
    eligible: Bool, features: [RegulatoryFeature]
  ) {
    let rule = F.rule(region).binding(
      reading: .statute, storeDates: storeDates, accountCreated: created.map { F.day($0) })
    expectNoDifference(
      AgeRangeService.isEligibleForAgeFeatures(rule: rule, os: .v26dot5, on: F.day(day)), eligible)
    expectNoDifference(
      AgeRangeService.requiredRegulatoryFeatures(rule: rule, os: .v26dot5, on: F.day(day)), features
    )
  }

  @Test("Alabama the day before: a nonregulated region, Ask First prompts on the app's gates")
  func alabamaTheDayBefore() {
    let context = Self.context(F.person(born: "2012-06-20"), on: "2026-12-31", region: "US-AL")
    expectNoDifference(
      F.ask([13, 16], in: context),
      AgeRangeAnswer(
        result: F.shared(13, 15, .guardianDeclared), promptShown: true,
        cacheUpdate: F.entry(
          [13, 16], F.sharing(13, 15, .guardianDeclared), declaredOn: "2026-12-31",
          validUntil: "2027-12-31"),
        reasons: [
          "Ask First: asked on Olivia's device and shared. The app learns 13–15, never the "
            + "birthdate."
        ]))
  }

  @Test("Alabama the day of: shared on the law's gates, no prompt, Apple's silence labelled")
  func alabamaTheDayOf() {
    let context = Self.context(
      F.person(born: "2012-06-20", mode: .neverShare), on: "2027-01-01", region: "US-AL")
    expectNoDifference(
      F.ask([13, 16], in: context),
      AgeRangeAnswer(
        result: F.shared(13, 15, .guardianDeclared),
        notification: .required(app: "Landmarks", region: "Alabama"),
        cacheUpdate: F.entry(
          [13, 16], F.sharing(13, 15, .guardianDeclared), declaredOn: "2027-01-01",
          validUntil: "2028-01-01"),
        reasons: [
          "Alabama requires sharing: the system used the region's gates (13, 16, 18) instead "
            + "of the app's (13, 16), shared 13–15 automatically, and the person could not "
            + "decline.",
          "Alabama's rules apply from 2027-01-01, to accounts created on or after 2027-01-03; "
            + "no account creation date is set, so the account counts as new. Apple has "
            + "announced no date for them; AgeTUI assumes it follows the statute's "
            + "(store-dates: statute) [assumption].",
        ]))
  }

  @Test(
    "which rule decided, in one sentence, around Alabama's and California's dates",
    arguments: [
      ("US-AL", "2026-12-31", nil, StoreDateReading.statute, nil),
      (
        "US-AL", "2027-01-01", nil, .toBeDetermined,
        "Alabama's law applies from 2027-01-01, but Apple has announced no date for it: under "
          + "store-dates to-be-determined its rules do not apply yet [assumption]."
      ),
      (
        "US-AL", "2027-09-30", "2025-01-01", .statute,
        "Alabama's rules apply from 2027-01-01, to accounts created on or after 2027-01-03; "
          + "this account was created 2025-01-01, before that day, so they do not apply until "
          + "2027-10-01, when they reach existing accounts. Apple has announced no date for "
          + "them; AgeTUI assumes it follows the statute's (store-dates: statute) [assumption]."
      ),
      (
        "US-AL", "2027-10-01", "2025-01-01", .statute,
        "Alabama's rules apply from 2027-10-01. Apple has announced no date for them; AgeTUI "
          + "assumes it follows the statute's (store-dates: statute) [assumption]."
      ),
      (
        "US-CA", "2027-01-01", nil, .statute,
        "California's rules apply from 2027-01-01. Apple has announced no date for them; "
          + "AgeTUI assumes it follows the statute's (store-dates: statute) [assumption]."
      ),
      ("US-TX", "2027-01-01", nil, .toBeDetermined, nil),
    ] as [(String, String, String?, StoreDateReading, String?)])
  func lawRule(
    region: String, day: String, created: String?, storeDates: StoreDateReading,
    expected: String?
  ) {
    expectNoDifference(
      F.rule(region).lawRule(
        of: F.region(region).name, on: F.day(day), reading: .statute, storeDates: storeDates,
        accountCreated: created.map { F.day($0) }), expected)
  }

  @Test(
    "an 18-year-old in Alabama: shared 18 or over, yet guardianDeclared, and the reasons say why",
    arguments: ["2026-12-31", "2027-01-01"])
  func eighteenInAlabama(day: String) {
    let context = Self.context(
      F.person(born: "2008-06-20", mode: .alwaysShare), on: day, region: "US-AL")
    let answer = F.ask([18], in: context)
    expectNoDifference(answer.result, F.shared(18, nil, .guardianDeclared))
    #expect(
      answer.reasons.contains(
        "Alabama's age of majority is 19 [assumption]: at 18 a person in a family is still "
          + "guardianDeclared, though the range, 18 or over, is the laws' adult category "
          + "(under 13, 13–15, 16–17, 18+)."))
  }

  @Test("the same 18-year-old in Texas is selfDeclared, and no majority note is added")
  func eighteenInTexas() {
    let context = F.context(F.person(born: "2008-06-20"), on: "2027-01-01", region: "US-TX")
    let answer = F.ask([18], in: context)
    expectNoDifference(answer.result, F.shared(18, nil, .selfDeclared))
    #expect(!answer.reasons.contains { $0.contains("age of majority") })
  }
}
