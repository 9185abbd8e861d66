import CustomDump
import Testing

/// `agetui ask --platform google-play` through the built binary: the exact JSON of each SDK
/// version, a fault, and the options that belong to the other platform.
@Suite("agetui ask --platform google-play")
struct AskGooglePlayTests {
  /// One run: the flags after `ask --platform google-play` and the exact JSON printed.
  typealias Case = AppleAskJSONTests.Case

  static let teenInTexas = "--birthdate 2012-03-10 --today 2026-07-01 --region us-tx --supervised"

  static let cases: [Case] = [
    // §8.3's table: the supervised 14-year-old in Texas, SHARED, 13–15, TIER_B.
    Case(
      teenInTexas,
      """
      {
        "requestAgeSignalsAccess": {
          "ageSignalsStatus": "SHARED"
        },
        "checkAgeSignals": {
          "ageLower": 13,
          "ageUpper": 15,
          "ageRangeSource": "TIER_B",
          "significantChangeStatus": null,
          "significantChangeApprovalDate": null,
          "installId": "7f3c2a9e-4b1d-4e8a-9c65-0d2e1f8b3a47"
        }
      }
      """),
    // §8.3: APPROVED carries the approved change's effective date.
    Case(
      teenInTexas + " --change-status approved --approval-date 2026-06-15",
      """
      {
        "requestAgeSignalsAccess": {
          "ageSignalsStatus": "SHARED"
        },
        "checkAgeSignals": {
          "ageLower": 13,
          "ageUpper": 15,
          "ageRangeSource": "TIER_B",
          "significantChangeStatus": "APPROVED",
          "significantChangeApprovalDate": "2026-06-15",
          "installId": "7f3c2a9e-4b1d-4e8a-9c65-0d2e1f8b3a47"
        }
      }
      """),
    // §6.3 (issue 41): an earlier change approved on 2026-06-15 and a later one pending: the
    // date is the latest approved change's, so it stays.
    Case(
      teenInTexas + " --change-status pending --approval-date 2026-06-15",
      """
      {
        "requestAgeSignalsAccess": {
          "ageSignalsStatus": "SHARED"
        },
        "checkAgeSignals": {
          "ageLower": 13,
          "ageUpper": 15,
          "ageRangeSource": "TIER_B",
          "significantChangeStatus": "PENDING",
          "significantChangeApprovalDate": "2026-06-15",
          "installId": "7f3c2a9e-4b1d-4e8a-9c65-0d2e1f8b3a47"
        }
      }
      """),
    // Issue 41: `--age N` is a person who turned N months ago, so Play's 2–8-week refresh after
    // a birthday does not apply: 18 reads 18+, as on Apple (main answered 16–17).
    Case(
      "--age 18 --region gb",
      """
      {
        "requestAgeSignalsAccess": {
          "ageSignalsStatus": "SHARED"
        },
        "checkAgeSignals": {
          "ageLower": 18,
          "ageUpper": null,
          "ageRangeSource": "TIER_A",
          "significantChangeStatus": null,
          "significantChangeApprovalDate": null,
          "installId": null
        }
      }
      """),
    Case(
      "--age 13 --region gb",
      """
      {
        "requestAgeSignalsAccess": {
          "ageSignalsStatus": "SHARED"
        },
        "checkAgeSignals": {
          "ageLower": 13,
          "ageUpper": 15,
          "ageRangeSource": "TIER_A",
          "significantChangeStatus": null,
          "significantChangeApprovalDate": null,
          "installId": null
        }
      }
      """),
    // §6.3: 0.0.3's fields for the same child with a pending change.
    Case(
      teenInTexas + " --sdk 0.0.3 --change-status pending",
      """
      {
        "checkAgeSignals": {
          "userStatus": "SUPERVISED_APPROVAL_PENDING",
          "ageLower": 13,
          "ageUpper": 15,
          "mostRecentApprovalDate": null,
          "installId": "7f3c2a9e-4b1d-4e8a-9c65-0d2e1f8b3a47"
        }
      }
      """),
    // §8.3: Never share: NOT_SHARED, and the app may not call checkAgeSignals.
    Case(
      "--birthdate 2012-03-10 --today 2026-07-01 --mode never-share",
      """
      {
        "requestAgeSignalsAccess": {
          "ageSignalsStatus": "NOT_SHARED"
        },
        "checkAgeSignals": null
      }
      """),
    // §6.6: an injected fault, with Google's code.
    Case(
      "--birthdate 2012-03-10 --today 2026-07-01 --fault CANNOT_BIND_TO_SERVICE",
      """
      {
        "requestAgeSignalsAccess": {
          "errorCode": -5,
          "error": "CANNOT_BIND_TO_SERVICE",
          "retryable": true
        }
      }
      """),
  ]

