import CustomDump
import Testing

/// `agetui ask --format json` through the built binary: one object, exact keys, exit 0.
@Suite("agetui ask --format json")
struct AppleAskJSONTests {
  /// One run: the flags after `ask` and the exact line printed.
  struct Case: Sendable, CustomTestStringConvertible {
    var flags: [String]
    var json: String

    init(_ flags: String, _ json: String) {
      self.flags = flags.split(separator: " ").map(String.init)
      self.json = json
    }

    var testDescription: String { flags.joined(separator: " ") }
  }

  static let cases: [Case] = [
    // The WWDC25 examples: gates 13 and 16 for Olivia (14), Emily (9) and Ann (42).
    Case(
      "--birthdate 2012-03-10 --today 2026-07-01 --gates 13,16",
      #"{"response":"sharing","lowerBound":13,"upperBound":15,"#
        + #""ageRangeDeclaration":"guardianDeclared","activeParentalControls":[],"#
        + #""promptShown":true}"#),
    Case(
      "--birthdate 2017-02-01 --today 2026-07-01 --gates 13,16",
      #"{"response":"sharing","lowerBound":null,"upperBound":12,"#
        + #""ageRangeDeclaration":"guardianDeclared","activeParentalControls":[],"#
        + #""promptShown":true}"#),
    Case(
      "--birthdate 1984-05-20 --today 2026-07-01 --gates 13,16",
      #"{"response":"sharing","lowerBound":16,"upperBound":null,"#
        + #""ageRangeDeclaration":"selfDeclared","activeParentalControls":[],"#
        + #""promptShown":true}"#),
    // Sharing modes.
    Case(
      "--birthdate 2012-03-10 --today 2026-07-01 --gates 13,16 --answer decline",
      #"{"response":"declinedSharing","promptShown":true}"#),
    Case(
      "--birthdate 2012-03-10 --today 2026-07-01 --gates 13,16 --mode never-share",
      #"{"response":"declinedSharing","promptShown":false}"#),
    Case(
      "--birthdate 2012-03-10 --today 2026-07-01 --gates 13,16 --mode always-share",
      #"{"response":"sharing","lowerBound":13,"upperBound":15,"#
        + #""ageRangeDeclaration":"guardianDeclared","activeParentalControls":[],"#
        + #""promptShown":false}"#),
    // Gates Apple rejects at run time are an answer, not a usage error.
    Case(
      "--birthdate 2012-03-10 --today 2026-07-01 --gates 13,-1,18",
      #"{"error":"invalidRequest","message":"age gate -1 is negative"}"#),
    Case(
      "--birthdate 2012-03-10 --today 2026-07-01 --gates -1",
      #"{"error":"invalidRequest","message":"age gate -1 is negative"}"#),
    Case(
      "--birthdate 2012-03-10 --today 2026-07-01 --gates 16,13",
      #"{"error":"invalidRequest","message":"age gates must be in ascending order; 13 follows 16"}"#
    ),
    Case(
      "--birthdate 2012-03-10 --today 2026-07-01 --gates 13,14",
      #"{"error":"invalidRequest","message":"the range 13-13 spans less than 2 years; each "#
        + #"range must span at least 2 years"}"#),
    // Account errors by OS version.
    Case(
      "--birthdate 2012-03-10 --today 2026-07-01 --gates 13,16 --signed-out",
      #"{"error":"notAvailable","message":"no Apple Account is signed in"}"#),
    Case(
      "--birthdate 2012-03-10 --today 2026-07-01 --gates 13,16 --signed-out --os 27.0",
      #"{"error":"invalidAccount","message":"no Apple Account is signed in"}"#),
    Case(
      "--birthdate 1984-05-20 --today 2026-07-01 --gates 18 --managed-account --os 27.0",
      #"{"error":"invalidAccount","message":"the account is managed and not eligible"}"#),
    // Texas: its own gates, no prompt, no decline, from 2026-06-04 only; codes in any case.
    Case(
      "--birthdate 2011-01-15 --today 2026-06-04 --gates 13 --region us-tx --mode never-share",
      #"{"response":"sharing","lowerBound":13,"upperBound":15,"#
        + #""ageRangeDeclaration":"guardianDeclared","activeParentalControls":[],"#
        + #""promptShown":false}"#),
    Case(
      "--birthdate 2011-01-15 --today 2026-06-03 --gates 13 --region US-TX --mode never-share",
      #"{"response":"declinedSharing","promptShown":false}"#),
    Case(
      "--birthdate 2011-01-15 --today 2026-07-01 --gates 13 --region US-TX --os 26.2 "
        + "--communication-limits",
      #"{"response":"sharing","lowerBound":13,"upperBound":15,"#
        + #""ageRangeDeclaration":"guardianDeclared","#
        + #""activeParentalControls":["communicationLimits","significantAppChangeApprovalRequired"],"#
        + #""promptShown":false}"#),
    // Controls only while the upper bound is below the age of majority.
    Case(
      "--birthdate 2009-01-01 --today 2026-07-01 --gates 18 --communication-limits",
      #"{"response":"sharing","lowerBound":null,"upperBound":17,"#
        + #""ageRangeDeclaration":"guardianDeclared","activeParentalControls":["communicationLimits"],"#
        + #""promptShown":true}"#),
    Case(
      "--birthdate 2009-01-01 --today 2026-07-01 --gates 13,16 --communication-limits",
      #"{"response":"sharing","lowerBound":16,"upperBound":null,"#
        + #""ageRangeDeclaration":"guardianDeclared","activeParentalControls":[],"#
        + #""promptShown":true}"#),
    // Declarations: family, verification, OS, region.
    Case(
      "--birthdate 2012-03-10 --today 2026-07-01 --gates 13,16 --not-in-family",
      #"{"response":"sharing","lowerBound":13,"upperBound":15,"#
        + #""ageRangeDeclaration":"selfDeclared","activeParentalControls":[],"#
        + #""promptShown":true}"#),
    Case(
      "--birthdate 1984-05-20 --today 2026-07-01 --gates 18 --verified payment --os 26.2 "
        + "--region br",
      #"{"response":"sharing","lowerBound":18,"upperBound":null,"#
        + #""ageRangeDeclaration":"paymentChecked","activeParentalControls":[],"#
        + #""promptShown":true}"#),
    Case(
      "--birthdate 1984-05-20 --today 2026-07-01 --gates 18 --verified government-id",
      #"{"response":"sharing","lowerBound":18,"upperBound":null,"#
        + #""ageRangeDeclaration":"confirmed","activeParentalControls":[],"#
        + #""promptShown":true}"#),
    Case(
      "--birthdate 1984-05-20 --today 2026-07-01 --gates 18 --verified other --os 26.0",
      #"{"response":"sharing","lowerBound":18,"upperBound":null,"#
        + #""ageRangeDeclaration":"selfDeclared","activeParentalControls":[],"#
        + #""promptShown":true}"#),
    // The regional maximum: Alabama's age of majority is 19 (an assumption).
    Case(
      "--birthdate 2008-01-01 --today 2026-07-01 --gates 13,21 --region US-AL",
      #"{"response":"sharing","lowerBound":13,"upperBound":18,"#
        + #""ageRangeDeclaration":"guardianDeclared","activeParentalControls":[],"#
        + #""promptShown":true}"#),
    // --age N: exactly N today, in a region with no dated rules, so the clock cannot matter.
    Case(
      "--age 14 --gates 13,16",
      #"{"response":"sharing","lowerBound":13,"upperBound":15,"#
        + #""ageRangeDeclaration":"guardianDeclared","activeParentalControls":[],"#
        + #""promptShown":true}"#),
  ]

  @Test("prints exactly one object and exits 0", arguments: cases)
  func answer(_ testCase: Case) throws {
    let run = try AgeTUIBinary.run(["ask"] + testCase.flags + ["--format", "json"])
    expectNoDifference(run.stdout, testCase.json + "\n")
    expectNoDifference(run.stderr, "")
    expectNoDifference(run.status, 0)
  }
}
