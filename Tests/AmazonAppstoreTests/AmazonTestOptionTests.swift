import AmazonAppstore
import CustomDump
import FlowEngine
import Testing

/// The eleven options of Amazon's sample TestContentProvider, each against amazon.md §4's table
/// row by row (WP's `+02:00` offsets for 3 and 6; option 4 SUPERVISED).
@Suite("Amazon: the eleven test options")
struct AmazonTestOptionTests {
  static let id = "randomTestUserId1jC3QQeivd"

  /// amazon.md §4: k, responseStatus, userStatus, ageLower, ageUpper, userId,
  /// mostRecentApprovalDate; nil is null.
  static let table: [(Int, String, String?, Int?, Int?, String?, String?)] = [
    (1, "SUCCESS", "VERIFIED", 18, nil, nil, nil),
    (2, "SUCCESS", "UNKNOWN", nil, nil, nil, nil),
    (3, "SUCCESS", "SUPERVISED", 0, 12, id, "2023-07-01T00:00:00.008+02:00"),
    (4, "SUCCESS", "SUPERVISED", 13, 15, id, "2023-07-01T00:00:00.008Z"),
    (5, "SUCCESS", "SUPERVISED", 16, 17, id, "2023-07-01T00:00:00.008Z"),
    (6, "SUCCESS", "CONSENT_NOT_GRANTED", 0, 12, id, "2023-07-01T00:00:00.008+02:00"),
    (7, "SUCCESS", "", nil, nil, nil, nil),
    (8, "APP_NOT_OWNED", "", nil, nil, nil, nil),
    (9, "INTERNAL_TRANSIENT_ERROR", "", nil, nil, nil, nil),
    (10, "INTERNAL_ERROR", "", nil, nil, nil, nil),
    (11, "FEATURE_NOT_SUPPORTED", "", nil, nil, nil, nil),
  ]

  /// The cell `value` makes, null when it is nil.
  static func cell<Value>(_ value: Value?, _ make: (Value) -> AmazonCell) -> AmazonCell {
    value.map(make) ?? .null
  }

  @Test func thereAreElevenOptionsNumberedOneToEleven() {
    expectNoDifference(AmazonTestOption.allCases.map(\.rawValue), Array(1...11))
  }

  @Test(arguments: table.map { TableRow($0) })
  func eachOptionAnswersItsRow(_ expected: TableRow) throws {
    let option = try #require(AmazonTestOption(rawValue: expected.k))
    let row = option.answer
    // Typed cell by cell: as one literal of `?? .null`s inside `#expect`, this line took the
    // compiler 18 s to type-check.
    let cells: [AmazonCell] = [
      .string(expected.responseStatus), Self.cell(expected.userStatus, AmazonCell.string),
      Self.cell(expected.ageLower, AmazonCell.integer),
      Self.cell(expected.ageUpper, AmazonCell.integer),
      Self.cell(expected.userId, AmazonCell.string), Self.cell(expected.date, AmazonCell.string),
    ]
    expectNoDifference(row.cells, cells)
    expectNoDifference(
      option.uri, "content://amzn_test_appstore/getUserAgeData?testOption=\(expected.k)")
  }

  @Test func optionFourIsAWholeJSONRow() {
    expectNoDifference(
      AmazonTestOption.supervised13To15.answer.json,
      #"{"responseStatus":"SUCCESS","userStatus":"SUPERVISED","ageLower":13,"ageUpper":15,"#
        + #""userId":"randomTestUserId1jC3QQeivd","#
        + #""mostRecentApprovalDate":"2023-07-01T00:00:00.008Z"}"#)
  }

  /// §4 [3P]: the sample rejects a missing, non-integer or out-of-range option.
  @Test(arguments: [nil, "", "0", "12", "-1", "six", "1.5"] as [String?])
  func theSampleRejectsBadOptions(_ text: String?) {
    let expected =
      "testOption must be between 1 and 11 (\(text.map { "got \"\($0)\"" } ?? "none given"))"
    expectNoDifference(AmazonTestOption.parse(text), .failure(AmazonTestOptionError(given: text)))
    expectNoDifference(AmazonTestOptionError(given: text).description, expected)
  }

  @Test(arguments: 1...11)
  func goodOptionsParse(_ k: Int) {
    expectNoDifference(AmazonTestOption.parse(String(k)).map(\.rawValue), .success(k))
  }

  struct TableRow: Sendable, CustomTestStringConvertible {
    var k: Int
    var responseStatus: String
    var userStatus: String?
    var ageLower: Int?
    var ageUpper: Int?
    var userId: String?
    var date: String?

    init(_ row: (Int, String, String?, Int?, Int?, String?, String?)) {
      (k, responseStatus, userStatus, ageLower, ageUpper, userId, date) = row
    }

    var testDescription: String { "testOption=\(k)" }
  }
}
