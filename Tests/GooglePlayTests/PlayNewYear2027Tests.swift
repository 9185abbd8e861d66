import CustomDump
import FlowEngine
import GooglePlayScenarios
import Testing

@testable import GooglePlay
@testable import TestSupport

/// The laws of 1 January 2027 on Google Play's side (reference §9.1, §9.2): Alabama and
/// California the day before and the day of, Alabama's existing accounts from 2027-10-01,
/// Canada, and the `store-dates` assumption where Google gives no firm date.
@Suite("New Year 2027 on Google Play's side")
struct PlayNewYear2027Tests {
  /// One query across a law's start and what Play answers.
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var region: RegionCode
    var today: String
    var created: String?
    var storeDates = StoreDateReading.statute
    var mode = PlayAccount.SharingMode.askBeforeSharing
    var sdk = AgeSignalsSDK.v004
    var access: AgeSignalsStatus?
    var promptShown: Bool
    var result: AgeSignalsResult?

    var testDescription: String { name }
  }

  static func day(_ text: String) -> SimDate {
    SimDate(iso: text) ?? SimDate(daysSinceEpoch: 0)
  }

  static let id = AgeSignalsQuery.exampleInstallID
  static let supervised13to15 = AgeSignalsResult(
    ageLower: 13, ageUpper: 15, ageRangeSource: .tierB, installID: id)

  static let cases: [Case] = [
    Case(
      name: "Alabama the day before: the sharing modes, Play's prompt", region: "US-AL",
      today: "2026-12-31", access: .shared, promptShown: true, result: supervised13to15),
    Case(
      name: "Alabama the day of: the app-store law, SHARED with no prompt", region: "US-AL",
      today: "2027-01-01", access: .shared, promptShown: false, result: supervised13to15),
    Case(
      name: "Alabama the day of, Never share: the law shares all the same", region: "US-AL",
      today: "2027-01-01", mode: .neverShare, access: .shared, promptShown: false,
      result: supervised13to15),
    Case(
      name: "Alabama the day of, store-dates to-be-determined: the sharing modes",
      region: "US-AL", today: "2027-01-01", storeDates: .toBeDetermined, access: .shared,
      promptShown: true, result: supervised13to15),
    Case(
      name: "Alabama, an account in existence on 2027-01-02: the sharing modes",
      region: "US-AL", today: "2027-01-02", created: "2027-01-02", access: .shared,
      promptShown: true, result: supervised13to15),
    Case(
      name: "Alabama, an account created 2027-01-03: the law", region: "US-AL",
      today: "2027-01-03", created: "2027-01-03", access: .shared, promptShown: false,
      result: supervised13to15),
    Case(
      name: "Alabama, an existing account the day before 2027-10-01: the sharing modes",
      region: "US-AL", today: "2027-09-30", created: "2025-01-01", access: .shared,
      promptShown: true, result: supervised13to15),
    Case(
      name: "Alabama, an existing account on 2027-10-01: the law", region: "US-AL",
      today: "2027-10-01", created: "2025-01-01", access: .shared, promptShown: false,
      result: supervised13to15),
    Case(
      name: "California the day before, Never share: NOT_SHARED", region: "US-CA",
      today: "2026-12-31", mode: .neverShare, access: .notShared, promptShown: false,
      result: nil),
    Case(
      name: "California the day of, Never share: the bracket SHARED, no prompt", region: "US-CA",
      today: "2027-01-01", mode: .neverShare, access: .shared, promptShown: false,
      result: supervised13to15),
    Case(
      name: "California the day of, store-dates to-be-determined: Google's own date holds",
      region: "US-CA", today: "2027-01-01", storeDates: .toBeDetermined, mode: .neverShare,
      access: .shared, promptShown: false, result: supervised13to15),
    Case(
      name: "California the day before, 0.0.3: a null userStatus", region: "US-CA",
      today: "2026-12-31", sdk: .v003, access: nil, promptShown: false,
      result: AgeSignalsResult()),
    Case(
      name: "California the day of, 0.0.3: DECLARED", region: "US-CA", today: "2027-01-01",
      sdk: .v003, access: nil, promptShown: false,
      result: AgeSignalsResult(
        userStatus: .declared, ageLower: 13, ageUpper: 15, installID: id)),
    Case(
      name: "Canada the day of: the sharing modes, as assumed", region: "CA",
      today: "2027-01-01", access: .shared, promptShown: true, result: supervised13to15),
  ]

  @Test("what Play answers across 2027-01-01 and Alabama's 2027-10-01", arguments: cases)
  func answer(_ test: Case) {
    let query = AgeSignalsQuery(
      account: PlayAccount(
        birthdate: Self.day("2012-06-20"), isSupervised: true, sharingMode: test.mode),
      region: test.region, accountCreated: test.created.map(Self.day), today: Self.day(test.today),
      sdk: test.sdk, storeDates: test.storeDates)
    let answer = AgeSignalsService.answer(query)
    expectNoDifference(answer.access, test.access)
    expectNoDifference(answer.promptShown, test.promptShown)
    expectNoDifference(answer.result, test.result)
  }

  @Test(
    "the last reason says which reading of Google's Alabama dates decided",
    arguments: [
      (
        StoreDateReading.statute,
        "Alabama: no firm date from Google (Google: \"exact date to be determined\" (English "
          + "page), \"from January 2027\" (Japanese page); Alabama Act 2026-59, Ala. Code "
          + "§8-19K: new accounts (not in existence on 2027-01-02) from 2027-01-01); AgeTUI "
          + "follows the statute's, from 2027-01-01 (store-dates: statute) [I]."
      ),
      (
        .toBeDetermined,
        "Alabama's law applies from 2027-01-01 by statute, but Google's date is to be "
          + "determined, so Play does not apply it yet (store-dates: to-be-determined) [I]."
      ),
    ])
  func storeDatesReason(storeDates: StoreDateReading, expected: String) {
    let query = AgeSignalsQuery(
      account: PlayAccount(birthdate: Self.day("2012-06-20"), isSupervised: true),
      region: "US-AL", today: Self.day("2027-01-01"), storeDates: storeDates)
    expectNoDifference(AgeSignalsService.answer(query).reasons.last, expected)
  }

  @Test("an existing Alabama account is told when the law reaches it")
  func existingAccountReason() {
    let query = AgeSignalsQuery(
      account: PlayAccount(birthdate: Self.day("2012-06-20"), isSupervised: true),
      region: "US-AL", accountCreated: Self.day("2025-01-01"), today: Self.day("2027-05-01"))
    let reason: String =
      "Alabama's app-store law binds accounts created from 2027-01-03 (existing ones from "
      + "2027-10-01); this one was created 2025-01-01, so the law does not bind it "
      + "(reference §8.1)."
    expectNoDifference(AgeSignalsService.answer(query).reasons.first, reason)
  }

  @Test("Canada's rule says it is an assumption")
  func canadaReason() {
    let query = AgeSignalsQuery(
      account: PlayAccount(birthdate: Self.day("2012-06-20")), region: "CA",
      today: Self.day("2027-01-01"))
    let reason: String =
      "Play's rule for CA is an assumption: Google lists Canada where Age Signals 0.0.4 "
      + "(July 2026) answers; its rules are not described, so the sharing modes are assumed "
      + "[I]."
    expectNoDifference(AgeSignalsService.answer(query).reasons.last, reason)
  }

  @Test(
    "the app's flow across midnight in Alabama: no approvals to read, then PENDING",
    arguments: [
      (
        [PlayAction.launch(.childPhone), .answerSharingPrompt(.childPhone, share: true)], "running"
      ),
      ([.advanceClock(days: 1), .launch(.childPhone)], "waiting-for-parent"),
    ] as [([PlayAction], String)])
  func flow(actions: [PlayAction], step: String) {
    var world = PlayFixtures.world(region: "US-AL", birthdate: "2012-06-20", today: "2026-12-31")
    let declare = PlayAction.declareChange(
      id: "video-calling", description: "This update adds video calling.",
      effective: Self.day("2026-12-31"))
    PlayFixtures.play([declare] + actions, in: &world)
    expectNoDifference(world.flows[.childPhone]?.step.kind.rawValue, step)
    expectNoDifference(world.changeStatus, .pending)
  }

  @Test("SDK versions say where they stand: 0.0.4 answers but is no longer updated")
  func sdkStanding() {
    expectNoDifference(
      AgeSignalsSDK.allCases.map(\.titleWithStanding),
      [
        "0.0.3 (deprecated from 2026-10-31)", "0.0.4 (answers, no longer updated)",
      ])
    expectNoDifference(AgeSignalsSDK.newest, .v004)
  }
}
