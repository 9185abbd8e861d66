import AmazonAppstore
import AmazonAppstoreCommands
import ArgumentParser
import CustomDump
import Testing

@testable import AgeTUI

/// `agetui ask --platform amazon-appstore`: the eleven test options exactly as amazon.md §4's
/// table, live answers by §5's rule, and the flags refused by name (exit 64).
@Suite("agetui ask --platform amazon-appstore")
struct AmazonAskTests {
  /// What `ask --platform amazon-appstore ARGUMENTS` prints in `format`, parsed and validated
  /// as the command line does.
  static func output(_ arguments: [String], format: String = "json") throws -> String {
    let command = try AskCommand.parse(
      ["--platform", "amazon-appstore", "--format", format] + arguments)
    let store = try #require(command.stores.askStore(command.platform.platform))
    let answer = store.answer(command.request())
    return format == "json" ? answer.json : answer.text
  }

  /// The JSON object of one row, keys in Amazon's order, as `ask` prints it.
  static func row(
    _ responseStatus: String, _ userStatus: String?, _ ageLower: Int?, _ ageUpper: Int?,
    _ userId: String?, _ date: String?
  ) -> String {
    func text(_ value: String?) -> String { value.map { "\"\($0)\"" } ?? "null" }
    func number(_ value: Int?) -> String { value.map(String.init) ?? "null" }
    return """
      {
        "responseStatus": "\(responseStatus)",
        "userStatus": \(text(userStatus)),
        "ageLower": \(number(ageLower)),
        "ageUpper": \(number(ageUpper)),
        "userId": \(text(userId)),
        "mostRecentApprovalDate": \(text(date))
      }
      """
  }

  static let testId = "randomTestUserId1jC3QQeivd"
  static let plusTwo = "2023-07-01T00:00:00.008+02:00"
  static let utc = "2023-07-01T00:00:00.008Z"

  /// amazon.md §4's table, row by row.
  static let table: [(Int, String)] = [
    (1, row("SUCCESS", "VERIFIED", 18, nil, nil, nil)),
    (2, row("SUCCESS", "UNKNOWN", nil, nil, nil, nil)),
    (3, row("SUCCESS", "SUPERVISED", 0, 12, testId, plusTwo)),
    (4, row("SUCCESS", "SUPERVISED", 13, 15, testId, utc)),
    (5, row("SUCCESS", "SUPERVISED", 16, 17, testId, utc)),
    (6, row("SUCCESS", "CONSENT_NOT_GRANTED", 0, 12, testId, plusTwo)),
    (7, row("SUCCESS", "", nil, nil, nil, nil)),
    (8, row("APP_NOT_OWNED", "", nil, nil, nil, nil)),
    (9, row("INTERNAL_TRANSIENT_ERROR", "", nil, nil, nil, nil)),
    (10, row("INTERNAL_ERROR", "", nil, nil, nil, nil)),
    (11, row("FEATURE_NOT_SUPPORTED", "", nil, nil, nil, nil)),
  ]

  @Test("ask --test-option N prints amazon.md §4's row N exactly", arguments: table)
  func testOption(option: Int, expected: String) throws {
    #expect(try Self.output(["--test-option", String(option)]) == expected)
  }

  @Test("the table covers every option once, in order")
  func everyOption() {
    expectNoDifference(Self.table.map(\.0), AmazonTestOption.allCases.map(\.rawValue))
  }

