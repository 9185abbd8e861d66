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

  /// Creates a result.
  public init(key: String, expected: String, actual: String, passed: Bool) {
    self.key = key
    self.expected = expected
    self.actual = actual
    self.passed = passed
  }
}
