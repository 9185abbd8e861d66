import CustomDump
import Testing

/// Bad usage of `agetui ask`: a non-zero exit and a message naming the flag, never an answer.
@Suite("agetui ask usage errors")
struct AskUsageTests {
  /// One bad command line and what its error must mention.
  struct Case: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var mentions: [String]

    init(_ arguments: [String], _ mentions: String...) {
      self.arguments = arguments
      self.mentions = mentions
    }

    var testDescription: String { arguments.joined(separator: " ") }
  }

  private static let person = ["--birthdate", "2012-03-10", "--today", "2026-07-01"]

  static let cases: [Case] = [
    Case(person + ["--gates", "13,16,18,20"], "--gates", "at most 3 age gates", "got 4"),
    Case(
      ["--platform", "google-play", "--age", "14", "--gates", "13,15,17,19"], "--gates",
      "Play Console takes at most three custom minimum ages; got 4"),
    Case(person + ["--gates", "13,abc"], "--gates", "'abc' is not a whole number"),
    Case(person + ["--gates", "13,,16"], "--gates", "separated by commas"),
    Case(person + ["--gates", ""], "--gates"),
    Case(person + ["--gates", "13.5"], "--gates", "'13.5' is not a whole number"),
    Case(person, "--gates"),
    Case(
      ["--birthdate", "2026-02-30", "--today", "2026-07-01", "--gates", "13"], "--birthdate",
      "2026-02-30 does not exist: February 2026 has 28 days"),
    Case(
      ["--birthdate", "2012/03/10", "--gates", "13"], "--birthdate",
      "expected a date as YYYY-MM-DD"),
    Case(
      ["--birthdate", "2012-03-10", "--today", "2026-13-01", "--gates", "13"], "--today",
      "there is no month 13"),
    Case(
      ["--birthdate", "2030-01-01", "--today", "2026-07-01", "--gates", "13"],
      "--birthdate 2030-01-01 is after --today 2026-07-01"),
    Case(["--age", "14", "--birthdate", "2012-03-10", "--gates", "13"], "--age", "--birthdate"),
    Case(["--gates", "13"], "--age", "--birthdate"),
    Case(["--age", "-1", "--gates", "13"], "--age must be between 0 and 150 years; got -1"),
    Case(["--age", "151", "--gates", "13"], "--age must be between 0 and 150 years; got 151"),
    Case(["--age", "x", "--gates", "13"], "--age"),
    Case(["--age", "14", "--today", "2026-07-01", "--gates", "13"], "--today needs --birthdate"),
    Case(person + ["--gates", "13", "--region", "XX"], "--region", "US-TX", "DE"),
    Case(person + ["--gates", "13", "--os", "25"], "--os", "- 26.1\n", "- 26.5\n"),
    Case(person + ["--gates", "13", "--mode", "sometimes"], "--mode", "ask-first"),
    Case(person + ["--gates", "13", "--answer", "maybe"], "--answer", "decline"),
    Case(person + ["--gates", "13", "--verified", "passport"], "--verified", "government-id"),
    Case(person + ["--gates", "13", "--format", "xml"], "--format", "json"),
    Case(person + ["--gates", "13", "--in-family", "--not-in-family"], "--in-family"),
    Case(person + ["--gates", "13", "--bogus"], "--bogus"),
    Case(
      person + ["--gates", "13", "--account-created", "2026-07-02"],
      "--account-created 2026-07-02 is after --today 2026-07-01"),
    Case(
      person + ["--gates", "13", "--account-created", "2012-03-09"],
      "--account-created 2012-03-09 is before the person was born (2012-03-10)"),
    Case(
      person + ["--gates", "13", "--account-created", "2026-02-30"], "--account-created",
      "2026-02-30 does not exist"),
    Case(person + ["--gates", "13", "--law-dates", "announced"], "--law-dates", "apple-announced"),
    Case(
      ["--platform", "google-play"] + person + ["--law-dates", "apple-announced"],
      "--law-dates is Apple's; it does not go with --platform google-play"),
  ]

  @Test("exits 64 with a message naming the flag, printing no answer", arguments: cases)
  func usage(_ testCase: Case) throws {
    let run = try AgeTUIBinary.run(["ask"] + testCase.arguments)
    expectNoDifference(run.status, 64)
    expectNoDifference(run.stdout, "")
    #expect(run.stderr.hasPrefix("Error: "))
    for text in testCase.mentions {
      #expect(run.stderr.contains(text), "stderr should mention \(text): \(run.stderr)")
    }
  }
}