  @Test(
    "live answers follow amazon.md §5's rule",
    arguments: [
      // §11: the supervised 14-year-old in Texas, consent given.
      (
        [
          "--birthdate", "2012-03-10", "--today", "2026-07-01", "--region", "us-tx", "--supervised",
        ],
        row(
          "SUCCESS", "SUPERVISED", 13, 15, AmazonAccount.exampleUserId,
          "2026-07-01T00:00:00.000Z")
      ),
      (
        [
          "--birthdate", "2012-03-10", "--today", "2026-07-01", "--region", "us-tx",
          "--supervised", "--consent", "pending",
        ],
        row("SUCCESS", "CONSENT_NOT_GRANTED", 13, 15, AmazonAccount.exampleUserId, nil)
      ),
      (
        [
          "--birthdate", "2012-03-10", "--today", "2026-07-01", "--region", "us-tx",
          "--supervised", "--consent", "revoked",
        ],
        row("SUCCESS", "CONSENT_NOT_GRANTED", 13, 15, AmazonAccount.exampleUserId, nil)
      ),
      (
        ["--birthdate", "2012-03-10", "--today", "2026-07-01", "--region", "us-tx"],
        row("SUCCESS", "UNKNOWN", nil, nil, nil, nil)
      ),
      (
        ["--birthdate", "1990-01-01", "--today", "2026-07-01", "--region", "us-tx"],
        row("SUCCESS", "UNKNOWN", nil, nil, nil, nil)
      ),
      (
        [
          "--birthdate", "1990-01-01", "--today", "2026-07-01", "--region", "us-tx",
          "--verified", "amazon",
        ],
        row("SUCCESS", "VERIFIED", 18, nil, nil, nil)
      ),
      // Texas paused until the stay (§8 [I]), Utah not yet in force, no law at all.
      (
        [
          "--birthdate", "2012-03-10", "--today", "2026-03-01", "--region", "us-tx", "--supervised",
        ],
        row("FEATURE_NOT_SUPPORTED", "", nil, nil, nil, nil)
      ),
      (
        [
          "--birthdate", "2012-03-10", "--today", "2027-05-05", "--region", "us-ut", "--supervised",
        ],
        row("SUCCESS", "", nil, nil, nil, nil)
      ),
      (
        ["--birthdate", "2012-03-10", "--today", "2025-12-31", "--region", "us", "--supervised"],
        row("FEATURE_NOT_SUPPORTED", "", nil, nil, nil, nil)
      ),
      (
        [
          "--birthdate", "2012-03-10", "--today", "2026-07-01", "--region", "us-tx",
          "--supervised", "--fault", "internal-transient-error",
        ],
        row("INTERNAL_TRANSIENT_ERROR", "", nil, nil, nil, nil)
      ),
    ] as [([String], String)])
  func live(arguments: [String], expected: String) throws {
    #expect(try Self.output(arguments) == expected)
  }

