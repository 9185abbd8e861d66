import AmazonAppstore
import CustomDump
import FlowEngine
import Testing

/// The row as Amazon shapes it (amazon.md §1, §2): six columns in Amazon's order, nulls
/// written out, fixed bands.
@Suite("Amazon: the GetUserAgeData row")
struct AmazonUserAgeDataTests {
  @Test func columnsAreAmazonsKeysInAmazonsOrder() {
    expectNoDifference(
      AmazonUserAgeData.columns,
      [
        "responseStatus", "userStatus", "ageLower", "ageUpper", "userId",
        "mostRecentApprovalDate",
      ])
  }

  @Test func aSupervisedTeenRendersEverySetColumn() {
    let row = AmazonUserAgeData(
      responseStatus: .success, userStatus: .supervised, band: .from13To15,
      userId: AmazonAccount.exampleUserId,
      mostRecentApprovalDate: AmazonApprovalTimestamp(
        day: AmazonFixtures.day("2023-07-01"), time: "00:00:00.008", offset: "+02:00"))
    expectNoDifference(
      row.json,
      #"{"responseStatus":"SUCCESS","userStatus":"SUPERVISED","ageLower":13,"ageUpper":15,"#
        + #""userId":"hQygC+MjonyR2Z0TMY03nyxeVxqIHq3+rK39TGzhkk0=","#
        + #""mostRecentApprovalDate":"2023-07-01T00:00:00.008+02:00"}"#)
    expectNoDifference(
      row.cells,
      [
        .string("SUCCESS"), .string("SUPERVISED"), .integer(13), .integer(15),
        .string("hQygC+MjonyR2Z0TMY03nyxeVxqIHq3+rK39TGzhkk0="),
        .string("2023-07-01T00:00:00.008+02:00"),
      ])
  }

  /// §2: an adult's `ageUpper` is always null; §5.1: an error row's `userStatus` is `""` or
  /// null by the switch, the other four null.
  @Test(arguments: [
    (
      AmazonUserAgeData(responseStatus: .success, userStatus: .verified, band: .adult),
      #"{"responseStatus":"SUCCESS","userStatus":"VERIFIED","ageLower":18,"ageUpper":null,"#
        + #""userId":null,"mostRecentApprovalDate":null}"#
    ),
    (
      AmazonUserAgeData.failure(.internalError, shape: .emptyString),
      #"{"responseStatus":"INTERNAL_ERROR","userStatus":"","ageLower":null,"ageUpper":null,"#
        + #""userId":null,"mostRecentApprovalDate":null}"#
    ),
    (
      AmazonUserAgeData.failure(.appNotOwned, shape: .null),
      #"{"responseStatus":"APP_NOT_OWNED","userStatus":null,"ageLower":null,"ageUpper":null,"#
        + #""userId":null,"mostRecentApprovalDate":null}"#
    ),
  ])
  func nullsAreWrittenOut(row: AmazonUserAgeData, json: String) {
    expectNoDifference(row.json, json)
  }

  @Test func stringsAreEscaped() {
    let row = AmazonUserAgeData(
      responseStatus: .success, userStatus: .supervised, band: .under13, userId: "a\"b\\c\n\u{1}")
    #expect(row.json.contains(#""userId":"a\"b\\c\n\u0001""#))
  }

  /// Each column in a sentence, for `ask`'s text output (issue 44 item 3).
  @Test(arguments: [
    (
      AmazonTestOption.supervised13To15.answer,
      [
        "SUCCESS: the call worked; read userStatus.",
        "SUPERVISED: under 18, and a parent consented to the current version of the app.",
        "ageLower 13, ageUpper 15: the band 13–15.",
        "userId randomTestUserId1jC3QQeivd: the child or teen profile's anonymous app user ID.",
        "mostRecentApprovalDate 2023-07-01T00:00:00.008Z: the parent's latest consent.",
      ]
    ),
    (
      AmazonTestOption.verifiedAdult.answer,
      [
        "SUCCESS: the call worked; read userStatus.",
        "VERIFIED: an adult (18+) whose age is verified.",
        "ageLower 18, ageUpper null: 18 or over (Amazon's 18+).",
        "userId null: no child or teen profile to name.",
        "mostRecentApprovalDate null: no consent on record.",
      ]
    ),
    (
      AmazonUserAgeData.failure(.internalTransientError, shape: .null),
      [
        "INTERNAL_TRANSIENT_ERROR: a passing service failure; retry with backoff, a few times "
          + "[I].",
        "userStatus null: no status (an error row).",
        "ageLower and ageUpper null: no age is given.",
        "userId null: no child or teen profile to name.",
        "mostRecentApprovalDate null: no consent on record.",
      ]
    ),
  ])
  func eachColumnIsExplained(row: AmazonUserAgeData, sentences: [String]) {
    expectNoDifference(row.explanation, sentences)
  }

  @Test func theSummaryNamesEveryColumn() {
    expectNoDifference(
      AmazonUserAgeData.notApplicable.summary,
      #"responseStatus="SUCCESS" userStatus="" ageLower=NULL ageUpper=NULL userId=NULL "#
        + "mostRecentApprovalDate=NULL")
  }

  /// §2 [V]: the buckets are fixed, 0–12, 13–15, 16–17, 18+; the band moves on the birthday.
  @Test(
    arguments: [
      (0, AmazonAgeBand.under13, 0, 12), (12, .under13, 0, 12), (13, .from13To15, 13, 15),
      (15, .from13To15, 13, 15), (16, .from16To17, 16, 17), (17, .from16To17, 16, 17),
      (18, .adult, 18, nil), (40, .adult, 18, nil),
    ] as [(Int, AmazonAgeBand, Int, Int?)])
  func bandsAreFixed(age: Int, band: AmazonAgeBand, lower: Int, upper: Int?) {
    expectNoDifference(AmazonAgeBand(age: age), band)
    expectNoDifference(band.lower, lower)
    expectNoDifference(band.upper, upper)
  }
}
