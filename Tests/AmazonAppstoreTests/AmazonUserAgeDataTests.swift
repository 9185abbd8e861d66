import AmazonAppstore
import FlowEngine
import Testing

/// The row as Amazon shapes it (amazon.md §1, §2): six columns in Amazon's order, nulls
/// written out, fixed bands.
@Suite("Amazon: the GetUserAgeData row")
struct AmazonUserAgeDataTests {
  @Test func columnsAreAmazonsKeysInAmazonsOrder() {
    #expect(
      AmazonUserAgeData.columns == [
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
    #expect(
      row.json
        == #"{"responseStatus":"SUCCESS","userStatus":"SUPERVISED","ageLower":13,"ageUpper":15,"#
        + #""userId":"hQygC+MjonyR2Z0TMY03nyxeVxqIHq3+rK39TGzhkk0=","#
        + #""mostRecentApprovalDate":"2023-07-01T00:00:00.008+02:00"}"#)
    #expect(
      row.cells == [
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
    #expect(row.json == json)
  }

  @Test func stringsAreEscaped() {
    let row = AmazonUserAgeData(
      responseStatus: .success, userStatus: .supervised, band: .under13, userId: "a\"b\\c\n\u{1}")
    #expect(row.json.contains(#""userId":"a\"b\\c\n\u0001""#))
  }

  @Test func theSummaryNamesEveryColumn() {
    #expect(
      AmazonUserAgeData.notApplicable.summary
        == #"responseStatus="SUCCESS" userStatus="" ageLower=NULL ageUpper=NULL userId=NULL "#
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
    #expect(AmazonAgeBand(age: age) == band)
    #expect(band.lower == lower)
    #expect(band.upper == upper)
  }
}
