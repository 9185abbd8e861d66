import FlowEngine
import Scenarios

/// What every store's JSON document (docs/trace-format.md) writes alike: an expectation's
/// result, a broken invariant, a failure, a trace entry's common fields. Each store's document
/// is its room's (Apple's `agetui-run`).
public enum JSONReport {
  /// One checked `expect` key.
  public static func expectation(_ result: ExpectationResult) -> JSONValue {
    .object([
      ("key", .string(result.key)), ("expected", .string(result.expected)),
      ("actual", .string(result.actual)), ("passed", .bool(result.passed)),
    ])
  }

  /// One broken invariant.
  public static func violation(_ violation: InvariantViolation) -> JSONValue {
    .object([("rule", .string(violation.rule.rawValue)), ("detail", .string(violation.detail))])
  }

  /// The fields every trace entry has, Apple's or another platform's, in the documented order.
  public static func entryFields(
    _ sequence: Int, _ date: SimDate, _ from: String, _ to: String, _ kind: TraceKind,
    _ device: String?, _ summary: String
  ) -> [(String, JSONValue)] {
    [
      ("sequence", .int(sequence)), ("date", .string(date.description)), ("from", .string(from)),
      ("to", .string(to)), ("kind", .string(kind.rawValue)),
      ("device", .optional(device)), ("summary", .string(summary)),
    ]
  }

  /// A failed expectation or broken invariant, with the step it belongs to.
  public static func failure(_ failure: RunFailure) -> JSONValue {
    .object([
      ("step", .int(failure.step)), ("scriptStep", .int(failure.scriptStep)),
      ("action", .string(failure.action)), ("line", .int(failure.line)),
      ("message", .string(failure.message)),
    ])
  }
}