  @Test("each answer is Google's fields, exactly", arguments: cases)
  func answer(_ testCase: Case) throws {
    let run = try AgeTUIBinary.run(
      ["ask", "--platform", "google-play"] + testCase.flags + ["--format", "json"])
    expectNoDifference(run.status, 0)
    expectNoDifference(run.stdout, testCase.json + "\n")
    expectNoDifference(run.stderr, "")
  }

  /// Issue 41: `--birthdate` inside Play's refresh window after a birthday: the text says why
  /// the range has not moved yet and when it does (or that it stays, when the new age falls in
  /// the same range).
  @Test(
    arguments: [
      (
        "--birthdate 2013-07-01 --today 2026-07-20 --gates 13,17 --mode always-share",
        "0–12", "the range has not moved yet: 0–12 until 2026-08-26, when it becomes 13–16"
      ),
      (
        "--birthdate 2012-07-01 --today 2026-07-20 --mode always-share", "13–15",
        "it still counts 13, not 14, until 2026-08-26; the range, 13–15, is the same either way"
      ),
    ])
  func theRefreshWindowSaysWhyTheRangeHasNotMoved(flags: String, range: String, why: String)
    throws
  {
    let run = try AgeTUIBinary.run(
      ["ask", "--platform", "google-play"] + flags.split(separator: " ").map(String.init))
    expectNoDifference(run.status, 0)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    expectNoDifference(lines.count, 5)
    expectNoDifference(
      lines.first { $0.hasPrefix("checkAgeSignals") }?.contains(" \(range), "), true)
    expectNoDifference(
      lines.last,
      "Birthday on 2026-07-01: Play refreshes its signal 8 weeks after a birthday (Google: 2–8, reference §6.3), so "
        + "\(why) [I: where in the window, --refresh-weeks].")
  }

  @Test(
    "an option of the other platform is named, exit 64",
    arguments: [
      (
        ["--platform", "google-play", "--age", "14", "--os", "27.0"],
        "Error: --os is Apple's; it does not go with --platform google-play"
      ),
      (
        ["--age", "14", "--gates", "13", "--supervised"],
        "Error: --supervised is Google Play's; it does not go with --platform apple"
      ),
      (
        ["--age", "14", "--gates", "13", "--verified", "tier-c"],
        "Error: --verified tier-c is Google Play's; it does not go with --platform apple"
      ),
      (
        ["--platform", "google-play", "--age", "14", "--gates", "13,14"],
        "Error: --gates: minimum ages must rise and be at least 2 years apart; got 13 then 14"
      ),
      (
        ["--platform", "google-play", "--age", "14", "--refresh-weeks", "9"],
        "Error: --refresh-weeks must be from 2 to 8 (Google refreshes 2–8 weeks after a "
          + "birthday); got 9"
      ),
      (["--age", "14"], "Error: Missing expected argument '--gates <A[,B[,C]]>'"),
      // Issue 41: a flag that cannot apply is refused by name, never silently ignored.
      (
        ["--platform", "google-play", "--age", "14", "--change-status", "pending"],
        "Error: --change-status applies to a supervised account only (Play reports significant "
          + "changes to Family Link accounts); add --supervised"
      ),
      (
        ["--platform", "google-play", "--age", "14", "--approval-date", "2026-06-15"],
        "Error: --approval-date applies to a supervised account only (Play reports significant "
          + "changes to Family Link accounts); add --supervised"
      ),
    ])
  func wrongPlatform(flags: [String], message: String) throws {
    let run = try AgeTUIBinary.run(["ask"] + flags)
    expectNoDifference(run.status, 64)
    expectNoDifference(run.stdout, "")
    expectNoDifference(run.stderr.split(separator: "\n").first.map(String.init), message)
  }
}
