import CustomDump
import Testing

/// The default text output of `agetui ask`, and the command's help, version and completions.
@Suite("agetui ask text, help and version")
struct AskTextTests {
  @Test("Ask First: the answer, the prompt shown, and why")
  func askFirst() throws {
    let run = try AgeTUIBinary.run([
      "ask", "--birthdate", "2012-03-10", "--today", "2026-07-01", "--gates", "13,16",
    ])
    expectNoDifference(
      run.stdout,
      """
      sharing 13–15 (guardianDeclared), no parental controls
      prompt “Share Your Age Range?” — “Landmarks” would like to know whether you are 12 or \
      under, 13–15 or 16 or over. It will learn “13–15”, not your birthdate. Tapped “Share Age \
      Range”.
      Ask First: asked on the teen's device and shared. The app learns 13–15, never the \
      birthdate.

      """)
    expectNoDifference(run.status, 0)
  }

  @Test("Ask First declined: the prompt, the button tapped, and nothing learned")
  func askFirstDeclined() throws {
    let run = try AgeTUIBinary.run([
      "ask", "--birthdate", "2017-02-01", "--today", "2026-07-01", "--gates", "13",
      "--answer", "decline",
    ])
    expectNoDifference(
      run.stdout,
      """
      declinedSharing: the app learns nothing about the age
      prompt “Share Your Age Range?” — “Landmarks” would like to know whether you are 12 or \
      under or 13 or over. It will learn “12 or under”, not your birthdate. Tapped “Don’t \
      Share”.
      Ask First: asked on the child's device, and the child chose Don't Share. The app learns \
      nothing.

      """)
    expectNoDifference(run.status, 0)
  }

  @Test("Texas: shared on the region's gates with a notification, whatever the mode")
  func regulated() throws {
    let run = try AgeTUIBinary.run([
      "ask", "--birthdate", "2009-01-10", "--today", "2026-07-01", "--gates", "13,16",
      "--region", "US-TX", "--mode", "never-share", "--communication-limits",
      "--app-name", "Trails",
    ])
    expectNoDifference(
      run.stdout,
      """
      sharing 16–17 (guardianDeclared), parental controls: communicationLimits
      notification “Shared your age range with Trails (required in Texas).”
      Texas requires sharing: the system used the region's gates (13, 16, 18) instead of the \
      app's (13, 16), shared 16–17 automatically, and the person could not decline.

      """)
    expectNoDifference(run.status, 0)
  }

  /// One account's creation day (and law dates) and the exact text answer.
  struct AccountCase: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var stdout: String

    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let born = ["--birthdate", "2011-01-15", "--today", "2026-07-01"]
  static let teen = ["ask"] + born + ["--gates", "18"]

  static let accountCases: [AccountCase] = [
    AccountCase(
      arguments: teen + ["--region", "us-tx", "--account-created", "2025-09-01"],
      stdout: """
        sharing 17 or under (guardianDeclared), no parental controls
        prompt “Share Your Age Range?” — “Landmarks” would like to know whether you are 17 or \
        under or 18 or over. It will learn “17 or under”, not your birthdate. Tapped “Share Age \
        Range”.
        Ask First: asked on the teen's device and shared. The app learns 17 or under, never the \
        birthdate.
        Texas's rules apply from 2026-06-04, to accounts created on or after that day; this \
        account was created 2025-09-01, before that day, so they do not apply.

        """),
    AccountCase(
      arguments: teen + [
        "--region", "us-ut", "--law-dates", "apple-announced", "--account-created", "2026-06-01",
      ],
      stdout: """
        sharing 13–15 (guardianDeclared), no parental controls
        notification “Shared your age range with Landmarks (required in Utah).”
        Utah requires sharing: the system used the region's gates (13, 16, 18) instead of the \
        app's (18), shared 13–15 automatically, and the person could not decline.
        Utah's rules apply from 2026-05-06 under Apple's announced dates (Apple news 2026-02-24 \
        (new Utah accounts from 2026-05-06)), to accounts created on or after that day; this \
        account was created 2026-06-01, so they apply.

        """),
    AccountCase(
      arguments: ["ask", "--platform", "google-play"] + born + [
        "--region", "us-tx", "--account-created", "2025-09-01",
      ],
      stdout: """
        requestAgeSignalsAccess → SHARED (Play's in-app prompt shown)
        checkAgeSignals → 13–15, TIER_A (self-declared), significantChangeStatus null, \
        installId null
        Texas's app-store law binds accounts created from 2026-05-29; this one was created \
        2025-09-01, so the law does not bind it (reference §8.1).
        Ask before sharing (the user's setting): Play's in-app prompt asked and the user shared \
        (reference §8.3).
        Ranges 0–12, 13–15, 16–17, 18+: the app learns 13–15, never the birthdate (reference \
        §6.3).

        """),
  ]

