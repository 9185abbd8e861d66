/// A broken privacy or safety rule, found after a step.
public struct InvariantViolation: Hashable, Sendable, CustomStringConvertible {
  /// Which rule.
  public var rule: Invariant
  /// What happened, concretely.
  public var detail: String

  /// Creates a violation.
  public init(rule: Invariant, detail: String) {
    self.rule = rule
    self.detail = detail
  }

  /// `rule: detail`.
  public var description: String { "\(rule.rawValue): \(detail)" }
}
