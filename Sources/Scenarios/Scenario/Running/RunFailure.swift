import FlowEngine

/// Something that makes a run fail: an `expect` that did not hold, a refused action nobody
/// expected, or a broken invariant.
public struct RunFailure: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The run step it belongs to, from 1.
  public var step: Int
  /// The script step, from 1.
  public var scriptStep: Int
  /// The script step's action, in the scenario vocabulary.
  public var action: String
  /// The script step's line in its file (0 when unknown).
  public var line: Int
  /// What went wrong: `expect step: expected running, actual blocked`.
  public var message: String

  /// `step 3 (ask-parent, line 41): expect step: expected …, actual …`.
  public var description: String {
    "step \(scriptStep) (\(action)\(line > 0 ? ", line \(line)" : "")): \(message)"
  }
}
