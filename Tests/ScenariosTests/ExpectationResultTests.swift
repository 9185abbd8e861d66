import CustomDump
import Scenarios
import Testing

/// The trace checks every store's `expect:` shares: `trace-contains` and `trace-lacks`.
struct ExpectationResultTests {
  static let entries = [["open Landmarks"], ["requestAgeRange", "gates [13, 16]"]]

  @Test(
    "trace-contains passes when any text of any entry contains it",
    arguments: [
      (
        "Landmarks",
        ExpectationResult(
          key: "trace-contains", expected: "Landmarks", actual: "Landmarks", passed: true)
      ),
      (
        "[13, 16]",
        ExpectationResult(
          key: "trace-contains", expected: "[13, 16]", actual: "[13, 16]", passed: true)
      ),
      (
        "checkAgeSignals",
        ExpectationResult(
          key: "trace-contains", expected: "checkAgeSignals",
          actual: "not in the 2 entries of this step", passed: false)
      ),
    ])
  func containing(text: String, result: ExpectationResult) {
    expectNoDifference(ExpectationResult.containing(text, in: Self.entries), result)
  }

  @Test func lackingNamesTheFirstEntryThatHasTheText() {
    expectNoDifference(
      ExpectationResult.lacking(
        "Landmarks", in: [("#1 child → app", "open Landmarks"), ("#2 app → system", "x")]),
      ExpectationResult(
        key: "trace-lacks", expected: "no entry with “Landmarks”",
        actual: "#1 child → app: open Landmarks", passed: false))
  }
}
