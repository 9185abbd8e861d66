import AmazonAppstore
import CustomDump
import FlowEngine
import Testing

/// The live answer's rules (amazon.md §5), the regions and dates (§8) and the faults (§3.1,
/// §9), each case the whole row.
@Suite("Amazon: GetUserAgeData's live answers")
struct GetUserAgeDataTests {
  static let userId = AmazonAccount.exampleUserId
  static let june15 = AmazonApprovalTimestamp(day: AmazonFixtures.day("2026-06-15"))

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var account: AmazonAccount
    var region: RegionCode = "US-TX"
    var today = "2026-07-01"
    var assumptions = AmazonAssumptions.standard
    var fault: AmazonResponseStatus?
    var row: AmazonUserAgeData

    var testDescription: String { name }
  }

  static func supervised(_ band: AmazonAgeBand, date: AmazonApprovalTimestamp? = june15)
    -> AmazonUserAgeData
  {
    AmazonUserAgeData(
      responseStatus: .success, userStatus: .supervised, band: band, userId: userId,
      mostRecentApprovalDate: date)
  }

  static func notGranted(_ band: AmazonAgeBand, date: AmazonApprovalTimestamp? = june15)
    -> AmazonUserAgeData
  {
    AmazonUserAgeData(
      responseStatus: .success, userStatus: .consentNotGranted, band: band, userId: userId,
      mostRecentApprovalDate: date)
  }

  static let fns = AmazonUserAgeData.failure(.featureNotSupported, shape: .emptyString)
  static let unknown = AmazonUserAgeData(responseStatus: .success, userStatus: .unknown)

  static let cases: [Case] = [
    Case(
      name: "§11: the Texas teen, consent given", account: AmazonFixtures.account(),
      row: supervised(.from13To15)),
    Case(
      name: "§5.5: consent pending", account: AmazonFixtures.account(consent: .pending),
      row: notGranted(.from13To15)),
    Case(
      name: "§5.5: consent revoked", account: AmazonFixtures.account(consent: .revoked),
      row: notGranted(.from13To15)),
    Case(
      name: "§5.5: never consented, no date",
      account: AmazonAccount(
        birthdate: AmazonFixtures.teenBirthdate, isSupervised: true, isVerified: false,
        consent: .none),
      row: notGranted(.from13To15, date: nil)),
    Case(
      name: "§5.5: not supervised", account: AmazonFixtures.account(supervised: false),
      row: unknown),
    Case(
      name: "§5.4: verified adult",
      account: AmazonFixtures.account(birthdate: "1990-01-01", supervised: false, verified: true),
      row: AmazonUserAgeData(responseStatus: .success, userStatus: .verified, band: .adult)),
    Case(
      name: "§5.4: unverified adult",
      account: AmazonFixtures.account(birthdate: "1990-01-01", supervised: false),
      row: unknown),
    Case(
      name: "§5: the day before the 16th birthday",
      account: AmazonFixtures.account(birthdate: "2010-07-02"), row: supervised(.from13To15)),
    Case(
      name: "§5: the 16th birthday moves the band at once",
      account: AmazonFixtures.account(birthdate: "2010-07-01"), row: supervised(.from16To17)),
    Case(
      name: "§5.3: no law in California", account: AmazonFixtures.account(), region: "US-CA",
      row: .notApplicable),
    Case(
      name: "§5.2: before live responses, even outside the law states",
      account: AmazonFixtures.account(), region: "US-CA", today: "2025-12-31", row: fns),
    Case(
      name: "§8: Texas paused on 2026-01-01", account: AmazonFixtures.account(),
      today: "2026-01-01", row: fns),
    Case(
      name: "§8: Texas paused the day before the stay", account: AmazonFixtures.account(),
      today: "2026-06-03", row: fns),
    Case(
      name: "§8: Texas live from the stay", account: AmazonFixtures.account(),
      today: "2026-06-04", row: supervised(.from13To15)),
    Case(
      name: "§8: Texas still paused under the switch", account: AmazonFixtures.account(),
      assumptions: AmazonAssumptions(texas: .paused), row: fns),
    Case(
      name: "§8: Texas paused under the switch, years on", account: AmazonFixtures.account(),
      today: "2030-01-01", assumptions: AmazonAssumptions(texas: .paused), row: fns),
    Case(
      name: "§8: Utah on 2027-05-05", account: AmazonFixtures.account(), region: "US-UT",
      today: "2027-05-05", row: .notApplicable),
    Case(
      name: "§8: Utah on 2027-05-06", account: AmazonFixtures.account(), region: "US-UT",
      today: "2027-05-06", row: supervised(.from13To15)),
    Case(
      name: "§8: Louisiana on 2027-06-30", account: AmazonFixtures.account(), region: "US-LA",
      today: "2027-06-30", row: .notApplicable),
    Case(
      name: "§8: Louisiana on 2027-07-01", account: AmazonFixtures.account(), region: "US-LA",
      today: "2027-07-01", row: supervised(.from13To15)),
    Case(
      name: "§8: Alabama off by default", account: AmazonFixtures.account(), region: "US-AL",
      today: "2027-01-01", row: .notApplicable),
    Case(
      name: "§8: Alabama behind its switch", account: AmazonFixtures.account(), region: "US-AL",
      today: "2027-01-01", assumptions: AmazonAssumptions(alabama: true),
      row: supervised(.from13To15)),
    Case(
      name: "§5.1: a fault wins over a live answer", account: AmazonFixtures.account(),
      fault: .internalTransientError,
      row: .failure(.internalTransientError, shape: .emptyString)),
    Case(
      name: "§4 [U]: the error shape with a null userStatus", account: AmazonFixtures.account(),
      assumptions: AmazonAssumptions(errorShape: .null), fault: .appNotOwned,
      row: AmazonUserAgeData(responseStatus: .appNotOwned, userStatus: nil)),
  ]

  @Test(arguments: cases)
  func answers(_ test: Case) {
    let query = AmazonQuery(
      account: test.account, region: test.region, today: AmazonFixtures.day(test.today),
      fault: test.fault, assumptions: test.assumptions)
    expectNoDifference(GetUserAgeData.answer(query).row, test.row)
  }

  @Test func theTexasTeensReasonsCiteTheReference() {
    let query = AmazonQuery(
      account: AmazonFixtures.account(), region: "US-TX", today: AmazonFixtures.day("2026-07-01"))
    expectNoDifference(
      GetUserAgeData.answer(query).reasons,
      [
        "Texas SB 2420: a parent consented to the current version: SUPERVISED with the band, "
          + "the app user ID and the consent's time (amazon.md §3.2 [V], §5.5).",
        "The app learns the band 13–15, never the birthdate; the band moves on the birthday "
          + "(amazon.md §2 [V], §5: no refresh delay documented [U]).",
      ])
  }

  /// §8: the pause's reason says which Texas reading decided.
  @Test(arguments: [
    (
      AmazonTexasReading.liveFromStay,
      "Texas SB 2420 is paused: Amazon \"will not return live responses until further notice\", "
        + "so FEATURE_NOT_SUPPORTED (amazon.md §8 [V]), until 2026-06-04, the stay "
        + "(texas: live-from-stay) [I]."
    ),
    (
      .paused,
      "Texas SB 2420 is paused: Amazon \"will not return live responses until further notice\", "
        + "so FEATURE_NOT_SUPPORTED (amazon.md §8 [V]), still (texas: paused) [I]."
    ),
  ])
  func thePauseSaysWhichReading(texas: AmazonTexasReading, reason: String) {
    let query = AmazonQuery(
      account: AmazonFixtures.account(), region: "US-TX", today: AmazonFixtures.day("2026-03-01"),
      assumptions: AmazonAssumptions(texas: texas))
    expectNoDifference(GetUserAgeData.answer(query).reasons, [reason])
  }

  /// §3.1, §9 [I]: every status but SUCCESS is a fault; only the transient one is worth a
  /// retry.
  @Test(arguments: [
    (AmazonResponseStatus.appNotOwned, false), (.internalTransientError, true),
    (.internalError, false), (.featureNotSupported, false),
  ])
  func faultsSayWhetherToRetry(status: AmazonResponseStatus, retry: Bool) {
    expectNoDifference(status.isRetryable, retry)
    #expect(AmazonResponseStatus.faults.contains(status))
  }

  @Test func successIsNoFault() {
    expectNoDifference(
      AmazonResponseStatus.faults,
      [
        .appNotOwned, .internalTransientError, .internalError, .featureNotSupported,
      ])
    #expect(!AmazonResponseStatus.success.isRetryable)
  }

  @Test func theURIsAreAmazons() {
    expectNoDifference(GetUserAgeData.productionURI, "content://amzn_appstore/getUserAgeData")
    expectNoDifference(
      AmazonTestOption.featureNotSupported.uri,
      "content://amzn_test_appstore/getUserAgeData?testOption=11")
  }
}