  @Test("text explains each value in a sentence, then why")
  func text() throws {
    #expect(
      try Self.output(["--test-option", "4"], format: "text") == """
        query content://amzn_test_appstore/getUserAgeData?testOption=4 → one row: \
        responseStatus="SUCCESS" userStatus="SUPERVISED" ageLower=13 ageUpper=15 \
        userId="randomTestUserId1jC3QQeivd" mostRecentApprovalDate="2023-07-01T00:00:00.008Z"
        SUCCESS: the call worked; read userStatus.
        SUPERVISED: under 18, and a parent consented to the current version of the app.
        ageLower 13, ageUpper 15: the band 13–15.
        userId randomTestUserId1jC3QQeivd: the child or teen profile's anonymous app user ID.
        mostRecentApprovalDate 2023-07-01T00:00:00.008Z: the parent's latest consent.
        Why:
        - Amazon's sample TestContentProvider, testOption=4: a canned row of non-production \
        values (amazon.md §4 [V]); no person, day or place is read.
        - SUPERVISED as WK's and RN's ports and the option's meaning; WP's port says UNKNOWN [U].
        - userId is the readable start of the sample's test ID; the rest was cut from every \
        copy read (amazon.md §2 [U]).
        """)
  }

  /// The message and exit code `ask --platform amazon-appstore ARGUMENTS` fails with.
  static func failure(_ arguments: [String], platform: String = "amazon-appstore") -> (
    String, Int32
  ) {
    do {
      _ = try AskCommand.parse(["--platform", platform] + arguments)
      return ("taken", 0)
    } catch {
      return (AskCommand.message(for: error), AskCommand.exitCode(for: error).rawValue)
    }
  }

  @Test(
    "bad values and conflicting flags are refused by name, exit 64",
    arguments: [
      (
        ["--test-option", "12"],
        "The value '12' is invalid for '--test-option <N>': testOption must be between 1 and "
          + "11 (got \"12\")"
      ),
      (
        ["--test-option", "three"],
        "The value 'three' is invalid for '--test-option <N>': testOption must be between 1 "
          + "and 11 (got \"three\")"
      ),
      (
        ["--age", "14", "--supervised", "--consent", "maybe"],
        "The value 'maybe' is invalid for '--consent <state>'. Please provide one of "
          + "'granted', 'pending', 'revoked' or 'none'."
      ),
      (
        ["--test-option", "3", "--age", "9"],
        "--age does not go with --test-option 3, whose answer is canned: it reads no person, "
          + "day or place"
      ),
      (
        ["--test-option", "3", "--region", "us-tx"],
        "--region does not go with --test-option 3, whose answer is canned: it reads no "
          + "person, day or place"
      ),
      (
        ["--test-option", "6", "--consent", "granted"],
        "--consent does not go with --test-option 6, whose answer is canned: it reads no "
          + "person, day or place"
      ),
      (
        ["--age", "14", "--consent", "pending"],
        "--consent applies to a supervised child or teen profile only (Amazon asks a parent "
          + "to consent per app version); add --supervised"
      ),
      (
        ["--age", "14", "--gates", "13"],
        "--gates does not go with --platform amazon-appstore: Amazon's bands are fixed (0–12, "
          + "13–15, 16–17, 18+) and an app cannot set its own (amazon.md §2)"
      ),
      (
        ["--age", "14", "--mode", "always-share"],
        "--mode does not go with --platform amazon-appstore: GetUserAgeData shows no prompt "
          + "and has no sharing setting (amazon.md §1)"
      ),
      (["--test-option"], "Missing value for '--test-option <N>'"),
      (
        ["--age", "30", "--fault", "NETWORK_ERROR"],
        "--fault NETWORK_ERROR is Google Play's; it does not go with --platform amazon-appstore"
      ),
      (
        ["--age", "30", "--verified", "tier-c"],
        "--verified tier-c is Google Play's; it does not go with --platform amazon-appstore"
      ),
      (
        ["--age", "30", "--sdk", "0.0.3"],
        "--sdk is Google Play's; it does not go with --platform amazon-appstore"
      ),
      (
        ["--age", "30", "--os", "27.0"],
        "--os is Apple's; it does not go with --platform amazon-appstore"
      ),
    ] as [([String], String)])
  func refused(arguments: [String], message: String) {
    let (said, code) = Self.failure(arguments)
    expectNoDifference(said, message)
    expectNoDifference(code, 64)
  }

  @Test(
    "Amazon's flags are refused by name with another store, exit 64",
    arguments: [
      (["--test-option", "3"], "apple", "--test-option is Amazon Appstore's"),
      (["--consent", "granted"], "google-play", "--consent is Amazon Appstore's"),
      (["--verified", "amazon"], "apple", "--verified amazon is Amazon Appstore's"),
      (
        ["--fault", "INTERNAL_TRANSIENT_ERROR"], "google-play",
        "--fault INTERNAL_TRANSIENT_ERROR is Amazon Appstore's"
      ),
      (
        ["--fault", "FEATURE_NOT_SUPPORTED"], "apple",
        "--fault FEATURE_NOT_SUPPORTED is Amazon Appstore's"
      ),
    ] as [([String], String, String)])
  func amazonFlagsRefused(flags: [String], platform: String, owner: String) {
    let (said, code) = Self.failure(["--age", "14", "--gates", "13"] + flags, platform: platform)
    expectNoDifference(said, "\(owner); it does not go with --platform \(platform)")
    expectNoDifference(code, 64)
  }

  @Test("--fault with a value Amazon does not know lists every store's values")
  func unknownFault() {
    let (said, code) = Self.failure(["--age", "30", "--fault", "NOPE"])
    #expect(
      said.hasPrefix("The value 'NOPE' is invalid for '--fault <NAME>'. Please provide one of "))
    #expect(said.contains("\n  - INTERNAL_TRANSIENT_ERROR"))
    #expect(said.contains("\n  - FEATURE_NOT_SUPPORTED"))
    expectNoDifference(code, 64)
  }
}
