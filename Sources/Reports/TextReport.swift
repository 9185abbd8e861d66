import Scenarios

/// What every store's run reads like in plain text: its heading, the width narration is
/// wrapped to, an expectation's line. Each store's own text report is its room's.
public enum TextReport {
  /// The width narration is wrapped to.
  public static let width = 100

  /// `NAME: title`, the summary indented, a blank line: the top of a run's report.
  public static func heading(_ scenario: Scenario, name: String) -> [String] {
    ["\(name): \(scenario.title)", "  \(scenario.summary)", ""]
  }

  /// `  expect step = running: ok` or `…: FAILED, actual blocked`.
  public static func expectationLine(_ result: ExpectationResult) -> String {
    result.passed
      ? "  expect \(result.key) = \(result.expected): ok"
      : "  expect \(result.key) = \(result.expected): FAILED, actual \(result.actual)"
  }
}
