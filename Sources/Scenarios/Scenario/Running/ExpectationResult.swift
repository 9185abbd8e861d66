import FlowEngine

/// One checked `expect` key: what the scenario expected and what the run produced.
public struct ExpectationResult: Hashable, Sendable, Codable {
  /// The key as the file writes it: `step`, `step (second-device)`, `learned`.
  public var key: String
  /// The expected value.
  public var expected: String
  /// The actual value.
  public var actual: String
  /// Whether they agree.
  public var passed: Bool

  /// A result under `key`: `expected` against `actual`, and whether they agree.
  public init(key: String, expected: String, actual: String, passed: Bool) {
    self.key = key
    self.expected = expected
    self.actual = actual
    self.passed = passed
  }

  /// The result of comparing two values as text under `key`; `negated` (`{not: …}`) passes when
  /// they differ, and says so in the expected value.
  public static func comparing(_ key: String, _ expected: String, _ actual: String, negated: Bool)
    -> ExpectationResult
  {
    ExpectationResult(
      key: key, expected: negated ? "not \(expected)" : expected, actual: actual,
      passed: (expected == actual) != negated)
  }

  /// `trace-contains:` on every store: passes when one of `entries` (each the texts a trace
  /// entry is searched in: its summary, or Apple's summary and payload texts) contains `text`.
  public static func containing(_ text: String, in entries: [[String]]) -> ExpectationResult {
    let found = entries.contains { texts in texts.contains { $0.contains(text) } }
    return ExpectationResult(
      key: "trace-contains", expected: text,
      actual: found ? text : "not in the \(entries.count) entries of this step", passed: found)
  }

  /// `trace-lacks:` on either store: fails on the first of `entries` (each a name such as
  /// `#3 child → system` and the summary the timeline and the text report show) whose summary
  /// contains `text`, and names it, so the failure points at the entry.
  public static func lacking(_ text: String, in entries: [(name: String, summary: String)])
    -> ExpectationResult
  {
    let expected = "no entry with “\(text)”"
    let matches = entries.filter { $0.summary.contains(text) }
    guard let first = matches.first else {
      return ExpectationResult(
        key: "trace-lacks", expected: expected,
        actual: "none of the \(entries.count) entries of this step", passed: true)
    }
    let more = matches.count > 1 ? " (and \(matches.count - 1) more)" : ""
    return ExpectationResult(
      key: "trace-lacks", expected: expected, actual: "\(first.name): \(first.summary)\(more)",
      passed: false)
  }
}
