import CustomDump
import Testing

/// `agetui ask` across 2027-01-01 on both stores (reference §9.1): what the app gets in Alabama
/// and California the day before and the day of, Alabama's existing accounts on 2027-10-01, and
/// `--store-dates` where a store has given no date.
@Suite("agetui ask across New Year 2027")
struct AskNewYear2027Tests {
  /// The flags every case shares: a 14-year-old in a family, Never Share, so that only a law
  /// makes either store share.
  static let teen = ["--birthdate", "2012-06-20", "--mode", "never-share"]

  @Test(
    "the first lines of the answer, the day before and the day of",
    arguments: [
      (
        ["--platform", "apple", "--region", "US-AL", "--today", "2026-12-31", "--gates", "13,16"],
        ["declinedSharing: the app learns nothing about the age"]
      ),
      (
        ["--platform", "apple", "--region", "US-AL", "--today", "2027-01-01", "--gates", "13,16"],
        [
          "sharing 13–15 (guardianDeclared), no parental controls",
          "notification “Shared your age range with Landmarks (required in Alabama).”",
        ]
      ),
      (
        [
          "--platform", "apple", "--region", "US-AL", "--today", "2027-01-01", "--gates", "13,16",
          "--store-dates", "to-be-determined",
        ],
        ["declinedSharing: the app learns nothing about the age"]
      ),
      (
        [
          "--platform", "apple", "--region", "US-AL", "--today", "2027-09-30", "--gates", "13,16",
          "--account-created", "2025-01-01",
        ],
        ["declinedSharing: the app learns nothing about the age"]
      ),
      (
        [
          "--platform", "apple", "--region", "US-AL", "--today", "2027-10-01", "--gates", "13,16",
          "--account-created", "2025-01-01",
        ],
        ["sharing 13–15 (guardianDeclared), no parental controls"]
      ),
      (
        ["--platform", "apple", "--region", "US-CA", "--today", "2026-12-31", "--gates", "13,16"],
        ["declinedSharing: the app learns nothing about the age"]
      ),
      (
        ["--platform", "apple", "--region", "US-CA", "--today", "2027-01-01", "--gates", "13,16"],
        [
          "sharing 13–15 (guardianDeclared), no parental controls",
          "notification “Shared your age range with Landmarks (required in California).”",
        ]
      ),
      (
        [
          "--platform", "google-play", "--region", "US-AL", "--today", "2026-12-31", "--supervised",
        ],
        ["requestAgeSignalsAccess → NOT_SHARED (no prompt)", "checkAgeSignals → not called"]
      ),
      (
        [
          "--platform", "google-play", "--region", "US-AL", "--today", "2027-01-01", "--supervised",
        ],
        [
          "requestAgeSignalsAccess → SHARED (no prompt)",
          "checkAgeSignals → 13–15, TIER_B (parent-managed), significantChangeStatus null, "
            + "installId 7f3c2a9e-4b1d-4e8a-9c65-0d2e1f8b3a47",
        ]
      ),
      (
        [
          "--platform", "google-play", "--region", "US-AL", "--today", "2027-01-01", "--supervised",
          "--store-dates", "to-be-determined",
        ],
        ["requestAgeSignalsAccess → NOT_SHARED (no prompt)", "checkAgeSignals → not called"]
      ),
      (
        [
          "--platform", "google-play", "--region", "US-AL", "--today", "2027-09-30", "--supervised",
          "--account-created", "2025-01-01",
        ],
        [
          "requestAgeSignalsAccess → NOT_SHARED (no prompt)", "checkAgeSignals → not called",
          "Alabama's app-store law binds accounts created from 2027-01-03 (existing ones from "
            + "2027-10-01); this one was created 2025-01-01, so the law does not bind it "
            + "(reference §8.1).",
        ]
      ),
      (
        [
          "--platform", "google-play", "--region", "US-AL", "--today", "2027-10-01", "--supervised",
          "--account-created", "2025-01-01",
        ],
        ["requestAgeSignalsAccess → SHARED (no prompt)"]
      ),
      (
        ["--platform", "google-play", "--region", "US-CA", "--today", "2026-12-31"],
        ["requestAgeSignalsAccess → NOT_SHARED (no prompt)", "checkAgeSignals → not called"]
      ),
      (
        ["--platform", "google-play", "--region", "US-CA", "--today", "2027-01-01"],
        [
          "requestAgeSignalsAccess → SHARED (no prompt)",
          "checkAgeSignals → 13–15, TIER_A (self-declared), significantChangeStatus null, "
            + "installId null",
          "California's age-bracket law: the operating system gives apps the age bracket "
            + "declared at set-up, so Play shares it with no in-app prompt, whatever the sharing "
            + "mode (reference §9.1) [I].",
        ]
      ),
    ] as [([String], [String])])
  func answers(flags: [String], firstLines: [String]) throws {
    let run = try AgeTUIBinary.run(["ask"] + Self.teen + flags)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    expectNoDifference(Array(lines[..<min(lines.count, firstLines.count)]), firstLines)
    expectNoDifference(run.status, 0)
  }

  @Test("--store-dates takes statute or to-be-determined, and nothing else (exit 64)")
  func badStoreDates() throws {
    let run = try AgeTUIBinary.run([
      "ask", "--birthdate", "2012-06-20", "--today", "2027-01-01", "--gates", "13",
      "--region", "US-AL", "--store-dates", "soon",
    ])
    expectNoDifference(run.status, 64)
    #expect(run.stderr.contains("--store-dates"))
  }
}
