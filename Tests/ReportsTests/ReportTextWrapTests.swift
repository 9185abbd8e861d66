import CustomDump
import Reports
import Testing

/// `ReportText.wrapBreakingWords`: a table cell's text wrapped to its column, a word longer than
/// the column cut into pieces that fit (the platform comparison at 80 columns used to run
/// Google Play's `requestAgeSignalsAccess` into Amazon's column and lose Amazon's text).
@Suite struct ReportTextWrapTests {
  @Test(
    arguments: [
      ("requestAgeSignalsAccess → SHARED", 10, ["requestAge", "SignalsAcc", "ess →", "SHARED"]),
      ("query → SUCCESS", 18, ["query → SUCCESS"]),
      ("a bc def", 3, ["a", "bc", "def"]),
      ("abcdefgh", 3, ["abc", "def", "gh"]),
      ("one\ntwo words", 5, ["one", "two", "words"]),
      ("", 4, [""]),
    ])
  func wrapsAndBreaksWordsLongerThanTheWidth(text: String, width: Int, expected: [String]) {
    expectNoDifference(ReportText.wrapBreakingWords(text, width: width), expected)
  }
}