  @Test(
    "--account-created and --law-dates decide whether a new-accounts law binds, on both stores",
    arguments: accountCases)
  func accountCreation(_ example: AccountCase) throws {
    let run = try AgeTUIBinary.run(example.arguments)
    expectNoDifference(run.stdout, example.stdout)
    expectNoDifference(run.stderr, "")
    expectNoDifference(run.status, 0)
  }

  @Test("Never Share and an API error")
  func declinedAndError() throws {
    let declined = try AgeTUIBinary.run([
      "ask", "--birthdate", "1984-05-20", "--today", "2026-07-01", "--gates", "18",
      "--mode", "never-share",
    ])
    expectNoDifference(
      declined.stdout,
      """
      declinedSharing: the app learns nothing about the age
      Never Share: the adult chose never to share, so the system declined without a prompt.

      """)
    let error = try AgeTUIBinary.run([
      "ask", "--birthdate", "2017-02-01", "--today", "2026-07-01", "--gates", "13,-1,18",
    ])
    expectNoDifference(
      error.stdout,
      """
      error invalidRequest: age gate -1 is negative
      The gates break Apple's rules: age gate -1 is negative.

      """)
    expectNoDifference([declined.status, error.status], [0, 0])
  }

  @Test("--help lists the defaults, every region with each store's rules, every OS version")
  func help() throws {
    let run = try AgeTUIBinary.run(["ask", "--help"])
    expectNoDifference(run.status, 0)
    for text in [
      "Defaults: Ask First, answer share, region US (nonregulated)",
      "US-TX  Texas (adult at 18; Apple: regulated from 2026-06-04 for new accounts,\ngates "
        + "13/16/18; Google Play: app-store law from 2026-05-29 for new accounts;\nAmazon "
        + "Appstore: Texas SB 2420 from 2026-01-01, paused (FEATURE_NOT_SUPPORTED)\nuntil "
        + "2026-06-04 (an assumption))",
      "BR     Brazil (adult at 18; Google Play: declared or unknown ages only from\n2026-03-17)",
      "US-AL  Alabama (adult at 19; Apple: regulated from 2027-01-01 for new\naccounts, gates "
        + "13/16/18 if Apple follows the statute (--store-dates); Apple:\nregulated from "
        + "2027-10-01, gates 13/16/18 if Apple follows the statute\n(--store-dates); Google "
        + "Play: app-store law from 2027-01-01 for new accounts if\nPlay follows the statute "
        + "(--store-dates); Google Play: app-store law from\n2027-10-01 if Play follows the "
        + "statute (--store-dates))",
      "CA     Canada (adult at 18; Google Play: the sharing modes decide from\n2026-07-01)",
      "DE     Germany (EU) (adult at 18)",
      "0.0.4 (answers, no longer updated), 0.0.3 (deprecated", "--store-dates <reading>",
      "OS versions (--os): 26.0, 26.1, 26.2, 26.4, 26.5 (default), 27.0", "--not-in-family",
    ] {
      #expect(run.stdout.contains(text), "help should mention \(text)")
    }
  }

  @Test("--version and shell completions")
  func versionAndCompletions() throws {
    let version = try AgeTUIBinary.run(["--version"])
    expectNoDifference(version.stdout, "0.1.0\n")
    expectNoDifference(version.status, 0)
    let completion = try AgeTUIBinary.run(["--generate-completion-script", "bash"])
    expectNoDifference(completion.status, 0)
    for text in ["--gates", "always-share", "US-TX", "26.5"] {
      #expect(completion.stdout.contains(text), "the bash completion should offer \(text)")
    }
  }
}
