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

  /// The result of comparing two values as text under `key`; `negated` (`{not: …}`) passes when
  /// they differ, and says so in the expected value.
  static func comparing(_ key: String, _ expected: String, _ actual: String, negated: Bool)
    -> ExpectationResult
  {
    ExpectationResult(
      key: key, expected: negated ? "not \(expected)" : expected, actual: actual,
      passed: (expected == actual) != negated)
  }
}
